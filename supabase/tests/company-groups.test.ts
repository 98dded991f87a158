// Who creates a company group (docs/rules/companies-contacts.md#company-groups): CONS, CSM and
// ACC — accounting through the same insert grant as the others (public.role_permission) and the
// creation move of public.status_transition —; a role that only reads groups is refused by the
// row-level policy. Direct engine, each test rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, attempt, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** A new group of Renfort inserted as the account (a savepoint: a refusal leaves the transaction usable). */
const createGroup = async (q: Query, key: string, name: string) => {
  await as(q, key);
  const r = await attempt(q, () =>
    q<{ id: string; status: string; created_by: string }>(
      "insert into public.company_group (workspace_id, name) values ($1, $2) returning id, status, created_by",
      [RENFORT, name],
    ),
  );
  await asSystem(q);
  return r;
};

describe("creating a company group", () => {
  it.each(["comptable", "consultant", "csm"])("is allowed to %s, the group active — R:CMP-GROUP-ROLES", async (key) => {
    await db.system(async (q) => {
      const r = await createGroup(q, key, `Groupe d'essai ${key}`);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.rows[0]).toMatchObject({ status: "active", created_by: account(key).userId });
      const history = await q<{ to_status: string }>(
        "select to_status from public.status_history where entity = 'company_group' and entity_id = $1",
        [r.value.rows[0].id],
      );
      expect(history.rows).toEqual([{ to_status: "active" }]);
    });
  });

  it.each(["csmExterne", "marketing"])("is refused to %s, who only reads groups — R:CMP-GROUP-ROLES", async (key) => {
    await db.system(async (q) => {
      const r = await createGroup(q, key, `Groupe refusé ${key}`);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("42501");
      const left = await q("select 1 from public.company_group where name = $1", [`Groupe refusé ${key}`]);
      expect(left.rows).toEqual([]);
    });
  });
});
