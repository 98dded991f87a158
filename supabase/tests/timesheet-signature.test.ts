// The customer signature link: a random, single-use, expiring token per timesheet week that
// lets the public page (anonymous role) read and sign exactly one week through two RPCs,
// and nothing else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SIGNATURE_TOKEN } from "../seed/accounts.ts";
import { attempt, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** Continues the transaction as the anonymous visitor of the public page. */
async function asAnon(q: Query) {
  await q("reset role", []);
  await q("select set_config('role', 'anon', true), set_config('request.jwt.claims', '{\"role\":\"anon\"}', true)", []);
}

async function error(q: Query, fn: () => Promise<unknown>) {
  const r = await attempt(q, fn);
  return r.ok ? null : { code: r.error.code, message: r.error.message };
}

/** A draft week of Renfort with its days, whose contract has an active signer. */
async function draftWeek(q: Query) {
  return one<{ id: string }>(
    q,
    `select w.id from public.timesheet_week w join public.contract c on c.id = w.contract_id join public.contact s on s.id = c.timesheet_signer_contact_id
     where w.workspace_id = $1 and w.status = 'draft' and s.status = 'active' and exists (select 1 from public.timesheet_day d where d.timesheet_week_id = w.id)
     order by w.week_start limit 1`,
    [RENFORT],
  );
}

describe("signature link", () => {
  it("is created by a CSM: random, stored hashed, expiring in 14 days; the week awaits signature — R:TS-LINK, R:ROLE-TOKEN-LINK", async () => {
    await db.system(async (q) => {
      const week = await draftWeek(q);
      await as(q, "csm");
      const link = await one<{ token: string; expires_at: string }>(
        q,
        "select * from public.create_timesheet_signature_link($1)",
        [week.id],
      );
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const row = await one<{ status: string; hash: string; days: number }>(
        q,
        "select status, signature_token_hash as hash, extract(day from signature_token_expires_at - now())::int as days from public.timesheet_week where id = $1",
        [week.id],
      );
      expect(row.status).toBe("pending_signature");
      expect(row.hash).not.toContain(link.token);
      expect(row.hash).toHaveLength(64);
      expect([13, 14]).toContain(row.days);
    });
  });

  it("cannot be created by marketing, who cannot even see the week", async () => {
    await db.system(async (q) => {
      const week = await draftWeek(q);
      await as(q, "marketing");
      expect(await error(q, () => q("select * from public.create_timesheet_signature_link($1)", [week.id]))).toEqual({
        code: "42501",
        message: "Ce relevé ne peut pas être envoyé en signature",
      });
    });
  });

  it("lets the public page read the week — names, dates and hours only — and sign it once — R:TS-CLIENT-ANSWER, R:TS-LINK, R:TS-PUBLIC-PAGE, R:TS-SIGN-EVIDENCE, R:ROLE-TOKEN-LINK", async () => {
    await db.system(async (q) => {
      const week = await draftWeek(q);
      await as(q, "csm");
      const { token } = await one<{ token: string }>(
        q,
        "select token from public.create_timesheet_signature_link($1)",
        [week.id],
      );
      await asAnon(q);
      const data = (
        await one<{ data: Record<string, unknown> }>(q, "select public.get_timesheet_for_signature($1) as data", [
          token,
        ])
      ).data;
      expect(data).toMatchObject({
        status: "pending_signature",
        talent: expect.any(Object),
        company: expect.any(Object),
      });
      expect((data.days as unknown[]).length).toBeGreaterThan(0);
      const text = JSON.stringify(data);
      for (const secret of ["hourly_wage", "coefficient", "billing", "social_security", "iban", "birth"])
        expect(text).not.toContain(secret);
      const signed = (
        await one<{ r: { status: string } }>(
          q,
          "select public.sign_timesheet($1, 'Marc Durand', 'marc.durand@client.fr', $2) as r",
          [token, SIGNATURE],
        )
      ).r;
      expect(signed.status).toBe("signed");
      expect(await error(q, () => q("select public.get_timesheet_for_signature($1)", [token]))).toEqual({
        code: "PT410",
        message: "Ce lien de signature a déjà été utilisé",
      });
      expect(
        await error(q, () =>
          q("select public.sign_timesheet($1, 'Marc Durand', 'marc.durand@client.fr', $2)", [token, SIGNATURE]),
        ),
      ).toEqual({ code: "PT410", message: "Ce lien de signature a déjà été utilisé" });
      await q("reset role", []);
      const row = await one(
        q,
        "select status, signer_name, signer_email, signed_at is not null as signed, signature_token_used_at is not null as used, document_hash is not null as hashed from public.timesheet_week where id = $1",
        [week.id],
      );
      expect(row).toEqual({
        status: "signed",
        signer_name: "Marc Durand",
        signer_email: "marc.durand@client.fr",
        signed: true,
        used: true,
        hashed: true,
      });
      const history = await one<{ actor: string }>(
        q,
        "select actor from public.status_history where entity_id = $1 and to_status = 'signed'",
        [week.id],
      );
      expect(history.actor).toBe("external_client");
    });
  });

  it("lets the client contest the week with a reason — R:TS-CLIENT-ANSWER", async () => {
    await db.system(async (q) => {
      const week = await draftWeek(q);
      await as(q, "csm");
      const { token } = await one<{ token: string }>(
        q,
        "select token from public.create_timesheet_signature_link($1)",
        [week.id],
      );
      await asAnon(q);
      expect(
        await error(q, () =>
          q("select public.sign_timesheet($1, 'Marc Durand', 'marc.durand@client.fr', null, false, null)", [token]),
        ),
      ).toEqual({ code: "23514", message: "Un motif de contestation est obligatoire" });
      const r = (
        await one<{ r: { status: string } }>(
          q,
          "select public.sign_timesheet($1, 'Marc Durand', 'marc.durand@client.fr', null, false, 'Vendredi non travaillé') as r",
          [token],
        )
      ).r;
      expect(r.status).toBe("disputed");
    });
  });

  it("checks the signer and the signature image — R:TS-SIGN-ANSWER", async () => {
    await db.system(async (q) => {
      const week = await draftWeek(q);
      await as(q, "csm");
      const { token } = await one<{ token: string }>(
        q,
        "select token from public.create_timesheet_signature_link($1)",
        [week.id],
      );
      await asAnon(q);
      expect(
        (await error(q, () => q("select public.sign_timesheet($1, '', 'marc@client.fr', $2)", [token, SIGNATURE])))
          ?.message,
      ).toBe("Le nom du signataire est obligatoire");
      expect(
        (await error(q, () => q("select public.sign_timesheet($1, 'Marc', 'pas-un-email', $2)", [token, SIGNATURE])))
          ?.message,
      ).toBe("L'e-mail du signataire est invalide");
      expect(
        (
          await error(q, () =>
            q("select public.sign_timesheet($1, 'Marc', 'marc@client.fr', 'javascript:alert(1)')", [token]),
          )
        )?.message,
      ).toBe("La signature est obligatoire (image PNG)");
    });
  });

  it("refuses unknown and expired tokens — R:TS-EXPIRE, R:ROLE-TOKEN-LINK", async () => {
    await db.system(async (q) => {
      const week = await draftWeek(q);
      await as(q, "csm");
      const { token } = await one<{ token: string }>(
        q,
        "select token from public.create_timesheet_signature_link($1)",
        [week.id],
      );
      await q("reset role", []);
      await q(
        "update public.timesheet_week set signature_token_expires_at = now() - interval '1 minute' where id = $1",
        [week.id],
      );
      await asAnon(q);
      expect(await error(q, () => q("select public.get_timesheet_for_signature($1)", [token]))).toEqual({
        code: "PT410",
        message: "Ce lien de signature a expiré",
      });
      expect(await error(q, () => q("select public.get_timesheet_for_signature($1)", ["x".repeat(43)]))).toEqual({
        code: "PT404",
        message: "Lien de signature invalide",
      });
      expect(await error(q, () => q("select public.get_timesheet_for_signature($1)", [""]))).toEqual({
        code: "PT404",
        message: "Lien de signature invalide",
      });
      await q("reset role", []);
      const expired = await one<{ n: number }>(q, "select public.expire_timesheet_signature_links() as n", []);
      expect(expired.n).toBeGreaterThanOrEqual(1);
      expect(
        (await one<{ status: string }>(q, "select status from public.timesheet_week where id = $1", [week.id])).status,
      ).toBe("signature_expired");
    });
  });

  it("gives the anonymous role nothing else: no table, no other RPC", async () => {
    await db.system(async (q) => {
      await asAnon(q);
      for (const sql of [
        "select count(*) from public.timesheet_week",
        "select count(*) from public.timesheet_day",
        "select * from public.create_timesheet_signature_link(gen_random_uuid())",
        "select * from public.search_talents('a')",
        "select public.expire_timesheet_signature_links()",
      ]) {
        expect((await error(q, () => q(sql, [])))?.code).toBe("42501");
      }
    });
  });

  it("the demo token opens the demo week", async () => {
    const data = await db.system(async (q) => {
      await asAnon(q);
      return (
        await one<{ data: { status: string; contract_key: string } }>(
          q,
          "select public.get_timesheet_for_signature($1) as data",
          [DEMO_SIGNATURE_TOKEN],
        )
      ).data;
    });
    expect(data.status).toBe("pending_signature");
    expect(data.contract_key).toMatch(/^CTR-/);
  });
});
