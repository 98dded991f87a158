// The demo's client invoices, made the way the screens make them: every month before the
// current one is prepared and issued by accounting (public.prepare_client_invoices,
// issue_client_invoice), dated the first days of the following month; most invoices past their
// due date are paid, some in part, some not (the scheduler's pass makes them « En retard » and
// sends the reminders); last month's first invoice is credited in full, so its weeks wait to be
// billed again. Their documents are made as every issued invoice's are: issuing records a job,
// and the server's document worker makes the Factur-X PDFs once it runs (22_document_queue.sql);
// the credit note's failed six times, for the action centre to show one. Each is then deposited at
// the plateforme agréée by the queue, and the paid ones are sent « Encaissée »; two of last
// month's unpaid invoices already have their answer: one refused by the client, one rejected by
// the platform (23_invoice_platform.sql), both in accounting's action centre.
import type { Engine, Query } from "../../server/db/engine.ts";
import { addMonths, monthStartOf } from "../../src/lib/dates/month.ts";
import { asAccount, asOwner } from "./session.ts";
import { createRng } from "./random.ts";

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const nextMonth = (iso: string) => addMonths(monthStartOf(iso), 1);

const asAccountant = (q: Query) => asAccount(q, "comptable");
const loaded = async (q: Query, sql: string, params: unknown[]) => {
  await q("select set_config('session_replication_role', 'replica', true)", []);
  await q(sql, params);
  await q("select set_config('session_replication_role', 'origin', true)", []);
};

type Issued = { id: string; period_end: string; total_ttc: string; due_date: string; issued_at: string };

export async function seedInvoices(
  engine: Engine,
  o: { today: string; log: (message: string) => void },
): Promise<void> {
  const t0 = Date.now();
  const rng = createRng(31);
  const current = monthStartOf(o.today);
  const last = monthStartOf(addDays(current, -1));
  let count = 0;
  await engine.tx({}, async (q) => {
    // the generator marks old weeks « Facturé »: they are billed below for real
    await loaded(q, "update public.timesheet_week set status = 'exported' where status = 'invoiced'", []);
    const first = await q<{ d: string | null }>("select min(week_start)::text as d from public.timesheet_week", []);
    const issued: Issued[] = [];
    await asAccountant(q);
    for (let month = monthStartOf(first.rows[0]?.d ?? current); month < current; month = nextMonth(month)) {
      const end = addDays(nextMonth(month), -1);
      const drafts = await q<{
        id: string;
        po_required: boolean;
        po_number: string | null;
        payment_terms_days: number;
      }>(
        "select id, po_required, po_number, payment_terms_days from public.prepare_client_invoices($1, $2) order by company_id, grouping_key",
        [month, end],
      );
      for (const [i, d] of drafts.rows.entries()) {
        const po = d.po_required && !d.po_number ? `BC-${month.slice(0, 7).replace("-", "")}-${i + 1}` : null;
        await q("select public.issue_client_invoice($1, $2, $3)", [
          d.id,
          po,
          "Heures effectuées avant le blocage du compte",
        ]);
        // dated as if issued over the first three days of the next month, in the order of their
        // numbers (a number never precedes an earlier one's date: CGI ann. II art. 242 nonies A)
        const issuedAt = addDays(end, 1 + Math.floor((3 * i) / drafts.rows.length));
        await asOwner(q);
        const row = await q<Issued>(
          `select id, period_end::text, total_ttc::text, issued_at::text, due_date::text from public.client_invoice where id = $1`,
          [d.id],
        );
        await loaded(
          q,
          `update public.client_invoice set issued_at = $2::date, sent_at = $2::date + time '09:00',
             due_date = case payment_terms_mode when 'end_of_month'
                          then (date_trunc('month', $2::date + payment_terms_days) + interval '1 month - 1 day')::date
                          else $2::date + payment_terms_days end,
             status = 'sent' where id = $1`,
          [d.id, issuedAt],
        );
        const dated = await q<Issued>(
          "select id, period_end::text, total_ttc::text, issued_at::text, due_date::text from public.client_invoice where id = $1",
          [d.id],
        );
        issued.push(dated.rows[0] ?? row.rows[0]!);
        await asAccountant(q);
      }
    }
    count = issued.length;
    // Payments: most invoices due are paid, some in part, some not at all.
    const unpaid: Issued[] = [];
    for (const inv of issued) {
      const due = inv.due_date < o.today;
      const roll = rng.next();
      if (inv.period_end >= last && !due && roll < 0.8) {
        unpaid.push(inv);
        continue;
      }
      const total = Number(inv.total_ttc);
      const amount = due && roll < 0.85 ? total : roll < 0.92 ? Math.round(total * 50) / 100 : 0;
      if (amount <= 0) continue;
      const paidOn = [addDays(inv.due_date, -rng.int(0, 10)), o.today].sort()[0]!;
      await q("select public.record_client_invoice_payment($1, $2, $3, 'transfer', $4)", [
        inv.id,
        paidOn < inv.issued_at ? inv.issued_at : paidOn,
        amount,
        `VIR ${inv.id.slice(0, 8).toUpperCase()}`,
      ]);
    }
    const credited = issued.find((i) => i.period_end >= last);
    const note = credited
      ? await q<{ id: string }>("select id from public.credit_client_invoice($1, $2)", [
          credited.id,
          "Coefficient erroné : refacturation à suivre",
        ])
      : undefined;
    await asOwner(q);
    // the credit note's document failed six times (the storage did not answer): accounting's
    // action centre shows it, with « Relancer » on the credit note
    if (note?.rows[0])
      await q(
        `update public.document_job set status = 'failed', attempts = 6, last_error = $2
         where kind = 'credit_note' and record_id = $1`,
        [note.rows[0].id, "Stockage des documents : HTTP 503 (service indisponible)"],
      );
    // the platform's answers already in: a client's refusal, a platform's rejection
    const answers = [
      ["210", "Heures du samedi contestées : non validées par le chef de chantier"],
      ["213", "BR-FR-12 : adresse électronique de l'acheteur (BT-49) inconnue de l'annuaire"],
    ] as const;
    for (const [inv, [code, reason]] of unpaid
      .filter((i) => i.id !== credited?.id)
      .slice(0, answers.length)
      .map((inv, k) => [inv, answers[k]!] as const)) {
      const at = `${inv.issued_at}T10:00:00+01:00`;
      if (code === "210")
        await q("select public.record_platform_status($1, $2, '200', null, 'platform', $3)", [
          inv.id,
          `DEMO-${inv.id.slice(0, 8)}`,
          at,
        ]);
      await q("select public.record_platform_status($1, $2, $3, $4, 'platform', $5::timestamptz + interval '2 days')", [
        inv.id,
        `DEMO-${inv.id.slice(0, 8)}`,
        code,
        reason,
        at,
      ]);
    }
    await q("select private.run_client_invoice_time_moves()", []);
  });
  o.log(`factures clients : ${count} émises, en ${Date.now() - t0} ms`);
}
