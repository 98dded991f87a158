// /client/invoices/<id> — an invoice (or credit note) of the contact's company, as its PDF shows
// it (public.client_space_invoice): number, dates, the lines (designation, quantity, unit price,
// VAT, amount), totals, what is left to pay, the payments received, its status and the e-invoicing
// platform's lifecycle status, its credit notes, and « Télécharger la facture (PDF) »: the frozen
// PDF through a link the client-invoice-pdf function signs (pdf.ts), and « Refuser la facture »
// with its reason when the database allows it (public.client_space_refuse_invoice: the buyer's
// status 210 « Refusée », docs/rules/invoice-platform.md). The mails link here.
import { openInNewTab } from "../../portal/open-file.ts";
import { ClientLink } from "../ClientLink.tsx";
import { useCallback, useState } from "react";
import { callSpace } from "../../portal/api.ts";
import { date, money } from "../../portal/format.ts";
import { labelOf } from "../../portal/labels.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { Fact, Status } from "../../portal/parts.tsx";
import { texts } from "../../portal/texts.ts";
import { useLoaded } from "../../portal/action-screen.tsx";
import { CLIENT_INVOICE_STATUS, PLATFORM_STATUS } from "../texts.ts";
import { invoicePdfUrl, PdfError } from "./pdf.ts";
import { RefuseInvoice } from "./RefuseInvoice.tsx";
import { invoiceTexts as t, PAYMENT_MODE } from "./texts.ts";
import type { Invoice } from "./types.ts";

type Open = (url: string) => void;
const ALERT = new Set(["overdue"]);
const ALERT_PLATFORM = new Set(["refused", "rejected", "disputed", "suspended", "routing_error"]);

/** A button that opens a PDF through the signed link, its failure said next to it. */
function PdfButton({
  space,
  id,
  label,
  open: openUrl,
}: {
  space: SpaceContext;
  id: string;
  label: string;
  open: Open;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    setBusy(true);
    setError(null);
    invoicePdfUrl(space.client, id)
      .then((url) => {
        setBusy(false);
        openUrl(url);
      })
      .catch((e: unknown) => {
        setBusy(false);
        setError(e instanceof PdfError ? e.message : t.pdf.failed);
      });
  };
  return (
    <>
      <div className="row">
        <button type="button" className="primary" disabled={busy} onClick={open}>
          {busy ? t.pdf.opening : label}
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

export function InvoiceScreen({
  space,
  id,
  open = openInNewTab,
}: {
  space: SpaceContext;
  id: string;
  /** opens the PDF's signed link in a new tab (the browser's viewer or download) */
  open?: Open;
}) {
  const { client } = space;
  const load = useCallback(
    async () =>
      (await callSpace(
        client,
        "client_space_invoice",
        { p_invoice_id: id },
        { network: t.loadFailed, failed: t.loadFailed },
      )) as unknown as Invoice,
    [client, id],
  );
  const { state, retry } = useLoaded(load, t.loadFailed);

  return (
    <>
      <p>
        <ClientLink space={space} to={"/"}>
          {t.back}
        </ClientLink>
      </p>
      {state.kind === "loading" && (
        <p role="status" className="muted">
          {t.loading}
        </p>
      )}
      {state.kind === "failed" && (
        <section className="card" aria-labelledby="facture-erreur">
          <h2 id="facture-erreur" tabIndex={-1}>
            {texts.failed.title}
          </h2>
          <p role="alert">{state.message}</p>
          <div className="row">
            <button type="button" className="primary" onClick={retry}>
              {t.retry}
            </button>
          </div>
        </section>
      )}
      {state.kind === "ready" && <InvoiceView invoice={state.data} space={space} open={open} />}
    </>
  );
}

function InvoiceView({ invoice, space, open }: { invoice: Invoice; space: SpaceContext; open: Open }) {
  // the invoice as last answered: the refusal hands back the refused one
  const [i, setInvoice] = useState(invoice);
  const [refused, setRefused] = useState(false);
  const credit = i.kind === "credit_note";
  return (
    <>
      <section className="card" aria-labelledby="facture-titre">
        <h2 id="facture-titre" tabIndex={-1}>
          {t.title(i.kind, i.number)}
        </h2>
        <Status label={labelOf(CLIENT_INVOICE_STATUS, i.status)} tone={ALERT.has(i.status) ? "alert" : undefined} />
        {i.label && <p className="strong">{i.label}</p>}
        <dl className="facts">
          <Fact label={t.facts.issued}>{date(i.issued_at)}</Fact>
          {!credit && i.due_date && <Fact label={t.facts.due}>{date(i.due_date)}</Fact>}
          <Fact label={t.facts.period}>{texts.period(date(i.period_start), date(i.period_end))}</Fact>
          {i.po_number && <Fact label={t.facts.po}>{i.po_number}</Fact>}
          {i.platform_status && (
            <Fact label={t.facts.platform}>
              <Status
                label={labelOf(PLATFORM_STATUS, i.platform_status)}
                tone={ALERT_PLATFORM.has(i.platform_status) ? "alert" : undefined}
              />
              {i.platform_status_at && (
                <span className="muted">
                  {t.facts.platformAt} {date(i.platform_status_at)}
                </span>
              )}
            </Fact>
          )}
          {credit && i.credited_invoice && (
            <Fact label={t.facts.credits}>
              <ClientLink space={space} to={`/invoices/${i.credited_invoice.id}`}>
                {i.credited_invoice.number}
              </ClientLink>
            </Fact>
          )}
          {credit && i.credit_reason && <Fact label={t.facts.reason}>{i.credit_reason}</Fact>}
        </dl>
        {i.has_pdf ? (
          <PdfButton space={space} id={i.id} label={credit ? t.pdf.downloadCredit : t.pdf.download} open={open} />
        ) : (
          <p className="muted">{t.pdf.missing}</p>
        )}
        {i.can_refuse && (
          <RefuseInvoice
            space={space}
            id={i.id}
            onRefused={(next) => {
              setInvoice(next);
              setRefused(true);
            }}
          />
        )}
        {refused && <p role="status">{t.refuse.done}</p>}
      </section>

      <section className="card" aria-labelledby="facture-montants">
        <h2 id="facture-montants">{t.totals.title}</h2>
        <dl className="facts">
          <Fact label={t.totals.ht}>{money(i.total_ht)}</Fact>
          <Fact label={t.totals.tva}>{money(i.total_tva)}</Fact>
          <Fact label={t.totals.ttc}>{money(i.total_ttc)}</Fact>
          {!credit && <Fact label={t.totals.paid}>{money(i.paid_amount)}</Fact>}
          {!credit && Number(i.credited_amount) > 0 && (
            <Fact label={t.totals.credited}>{money(i.credited_amount)}</Fact>
          )}
          {!credit && <Fact label={t.totals.left}>{money(i.left_to_pay)}</Fact>}
        </dl>
      </section>

      <section className="card" aria-labelledby="facture-lignes">
        <h2 id="facture-lignes">{t.lines.title}</h2>
        {i.lines.length === 0 ? (
          <p className="muted">{t.lines.empty}</p>
        ) : (
          <ul className="items">
            {i.lines.map((l) => (
              <li key={l.id} className="item">
                <h3>{l.label}</h3>
                {l.detail && <p className="muted">{l.detail}</p>}
                <dl className="facts">
                  <Fact label={t.lines.quantity}>{String(l.quantity).replace(".", ",")}</Fact>
                  <Fact label={t.lines.unitPrice}>{money(l.unit_price)}</Fact>
                  <Fact label={t.lines.vat}>{t.lines.vatRate(l.vat_rate)}</Fact>
                  <Fact label={t.lines.amount}>{money(l.amount_ht)}</Fact>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>

      {!credit && (
        <section className="card" aria-labelledby="facture-paiements">
          <h2 id="facture-paiements">{t.payments.title}</h2>
          {i.payments.length === 0 ? (
            <p className="muted">{t.payments.empty}</p>
          ) : (
            <ul className="items">
              {i.payments.map((p) => (
                <li key={p.id} className="item">
                  <dl className="facts">
                    <Fact label={t.payments.on(date(p.paid_on))}>{money(p.amount)}</Fact>
                    <Fact label={t.payments.mode}>{labelOf(PAYMENT_MODE, p.mode)}</Fact>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {!credit && (
        <section className="card" aria-labelledby="facture-avoirs">
          <h2 id="facture-avoirs">{t.credits.title}</h2>
          {i.credit_notes.length === 0 ? (
            <p className="muted">{t.credits.empty}</p>
          ) : (
            <ul className="items">
              {i.credit_notes.map((n) => (
                <li key={n.id} className="item">
                  <h3>
                    <ClientLink space={space} to={`/invoices/${n.id}`}>
                      {t.credits.item(n.number)}
                    </ClientLink>
                  </h3>
                  <dl className="facts">
                    <Fact label={t.facts.issued}>{date(n.issued_at)}</Fact>
                    <Fact label={t.totals.ttc}>{money(n.total_ttc)}</Fact>
                  </dl>
                  {n.has_pdf && <PdfButton space={space} id={n.id} label={t.credits.pdf(n.number)} open={open} />}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
