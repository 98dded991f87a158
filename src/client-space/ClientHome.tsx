// The client contact's home: their company's orders, its contracts (those waiting for this
// contact's signature first, and said so), its weeks (those waiting for their approval first),
// its invoices with what is left to pay, and the agency's contact. Above them, « À faire » and
// « Nouveautés » (documents/ClientNews.tsx); the contracts and weeks waiting for this contact are
// signed from « À signer » (/client/documents) or the links the agency e-mails, and each invoice
// opens its screen (/client/invoices/<id>). Ordering (« Passer une commande », « Recommander » on a
// contract), an order's proposed profiles and « Déclarer un accident du travail » open the screens
// of orders/ and accident/.
import { SPACE_CONTRACT_STATUS } from "../portal/space-statuses.ts";
import { ClientLink } from "./ClientLink.tsx";
import { date, hours, money } from "../portal/format.ts";
import { labelOf, TIMESHEET_STATUS } from "../portal/labels.ts";
import { AgencyContact, Fact, Greeting, Section, SectionLinks, Status } from "../portal/parts.tsx";
import type { SpaceContext } from "../portal/PortalApp.tsx";
import { texts } from "../portal/texts.ts";
import { accidentTexts } from "./accident/texts.ts";
import { orderTexts } from "./orders/texts.ts";
import { CLIENT_INVOICE_STATUS, clientTexts as t, MISSION_STATUS, PLATFORM_STATUS } from "./texts.ts";
import type { ClientHome as Home } from "./types.ts";
import { ClientNews } from "./documents/ClientNews.tsx";

const SECTIONS = [
  { id: "commandes", title: t.orders.title },
  { id: "contrats", title: t.contracts.title },
  { id: "releves", title: t.weeks.title },
  { id: "factures", title: t.invoices.title },
  { id: "agence", title: texts.agency.title },
];

/** `flag`-ed rows first, each group in the order the database gave. */
const flaggedFirst = <R,>(rows: R[], flag: (row: R) => boolean): R[] => [
  ...rows.filter(flag),
  ...rows.filter((row) => !flag(row)),
];

const OVERDUE = new Set(["overdue"]);
/** « Facture FA-… » or « Avoir AV-… »: a credit note is listed with the invoices it corrects. */
const invoiceTitle = (i: Home["invoices"][number]) =>
  i.kind === "credit_note" ? t.invoices.creditNote(i.number) : t.invoices.number(i.number);

export function ClientHome({ home, space }: { home: Home; space?: SpaceContext }) {
  const orders = home.orders ?? [];
  const contracts = flaggedFirst(home.contracts ?? [], (c) => !!c.to_sign);
  const weeks = flaggedFirst(home.weeks ?? [], (w) => !!w.to_approve);
  const invoices = home.invoices ?? [];
  const toSign = contracts.filter((c) => c.to_sign).length;
  const toApprove = weeks.filter((w) => w.to_approve).length;
  const leftToPay = invoices.reduce((sum, i) => sum + (Number(i.left_to_pay) || 0), 0);
  // a group's decision maker sees several companies: each row then says which
  const companies = new Set(
    [...orders, ...contracts, ...weeks, ...invoices].map((r) => r.company_name).filter(Boolean),
  );
  const companyOf = (row: { company_name?: string | null }) =>
    companies.size > 1 && row.company_name ? <Fact label={t.company}>{row.company_name}</Fact> : null;

  return (
    <>
      <Greeting firstName={home.contact?.first_name}>
        {home.company?.name && <p className="strong">{home.company.name}</p>}
        <p className="row">
          <ClientLink to="/accident" space={space} className="action-link alert wide">
            {accidentTexts.link}
          </ClientLink>
        </p>
      </Greeting>
      {space && <ClientNews space={space} />}
      <SectionLinks sections={SECTIONS} />

      <Section
        id="commandes"
        title={t.orders.title}
        count={orders.length}
        empty={t.orders.empty}
        actions={
          <p className="row">
            <ClientLink to="/orders/new" space={space} className="action-link primary wide">
              {orderTexts.newOrder}
            </ClientLink>
          </p>
        }
      >
        {orders.map((o) => (
          <li key={o.id} className="item">
            <h3>
              <ClientLink to={`/orders/${o.id}`} space={space}>
                {o.job_name ?? o.reference ?? "—"}
              </ClientLink>
            </h3>
            <Status label={labelOf(MISSION_STATUS, o.status)} />
            <dl className="facts">
              {companyOf(o)}
              {o.reference && o.job_name && <Fact label={t.orders.reference}>{o.reference}</Fact>}
              {o.start_date && (
                <Fact label={t.orders.dates}>{texts.period(date(o.start_date), o.end_date && date(o.end_date))}</Fact>
              )}
            </dl>
          </li>
        ))}
      </Section>

      <Section
        id="contrats"
        title={t.contracts.title}
        count={contracts.length}
        empty={t.contracts.empty}
        note={t.contracts.note}
        summary={
          <p className={`status-line${toSign ? " todo" : ""}`}>
            {toSign ? t.contracts.toSignCount(toSign) : t.contracts.noneToSign}
          </p>
        }
      >
        {contracts.map((c) => (
          <li key={c.id} className={`item${c.to_sign ? " todo" : ""}`}>
            <h3>{c.talent_name ?? "—"}</h3>
            {c.to_sign && <Status label={t.contracts.toSign} tone="todo" />}
            <Status label={labelOf(SPACE_CONTRACT_STATUS, c.status)} />
            <dl className="facts">
              {companyOf(c)}
              {c.job_name && <Fact label={t.contracts.job}>{c.job_name}</Fact>}
              <Fact label={t.contracts.dates}>{texts.period(date(c.start_date), c.end_date && date(c.end_date))}</Fact>
              {c.contract_key && <Fact label={t.contracts.contract}>{c.contract_key}</Fact>}
            </dl>
            {!c.to_sign && (
              <p className="row">
                <ClientLink to={`/orders/reorder/${c.id}`} space={space} className="action-link secondary">
                  {orderTexts.reorderName(c.talent_name)}
                </ClientLink>
              </p>
            )}
          </li>
        ))}
      </Section>

      <Section
        id="releves"
        title={t.weeks.title}
        count={weeks.length}
        empty={t.weeks.empty}
        note={t.weeks.note}
        summary={
          <p className={`status-line${toApprove ? " todo" : ""}`}>
            {toApprove ? t.weeks.toApproveCount(toApprove) : t.weeks.noneToApprove}
          </p>
        }
      >
        {weeks.map((w) => (
          <li key={w.id} className={`item${w.to_approve ? " todo" : ""}`}>
            <h3>{texts.weekOf(date(w.week_start))}</h3>
            {w.to_approve && <Status label={t.weeks.toApprove} tone="todo" />}
            <Status label={labelOf(TIMESHEET_STATUS, w.status)} />
            <dl className="facts">
              {companyOf(w)}
              {w.talent_name && <Fact label={t.weeks.talent}>{w.talent_name}</Fact>}
              <Fact label={t.weeks.hours}>{w.total_hours === null ? "—" : hours(w.total_hours)}</Fact>
            </dl>
          </li>
        ))}
      </Section>

      <Section
        id="factures"
        title={t.invoices.title}
        count={invoices.length}
        empty={t.invoices.empty}
        summary={
          <p className={`status-line${leftToPay > 0 ? " todo" : ""}`}>{t.invoices.totalLeft(money(leftToPay))}</p>
        }
      >
        {invoices.map((i) => (
          <li key={i.id} className={`item${OVERDUE.has(i.status) ? " alert" : ""}`}>
            <h3>
              {space ? (
                <ClientLink space={space} to={`/invoices/${i.id}`}>
                  {invoiceTitle(i)}
                </ClientLink>
              ) : (
                invoiceTitle(i)
              )}
            </h3>
            <Status
              label={labelOf(CLIENT_INVOICE_STATUS, i.status)}
              tone={OVERDUE.has(i.status) ? "alert" : undefined}
            />
            <dl className="facts">
              {companyOf(i)}
              {i.issued_at && <Fact label={t.invoices.issued}>{date(i.issued_at)}</Fact>}
              {i.due_date && <Fact label={t.invoices.due}>{date(i.due_date)}</Fact>}
              {i.kind === "credit_note" ? (
                <>
                  {i.credited_number && <Fact label={t.invoices.credits}>{i.credited_number}</Fact>}
                  <Fact label={t.invoices.creditTotal}>{money(i.total_ttc)}</Fact>
                </>
              ) : (
                <>
                  <Fact label={t.invoices.total}>{money(i.total_ttc)}</Fact>
                  <Fact label={t.invoices.leftToPay}>{money(i.left_to_pay)}</Fact>
                </>
              )}
              {i.platform_status && (
                <Fact label={t.invoices.platform}>{labelOf(PLATFORM_STATUS, i.platform_status)}</Fact>
              )}
            </dl>
          </li>
        ))}
      </Section>

      <AgencyContact agency={home.agency} />
    </>
  );
}
