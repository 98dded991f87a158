// Deleting an auth user who authored rows (supabase/schemas/02_workspaces_team.sql): the rows
// stay, their author references are nulled, their dates unchanged; and the profile trigger on
// auth.users names no column, so GoTrue's migrations may alter those columns.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, testDatabase, type TestDatabase } from "./support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  await db.close();
});

describe("deleting an auth user", () => {
  it("keeps the rows the user authored, authorless, with their dates", async () => {
    const consultant = account("consultant");
    await db.system(async (q) => {
      const before = await q<{ id: string; updated_at: string }>(
        "select id, updated_at::text from public.address where created_by = $1 order by id",
        [consultant.userId],
      );
      expect(before.rows.length).toBeGreaterThan(0);
      await q("delete from auth.users where id = $1", [consultant.userId]);
      const after = await q<{ id: string; updated_at: string; created_by: string | null }>(
        "select id, updated_at::text, created_by from public.address where id = any($1::uuid[]) order by id",
        [before.rows.map((r) => r.id)],
      );
      expect(after.rows.map((r) => ({ id: r.id, updated_at: r.updated_at }))).toEqual(before.rows);
      expect(after.rows.every((r) => r.created_by === null)).toBe(true);
    });
  });

  it("works for every demo account", async () => {
    for (const key of [
      "dev",
      "direction",
      "manager",
      "comptable",
      "csm",
      "csmExterne",
      "marketing",
      "adminIndependants",
      "independant",
      "partenaire",
    ]) {
      await db.system(async (q) => {
        const r = await q("delete from auth.users where id = $1", [account(key).userId]);
        expect(r.rowCount).toBe(1);
      });
    }
  });

  it("leaves GoTrue free to alter the columns the profile is built from", async () => {
    await db.system(async (q) => {
      await q("alter table auth.users alter column email type text, alter column phone type text", []);
    });
  });

  it("still refreshes the profile when the e-mail changes, and only then", async () => {
    await db.system(async (q) => {
      const consultant = account("consultant");
      await q("update auth.users set email = 'nouvel.email@exemple.fr' where id = $1", [consultant.userId]);
      const { rows } = await q<{ email: string }>("select email from public.auth_user where id = $1", [
        consultant.userId,
      ]);
      expect(rows[0].email).toBe("nouvel.email@exemple.fr");
      const stamp = await q<{ updated_at: string }>("select updated_at::text from public.auth_user where id = $1", [
        consultant.userId,
      ]);
      await q("update auth.users set last_sign_in_at = now() + interval '1 minute' where id = $1", [consultant.userId]);
      const again = await q<{ updated_at: string }>("select updated_at::text from public.auth_user where id = $1", [
        consultant.userId,
      ]);
      expect(again.rows).toEqual(stamp.rows);
    });
  });
});
