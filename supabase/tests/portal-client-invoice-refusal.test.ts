// « Refuser la facture » from the client space (supabase/schemas/33_client_space_documents.sql,
// issue #69 item 6), in rolled-back transactions as the demo client contact: an invoice of their
// company deposited at the platform is refused with its reason — the buyer's status 210
// « Refusée », source 'client', recorded as the platform's statuses are — and lands in the
// accountants' action centre; refused in French: a reason missing, too short or too long, an
// invoice not deposited, one whose lifecycle is over (refused, rejected, cashed) or paid in full,
// a credit note, another company's invoice (unknown, as the invoice screen says).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_ACCOUNTS } from "../seed/accounts.ts";
import { account, attempt, becomeUser, testDatabase, type Query, type TestDatabase } from "./support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Row = Record<string, unknown>;
const CLIENT = { email: PORTAL_ACCOUNTS.client.email, userId: PORTAL_ACCOUNTS.client.userId };
const REASON = "Heures contestées sur le chantier";

const asUser = (q: Query, who: { email: string; userId: string }) =>
  becomeUser(q, { ...account("consultant"), email: who.email, userId: who.userId });
const asOwner = async (q: Query) => {
  await q("reset role", []);
  await q("select set_config('request.jwt.claims', '', true)", []);
};
const one = async (q: Query, sql: string, params: unknown[] = []): Promise<Row> =>
  ((await q<Row>(sql, params)).rows[0] ?? {}) as Row;

/**
 * An invoice of the demo contact's company (no credit note on it), put in the given state directly
 * (triggers off: issuing and paying are other files' tests), then deposited through the platform's
 * path when asked (200 « Déposée », 203 « Mise à disposition »), as the owner.
 */
async function ownInvoice(q: Query, opts: { status?: string; deposited?: boolean; kind?: string } = {}) {
  const contact = await one(q, "select id, company_id from public.contact where email = $1", [CLIENT.email]);
  const invoice = await one(
    q,
    `select i.id, i.number from public.client_invoice i
      where i.company_id = $1 and i.kind = $2 and i.number is not null and i.status <> 'draft'
        and not exists (select 1 from public.client_invoice c where c.credited_invoice_id = i.id)
      order by i.issued_at desc limit 1`,
    [contact.company_id, opts.kind ?? "invoice"],
  );
  expect(invoice.id, "une facture du client de démonstration").toBeDefined();
  await q("set local session_replication_role = replica", []);
  await q(
    `update public.client_invoice set status = $2, platform_flow_id = null, platform_status = null, platform_status_at = null
      where id = $1`,
    [invoice.id, opts.status ?? "sent"],
  );
  await q("delete from public.client_invoice_platform_event where invoice_id = $1", [invoice.id]);
  await q("set local session_replication_role = origin", []);
  if (opts.deposited !== false) {
    const flow = `LOCAL-TEST-${String(invoice.id)}`;
    await q("select public.record_platform_status($1, $2, '200', null, 'platform', now() - interval '2 hours')", [
      invoice.id,
      flow,
    ]);
    await q("select public.record_platform_status(null, $1, '203', null, 'platform', now() - interval '1 hour')", [
      flow,
    ]);
  }
  return { contact, invoice };
}

/** The contact's refusal, its French message and code when refused. */
const refuse = async (q: Query, id: unknown, reason: unknown) => {
  const r = await attempt(q, () => q<Row>("select public.client_space_refuse_invoice($1, $2) as r", [id, reason]));
  return r.ok
    ? { ok: true as const, invoice: (r.value.rows[0] as Row).r as Row }
    : { ok: false as const, code: r.error.code, message: r.error.message };
};

describe("« Refuser la facture » from the client space", () => {
  it("records the buyer's refusal (210 « Refusée », its reason, source client) and lists it in the action centre — R:PA-CLIENT-REFUSAL, R:PA-REJECTED-QUEUE", async () => {
    const out = await db.system(async (q) => {
      const { invoice } = await ownInvoice(q);
      await asUser(q, CLIENT);
      const before = (await one(q, "select public.client_space_invoice($1) as r", [invoice.id])).r as Row;
      const refused = await refuse(q, invoice.id, `  ${REASON}  `);
      const again = await refuse(q, invoice.id, REASON);
      await asOwner(q);
      const events = (
        await q<Row>(
          `select e.status::text, private.platform_status_of('210') = e.status as is_210, e.reason, e.source
             from public.client_invoice_platform_event e where e.invoice_id = $1 order by e.occurred_at`,
          [invoice.id],
        )
      ).rows;
      const accountant = account("comptable");
      await asUser(q, { email: accountant.email, userId: accountant.userId });
      const items = (
        await q<Row>(
          "select label, link from public.action_centre() where rule = 'invoices_platform_rejected' and subject_id = $1",
          [invoice.id],
        )
      ).rows;
      return { invoice, before, refused, again, events, items };
    });
    expect(out.before).toMatchObject({ platform_status: "made_available", can_refuse: true });
    expect(out.refused).toMatchObject({ ok: true, invoice: { platform_status: "refused", can_refuse: false } });
    expect(out.events).toEqual([
      { status: "deposited", is_210: false, reason: null, source: "platform" },
      { status: "made_available", is_210: false, reason: null, source: "platform" },
      { status: "refused", is_210: true, reason: REASON, source: "client" },
    ]);
    expect(out.again).toEqual({
      ok: false,
      code: "23514",
      message: `La facture ${String(out.invoice.number)} ne peut plus être refusée : son statut à la plateforme est final (« Refusée »)`,
    });
    expect(out.items).toEqual([
      {
        label: expect.stringMatching(
          new RegExp(`^${String(out.invoice.number)} · .+ · refusée par le client : ${REASON}$`),
        ),
        link: `/client-invoices/${String(out.invoice.id)}`,
      },
    ]);
  });

  it("keeps the refusal in the application: nothing is queued for the platform — R:PA-CLIENT-REFUSAL", async () => {
    const out = await db.system(async (q) => {
      const { invoice } = await ownInvoice(q);
      const jobs = async () =>
        (
          await one(
            q,
            "select count(*)::int as n from public.document_job where record_id = $1 and kind::text like 'platform%'",
            [invoice.id],
          )
        ).n;
      const before = await jobs();
      await asUser(q, CLIENT);
      const refused = await refuse(q, invoice.id, REASON);
      await asOwner(q);
      return { refused: refused.ok, before, after: await jobs() };
    });
    expect(out.refused).toBe(true);
    expect(out.after).toBe(out.before);
  });

  it("asks for a reason of 5 to 1 000 characters, the invoice left as it was — R:PA-CLIENT-REFUSAL", async () => {
    const out = await db.system(async (q) => {
      const { invoice } = await ownInvoice(q);
      await asUser(q, CLIENT);
      const answers = [];
      for (const reason of [null, "", "   ", "abcd", "x".repeat(1001)])
        answers.push(await refuse(q, invoice.id, reason));
      const after = (await one(q, "select public.client_space_invoice($1) as r", [invoice.id])).r as Row;
      return { answers, after };
    });
    const missing = { ok: false, code: "22023", message: "Indiquez le motif du refus (au moins 5 caractères)" };
    expect(out.answers).toEqual([
      missing,
      missing,
      missing,
      missing,
      { ok: false, code: "22023", message: "Le motif du refus est trop long (1 000 caractères au plus)" },
    ]);
    expect(out.after).toMatchObject({ platform_status: "made_available", can_refuse: true });
  });

  it("refuses an invoice not deposited, one whose lifecycle is over or paid in full, and a credit note — R:PA-CLIENT-REFUSAL", async () => {
    const out = await db.system(async (q) => {
      const cases: Record<string, { can_refuse: unknown; answer: unknown }> = {};
      const run = async (name: string, prepare: (q: Query) => Promise<{ invoice: Row }>) => {
        await q("savepoint c", []);
        const { invoice } = await prepare(q);
        await asUser(q, CLIENT);
        const shown = (await one(q, "select public.client_space_invoice($1) as r", [invoice.id])).r as Row;
        const answer = await refuse(q, invoice.id, REASON);
        cases[name] = {
          can_refuse: shown.can_refuse,
          answer: answer.ok ? answer : { ...answer, message: answer.message.replace(String(invoice.number), "N") },
        };
        await asOwner(q);
        await q("rollback to savepoint c", []);
      };
      await run("not deposited", (q) => ownInvoice(q, { deposited: false }));
      await run("paid", (q) => ownInvoice(q, { status: "paid" }));
      const closed = (code: string, reason: string | null) => async (q: Query) => {
        const own = await ownInvoice(q);
        await q("select public.record_platform_status($1, $2, $3, $4, 'platform', now())", [
          own.invoice.id,
          `LOCAL-TEST-${String(own.invoice.id)}`,
          code,
          reason,
        ]);
        return own;
      };
      await run("rejected", closed("213", "Numéro de TVA absent"));
      await run("cashed", closed("212", null));
      // a deposited credit note: one of the company's deposited invoices made a credit note (triggers
      // off), whether or not the demo holds one for this client
      await run("credit note", async (q) => {
        const own = await ownInvoice(q);
        await q("set local session_replication_role = replica", []);
        await q(
          `update public.client_invoice i set kind = 'credit_note', credit_reason = 'Erreur de taux',
                  credited_invoice_id = (select o.id from public.client_invoice o
                                          where o.company_id = i.company_id and o.id <> i.id and o.kind = 'invoice'
                                          order by o.id limit 1)
            where i.id = $1`,
          [own.invoice.id],
        );
        await q("set local session_replication_role = origin", []);
        return own;
      });
      return { cases };
    });
    const refused = (message: string) => ({ can_refuse: false, answer: { ok: false, code: "23514", message } });
    expect(out.cases["not deposited"]).toEqual(
      refused(
        "La facture N n'est pas encore déposée à la plateforme de facturation : elle ne peut pas encore être refusée",
      ),
    );
    expect(out.cases.paid).toEqual(refused("La facture N ne peut plus être refusée : elle est payée"));
    expect(out.cases.rejected).toEqual(
      refused("La facture N ne peut plus être refusée : son statut à la plateforme est final (« Rejetée »)"),
    );
    expect(out.cases.cashed).toEqual(
      refused("La facture N ne peut plus être refusée : son statut à la plateforme est final (« Encaissée »)"),
    );
    expect(out.cases["credit note"]).toEqual(
      refused("L'avoir N ne peut pas être refusé depuis votre espace : contactez l'agence"),
    );
  });

  it("answers another company's contact that the invoice is unknown, and refuses a team member — R:PA-CLIENT-REFUSAL", async () => {
    const out = await db.system(async (q) => {
      const { contact, invoice } = await ownInvoice(q);
      const other = (await one(
        q,
        `select a.auth_user_id as "userId", a.email from public.portal_access a join public.contact c on c.id = a.contact_id
          where a.kind = 'client' and a.revoked_at is null and a.auth_user_id is not null and c.company_id <> $1
          order by a.email limit 1`,
        [contact.company_id],
      )) as { userId: string; email: string };
      expect(other.email, "un contact d'une autre entreprise").toBeDefined();
      await asUser(q, other);
      const theirs = await refuse(q, invoice.id, REASON);
      await asOwner(q);
      const consultant = account("consultant");
      await asUser(q, { email: consultant.email, userId: consultant.userId });
      const team = await refuse(q, invoice.id, REASON);
      await asOwner(q);
      const status = await one(q, "select platform_status::text as s from public.client_invoice where id = $1", [
        invoice.id,
      ]);
      return { theirs, team, status: status.s };
    });
    expect(out.theirs).toEqual({ ok: false, code: "P0002", message: "Facture introuvable" });
    expect(out.team).toMatchObject({ ok: false, code: "42501" });
    expect(out.status).toBe("made_available");
  });
});
