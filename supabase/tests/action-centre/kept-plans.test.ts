// public.action_centre() reads each known rule through a statement of its own (its plan kept for
// the session): every rule of public.action_rule has one, for its roles and, when it has owner
// roles, for the caller's own items; a rule added without one is still read; the links computed
// after each queue's limit and the caller's states read as one set (supabase/schemas/13_action_centre_notifications.sql) leave the
// items as they were, dismissed and snoozed ones included. Direct engine, rolled back.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, testDatabase, type TestDatabase } from "../support/db.ts";
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

  it("returns the items, links and totals of its previous formulation, for every account", async () => {
    await db.system(async (q) => {
      const file = path.resolve(
        import.meta.dirname,
        "../fixtures/previous-functions/20260110100300_action_centre_kept_plans.sql",
      );
      const text = readFileSync(file, "utf8");
      const start = text.indexOf("create or replace function public.action_centre()");
      await q(
        text
          .slice(start, text.indexOf("\n$$;", start) + 4)
          .replace("public.action_centre()", "public.previous_action_centre()"),
      );
      const digest = (fn: string) =>
        `select count(*)::int as n, md5(coalesce(string_agg(concat_ws('|', a.rule, a.severity, a.subject_type, a.subject_id,
                  a.workspace_id, a.label, a.due_at, a.link, a.total), ',' order by a.ord), '')) as digest
         from public.${fn}() with ordinality a(rule, severity, subject_type, subject_id, workspace_id, label, due_at, link, total, ord)`;
      // each account's first items of each queue: one dismissed, one snoozed, one whose snooze ended
      const accounts = [
        "consultant",
        "manager",
        "csm",
        "csmExterne",
        "comptable",
        "marketing",
        "direction",
        "partenaire",
        "dev",
      ];
      let shownBefore = 0;
      for (const key of accounts) {
        await as(q, key);
        const shown = await q<{ rule: string; subject_id: string; n: number }>(
          `select a.rule, a.subject_id, (row_number() over (partition by a.rule order by a.ord))::int as n
           from public.previous_action_centre() with ordinality a(rule, severity, subject_type, subject_id, workspace_id, label, due_at, link, total, ord)`,
        );
        await asSystem(q);
        shownBefore += shown.rows.length;
        for (const item of shown.rows.filter((i) => i.n <= 3 && i.subject_id !== null))
          await q(
            `insert into public.action_item_state (team_member_id, rule, subject_id, status, snoozed_until, reason)
             values ($1, $2, $3, case when $4 = 1 then 'dismissed' else 'snoozed' end,
                     case $4 when 1 then null when 2 then now() + interval '2 days' else now() - interval '1 day' end, 'test')`,
            [account(key).teamMemberId, item.rule, item.subject_id, item.n],
          );
      }
      expect(
        (await one<{ n: number }>(q, "select count(*)::int as n from public.action_item_state")).n,
      ).toBeGreaterThan(0);
      let items = 0;
      for (const key of accounts) {
        await as(q, key);
        const now = await one<{ n: number; digest: string }>(q, digest("action_centre"));
        const before = await one<{ n: number; digest: string }>(q, digest("previous_action_centre"));
        await asSystem(q);
        expect(now, key).toEqual(before);
        items += now.n;
      }
      // the dismissed and snoozed items are left out, by both
      expect(items).toBeGreaterThan(0);
      expect(items).toBeLessThan(shownBefore);
    });
  });
});
