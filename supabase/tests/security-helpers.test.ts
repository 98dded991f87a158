// The access helpers in PL/pgSQL (supabase/schemas/02_workspaces_team.sql) return what
// their SQL formulations returned: each previous definition is read from the migration that last
// defined it (kept in fixtures/previous-functions), created under another name (its calls to
// the other helpers renamed too) in the rolled-back transaction, and both sets are compared for
// every demo account, with the choice to see all workspaces flipped, for an offboarded member
// and for a caller who is no member.
// Direct engine, rolled back.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../seed/accounts.ts";
import { claimsOf, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { asSystem, one } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

// The helpers as the migrations before the baseline defined them (their functions kept as fixtures).
const MIGRATIONS = path.resolve(import.meta.dirname, "fixtures/previous-functions");
const HELPERS: [string, string][] = [
  ["current_team_member_id", "20260102000100_workspaces_team_members_roles.sql"],
  ["is_team_member", "20260102000100_workspaces_team_members_roles.sql"],
  ["current_workspace_id", "20260102000100_workspaces_team_members_roles.sql"],
  ["current_roles", "20260102000100_workspaces_team_members_roles.sql"],
  ["has_role", "20260102000100_workspaces_team_members_roles.sql"],
  ["has_any_role", "20260102000100_workspaces_team_members_roles.sql"],
  ["can", "20260102000100_workspaces_team_members_roles.sql"],
  ["can_own", "20260102000100_workspaces_team_members_roles.sql"],
  ["current_management_level", "20260102000100_workspaces_team_members_roles.sql"],
  ["member_workspace_ids", "20260105000400_current_workspace_scope.sql"],
  ["may_see_all_workspaces", "20260105000400_current_workspace_scope.sql"],
  ["current_workspace_ids", "20260106700000_current_workspace_ids_from_members.sql"],
];

/** Creates private.previous_<helper> for each helper, as the given migration defined it. */
async function createPrevious(q: Query) {
  for (const [name, migration] of HELPERS) {
    const text = readFileSync(path.join(MIGRATIONS, migration), "utf8");
    const start = text.indexOf(`create or replace function private.${name}(`);
    expect(start, `${name} in ${migration}`).toBeGreaterThanOrEqual(0);
    let body = text.slice(start, text.indexOf("\n$$;", start) + 4);
    for (const [other] of HELPERS) body = body.replaceAll(`private.${other}(`, `private.previous_${other}(`);
    await q(body);
  }
}

/** Every helper's result for the current identity, through the given prefix. */
const results = (prefix: string) =>
  `select json_build_object(
     'member', private.${prefix}current_team_member_id(),
     'is_member', private.${prefix}is_team_member(),
     'workspace', private.${prefix}current_workspace_id(),
     'roles', private.${prefix}current_roles(),
     'has_dev', private.${prefix}has_role('team_member_developer'),
     'has_consultant', private.${prefix}has_role('consultant_team_member'),
     'has_any', private.${prefix}has_any_role(array['csm_team_member', 'accounting_team_member']::public.app_role[]),
     'level', private.${prefix}current_management_level(),
     'member_workspaces', (select array_agg(w order by w) from unnest(private.${prefix}member_workspace_ids()) w),
     'may_see_all', private.${prefix}may_see_all_workspaces(),
     'workspaces', (select array_agg(w order by w) from unnest(private.${prefix}current_workspace_ids()) w),
     'can', (select array_agg(private.${prefix}can(p.resource, p.action::public.permission_action) order by p.n)
             from unnest($1::text[], $2::text[]) with ordinality p(resource, action, n)),
     'can_own', (select array_agg(private.${prefix}can_own(p.resource, p.action::public.permission_action) order by p.n)
                 from unnest($1::text[], $2::text[]) with ordinality p(resource, action, n))
   )::text as r`;

async function compareAs(q: Query, claims: Record<string, unknown>, label: string) {
  // every resource and action of the matrix, read as the system
  const pairs = await one<{ resources: string[]; actions: string[] }>(
    q,
    `select array_agg(resource order by resource, action) as resources, array_agg(action::text order by resource, action) as actions
     from (select distinct resource, action from public.role_permission) p`,
  );
  await q("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
    JSON.stringify(claims),
  ]);
  const now = (await one<{ r: string }>(q, results(""), [pairs.resources, pairs.actions])).r;
  const before = (await one<{ r: string }>(q, results("previous_"), [pairs.resources, pairs.actions])).r;
  await asSystem(q);
  expect(now, label).toEqual(before);
  return JSON.parse(now) as { workspaces: string[] | null; can: boolean[] };
}

describe("access helpers in PL/pgSQL", () => {
  it("return what their SQL formulations returned, for every account and workspace choice", async () => {
    await db.system(async (q) => {
      await createPrevious(q);
      let granted = 0;
      for (const a of DEMO_ACCOUNTS) {
        const first = await compareAs(q, claimsOf(a), a.key);
        granted += first.can.filter(Boolean).length + (first.workspaces?.length ?? 0);
        await q("update public.team_member set sees_all_workspaces = not sees_all_workspaces where id = $1", [
          a.teamMemberId,
        ]);
        await compareAs(q, claimsOf(a), `${a.key} (other workspace choice)`);
      }
      // the comparison is not between empty answers
      expect(granted).toBeGreaterThan(0);
      // an offboarded member, and a caller who is no member
      const dev = DEMO_ACCOUNTS.find((a) => a.key === "dev");
      if (!dev) throw new Error("dev account");
      await q("update public.team_member set offboarded_at = now() where id = $1", [dev.teamMemberId]);
      await compareAs(q, claimsOf(dev), "dev offboarded");
      await compareAs(q, { sub: "c0000000-0000-4000-8000-000000000999", role: "authenticated" }, "not a member");
    });
  });
});
