// Vigilance (supabase/schemas/38_vigilance.sql): the agency's two attestations leave through the
// mail outbox with a contract of 5 000 € HT or more sent for signature (once per contract, both
// attached) and every 6 months to each client with a running contract (never twice in 6 months);
// each sending is logged per client; a missing or expired attestation sends nothing and is an
// action-centre item with a French label. The CDI-refusal form's source reads the contract as
// the caller. Every case is rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asLoaded, asSystem, draftContract, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Sending = {
  company_id: string;
  contract_key: string | null;
  reason: string;
  attestations: Array<{ kind: string }>;
  recipients: string[];
  mail_ids: string[];
};
type Mail = {
  recipient: string;
  subject: string;
  body: string;
  attachments: Array<{ bucket: string; filename: string }>;
};

/** Both attestations of Renfort, valid today unless `expired` names one (the seed's replaced). */
async function attestations(q: Query, expired?: "urssaf_vigilance" | "financial_guarantee") {
  await q("delete from public.agency_attestation where workspace_id = $1", [RENFORT]);
  for (const kind of ["urssaf_vigilance", "financial_guarantee"]) {
    const old = kind === expired;
    await q(
      `insert into public.agency_attestation (workspace_id, kind, file, file_name, issued_on, expires_on)
       values ($1::uuid, $2::text, $1::text || '/' || $2::text || '/' || gen_random_uuid() || '.pdf', $2::text || '.pdf',
               private.paris_today() - case when $3::boolean then 400 else 20 end,
               private.paris_today() + case when $3::boolean then -10 else 150 end)`,
      [RENFORT, kind, old],
    );
  }
}

/** A draft contract with a signatory of its client who has an e-mail address. */
async function contractWithSigner(q: Query, values: Record<string, unknown> = {}) {
  const c = (await draftContract(q, "consultant", values)) as { id: string; contract_key: string; company_id: string };
  const signer = await one<{ id: string; email: string }>(
    q,
    `insert into public.contact (workspace_id, company_id, first_name, last_name, email, roles)
     values ($1, $2, 'Sabine', 'Signataire', 'sabine.' || substr(gen_random_uuid()::text, 1, 8) || '@client.test', '{contract_signatory}')
     returning id, email`,
    [RENFORT, c.company_id],
  );
  await q("update public.contract set client_signer_contact_id = $2 where id = $1", [c.id, signer.id]);
  // the billing rate comes from the contract's pricing (wage × coefficient), as the form saves it
  await q("insert into public.contract_pricing (contract_id, coefficient) values ($1, 2)", [c.id]);
  return { ...c, signer };
}

const sendForSignature = (q: Query, id: string) =>
  q("update public.contract set status = 'sent_for_signature' where id = $1", [id]);

const sendingsOf = (q: Query, key: string) =>
  q<Sending>(
    "select company_id, contract_key, reason, attestations, recipients, mail_ids from public.vigilance_sending where contract_key = $1",
    [key],
  ).then((r) => r.rows);

describe("with a contract of 5 000 € or more", () => {
  it("sends both attestations once to the client's signatory when it is sent for signature", () =>
    db.system(async (q) => {
      await attestations(q);
      const c = await contractWithSigner(q);
      const amount = await one<{ a: number }>(
        q,
        "select private.contract_estimated_amount(c)::float as a from public.contract c where c.id = $1",
        [c.id],
      );
      expect(amount.a).toBeGreaterThanOrEqual(5000);
      await sendForSignature(q, c.id);
      const [sending, ...more] = await sendingsOf(q, c.contract_key);
      expect(more).toEqual([]);
      expect(sending).toMatchObject({ company_id: c.company_id, reason: "contract", recipients: [c.signer.email] });
      expect(sending!.attestations.map((a) => a.kind)).toEqual(["urssaf_vigilance", "financial_guarantee"]);
      const mail = await one<Mail>(
        q,
        "select recipient, subject, body, attachments from public.mail_outbox where id = $1",
        [sending!.mail_ids[0]],
      );
      expect(mail.recipient).toBe(c.signer.email);
      expect(mail.subject).toContain("Attestations de vigilance et de garantie financière");
      expect(mail.body).toContain(`Pour le contrat ${c.contract_key}`);
      expect(mail.body).toContain("art. L8222-1 et D8222-5");
      expect(mail.attachments.map((a) => [a.bucket, a.filename])).toEqual([
        ["agency-attestations", "attestation-vigilance-urssaf.pdf"],
        ["agency-attestations", "attestation-garantie-financiere.pdf"],
      ]);

      // sent again (after a correction): not twice for the same contract
      await q("update public.contract set status = 'validated' where id = $1", [c.id]);
      await sendForSignature(q, c.id);
      expect(await sendingsOf(q, c.contract_key)).toHaveLength(1);
    }));

  it("sends nothing for a smaller contract", () =>
    db.system(async (q) => {
      await attestations(q);
      const c = await contractWithSigner(q, { start_date: "2026-12-07", end_date: "2026-12-09" });
      const amount = await one<{ a: number }>(
        q,
        "select private.contract_estimated_amount(c)::float as a from public.contract c where c.id = $1",
        [c.id],
      );
      expect(amount.a).toBeLessThan(5000);
      await sendForSignature(q, c.id);
      expect(await sendingsOf(q, c.contract_key)).toEqual([]);
    }));

  it("sends nothing while an attestation is expired, which the action centre shows in French — R:AC-ATTESTATION", () =>
    db.system(async (q) => {
      await attestations(q, "financial_guarantee");
      const c = await contractWithSigner(q);
      await sendForSignature(q, c.id);
      expect(await sendingsOf(q, c.contract_key)).toEqual([]);
      await as(q, "csm");
      const items = (
        await q<{ severity: string; label: string; link: string }>(
          "select severity, label, link from public.action_centre() where rule = 'agency_attestation' and workspace_id = $1",
          [RENFORT],
        )
      ).rows;
      await asSystem(q);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ severity: "critical", link: "/settings/workspace" });
      expect(items[0]!.label).toMatch(/Attestation de garantie financière expirée le \d{2}\/\d{2}\/\d{4}$/);
    }));
});

describe("every 6 months", () => {
  it("sends to each client with a running contract, not twice in 6 months, and logs it", () =>
    db.system(async (q) => {
      await attestations(q);
      const running = await contractWithSigner(q, {
        start_date: (await one<{ d: string }>(q, "select (private.paris_today() - 10)::text as d")).d,
        end_date: (await one<{ d: string }>(q, "select (private.paris_today() + 40)::text as d")).d,
      });
      // running as the signature and the start leave it (the state under test, not the moves' checks)
      await asLoaded(q, "update public.contract set status = 'active' where id = $1", [running.id]);
      // the client's own contract signatories get it
      const first = await one<{ n: Record<string, number> }>(q, "select private.run_vigilance_sendings(now()) as n");
      expect(first.n["company:vigilance_sent"]).toBeGreaterThanOrEqual(1);
      const log = (
        await q<Sending>(
          "select company_id, contract_key, reason, attestations, recipients, mail_ids from public.vigilance_sending where company_id = $1",
          [running.company_id],
        )
      ).rows;
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ reason: "periodic", contract_key: null });
      expect(log[0]!.recipients).toContain(running.signer.email);
      expect(log[0]!.mail_ids).toHaveLength(log[0]!.recipients.length);
      const mail = await one<Mail>(q, "select body, attachments from public.mail_outbox where id = $1", [
        log[0]!.mail_ids[0],
      ]);
      expect(mail.body).toContain("Comme tous les 6 mois");
      expect(mail.attachments).toHaveLength(2);

      // the next tick: nothing new for this client
      const again = await one<{ n: Record<string, number> }>(q, "select private.run_vigilance_sendings(now()) as n");
      expect(again.n["company:vigilance_sent"]).toBe(0);
      // 6 months later, again (the scheduled job calls it)
      await q("update public.vigilance_sending set sent_at = now() - interval '6 months 1 day' where company_id = $1", [
        running.company_id,
      ]);
      const later = await one<{ r: Record<string, number> }>(q, "select public.run_time_based_transitions() as r");
      expect(later.r["company:vigilance_sent"]).toBeGreaterThanOrEqual(1);
      const count = await one<{ n: number }>(
        q,
        "select count(*)::int as n from public.vigilance_sending where company_id = $1",
        [running.company_id],
      );
      expect(count.n).toBe(2);
    }));

  it("sends nothing without the two attestations, and the action centre names the missing ones — R:AC-ATTESTATION", () =>
    db.system(async (q) => {
      // none in any workspace (the seed gives each its two)
      await q("delete from public.agency_attestation", []);
      const r = await one<{ n: Record<string, number> }>(q, "select private.run_vigilance_sendings(now()) as n");
      expect(r.n["company:vigilance_sent"]).toBe(0);
      await as(q, "dev");
      const labels = (
        await q<{ label: string }>(
          "select label from public.action_centre() where rule = 'agency_attestation' and workspace_id = $1 order by label",
          [RENFORT],
        )
      ).rows.map((i) => i.label.split(" · ")[1]);
      await asSystem(q);
      expect(labels).toEqual([
        "Attestation de garantie financière manquante",
        "Attestation de vigilance URSSAF manquante",
      ]);
    }));
});

describe("who reads and writes", () => {
  it("lets the identity's editors add an attestation, refuses a consultant, and shows the log to company readers", () =>
    db.system(async (q) => {
      const add = () =>
        q(
          `insert into public.agency_attestation (workspace_id, kind, file, file_name, issued_on, expires_on)
           values ($1::uuid, 'urssaf_vigilance', $1::text || '/urssaf_vigilance/x.pdf', 'x.pdf', current_date, current_date + 180)`,
          [RENFORT],
        );
      await as(q, "dev");
      expect(await failureMessage(q, add)).toBeNull();
      await as(q, "consultant");
      expect(await failureMessage(q, add)).toMatch(/row-level security/);
      const read = await q("select id from public.agency_attestation where workspace_id = $1", [RENFORT]);
      expect(read.rows.length).toBeGreaterThan(0);
      await asSystem(q);
      // an expiry before the issue: French
      await as(q, "dev");
      const bad = await failureMessage(q, () =>
        q(
          `insert into public.agency_attestation (workspace_id, kind, file, file_name, issued_on, expires_on)
           values ($1::uuid, 'financial_guarantee', $1::text || '/financial_guarantee/y.pdf', 'y.pdf', current_date, current_date - 1)`,
          [RENFORT],
        ),
      );
      expect(bad).toMatch(/agency_attestation_dates/);
      await asSystem(q);
    }));

  it("reads the CDI-refusal form's source as the caller, and mails it to the client's signatory", () =>
    db.system(async (q) => {
      const c = await contractWithSigner(q);
      await as(q, "csm");
      const source = await one<{
        s: Record<string, unknown> & { talent: { last_name: string }; signatory: { email: string } };
      }>(q, "select public.cdi_refusal_form_source($1) as s", [c.id]);
      expect(source.s).toMatchObject({ contract_key: c.contract_key, signatory: { email: c.signer.email } });
      expect(source.s.talent.last_name).toBeTruthy();
      const wrong = await failureMessage(q, () =>
        q("select public.send_cdi_refusal_form($1, $2)", [c.id, `${RENFORT}/cdi-refusal/other/x.pdf`]),
      );
      expect(wrong).toBe("Le formulaire de refus de CDI n'appartient pas à ce contrat");
      const sent = await one<{ r: { recipient: string; mail_id: string } }>(
        q,
        "select public.send_cdi_refusal_form($1, $2) as r",
        [c.id, `${RENFORT}/cdi-refusal/${c.id}/form.pdf`],
      );
      expect(sent.r.recipient).toBe(c.signer.email);
      await as(q, "marketing");
      const hidden = await one<{ s: unknown }>(q, "select public.cdi_refusal_form_source($1) as s", [c.id]);
      expect(hidden.s).toBeNull();
      await asSystem(q);
      const mail = await one<Mail>(q, "select subject, body, attachments from public.mail_outbox where id = $1", [
        sent.r.mail_id,
      ]);
      expect(mail.subject).toContain("Refus d'un CDI");
      expect(mail.body).toContain("décret n° 2023-1307");
      expect(mail.attachments[0]).toMatchObject({ bucket: "generated", filename: `refus-cdi-${c.contract_key}.pdf` });
    }));
});
