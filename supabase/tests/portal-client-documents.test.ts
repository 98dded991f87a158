// The client space's documents (supabase/schemas/33_client_space_documents.sql), in rolled-back
// transactions as the demo client contact (client@renfort.test) and others: what waits for the
// contact's signature (their contract copy, a week they validate, conditions they sign), the
// signing token the space asks for — the same link rules as the e-mailed one, refused to another
// company's contact, to a contact without the role, to a revoked access and to a team member — the
// invoice screen and its PDF path (own invoices only), the home's « À faire » list, and the company
// page's summary for the agency (RLS decides: a portal user reads nothing).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { raw } from "../../tests/server/helpers.ts";
import { PORTAL_ACCOUNTS } from "../seed/accounts.ts";
import { account, attempt, becomeUser, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { signIn } from "./support/http.ts";
import { portalSession, serviceRows } from "./support/portal.ts";

let db: TestDatabase;

beforeAll(async () => {
  db = await testDatabase();
});

afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Row = Record<string, unknown>;
const BASE = "http://localhost:8080";
const CLIENT = { email: PORTAL_ACCOUNTS.client.email, userId: PORTAL_ACCOUNTS.client.userId };

/** Switches the transaction to a signed-in account (its JWT claims), as PostgREST does. */
const asUser = (q: Query, who: { email: string; userId: string }) =>
  becomeUser(q, { ...account("consultant"), email: who.email, userId: who.userId });
const asOwner = async (q: Query) => {
  await q("reset role", []);
  await q("select set_config('request.jwt.claims', '', true)", []);
};
const one = async (q: Query, sql: string, params: unknown[] = []): Promise<Row> =>
  ((await q<Row>(sql, params)).rows[0] ?? {}) as Row;
const call = async (q: Query, fn: string, args = "", params: unknown[] = []) =>
  (await one(q, `select public.${fn}(${args}) as r`, params)).r as Row;

/** The demo contact, a week, a contract and commercial conditions of their company, set to wait for them. */
async function waitingItems(q: Query, opts: { validator?: boolean } = {}) {
  const contact = await one(q, "select id, company_id, workspace_id from public.contact where email = $1", [
    CLIENT.email,
  ]);
  // the rows are put in their waiting state directly (triggers off): the flows that lead there
  // are other files' tests; this file tests what the space does with them
  await q("set local session_replication_role = replica", []);
  if (opts.validator !== false)
    await q("update public.contact set roles = array_append(roles, 'timesheet_signer') where id = $1", [contact.id]);
  const week = await one(
    q,
    `update public.timesheet_week set status = 'pending_signature', signer_contact_id = $1,
            signature_token_hash = private.sha256_hex('e-mailed-token-' || id), signature_token_used_at = null,
            signature_token_expires_at = now() + interval '5 days'
      where id = (select id from public.timesheet_week where company_id = $2 and status <> 'canceled' order by week_start desc limit 1)
      returning id, signature_token_expires_at`,
    [contact.id, contact.company_id],
  );
  const contract = await one(
    q,
    `update public.contract set status = 'partially_signed', client_signer_contact_id = $1, client_signed_at = null
      where id = (select c.id from public.contract c where c.company_id = $2 and c.status not in ('draft', 'canceled')
                    and not exists (select 1 from public.contract_signature s where s.contract_id = c.id and s.party = 'client')
                  order by c.start_date desc limit 1)
      returning id`,
    [contact.id, contact.company_id],
  );
  const condition = await one(
    q,
    `insert into public.commercial_condition (workspace_id, scope_type, company_id, version, default_coefficient, status,
                                              signer_contact_id, generated_file, generated_file_sha256, sent_for_signature_at)
     values ($1, 'company', $2, 9, 1.85, 'sent_for_signature', $3, 'x/conditions.pdf', repeat('a', 64), now())
     returning id`,
    [contact.workspace_id, contact.company_id, contact.id],
  );
  await q("set local session_replication_role = origin", []);
  return { contact, week, contract, condition };
}

/** Another company's contact holding an access in force (their account), in the same workspace. */
const otherContact = (q: Query, companyId: unknown) =>
  one(
    q,
    `select a.auth_user_id as "userId", a.email from public.portal_access a join public.contact c on c.id = a.contact_id
      where a.kind = 'client' and a.revoked_at is null and a.auth_user_id is not null and c.company_id <> $1
        and c.roles && '{contract_signatory,timesheet_signer}' order by a.email limit 1`,
    [companyId],
  ) as Promise<{ userId: string; email: string }>;

describe("what waits for the contact, and signing it from the space", () => {
  it("lists the contract, the week and the conditions waiting for them, with nothing of the agency's", async () => {
    const out = await db.system(async (q) => {
      const items = await waitingItems(q);
      await asUser(q, CLIENT);
      return { items, docs: await call(q, "client_space_documents"), news: await call(q, "client_space_news") };
    });
    const ids = (k: string) => (out.docs[k] as Row[]).map((r) => r.id);
    expect(ids("contracts")).toContain(out.items.contract.id);
    expect(ids("weeks")).toContain(out.items.week.id);
    const condition = (out.docs.conditions as Row[]).find((c) => c.id === out.items.condition.id);
    expect(condition).toMatchObject({ version: 9, status: "sent_for_signature", to_sign: true });
    expect(JSON.stringify(out.docs)).not.toMatch(/coefficient|margin|billing|wage|note/i);
    const todo = (out.news.todo as Row[]).map((t) => `${String(t.kind)}:${String(t.id)}`);
    expect(todo).toEqual(
      expect.arrayContaining([
        `contract_to_sign:${String(out.items.contract.id)}`,
        `week_to_approve:${String(out.items.week.id)}`,
        `condition_to_sign:${String(out.items.condition.id)}`,
      ]),
    );
    expect((out.news.todo as Row[]).every((t) => String(t.path).startsWith("/"))).toBe(true);
  });

  it("gives the contact a token the signing pages accept, for each kind, made by their own account", async () => {
    const out = await db.system(async (q) => {
      const items = await waitingItems(q);
      await asUser(q, CLIENT);
      const links = {
        contract: await call(q, "client_space_signing_link", "'contract', $1, $2", [items.contract.id, BASE]),
        week: await call(q, "client_space_signing_link", "'timesheet_week', $1, $2", [items.week.id, BASE]),
        condition: await call(q, "client_space_signing_link", "'commercial_condition', $1, $2", [
          items.condition.id,
          BASE,
        ]),
      };
      const token = (l: Row) => new URL(String(l.path), BASE).searchParams.get("token") ?? "";
      // the public pages' own functions, as an anonymous visitor of the page
      await asOwner(q);
      await q("select set_config('role', 'anon', true)", []);
      const contractSession = await call(q, "contract_signature_session", "$1", [token(links.contract)]);
      const conditionSession = await call(q, "contract_signature_session", "$1", [token(links.condition)]);
      const week = await call(q, "get_timesheet_for_signature", "$1", [token(links.week)]);
      await asOwner(q);
      const made = await one(
        q,
        `select count(*)::int as n, bool_and(created_by = $2) as mine, bool_and(contact_id = $3) as contact
           from public.contract_signature_link where token_hash in (private.sha256_hex($1), private.sha256_hex($4))`,
        [token(links.contract), CLIENT.userId, items.contact.id, token(links.condition)],
      );
      const emailed = await attempt(q, () =>
        q("select private.timesheet_week_for_token($1)", [`e-mailed-token-${String(items.week.id)}`]),
      );
      const mails = await one(
        q,
        "select count(*)::int as n from public.mail_outbox where created_at >= now() - interval '1 second' and recipient = $1",
        [CLIENT.email],
      );
      return { items, links, contractSession, conditionSession, week, made, emailed, mails };
    });
    expect(String(out.links.contract.path)).toMatch(/^\/sign\/contract\?token=[A-Za-z0-9_-]{40,}$/);
    expect(String(out.links.week.path)).toMatch(/^\/customer\/timesheets\/signature\?token=[A-Za-z0-9_-]{40,}$/);
    expect(out.contractSession).toBeTruthy();
    expect(out.conditionSession).toBeTruthy();
    expect((out.week as Row).id ?? (out.week as Row).week_id ?? out.week).toBeTruthy();
    expect(out.made).toEqual({ n: 2, mine: true, contact: true });
    // one token per week: the e-mailed link is replaced by the space's (08_timesheets.sql)
    expect(out.emailed.ok).toBe(false);
    // the space sends no mail
    expect(out.mails.n).toBe(0);
  });

  it("refuses another company's contact, a contact without the role, a revoked access and a team member, in French", async () => {
    const out = await db.system(async (q) => {
      const items = await waitingItems(q, { validator: false });
      const other = await otherContact(q, items.contact.company_id);
      const tries: Array<[string, Row]> = [];
      const attemptAs = async (label: string, who: { email: string; userId: string }, kind: string, id: unknown) => {
        await asUser(q, who);
        const r = await attempt(q, () => q("select public.client_space_signing_link($1, $2, $3)", [kind, id, BASE]));
        await asOwner(q);
        tries.push([label, r.ok ? { ok: true } : { code: r.error.code, message: r.error.message }]);
      };
      await attemptAs("other company, contract", other, "contract", items.contract.id);
      await attemptAs("other company, week", other, "timesheet_week", items.week.id);
      await attemptAs("other company, conditions", other, "commercial_condition", items.condition.id);
      await attemptAs("no validator role, week", CLIENT, "timesheet_week", items.week.id);
      const consultant = account("consultant");
      await attemptAs(
        "team member",
        { email: consultant.email, userId: consultant.userId },
        "contract",
        items.contract.id,
      );
      await q("update public.portal_access set revoked_at = now() where contact_id = $1", [items.contact.id]);
      await attemptAs("revoked access", CLIENT, "contract", items.contract.id);
      return tries;
    });
    expect(Object.fromEntries(out)).toEqual({
      "other company, contract": { code: "P0002", message: "Ce contrat n'attend pas votre signature" },
      "other company, week": { code: "P0002", message: "Ce relevé d'heures n'attend pas votre validation" },
      "other company, conditions": {
        code: "P0002",
        message: "Ces conditions commerciales n'attendent pas votre signature",
      },
      "no validator role, week": { code: "P0002", message: "Ce relevé d'heures n'attend pas votre validation" },
      "team member": { code: "42501", message: "Accès réservé aux clients et talents invités par l'agence" },
      "revoked access": { code: "42501", message: "Accès réservé aux clients et talents invités par l'agence" },
    });
  });
});

describe("the invoice screen and its PDF", () => {
  it("shows an own invoice as its PDF does, and gives its PDF's path; another company's is unknown", async () => {
    const out = await db.system(async (q) => {
      const contact = await one(q, "select id, company_id from public.contact where email = $1", [CLIENT.email]);
      const own = await one(
        q,
        `select id, number, total_ttc from public.client_invoice where company_id = $1 and kind = 'invoice' and status <> 'draft'
          order by issued_at desc limit 1`,
        [contact.company_id],
      );
      const theirs = await one(
        q,
        "select id from public.client_invoice where company_id <> $1 and status <> 'draft' and number is not null limit 1",
        [contact.company_id],
      );
      await q("set local session_replication_role = replica", []);
      await q(
        "update public.client_invoice set pdf_file = coalesce(pdf_file, 'w/' || id || '.pdf') where id in ($1, $2)",
        [own.id, theirs.id],
      );
      await q("set local session_replication_role = origin", []);
      const path = String(
        (await one(q, "select pdf_file from public.client_invoice where id = $1", [own.id])).pdf_file,
      );
      await asUser(q, CLIENT);
      const invoice = await call(q, "client_space_invoice", "$1", [own.id]);
      const pdf = (await one(q, "select public.client_space_invoice_pdf($1) as r", [own.id])).r;
      const refused = [];
      for (const fn of ["client_space_invoice", "client_space_invoice_pdf"]) {
        const r = await attempt(q, () => q(`select public.${fn}($1)`, [theirs.id]));
        refused.push(r.ok ? null : { code: r.error.code, message: r.error.message });
      }
      await asOwner(q);
      const consultant = account("consultant");
      await asUser(q, { email: consultant.email, userId: consultant.userId });
      const team = await attempt(q, () => q("select public.client_space_invoice_pdf($1)", [own.id]));
      return { own, invoice, pdf, path, refused, team: team.ok ? null : team.error.code };
    });
    expect(out.invoice).toMatchObject({ id: out.own.id, number: out.own.number, has_pdf: true });
    expect(Object.keys(out.invoice).sort()).toEqual(
      [
        "can_refuse",
        "credit_notes",
        "credit_reason",
        "credited_amount",
        "credited_invoice",
        "due_date",
        "has_pdf",
        "id",
        "issued_at",
        "kind",
        "label",
        "left_to_pay",
        "lines",
        "number",
        "paid_amount",
        "payments",
        "period_end",
        "period_start",
        "platform_status",
        "platform_status_at",
        "po_number",
        "status",
        "total_ht",
        "total_ttc",
        "total_tva",
      ].sort(),
    );
    expect((out.invoice.lines as Row[]).length).toBeGreaterThan(0);
    expect(Object.keys((out.invoice.lines as Row[])[0]).sort()).toEqual(
      ["amount_ht", "category", "detail", "id", "label", "quantity", "unit_price", "vat_rate"].sort(),
    );
    expect(JSON.stringify(out.invoice)).not.toMatch(/coefficient|pay_rate|margin|wage/i);
    expect(out.pdf).toBe(out.path);
    expect(out.refused).toEqual([
      { code: "P0002", message: "Facture introuvable" },
      { code: "P0002", message: "Facture introuvable" },
    ]);
    expect(out.team).toBe("42501");
  });
});

describe("the home's « Factures »", () => {
  it("lists a credit note with the invoice it corrects, owing nothing", async () => {
    const home = await db.system(async (q) => {
      const contact = await one(q, "select company_id from public.contact where email = $1", [CLIENT.email]);
      const invoice = await one(
        q,
        `select id, number from public.client_invoice where company_id = $1 and kind = 'invoice' and status <> 'draft'
          order by issued_at desc limit 1`,
        [contact.company_id],
      );
      // a credit note of that invoice, as the agency's issue leaves it (triggers aside: only the row matters here)
      await q("set local session_replication_role = replica", []);
      await q(
        `insert into public.client_invoice (workspace_id, company_id, kind, status, number, issued_at, due_date, period_start,
                                            period_end, credited_invoice_id, credit_reason, total_ht, total_tva, total_ttc, grouping, grouping_key,
                                            grouping_label, payment_terms_days, payment_terms_mode)
         select workspace_id, company_id, 'credit_note', 'issued', 'AV-TEST-HOME-1', issued_at + interval '1 day', due_date,
                period_start, period_end, id, 'Heures contestées', 100, 20, 120, grouping, grouping_key, grouping_label, 0, 'net'
         from public.client_invoice where id = $1`,
        [invoice.id],
      );
      await q("set local session_replication_role = origin", []);
      await asUser(q, CLIENT);
      const answer = (await one(q, "select public.client_space_home() as r", [])).r as { invoices: Row[] };
      return { invoice, rows: answer.invoices };
    });
    const credit = home.rows.find((r) => r.number === "AV-TEST-HOME-1");
    expect(credit).toMatchObject({
      kind: "credit_note",
      credited_number: home.invoice.number,
      left_to_pay: 0,
      due_date: null,
      total_ttc: 120,
    });
    expect(home.rows.find((r) => r.id === home.invoice.id)).toMatchObject({ kind: "invoice" });
  });
});

describe("the company page's « Espace client » card", () => {
  it("gives the agency the contacts with an access, their last visit and the pending counts; nothing to a portal user", async () => {
    const out = await db.system(async (q) => {
      const items = await waitingItems(q);
      await q("update public.portal_access set last_seen_at = now() - interval '1 hour' where contact_id = $1", [
        items.contact.id,
      ]);
      const consultant = account("consultant");
      await asUser(q, { email: consultant.email, userId: consultant.userId });
      const summary = await call(q, "company_portal_summary", "$1", [items.contact.company_id]);
      await asOwner(q);
      await asUser(q, CLIENT);
      const portal = await attempt(q, () => q("select public.company_portal_summary($1)", [items.contact.company_id]));
      await asOwner(q);
      const partner = account("partenaire");
      await asUser(q, { email: partner.email, userId: partner.userId });
      const other = await attempt(q, () => q("select public.company_portal_summary($1)", [items.contact.company_id]));
      return { items, summary, portal, other };
    });
    const me = (out.summary.contacts as Row[]).find((c) => c.contact_id === out.items.contact.id);
    expect(me).toMatchObject({ email: CLIENT.email, linked: true });
    expect(me?.last_seen_at).toBeTruthy();
    expect(Number(out.summary.contracts_to_sign)).toBeGreaterThan(0);
    expect(Number(out.summary.weeks_to_approve)).toBeGreaterThan(0);
    expect(Number(out.summary.conditions_to_sign)).toBeGreaterThan(0);
    expect(out.summary).toHaveProperty("invoices_unpaid");
    for (const r of [out.portal, out.other])
      expect(r.ok ? null : { code: r.error.code, message: r.error.message }).toEqual({
        code: "P0002",
        message: "Entreprise introuvable",
      });
  });
});

describe("the client-invoice-pdf function", () => {
  /** POST /functions/v1/client-invoice-pdf as the token's owner. */
  const pdfLink = async (token: string, invoiceId: string) => {
    const res = await raw("/functions/v1/client-invoice-pdf", {
      method: "POST",
      token,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ invoice_id: invoiceId }),
    });
    return { status: res.status, body: (await res.json()) as Row };
  };

  it("answers the database's check in French: another company's invoice, a team member, a bad request", async () => {
    const [contact] = await serviceRows("contact", `email=eq.${CLIENT.email}&select=company_id`);
    const [theirs] = await serviceRows(
      "client_invoice",
      `company_id=neq.${String(contact.company_id)}&status=neq.draft&number=not.is.null&select=id&limit=1`,
    );
    const [own] = await serviceRows(
      "client_invoice",
      `company_id=eq.${String(contact.company_id)}&status=neq.draft&number=not.is.null&select=id,pdf_file&limit=1`,
    );
    const { access } = await portalSession("client");
    const other = await pdfLink(access, String(theirs.id));
    expect({ status: other.status, code: other.body.code, message: other.body.message }).toEqual({
      status: 404,
      code: "P0002",
      message: "Facture introuvable",
    });
    const team = await pdfLink(await signIn(account("consultant")), String(own.id));
    expect({ status: team.status, code: team.body.code }).toEqual({ status: 403, code: "42501" });
    const bad = await pdfLink(access, "not-an-id");
    expect(bad).toEqual({ status: 400, body: { message: "Requête invalide : invoice_id est attendu" } });
    const mine = await pdfLink(access, String(own.id));
    // the document worker may not have made it yet in this suite: a link once it exists
    if (own.pdf_file) expect(String(mine.body.url)).toContain("/storage/v1/object/sign/invoices/");
    else
      expect(mine.body.message).toBe("Le PDF de cette facture est en cours de production : réessayez dans un instant");
  });
});
