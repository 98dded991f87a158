// Fixtures of the billing tests: a client of its own (no collective agreement, so the general
// majorations apply: night +25 %, Sunday +50 %, 1 May +100 %), a temp at 14,50 €/h on an active
// contract billed at coefficient 2,000 (29,00 €/h), and validated weeks typed day by day.
import { randomInt } from "node:crypto";
import { siren } from "../../seed/fr.ts";
import { createRng } from "../../seed/random.ts";
import type { Query } from "../support/db.ts";
import { asLoaded, cloneRow, one, RENFORT } from "../support/fixtures.ts";
import { newUuid } from "../support/matrix.ts";
import { activeContract, freshTalent, validatedWeek, type Day } from "../pay/support.ts";

export { validatedWeek, type Day };

export type Client = { companyId: string; contractId: string; contractKey: string; talentId: string };

/** A new client company of Renfort with an invoice e-mail, and a contract on it at coefficient 2. */
export async function billedClient(
  q: Query,
  companyValues: Record<string, unknown> = {},
  contractValues: Record<string, unknown> = {},
): Promise<Client> {
  const tag = (await newUuid(q)).slice(0, 8);
  const company = await cloneRow(q, "company", "workspace_id = $1 and status = 'active'", [RENFORT], {
    name: `Client facturé ${tag}`,
    siren: siren(createRng(randomInt(2 ** 31))),
    idcc: null,
    naf_code: null,
    naf_code_label: null,
    company_group_id: null,
    billing_email: `factures-${tag}@client-essai.fr`,
    status: "active",
    payment_terms_days: 30,
    payment_terms_mode: "net",
    ...companyValues,
  });
  const talentId = await freshTalent(q);
  const contract = await activeContract(q, talentId, { company_id: company.id, ...contractValues });
  await asLoaded(
    q,
    "insert into public.contract_pricing (contract_id, workspace_id, coefficient) values ($1, $2, 2.000) on conflict (contract_id) do update set coefficient = 2.000",
    [contract.id, RENFORT],
  );
  return { companyId: String(company.id), contractId: contract.id, contractKey: contract.key, talentId };
}

/** Signed commercial conditions of the client, in force over 2026 (loaded as the seed does). */
export async function signedConditions(q: Query, companyId: string, values: Record<string, unknown>): Promise<void> {
  const row: Record<string, unknown> = { valid_from: "2026-01-01", default_coefficient: 2, ...values };
  const columns = Object.keys(row);
  await asLoaded(
    q,
    `insert into public.commercial_condition (workspace_id, scope_type, company_id, status${columns.map((c) => `, ${c}`).join("")})
     values ($1, 'company', $2, 'signed'${columns.map((_, i) => `, $${i + 3}`).join("")})`,
    [RENFORT, companyId, ...Object.values(row)],
  );
}

export type Line = { category: string; quantity: number; unit_price: number; amount_ht: number };

/** An invoice's lines in order, as numbers. */
export async function linesOf(q: Query, invoiceId: string): Promise<Line[]> {
  const r = await q<Record<string, string>>(
    `select category::text, quantity::text, unit_price::text, amount_ht::text from public.client_invoice_line
     where invoice_id = $1 order by position, id`,
    [invoiceId],
  );
  return r.rows.map((l) => ({
    category: l.category!,
    quantity: Number(l.quantity),
    unit_price: Number(l.unit_price),
    amount_ht: Number(l.amount_ht),
  }));
}

export type Invoice = {
  id: string;
  status: string;
  number: string | null;
  total_ht: string;
  total_tva: string;
  total_ttc: string;
  paid_amount: string;
  credited_amount: string;
  grouping_key: string;
  po_number: string | null;
};

export const invoice = (q: Query, id: string) =>
  one<Invoice>(
    q,
    `select id, status::text, number, total_ht::text, total_tva::text, total_ttc::text, paid_amount::text,
            credited_amount::text, grouping_key, po_number from public.client_invoice where id = $1`,
    [id],
  );

/** Drafts prepared by the caller for the client over a period. */
export async function prepare(q: Query, from: string, to: string, companyId: string): Promise<Invoice[]> {
  const r = await q<Invoice>(
    `select id, status::text, number, total_ht::text, total_tva::text, total_ttc::text, paid_amount::text,
            credited_amount::text, grouping_key, po_number
     from public.prepare_client_invoices($1, $2, $3) order by grouping_key`,
    [from, to, companyId],
  );
  return r.rows;
}

export const weekStatus = async (q: Query, id: string) =>
  (await one<{ s: string }>(q, "select status::text as s from public.timesheet_week where id = $1", [id])).s;
