// public.action_centre() reads each known rule through a statement of its own (its plan kept for
// the session): every rule of public.action_rule has one, for its roles and, when it has owner
// roles, for the caller's own items; a rule added without one is still read. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

describe("action_centre() kept plans", () => {
  it("has a statement for every rule and every owner filter it is read with", async () => {
    await db.system(async (q) => {
      const missing = await q<{ rule: string }>(
        `select r.rule from public.action_rule r,
                (select pg_get_functiondef('public.action_centre'::regproc) as src) f
         where position(format('private.action_rule_%s(null)', r.rule) in f.src) = 0
            or (cardinality(r.owner_roles) > 0 and position(format('private.action_rule_%s(v_mine)', r.rule) in f.src) = 0)`,
      );
      expect(missing.rows).toEqual([]);
    });
  });

  it("reads a rule added without a statement of its own, with the caller's owner filter", async () => {
    await db.system(async (q) => {
      await q(`create function private.action_rule_kept_plans_probe(p_owners uuid[] default null)
               returns setof public.action_item language sql stable as $$
                 select 'kept_plans_probe', 'info', 'talent', t.id, t.workspace_id, 'sonde', null::timestamptz, '/talents', null::uuid
                 from public.talent t where p_owners is null
                 order by t.id limit 3
               $$`);
      await q(
        "insert into public.action_rule (rule, roles, owner_roles, position) values ('kept_plans_probe', '{}', '{consultant_team_member}', 99)",
      );
      await as(q, "dev");
      const dev = await one<{ n: number; total: number }>(
        q,
        "select count(*)::int as n, max(total)::int as total from public.action_centre() where rule = 'kept_plans_probe'",
      );
      await as(q, "consultant");
      const consultant = await one<{ n: number }>(
        q,
        "select count(*)::int as n from public.action_centre() where rule = 'kept_plans_probe'",
      );
      await asSystem(q);
      expect(dev).toEqual({ n: 3, total: 3 });
      expect(consultant.n).toBe(0);
    });
  });
});
