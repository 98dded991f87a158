// The team screens' database side (supabase/schemas/02_workspaces_team.sql): the members directory under the members'
// policies, every account for developers only, and offboarding (developers and country
// managers, never oneself; the managees move up). Every case is rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { one } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const offboard = (q: Query, id: string, leaving = true) =>
  one<{ offboarded_at: string | null }>(q, "select offboarded_at from public.offboard_team_member($1, $2)", [
    id,
    leaving,
  ]);

describe("team_member_directory", () => {
  it("lists the workspace's members with names, roles and manager; filters on roles", () =>
    db.as("consultant", async (q) => {
      const rows = (
        await q<{ email: string; roles: string[]; manager_name: string | null }>(
          "select email, roles, manager_name from public.team_member_directory where roles @> '{consultant_team_member}' order by email",
        )
      ).rows;
      const me = rows.find((r) => r.email === "consultant@renfort.test");
      expect(me?.roles).toContain("consultant_team_member");
      expect(me?.manager_name).toBeTruthy();
      expect(rows.some((r) => r.email === "partenaire@agence-partenaire.test")).toBe(false);
    }));
});

describe("user_account", () => {
  it("shows every account to a developer, members or not", () =>
    db.as("dev", async (q) => {
      const r = await q<{ email: string; is_team_member: boolean }>(
        "select email, is_team_member from public.user_account where email in ('candidat@renfort.test', 'partenaire@agence-partenaire.test')",
      );
      expect(r.rows.map((x) => [x.email, x.is_team_member]).sort()).toEqual([
        ["candidat@renfort.test", false],
        ["partenaire@agence-partenaire.test", true],
      ]);
    }));

  it.each(["consultant", "direction", "comptable"])("shows no account to %s", (key) =>
    db.as(key, async (q) => {
      expect((await one<{ n: number }>(q, "select count(*)::int as n from public.user_account")).n).toBe(0);
    }),
  );
});

describe("offboard_team_member", () => {
  it("a country manager offboards a member, whose managees move to the member's manager, and reinstates them", () =>
    db.as("direction", async (q) => {
      const manager = account("manager").teamMemberId!;
      const up = await one<{ manager_id: string | null }>(
        q,
        "select manager_id from public.team_member where id = $1",
        [manager],
      );
      expect((await offboard(q, manager)).offboarded_at).not.toBeNull();
      const moved = await one<{ manager_id: string | null }>(
        q,
        "select manager_id from public.team_member where id = $1",
        [account("consultant").teamMemberId],
      );
      expect(moved.manager_id).toBe(up.manager_id);
      expect((await offboard(q, manager, false)).offboarded_at).toBeNull();
    }));

  it("refuses a member below level 3, and anyone on themselves", async () => {
    await db.as("consultant", async (q) => {
      expect(await failureMessage(q, () => offboard(q, account("csm").teamMemberId!))).toBe(
        "Seul un country manager (niveau 3 ou plus) ou un développeur peut faire partir un membre",
      );
    });
    await db.as("dev", async (q) => {
      expect(await failureMessage(q, () => offboard(q, account("dev").teamMemberId!))).toBe(
        "Vous ne pouvez pas vous faire partir vous-même",
      );
    });
  });
});
