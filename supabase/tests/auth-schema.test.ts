// The local `auth` schema against hosted Supabase's (GoTrue's migrations): its enum types, the
// columns typed by them, and RLS on the auth tables, so that a migration that would fail on
// hosted Supabase (a value GoTrue's types refuse, a view over auth tables read by API roles)
// fails the same way here first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbError, testDatabase, type TestDatabase } from "./support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  await db.close();
});

const GOTRUE_ENUMS: Record<string, string[]> = {
  aal_level: ["aal1", "aal2", "aal3"],
  code_challenge_method: ["s256", "plain"],
  factor_status: ["unverified", "verified"],
  factor_type: ["totp", "webauthn", "phone"],
  one_time_token_type: [
    "confirmation_token",
    "reauthentication_token",
    "recovery_token",
    "email_change_token_new",
    "email_change_token_current",
    "phone_change_token",
  ],
};

describe("GoTrue's auth schema, as on hosted Supabase", () => {
  it("has GoTrue's enum types with their labels in order", async () => {
    const rows = await db.system(
      async (q) =>
        (
          await q<{ name: string; labels: string[] }>(
            `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
             from pg_type t join pg_enum e on e.enumtypid = t.oid
             where t.typnamespace = 'auth'::regnamespace group by t.typname order by t.typname`,
            [],
          )
        ).rows,
    );
    expect(Object.fromEntries(rows.map((r) => [r.name, r.labels]))).toEqual(GOTRUE_ENUMS);
  });

  it("types GoTrue's columns with them", async () => {
    const rows = await db.system(
      async (q) =>
        (
          await q<{ col: string; type: string }>(
            `select c.relname || '.' || a.attname as col, format_type(a.atttypid, a.atttypmod) as type
             from pg_attribute a join pg_class c on c.oid = a.attrelid
             where c.relnamespace = 'auth'::regnamespace and a.attnum > 0 and not a.attisdropped
               and format_type(a.atttypid, a.atttypmod) like 'auth.%' order by 1`,
            [],
          )
        ).rows,
    );
    expect(rows).toEqual([
      { col: "flow_state.code_challenge_method", type: "auth.code_challenge_method" },
      { col: "mfa_factors.factor_type", type: "auth.factor_type" },
      { col: "mfa_factors.status", type: "auth.factor_status" },
      { col: "one_time_tokens.token_type", type: "auth.one_time_token_type" },
      { col: "sessions.aal", type: "auth.aal_level" },
    ]);
  });

  it("refuses a value GoTrue's types refuse (22P02), as a migration on hosted Supabase would", async () => {
    const error = await dbError(
      db.system((q) =>
        q(
          `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
           select gen_random_uuid(), id, 'magic_link', 'h', 'x' from auth.users limit 1`,
          [],
        ),
      ),
    );
    expect(error.code).toBe("22P02");
  });

  it("has RLS enabled on every GoTrue table", async () => {
    const rows = await db.system(
      async (q) =>
        (
          await q<{ relname: string; relrowsecurity: boolean }>(
            `select relname, relrowsecurity from pg_class
             where relnamespace = 'auth'::regnamespace and relkind = 'r' and relname not like '\\_%' order by relname`,
            [],
          )
        ).rows,
    );
    expect(rows.map((r) => r.relname)).toEqual(
      expect.arrayContaining([
        "flow_state",
        "identities",
        "mfa_factors",
        "one_time_tokens",
        "refresh_tokens",
        "sessions",
        "users",
      ]),
    );
    expect(rows.filter((r) => !r.relrowsecurity)).toEqual([]);
  });

  it("a security-invoker view over auth.users shows API roles nothing, even with a grant", async () => {
    const seen = await db.system(async (q) => {
      await q("create view public.test_auth_emails with (security_invoker = true) as select email from auth.users", []);
      await q("grant select on auth.users to authenticated", []);
      await q("grant select on public.test_auth_emails to authenticated", []);
      const owner = await q<{ n: number }>("select count(*)::int as n from public.test_auth_emails", []);
      await q("set local role authenticated", []);
      const api = await q<{ n: number }>("select count(*)::int as n from public.test_auth_emails", []);
      return { owner: owner.rows[0].n, api: api.rows[0].n };
    });
    expect(seen.owner).toBeGreaterThan(0);
    expect(seen.api).toBe(0);
  });
});
