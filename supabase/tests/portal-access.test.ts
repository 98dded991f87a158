// Opening a space (supabase/schemas/31_portal.sql, function portal-access), through the local
// server: who may invite (the update right on the contact or the talent), what an invitation
// needs (an e-mail, a space role), and the one-time codes: a reused or expired code is refused,
// guesses and mails are limited per address. The invitation, first sign-in and revocation walk
// is portal-invitation.test.ts (both engines).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "../../server/main.ts";
import { client } from "../../tests/server/helpers.ts";
import { gotrue, lastMail } from "../../tests/server/auth/helpers.ts";
import { account, dbError, testDatabase, type TestDatabase } from "./support/db.ts";
import { signIn } from "./support/http.ts";
import { portalFunction, portalSession, throwawayContact } from "./support/portal.ts";

let db: TestDatabase;
let contact: Awaited<ReturnType<typeof throwawayContact>>;

beforeAll(async () => {
  db = await testDatabase();
  contact = await throwawayContact("invite");
});

afterAll(async () => {
  await contact?.drop();
  if (db?.kind === "pglite") await db.close();
});

// The server's database is the suite's PostgreSQL; on PGlite each file has its own copy.
const shared = !!inject("databaseUrl");
const invite = (kind: string, id: string) => `select public.invite_portal_access('${kind}', '${id}') as r`;

describe.skipIf(!shared)("who may open a space, and what it needs", () => {
  it("refuses accounting, a non-member and a portal user, in French (42501)", async () => {
    for (const key of ["comptable", "candidat"]) {
      const e = await dbError(db.as(key, (q) => q(invite("client", contact.id))));
      expect({ key, code: e.code, message: e.message }).toEqual({
        key,
        code: "42501",
        message: "Votre rôle ne permet pas de gérer l'accès d'un contact à l'espace client",
      });
    }
    const { access } = await portalSession("client");
    const r = await portalFunction(access, { action: "invite", kind: "client", record_id: contact.id });
    expect({ status: r.status, code: r.body.code }).toEqual({ status: 403, code: "42501" });
  });

  it("refuses the partner's consultant a Renfort contact (not in their workspaces)", async () => {
    const e = await dbError(db.as("partenaire", (q) => q(invite("client", contact.id))));
    expect({ code: e.code, message: e.message }).toEqual({ code: "P0002", message: "Contact introuvable" });
  });

  it("needs a valid e-mail and, for a contact, a space role", async () => {
    const messages = await db.setupThenAs(
      "consultant",
      async (q) => {
        await q("update public.contact set roles = '{decision_maker}' where id = $1", [contact.id]);
        const talent = await q<{ id: string }>(
          "select id from public.talent where workspace_id = (select workspace_id from public.contact where id = $1) and email is not null limit 1",
          [contact.id],
        );
        await q("update public.talent set email = null where id = $1", [talent.rows[0].id]);
        return talent.rows[0].id;
      },
      async (q, talentId) => {
        const out: string[] = [];
        for (const [kind, id] of [
          ["client", contact.id],
          ["talent", talentId],
        ]) {
          await q("savepoint s", []);
          await q(invite(kind, id), []).catch((e: Error) => out.push(e.message));
          await q("rollback to savepoint s", []);
        }
        return out;
      },
    );
    expect(messages).toEqual([
      "L'espace client s'ouvre aux signataires des contrats, aux valideurs des relevés d'heures et aux destinataires des factures : donnez d'abord l'un de ces rôles au contact",
      "Ce talent n'a pas d'adresse e-mail valide : renseignez-la avant de l'inviter",
    ]);
  });
});

describe.skipIf(!shared)("one-time codes", () => {
  const email = () => contact.email;
  // the contact's account: a consultant opens their space
  beforeAll(async () => {
    const r = await portalFunction(await signIn(account("consultant")), {
      action: "invite",
      kind: "client",
      record_id: contact.id,
    });
    expect(r.status).toBe(200);
  });

  it("refuses a reused code and an expired one", async () => {
    await gotrue("/otp", { body: { email: email(), create_user: false } });
    const { otp } = await lastMail(email());
    expect((await client().auth.verifyOtp({ email: email(), token: otp ?? "", type: "email" })).error).toBeNull();
    const reused = await client().auth.verifyOtp({ email: email(), token: otp ?? "", type: "email" });
    expect(reused.error?.code).toBe("otp_expired");
    await gotrue("/otp", { body: { email: email(), create_user: false } });
    const fresh = (await lastMail(email())).otp ?? "";
    // an hour and a minute later (the server's database: the suite's PostgreSQL)
    await db.engine.query("update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1", [
      email(),
    ]);
    const expired = await client().auth.verifyOtp({ email: email(), token: fresh, type: "email" });
    expect({ status: expired.error?.status, code: expired.error?.code }).toEqual({ status: 403, code: "otp_expired" });
  });

  it("locks an address's codes after 10 failures within 5 minutes, even for the right code", async () => {
    await gotrue("/otp", { body: { email: email(), create_user: false } });
    const { otp } = await lastMail(email());
    const wrong = otp === "000000" ? "111111" : "000000";
    // the reused and the expired code above count among the 10
    const answers: string[] = [];
    for (let i = 0; i < 10; i++)
      answers.push(
        String((await client().auth.verifyOtp({ email: email(), token: wrong, type: "email" })).error?.code),
      );
    expect(answers.slice(0, 8)).toEqual(Array(8).fill("otp_expired"));
    expect(answers.at(-1)).toBe("over_request_rate_limit");
    const right = await client().auth.verifyOtp({ email: email(), token: otp ?? "", type: "email" });
    expect({ status: right.error?.status, code: right.error?.code }).toEqual({
      status: 429,
      code: "over_request_rate_limit",
    });
  });

  describe("with the back office's default mail brakes", () => {
    let server: RunningServer;
    let dir = "";
    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), "renfort-portal-otp-"));
      // the same database, a server with the defaults (one mail per address per minute)
      server = await startServer(
        {
          port: 0,
          dataDir: dir,
          databaseUrl: inject("databaseUrl"),
          jwtSecret: inject("jwtSecret"),
          migrationsDirs: [],
          seed: false,
          scheduledJobsIntervalMs: 0,
          documentWorkerIntervalMs: 0,
          // the brakes are counted in the database the whole suite shares, per client IP too:
          // this test comes from an address of its own (X-Forwarded-For, trusted here only)
          trustProxy: "loopback",
        },
        {},
      );
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("mails one code per address per minute (429 for the second)", async () => {
      // an address of its own too (another test may have mailed the demo talent this minute);
      // unknown addresses are braked alike, so that the answers tell nothing
      const email = `frein-${Date.now()}@exemple.fr`;
      const ip = `203.0.113.${1 + (Date.now() % 250)}`;
      const ask = () =>
        gotrue("/otp", {
          base: server.url,
          key: server.ctx.keys.anonKey,
          body: { email, create_user: false },
          headers: { "X-Forwarded-For": ip },
        });
      expect((await ask()).status).toBe(200);
      const again = await ask();
      expect(again.status).toBe(429);
      expect(((await again.json()) as { code: string }).code).toBe("over_email_send_rate_limit");
    });
  });
});
