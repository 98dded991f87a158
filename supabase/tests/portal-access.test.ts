// Opening and closing a space (supabase/schemas/31_portal.sql, function portal-access), through
// the local server: who may invite (the update right on the contact or the talent), what an
// invitation needs (an e-mail, a space role), the account GoTrue creates and mails, the first
// sign-in with the mailed code, a second sending (a code to the existing account), the
// revocation that refuses the space at once with a still-valid token and ends the refresh, and the
// one-time codes: a reused or expired code is refused, guesses and mails are limited per address.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "../../server/main.ts";
import { client } from "../../tests/server/helpers.ts";
import { gotrue, lastMail, outbox } from "../../tests/server/auth/helpers.ts";
import { account, dbError, testDatabase, type TestDatabase } from "./support/db.ts";
import { rest, signIn } from "./support/http.ts";
import { home, portalFunction, portalSession, serviceRows, throwawayContact, type Row } from "./support/portal.ts";

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

describe.skipIf(!shared)("an invitation, the first sign-in, a second sending and the revocation", () => {
  let access = "";
  let tokens = { access: "", refresh: "" };

  it("records the access, creates the account and mails the invitation", async () => {
    const consultant = await signIn(account("consultant"));
    const r = await portalFunction(consultant, { action: "invite", kind: "client", record_id: contact.id });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      email: contact.email,
      kind: "client",
      first_name: "Inès",
      redirect_path: "/client",
      mail: "invite",
    });
    access = String(r.body.access_id);
    const [row] = await serviceRows(
      "portal_access",
      `id=eq.${access}&select=auth_user_id,invited_by,revoked_at,last_sent_at`,
    );
    expect(row).toMatchObject({
      auth_user_id: r.body.user_id,
      invited_by: account("consultant").userId,
      revoked_at: null,
    });
    expect(row.last_sent_at).toBeTruthy();
    const mail = await lastMail(contact.email);
    expect(mail).toMatchObject({ type: "invite", subject: "Votre espace client Renfort" });
    expect(new URL(mail.link ?? "").searchParams.get("redirect_to")).toMatch(/\/client$/);
    // the member reads the access (RLS: the contacts they read); the contact will not
    const seen = await rest(consultant, "GET", "portal_access", `contact_id=eq.${contact.id}&select=id,email`);
    expect(seen.rows).toEqual([{ id: access, email: contact.email }]);
  });

  it("signs the contact in with the mailed code, and the space shows their company", async () => {
    const { otp } = await lastMail(contact.email);
    const { data, error } = await client().auth.verifyOtp({ email: contact.email, token: otp ?? "", type: "invite" });
    expect(error).toBeNull();
    tokens = { access: data.session?.access_token ?? "", refresh: data.session?.refresh_token ?? "" };
    const { error: refused, home: space } = await home(tokens.access, "client");
    expect(refused).toBeNull();
    expect(space?.contact).toEqual({ id: contact.id, first_name: "Inès", last_name: "Portail" });
    const [own] = await serviceRows("contact", `id=eq.${contact.id}&select=company_id`);
    expect((space?.company as Row).id).toBe(own.company_id);
    const [row] = await serviceRows("portal_access", `id=eq.${access}&select=last_seen_at`);
    expect(row.last_seen_at).toBeTruthy();
    // a contact has no talent space
    expect((await home(tokens.access, "talent")).error).toMatchObject({
      code: "42501",
      message: "Accès réservé aux clients et talents invités par l'agence",
    });
  });

  it("sends a sign-in code to the account that exists", async () => {
    const before = (await outbox(contact.email)).length;
    const r = await portalFunction(await signIn(account("csm")), {
      action: "resend",
      kind: "client",
      record_id: contact.id,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ access_id: access, mail: "code" });
    const mails = await outbox(contact.email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]).toMatchObject({ type: "magiclink", subject: "Votre lien de connexion" });
    expect(mails[0].otp).toMatch(/^\d{6}$/);
  });

  it("revokes: the space refuses the still-valid token at once, and the session cannot be refreshed", async () => {
    const r = await portalFunction(await signIn(account("consultant")), { action: "revoke", access_id: access });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: access, revoked_by: account("consultant").userId });
    expect((await home(tokens.access, "client")).error).toMatchObject({ code: "42501" });
    const refreshed = await gotrue("/token?grant_type=refresh_token", { body: { refresh_token: tokens.refresh } });
    expect(refreshed.status).toBe(400);
    // invited again: the same row, in force again
    const again = await portalFunction(await signIn(account("consultant")), {
      action: "invite",
      kind: "client",
      record_id: contact.id,
    });
    expect(again.body).toMatchObject({ access_id: access, mail: "code" });
    const [row] = await serviceRows("portal_access", `id=eq.${access}&select=revoked_at,revoked_by`);
    expect(row).toEqual({ revoked_at: null, revoked_by: null });
  });

  it("leaves the invitations and revocations in the contact's history", async () => {
    const rows = await db.system((q) =>
      q<{ action: string; fields: string[] }>(
        `select action, array(select jsonb_object_keys(changes) order by 1) as fields from public.record_history
          where entity = 'portal_access' and parent_entity = 'contact' and parent_id = $1 order by id`,
        [contact.id],
      ),
    );
    expect(rows.rows[0]).toMatchObject({ action: "insert" });
    expect(rows.rows.some((h) => h.fields.includes("revoked_at"))).toBe(true);
    expect(rows.rows.every((h) => !h.fields.includes("last_seen_at"))).toBe(true);
  });
});

describe.skipIf(!shared)("one-time codes", () => {
  const email = () => contact.email;

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
