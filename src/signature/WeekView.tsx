// The week as the client checks it: who, where, each day's hours or absence, the total.
// Never a pay rate, coefficient or NIR: the RPC does not return them.
import type { Week } from "./api.ts";
import { dayLabel, frenchDate, hours, schedule } from "./format.ts";
import { texts } from "./texts.ts";

const name = (p: { first_name: string | null; last_name: string | null } | null) =>
  p ? [p.first_name, p.last_name].filter(Boolean).join(" ") : "—";

export function WeekView({ week }: { week: Week }) {
  return (
    <section aria-labelledby="week-title" className="card">
      <h2 id="week-title">{texts.week(week.iso_week, frenchDate(week.week_start), frenchDate(week.week_end))}</h2>
      <dl className="facts">
        <div>
          <dt>{texts.talent}</dt>
          <dd>{name(week.talent)}</dd>
        </div>
        <div>
          <dt>{texts.company}</dt>
          <dd>{week.company?.name ?? "—"}</dd>
        </div>
        {week.job_name && (
          <div>
            <dt>{texts.job}</dt>
            <dd>{week.job_name}</dd>
          </div>
        )}
        <div>
          <dt>{texts.contract}</dt>
          <dd>{week.contract_key}</dd>
        </div>
      </dl>
      <table className="days">
        <caption>{texts.daysCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.day}</th>
            <th scope="col">{texts.schedule}</th>
            <th scope="col">{texts.pause}</th>
            <th scope="col" className="num">
              {texts.hours}
            </th>
          </tr>
        </thead>
        <tbody>
          {week.days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayLabel(day.date)}</th>
              <td>{schedule(day)}</td>
              <td>{day.break_minutes ? `${day.break_minutes} min` : "—"}</td>
              <td className="num">{hours(day.worked_hours)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {texts.total}
            </th>
            <td className="num">{hours(week.total_hours)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="muted">{texts.split(hours(week.hours_normal), hours(week.hours_ot25), hours(week.hours_ot50))}</p>
    </section>
  );
}
