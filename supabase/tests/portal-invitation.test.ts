// Opening and closing a space through the local server, on both engines (the embedded default,
// PGlite, serves the spaces of `npm start`): a consultant invites a contact (function
// portal-access: the access recorded, the account GoTrue creates, the invitation mailed), the
// contact signs in with the mailed code and reads their space, a CSM sends a code again, and the
// revocation refuses the space at once with a still-valid token and ends the refresh; the history
// keeps the invitations and revocations.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, serviceRoleKey } from "../../tests/server/helpers.ts";
import { gotrue, lastMail, outbox } from "../../tests/server/auth/helpers.ts";
import { account } from "./support/db.ts";
import { rest, signIn } from "./support/http.ts";
import { home, portalFunction, serviceRows, throwawayContact, type Row } from "./support/portal.ts";

let contact: Awaited<ReturnType<typeof throwawayContact>>;

beforeAll(async () => {
  contact = await throwawayContact("invite");
});

afterAll(async () => {
  await contact?.drop();
});

describe("an invitation, the first sign-in, a second sending and the revocation", () => {
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
    // the account says its space: a hosted project's invite mail words itself by it
    // (supabase/templates/invite.html)
    const user = await gotrue(`/admin/users/${String(r.body.user_id)}`, { key: serviceRoleKey() });
    expect(((await user.json()) as { user_metadata: Record<string, unknown> }).user_metadata).toMatchObject({
      first_name: "Inès",
      space: "client",
    });
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
    // the Journal's read, as a developer, who reads the contact's history (row-level security)
    const history = await rest(
      await signIn(account("dev")),
      "GET",
      "record_history_entry",
      `entity=eq.portal_access&parent_entity=eq.contact&parent_id=eq.${contact.id}&select=action,changes&order=id`,
    );
    expect(history.error).toBeNull();
    const rows = history.rows.map((h) => ({ action: h.action, fields: Object.keys((h.changes ?? {}) as object) }));
    expect(rows[0]).toMatchObject({ action: "insert" });
    expect(rows.some((h) => h.fields.includes("revoked_at"))).toBe(true);
    expect(rows.every((h) => !h.fields.includes("last_seen_at"))).toBe(true);
  });
});
