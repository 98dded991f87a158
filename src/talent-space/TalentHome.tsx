// The talent's home: their missions (company, site, dates, job, status), the next 14 days of
// planning, their weeks and pay periods, their documents (those expiring soon or expired first,
// and said so), and the agency's contact; each section leads to its screen (a contract and its
// signing, an acompte, the documents to send, the availability, a pay period's details). Each
// week links to its hours, day by day (hours/HoursWeekScreen.tsx), and the current week, while the
// talent may still change it, to « Saisir mes heures » at the top.
import { SPACE_CONTRACT_STATUS, SPACE_PAY_STATUS } from "../portal/space-statuses.ts";
import { SpaceLink } from "../portal/action-screen.tsx";
import { date, dayLabel, hours, money, timeRange } from "../portal/format.ts";
import { labelOf, TIMESHEET_STATUS } from "../portal/labels.ts";
import { AgencyContact, Fact, Greeting, Section, SectionLinks, Status } from "../portal/parts.tsx";
import type { SpaceContext } from "../portal/PortalApp.tsx";
import { texts } from "../portal/texts.ts";
import { DOCUMENT_STATUS, DOCUMENT_TYPE, talentTexts as t } from "./texts.ts";
import { hoursTexts } from "./hours/texts.ts";
import type { TalentHome as Home } from "./types.ts";

const SECTIONS = [
  { id: "missions", title: t.missions.title },
  { id: "planning", title: t.planning.title },
  { id: "releves", title: t.weeks.title },
  { id: "paie", title: t.pay.title },
  { id: "documents", title: t.documents.title },
  { id: "agence", title: texts.agency.title },
];

const ATTENTION: Record<string, "warn" | "alert"> = { expiring_soon: "warn", expired: "alert", rejected: "alert" };

/** The planning's days in order, each with its shifts. */
const planningDays = (planning: Home["planning"]) => {
  const days = new Map<string, Home["planning"]>();
  for (const shift of [...planning].sort((a, b) => a.date.localeCompare(b.date))) {
    const day = shift.date.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), shift]);
  }
  return [...days];
};

/** This week's Monday (the device's calendar day), as the weeks' week_start: "2026-01-05". */
export const currentMonday = (now = new Date()): string => {
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${monday.getFullYear()}-${pad(monday.getMonth() + 1)}-${pad(monday.getDate())}`;
};

const EDITABLE = ["draft", "disputed"];

export function TalentHome({
  home,
  space,
  pending = 0,
}: {
  home: Home;
  space?: Pick<SpaceContext, "navigate">;
  pending?: number;
}) {
  // the links of the home to its screens (a home shown alone, in a test, has none)
  const link = (to: string, label: string, primary = false) =>
    space && (
      <SpaceLink space={space} base="/talent" to={to} className={`button ${primary ? "primary" : "secondary"}`}>
        {label}
      </SpaceLink>
    );
  const contracts = home.contracts ?? [];
  const weeks = home.weeks ?? [];
  const pay = home.pay ?? [];
  const documents = [...(home.documents ?? [])].sort(
    (a, b) => Number(!!ATTENTION[b.status]) - Number(!!ATTENTION[a.status]),
  );
  const attention = documents.filter((d) => ATTENTION[d.status]).length;
  const days = planningDays(home.planning ?? []);
  const monday = currentMonday();
  const current = weeks.filter((w) => w.week_start.slice(0, 10) === monday && EDITABLE.includes(w.status));

  return (
    <>
      <Greeting firstName={home.talent?.first_name}>
        {current.map((w) => (
          <p key={w.id}>
            <SpaceLink base="/talent" to={`/hours/${w.id}`} space={space} className="action">
              {current.length > 1 && w.company_name ? `${hoursTexts.enter} — ${w.company_name}` : hoursTexts.enter}
            </SpaceLink>
          </p>
        ))}
        {pending > 0 && <p className="status-line warn">{hoursTexts.pending(pending)}</p>}
      </Greeting>
      <SectionLinks sections={SECTIONS} />

      <Section id="missions" title={t.missions.title} count={contracts.length} empty={t.missions.empty}>
        {contracts.map((c) => (
          <li key={c.id} className="item">
            <h3>{c.company_name ?? "—"}</h3>
            <Status label={labelOf(SPACE_CONTRACT_STATUS, c.status)} />
            <dl className="facts">
              {c.job_name && <Fact label={t.missions.job}>{c.job_name}</Fact>}
              <Fact label={t.missions.dates}>{texts.period(date(c.start_date), c.end_date && date(c.end_date))}</Fact>
              {c.site_address && <Fact label={t.missions.site}>{c.site_address}</Fact>}
              {c.hourly_rate !== null && c.hourly_rate !== undefined && (
                <Fact label={t.missions.rate}>{money(c.hourly_rate)}</Fact>
              )}
              {c.contract_key && <Fact label={t.missions.contract}>{c.contract_key}</Fact>}
            </dl>
            {space && (
              <div className="row">
                {c.to_sign
                  ? link(`/contracts/${c.id}`, t.missions.sign, true)
                  : link(`/contracts/${c.id}`, t.missions.open)}
              </div>
            )}
          </li>
        ))}
      </Section>

      <Section
        id="planning"
        title={t.planning.title}
        count={days.length}
        empty={t.planning.empty}
        summary={<p className="muted">{t.planning.intro}</p>}
        actions={link("/availability", t.planning.availability)}
      >
        {days.map(([day, shifts]) => (
          <li key={day} className="item day">
            <h3>{dayLabel(day)}</h3>
            <ul className="shifts">
              {shifts.map((s, i) => (
                <li key={i}>{[timeRange(s.start_time, s.end_time), s.company_name].filter(Boolean).join(" · ")}</li>
              ))}
            </ul>
          </li>
        ))}
      </Section>

      <Section id="releves" title={t.weeks.title} count={weeks.length} empty={t.weeks.empty}>
        {weeks.map((w) => (
          <li key={w.id} className="item">
            <h3>{texts.weekOf(date(w.week_start))}</h3>
            <Status label={labelOf(TIMESHEET_STATUS, w.status)} />
            <dl className="facts">
              {w.company_name && <Fact label={t.weeks.company}>{w.company_name}</Fact>}
              <Fact label={t.weeks.hours}>{w.total_hours === null ? "—" : hours(w.total_hours)}</Fact>
            </dl>
            <SpaceLink base="/talent" to={`/hours/${w.id}`} space={space}>
              {EDITABLE.includes(w.status)
                ? hoursTexts.enterWeek(date(w.week_start))
                : hoursTexts.seeWeek(date(w.week_start))}
            </SpaceLink>
          </li>
        ))}
      </Section>

      <Section
        id="paie"
        title={t.pay.title}
        count={pay.length}
        empty={t.pay.empty}
        actions={link("/advance", t.pay.advance)}
      >
        {pay.map((p) => (
          <li key={`${p.period_start}-${p.period_end ?? ""}`} className="item">
            <h3>{texts.period(date(p.period_start), p.period_end && date(p.period_end))}</h3>
            <Status label={labelOf(SPACE_PAY_STATUS, p.status)} />
            <dl className="facts">
              <Fact label={t.pay.gross}>{p.gross === null ? t.pay.grossPending : money(p.gross)}</Fact>
            </dl>
            {space && <div className="row">{link(`/pay/${p.period_start.slice(0, 10)}`, t.pay.details)}</div>}
          </li>
        ))}
      </Section>

      <Section
        id="documents"
        title={t.documents.title}
        count={documents.length}
        empty={t.documents.empty}
        summary={attention > 0 && <p className="status-line warn">{t.documents.attention(attention)}</p>}
        actions={link("/documents", t.documents.send, attention > 0)}
      >
        {documents.map((d) => (
          <li key={d.id} className={`item${ATTENTION[d.status] ? ` ${ATTENTION[d.status]}` : ""}`}>
            <h3>{labelOf(DOCUMENT_TYPE, d.type)}</h3>
            <Status label={labelOf(DOCUMENT_STATUS, d.status)} tone={ATTENTION[d.status]} />
            <dl className="facts">
              {d.name && d.name !== labelOf(DOCUMENT_TYPE, d.type) && <Fact label={t.documents.name}>{d.name}</Fact>}
              <Fact label={t.documents.expires}>{d.expiry_date ? date(d.expiry_date) : t.documents.noExpiry}</Fact>
            </dl>
          </li>
        ))}
      </Section>

      <AgencyContact agency={home.agency} />
    </>
  );
}
