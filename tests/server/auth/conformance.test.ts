// GoTrue conformance: POST /verify with a phone, the manual-linking routes when linking is
// off, /admin/generate_link's sign-up metadata, the supabase_admin role on the admin API, and
// `sub` in a signed-up user's metadata — each as GoTrue answers with the unmodified clients.
import { describe, expect, it } from "vitest";
import { client, mintToken, serviceClient } from "../helpers.ts";
import { expectError, gotrue, uniqueEmail } from "./helpers.ts";

describe("GoTrue POST /verify with a phone", () => {
  it("an invalid number: 400 validation_failed", async () => {
    await expectError(
      await gotrue("/verify", { body: { type: "sms", phone: "12", token: "123456" } }),
      400,
      "validation_failed",
      "Invalid phone number format (E.164 required)",
    );
  });

  it("a valid number: 403 otp_expired, even with phone sign-in off (supabase-js verifyOtp)", async () => {
    const { error } = await client().auth.verifyOtp({ type: "sms", phone: "+33612345678", token: "123456" });
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 403,
      code: "otp_expired",
      message: "Token has expired or is invalid",
    });
  });
});

describe("GoTrue manual identity linking, disabled", () => {
  it("GET /user/identities/authorize and DELETE /user/identities/{id}: 404 manual_linking_disabled", async () => {
    const { data } = await client().auth.signUp({ email: uniqueEmail("lien"), password: "secret-123456" });
    const token = data.session?.access_token;
    expect(token).toBeDefined();
    await expectError(
      await gotrue("/user/identities/authorize?provider=github&skip_http_redirect=true", { token }),
      404,
      "manual_linking_disabled",
      "Manual linking is disabled",
    );
    await expectError(
      await gotrue(`/user/identities/${data.user?.identities?.[0]?.identity_id ?? "x"}`, { method: "DELETE", token }),
      404,
      "manual_linking_disabled",
      "Manual linking is disabled",
    );
    // still behind authentication
    await expectError(await gotrue("/user/identities/authorize"), 403, "bad_jwt");
  });
});

describe("GoTrue user metadata", () => {
  it("a signed-up user's metadata carries sub, email and the verified flags beside the data", async () => {
    const email = uniqueEmail("sub");
    const { data } = await client().auth.signUp({
      email,
      password: "secret-123456",
      options: { data: { first_name: "Léa" } },
    });
    // the test server autoconfirms: the address is verified at once
    expect(data.user?.user_metadata).toEqual({
      sub: data.user?.id,
      email,
      email_verified: true,
      phone_verified: false,
      first_name: "Léa",
    });
  });

  it("/admin/generate_link type signup keeps only the user_metadata supplied", async () => {
    const email = uniqueEmail("lien-inscription");
    const { data, error } = await serviceClient().auth.admin.generateLink({
      type: "signup",
      email,
      password: "secret-123456",
      options: { data: { role_hint: "x" } },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ role_hint: "x" });
  });
});

describe("GoTrue admin roles", () => {
  it("a JWT with role supabase_admin is accepted by the admin API", async () => {
    const token = await mintToken({ role: "supabase_admin" });
    const res = await gotrue("/admin/users?per_page=1", { token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { users: unknown[] }).users.length).toBeLessThanOrEqual(1);
  });
});
