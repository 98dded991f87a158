// Contract e-signature links and the moves time makes (issue #17, items 5–6): "Envoyer pour
// signature" from `validated` issues one single-use, expiring link per party (stored hashed,
// written to the mail outbox); the public RPCs refuse unknown, used and expired links in
// French; each signature keeps its evidence; the contract goes partially_signed → signed, then
// active on its start date and ended after its end date and souplesse, by the time function
// run with an injected clock; reminders at H+24 and H+40.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, draftContract, one } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const HASH_M = "a".repeat(64);
const HASH_D = "b".repeat(64);

async function asAnon(q: Query) {
  await q("reset role", []);
  await q(
    `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true),
            set_config('request.headers', '{"x-forwarded-for":"203.0.113.9","user-agent":"Test iPhone"}', true)`,
    [],
  );
}

async function failure(q: Query, fn: () => Promise<unknown>) {
  const r = await attempt(q, fn);
  return r.ok ? null : { code: r.error.code, message: r.error.message };
}

/** A validated contract with its two documents recorded, a talent e-mail and a client signatory. */
async function validatedContract(q: Query) {
  const c = await draftContract(q, "consultant", { start_date: "2026-12-07", end_date: "2026-12-18" });
  await q("update public.talent set email = $2 where id = $1 and email is null", [
    c.talent_id,
    `t-${String(c.id).slice(0, 8)}@example.test`,
  ]);
  await q(
    `insert into public.contact (workspace_id, company_id, first_name, last_name, email, roles, status)
     select workspace_id, company_id, 'Sonia', 'Signataire', $2, '{contract_signatory}', 'active' from public.contract where id = $1`,
    [c.id, `s-${String(c.id).slice(0, 8)}@example.test`],
  );
  await q(
    `update public.contract set status = 'validated', generated_file = workspace_id || '/' || id || '/m.pdf', generated_file_sha256 = $2,
            generated_mad_file = workspace_id || '/' || id || '/d.pdf', generated_mad_file_sha256 = $3 where id = $1`,
    [c.id, HASH_M, HASH_D],
  );
  return c as { id: string; talent_id: string };
}

const tokens = async (q: Query, id: string) =>
  (
    await q<{ recipient: string; link: string; kind: string; subject: string }>(
      "select recipient, link, kind, subject from public.mail_outbox where entity_id = $1 order by created_at, recipient",
      [id],
    )
  ).rows.map((m) => ({ ...m, token: new URL(m.link).searchParams.get("token") as string }));

const status = async (q: Query, id: string) =>
  (await one<{ status: string }>(q, "select status from public.contract where id = $1", [id])).status;

async function sendAsCsm(q: Query, id: string) {
  await as(q, "csm");
  await q("select public.send_contract_for_signature($1, 'http://localhost:8080')", [id]);
  await asSystem(q);
}

describe("sending a contract for signature", () => {
  it("issues one hashed link per party, mailed to the talent and the client's signatory — R:CTR-SIGN-LINKS", async () => {
    await db.system(async (q) => {
      const c = await validatedContract(q);
      await sendAsCsm(q, c.id);
      expect(await status(q, c.id)).toBe("sent_for_signature");
      const mails = await tokens(q, c.id);
      expect(mails.map((m) => m.kind)).toEqual(["contract_signature", "contract_signature"]);
      expect(mails.map((m) => m.subject).sort()).toEqual([
        expect.stringMatching(/^Contrat de mise à disposition TEST-.* à signer$/),
        expect.stringMatching(/^Votre contrat de mission TEST-.* à signer$/),
      ]);
      for (const m of mails) {
        expect(m.link).toMatch(/^http:\/\/localhost:8080\/sign\/contract\?token=[A-Za-z0-9_-]{43}$/);
        const link = await one<{ token_hash: string; days: number }>(
          q,
          "select token_hash, round(extract(epoch from expires_at - sent_at) / 86400)::int as days from public.contract_signature_link where signer_email = $1",
          [m.recipient],
        );
        expect(link.token_hash).toHaveLength(64);
        expect(link.token_hash).not.toContain(m.token);
        expect(link.days).toBe(7);
      }
    });
  });

  it("is refused to marketing and before validation, with French messages — R:CTR-FLOW-ROLES", async () => {
    await db.system(async (q) => {
      const c = await validatedContract(q);
      await as(q, "marketing");
      expect(
        (await failure(q, () => q("select public.send_contract_for_signature($1, 'http://x.test')", [c.id])))?.message,
      ).toBe("Contrat introuvable");
      await asSystem(q);
      await q("update public.contract set status = 'review' where id = $1", [c.id]);
      await as(q, "csm");
      expect(
        (await failure(q, () => q("select public.send_contract_for_signature($1, 'http://x.test')", [c.id])))?.message,
      ).toBe("Seul un contrat validé peut être envoyé pour signature");
    });
  });
});

describe("renewing a link", () => {
  it("revokes the party's previous link and mails a fresh one, also when none was ever sent", async () => {
    await db.system(async (q) => {
      const c = await validatedContract(q);
      await sendAsCsm(q, c.id);
      const talentEmail = (
        await one<{ e: string }>(
          q,
          "select signer_email as e from public.contract_signature_link where contract_id = $1 and party = 'talent'",
          [c.id],
        )
      ).e;
      const first = (await tokens(q, c.id)).find((m) => m.recipient === talentEmail) as { token: string };
      await as(q, "csm");
      await q("select public.renew_contract_signature_link($1, 'talent', 'http://localhost:8080')", [c.id]);
      await asAnon(q);
      expect(await failure(q, () => q("select public.contract_signature_session($1)", [first.token]))).toEqual({
        code: "PT410",
        message: "Ce lien a été remplacé par un lien plus récent",
      });
      await asSystem(q);
      await q("delete from public.contract_signature_link where contract_id = $1 and party = 'client'", [c.id]);
      await as(q, "csm");
      await q("select public.renew_contract_signature_link($1, 'client', 'http://localhost:8080')", [c.id]);
      await asSystem(q);
      const links = await q<{ party: string; revoked: boolean }>(
        "select party, revoked_at is not null as revoked from public.contract_signature_link where contract_id = $1 order by party, sent_at",
        [c.id],
      );
      expect(links.rows).toEqual([
        { party: "talent", revoked: true },
        { party: "talent", revoked: false },
        { party: "client", revoked: false },
      ]);
      expect((await tokens(q, c.id)).length).toBe(4);
    });
  });
});

describe("the signer's links", () => {
  it("sign once each, keep the evidence, and move the contract partially_signed then signed — R:CTR-SIGN-STATUS, R:CTR-SIGN-EVIDENCE, R:CTR-SIGN-USED-LINK", async () => {
    await db.system(async (q) => {
      const c = await validatedContract(q);
      await sendAsCsm(q, c.id);
      const [client, talent] = (await tokens(q, c.id)).sort((a, b) =>
        a.recipient.startsWith("s-") ? -1 : b.recipient.startsWith("s-") ? 1 : 0,
      );
      await asAnon(q);
      const session = await one<{ s: Record<string, unknown> }>(
        q,
        "select public.contract_signature_session($1) as s",
        [talent.token],
      );
      expect(session.s).toMatchObject({ party: "talent", document_sha256: HASH_M });
      expect(JSON.stringify(session.s)).not.toMatch(/hourly|coefficient|billing/);

      expect(
        await failure(q, () =>
          q("select public.sign_contract($1, 'É. Test', $2, $3, true)", [talent.token, PNG, HASH_D]),
        ),
      ).toEqual({
        code: "23514",
        message: "Le document a changé depuis l'ouverture de cette page : rechargez-la avant de signer",
      });
      const unconsented = await failure(q, () =>
        q("select public.sign_contract($1, 'É. Test', $2, $3, false)", [talent.token, PNG, HASH_M]),
      );
      expect(unconsented?.message).toBe("Cochez la case pour confirmer que vous avez lu le contrat");
      await q("select public.sign_contract($1, 'É. Test', $2, $3, true)", [talent.token, PNG, HASH_M]);
      await asSystem(q);
      expect(await status(q, c.id)).toBe("partially_signed");

      await asAnon(q);
      expect(
        await failure(q, () =>
          q("select public.sign_contract($1, 'Again', $2, $3, true)", [talent.token, PNG, HASH_M]),
        ),
      ).toEqual({
        code: "PT410",
        message: "Ce contrat a déjà été signé avec ce lien",
      });
      expect(await failure(q, () => q("select public.contract_signature_session($1)", ["x".repeat(43)]))).toEqual({
        code: "PT404",
        message: "Lien de signature inconnu",
      });
      await q("select public.sign_contract($1, 'Sonia Signataire', $2, $3, true)", [client.token, PNG, HASH_D]);
      await asSystem(q);
      expect(await status(q, c.id)).toBe("signed");
      const evidence = await q<Record<string, unknown>>(
        "select party, signer_name, ip, user_agent, channel, document_sha256 from public.contract_signature where contract_id = $1 order by party",
        [c.id],
      );
      expect(evidence.rows).toEqual([
        {
          party: "talent",
          signer_name: "É. Test",
          ip: "203.0.113.9",
          user_agent: "Test iPhone",
          channel: "email_link",
          document_sha256: HASH_M,
        },
        {
          party: "client",
          signer_name: "Sonia Signataire",
          ip: "203.0.113.9",
          user_agent: "Test iPhone",
          channel: "email_link",
          document_sha256: HASH_D,
        },
      ]);
      const history = await q<{ to_status: string; actor: string }>(
        "select to_status, actor from public.status_history where entity = 'contract' and entity_id = $1 and to_status in ('partially_signed', 'signed') order by to_status",
        [c.id],
      );
      expect(history.rows).toEqual([
        { to_status: "partially_signed", actor: "external_talent" },
        { to_status: "signed", actor: "external_client" },
      ]);
    });
  });

  it("expire after 7 days and are reminded at H+24 and H+40 with fresh links — R:CTR-SIGN-LINKS", async () => {
    await db.system(async (q) => {
      const c = await validatedContract(q);
      await sendAsCsm(q, c.id);
      const run = (at: string) => q("select private.run_contract_time_moves_at(now() + $1::interval) as r", [at]);
      await run("23 hours");
      expect((await tokens(q, c.id)).length).toBe(2);
      await run("25 hours");
      await run("26 hours");
      expect((await tokens(q, c.id)).filter((m) => m.kind === "contract_signature_reminder").length).toBe(2);
      await run("41 hours");
      const mails = await tokens(q, c.id);
      expect(mails.filter((m) => m.kind === "contract_signature_reminder").length).toBe(4);
      expect(mails.filter((m) => m.subject.startsWith("Rappel : ")).length).toBe(4);
      const reminder = mails.find((m) => m.kind === "contract_signature_reminder") as { token: string };

      await run("8 days");
      await asAnon(q);
      expect(await failure(q, () => q("select public.contract_signature_session($1)", [reminder.token]))).toEqual({
        code: "PT410",
        message: "Ce lien de signature a expiré",
      });
    });
  });
});

describe("the moves time makes on contracts", () => {
  it("activates a signed contract on its start date and ends it after the end date and souplesse — R:CTR-START-ACTIVE, R:CTR-END-AUTO, R:CTR-FLEX-END, R:GEN-SYSTEM-MOVES", async () => {
    await db.system(async (q) => {
      // 7–18 December 2026, Monday to Friday: 10 days worked → 2 days of souplesse, last day 22 December.
      const c = await validatedContract(q);
      await q("update public.contract set status = 'signed', dpae_submitted_at = now() where id = $1", [c.id]);
      const run = (at: string) => q("select private.run_contract_time_moves_at($1::timestamptz)", [at]);
      await run("2026-12-06 22:00:00+00");
      expect(await status(q, c.id)).toBe("signed");
      await run("2026-12-06 23:30:00+00");
      expect(await status(q, c.id)).toBe("active");
      await run("2026-12-22 12:00:00+01");
      expect(await status(q, c.id)).toBe("active");
      await run("2026-12-23 00:30:00+01");
      expect(await status(q, c.id)).toBe("ended");
    });
  });

  it("ends a contract the day after its definitive end when the term was reached early — R:CTR-END-AUTO", async () => {
    await db.system(async (q) => {
      const c = await validatedContract(q);
      await q(
        "update public.contract set status = 'active', dpae_submitted_at = now(), definitive_end_date = '2026-12-16', definitive_end_reason = 'flex_advance' where id = $1",
        [c.id],
      );
      await q("select private.run_contract_time_moves_at('2026-12-16 12:00:00+01')", []);
      expect(await status(q, c.id)).toBe("active");
      await q("select private.run_contract_time_moves_at('2026-12-17 08:00:00+01')", []);
      expect(await status(q, c.id)).toBe("ended");
    });
  });

  it("lists a contract unsigned two working days after its start as overdue — R:CTR-LATE-ACTION-CENTRE", async () => {
    await db.system(async (q) => {
      const c = await validatedContract(q);
      const overdue = (at: string) =>
        q<{ contract_id: string; signature_deadline: string }>(
          "select contract_id, signature_deadline::text from public.contract_signature_overdue_at($1::timestamptz) where contract_id = $2",
          [at, c.id],
        );
      // Start Monday 7 December: deadline Wednesday 9 December (jours ouvrables).
      expect((await overdue("2026-12-09 12:00:00+01")).rows).toEqual([]);
      expect((await overdue("2026-12-10 12:00:00+01")).rows).toEqual([
        { contract_id: c.id, signature_deadline: "2026-12-09" },
      ]);
    });
  });
});
