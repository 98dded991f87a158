// The week as the client checks it: who, where, each day's hours or absence — a public holiday,
// a Sunday and a day corrected after the client's contest named under the day —, the night hours
// under a day's hours and after the week's split, the agency's comment on a day and the client's
// own reason under it, the total. Never a pay rate,
// coefficient or NIR: the RPC does not return them.
import { Fragment } from "react";
import type { Week } from "./api.ts";
import { dayLabel, frenchDate, hours, nightNote, schedule, weekRows, weekSplitText, type WeekRow } from "./format.ts";
import { texts } from "./texts.ts";

const name = (p: { first_name: string | null; last_name: string | null } | null) =>
  p ? [p.first_name, p.last_name].filter(Boolean).join(" ") : "—";

/** The client's reason and the agency's comment for a day, on a line of their own under it. */
function DayNotes({ row }: { row: WeekRow }) {
  if (row.contested === null && !row.day.comment) return null;
  const label = dayLabel(row.day.date);
  return (
    <tr className="notes">
      <td colSpan={4}>
        {row.contested !== null && (
          <p>
            {texts.yourReason(label)} « {row.contested} »
          </p>
        )}
        {row.day.comment && (
          <p>
            {texts.agencyComment(label)} « {row.day.comment} »
          </p>
        )}
      </td>
    </tr>
  );
}

/** A day's hours, its night hours under them. */
function DayHours({ day }: { day: WeekRow["day"] }) {
  const night = nightNote(day.night_hours);
  return (
    <td className="num">
      {hours(day.worked_hours)}
      {night && <span className="night">{night}</span>}
    </td>
  );
}

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
          {weekRows(week).map((row) => (
            <Fragment key={row.day.date}>
              <tr>
                <th scope="row">
                  {dayLabel(row.day.date)}
                  {row.marks.map((mark) => (
                    <span key={mark} className="mark">
                      {mark}
                    </span>
                  ))}
                </th>
                <td>{schedule(row.day)}</td>
                <td>{row.day.break_minutes ? `${row.day.break_minutes} min` : "—"}</td>
                <DayHours day={row.day} />
              </tr>
              <DayNotes row={row} />
            </Fragment>
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
      <p className="muted">{weekSplitText(week)}</p>
    </section>
  );
}
