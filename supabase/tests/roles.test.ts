// Team members and roles: management level steps and its exact messages, the managees RPC,
// who may grant which role (the developer role by developers only), workspace switching,
// autonomy, and the audit columns.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXTRA_CONSULTANTS, WORKSPACES } from "../seed/accounts.ts";
import { account, becomeUser, dbError, testDatabase, type TestDatabase } from "./support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const member = (key: string) => account(key).teamMemberId!;
const setLevel = (as: string, target: string, level: number) =>
  db.as(as, (q) => q("update public.team_member set management_level = $1 where id = $2", [level, member(target)]));

describe("management level", () => {
  it("cannot go above 4 — R:ROLE-LEVEL", async () => {
    const e = await dbError(setLevel("dev", "direction", 5));
    expect(e.message).toBe("Impossible de monter au-dessus de 4");
  });

  it("cannot go below 1 — R:ROLE-LEVEL", async () => {
    const e = await dbError(setLevel("dev", "consultant", 0));
    expect(e.message).toBe("Impossible de descendre en dessous de 1");
  });

  it("moves one step at a time — R:ROLE-LEVEL", async () => {
    const e = await dbError(setLevel("dev", "consultant", 3));
    expect(e.message).toBe("Le niveau de management change d'un niveau à la fois");
    const r = await setLevel("dev", "consultant", 2);
    expect(r.rowCount).toBe(1);
  });

  it("is changed by country managers (level 3+) up to their own level, never on themselves — R:ROLE-LEVEL-WHO", async () => {
    expect((await setLevel("direction", "consultant", 2)).rowCount).toBe(1);
    expect((await dbError(setLevel("manager", "consultant", 2))).message).toBe(
      "Seul un country manager (niveau 3 ou plus) ou un développeur peut modifier un niveau de management",
    );
    expect((await dbError(setLevel("direction", "direction", 3))).message).toBe(
      "Vous ne pouvez pas modifier votre propre niveau de management",
    );
  });

  it("raises the same limits on insert", async () => {
    const e = await dbError(
      db.system((q) =>
        q(
          "insert into public.team_member (email, workspace_id, main_workspace_id, management_level) values ('x@renfort.test', $1, $1, 5)",
          [WORKSPACES.renfort.id],
        ),
      ),
    );
    expect(e.message).toBe("Impossible de monter au-dessus de 4");
  });
});

describe("get_current_user_managees()", () => {
  const managees = (key: string) =>
    db.as(key, async (q) =>
      (await q<{ managee_id: string }>("select managee_id from public.get_current_user_managees()", [])).rows
        .map((r) => r.managee_id)
        .sort(),
    );

  it("returns managee_id for the manager's reports — R:ROLE-MANAGEES", async () => {
    expect(await managees("manager")).toEqual(
      [
        member("consultant"),
        member("independant"),
        ...EXTRA_CONSULTANTS.filter((c) => c.managerKey === "manager").map((c) => c.id),
      ].sort(),
    );
  });

  it("includes the reports of reports", async () => {
    const ids = await managees("direction");
    expect(ids).toContain(member("manager"));
    expect(ids).toContain(member("consultant"));
    expect(ids).toContain(member("independant"));
  });

  it("skips offboarded members — R:ROLE-MANAGEES", async () => {
    const ids = await db.setupThenAs(
      "manager",
      (q) => q("update public.team_member set offboarded_at = now() where id = $1", [member("consultant")]),
      async (q) =>
        (await q<{ managee_id: string }>("select managee_id from public.get_current_user_managees()", [])).rows.map(
          (r) => r.managee_id,
        ),
    );
    expect(ids).not.toContain(member("consultant"));
    expect(ids).toContain(member("independant"));
  });

  it("is empty for a member without reports and for a non-member", async () => {
    expect(await managees("consultant")).toEqual([]);
    expect(await managees("candidat")).toEqual([]);
  });

  it("is refused to the anonymous role", async () => {
    const e = await dbError(
      db.system(async (q) => {
        await q("select set_config('role', 'anon', true)", []);
        return q("select * from public.get_current_user_managees()", []);
      }),
    );
    expect(e.code).toBe("42501");
  });
});

describe("user roles", () => {
  const grant = (as: string, target: string, role: string) =>
    db.as(as, (q) => q("insert into public.user_role (user_id, role) values ($1, $2)", [account(target).userId, role]));
  const revoke = (as: string, target: string, role: string) =>
    db.as(as, (q) =>
      q("delete from public.user_role where user_id = $1 and role = $2", [account(target).userId, role]),
    );

  it("only a developer may grant or remove the developer role — R:ROLE-DEV-ROLE", async () => {
    expect((await dbError(grant("direction", "consultant", "team_member_developer"))).message).toBe(
      "Seul un développeur peut attribuer ou retirer le rôle développeur",
    );
    expect((await dbError(revoke("direction", "dev", "team_member_developer"))).message).toBe(
      "Seul un développeur peut attribuer ou retirer le rôle développeur",
    );
    expect((await grant("dev", "consultant", "team_member_developer")).rowCount).toBe(1);
    expect((await revoke("dev", "dev", "team_member_developer")).rowCount).toBe(1);
  });

  it("country managers grant other roles; nobody but a developer edits their own", async () => {
    expect((await grant("direction", "consultant", "csm_team_member")).rowCount).toBe(1);
    expect((await dbError(grant("direction", "direction", "accounting_team_member"))).message).toBe(
      "Vous ne pouvez pas modifier vos propres rôles",
    );
    expect((await dbError(grant("manager", "consultant", "csm_team_member"))).code).toBe("42501");
  });

  it("roles count only for active team members", async () => {
    const roles = await db.setupThenAs(
      "csm",
      (q) => q("update public.team_member set offboarded_at = now() where id = $1", [member("csm")]),
      async (q) => (await q<{ n: string }>("select count(*) as n from public.talent", [])).rows[0].n,
    );
    expect(Number(roles)).toBe(0);
  });
});

describe("team member self-service", () => {
  it("switches the current workspace among one's memberships only — R:ROLE-WS-CURRENT", async () => {
    const ok = await db.as("manager", (q) =>
      q("update public.team_member set workspace_id = $1 where id = $2", [
        WORKSPACES.cabinetMartin.id,
        member("manager"),
      ]),
    );
    expect(ok.rowCount).toBe(1);
    const e = await dbError(
      db.as("consultant", (q) =>
        q("update public.team_member set workspace_id = $1 where id = $2", [
          WORKSPACES.cabinetMartin.id,
          member("consultant"),
        ]),
      ),
    );
    expect(e.message).toBe("Ce membre n'appartient pas à ce workspace");
  });

  it("autonomy is set by the member's manager, not by the member", async () => {
    expect(
      (
        await db.as("manager", (q) =>
          q("update public.team_member set is_autonomous = true where id = $1", [member("consultant")]),
        )
      ).rowCount,
    ).toBe(1);
    const e = await dbError(
      db.as("consultant", (q) =>
        q("update public.team_member set is_autonomous = true where id = $1", [member("consultant")]),
      ),
    );
    expect(e.message).toBe("Seul un manager du membre peut modifier son autonomie");
  });

  it("identity columns are for developers", async () => {
    const e = await dbError(
      db.as("direction", (q) =>
        q("update public.team_member set email = 'x@renfort.test' where id = $1", [member("consultant")]),
      ),
    );
    expect(e.message).toBe("Seul un développeur peut modifier l'identité ou le workspace principal d'un membre");
  });

  it("a member cannot leave the workspace they are working in", async () => {
    const e = await dbError(
      db.as("dev", (q) =>
        q("delete from public.team_member_workspace where team_member_id = $1 and workspace_id = $2", [
          member("consultant"),
          WORKSPACES.renfort.id,
        ]),
      ),
    );
    expect(e.message).toBe("Impossible de retirer un membre de son workspace courant ou principal");
  });
});

describe("audit columns", () => {
  it("updated_at and updated_by follow the caller; created_by cannot be forged", async () => {
    const row = await db.as("csm", async (q) => {
      const c = await q<{ id: string; created_by: string }>(
        "select id, created_by from public.contact where workspace_id = $1 and status = 'active' and created_by <> $2 limit 1",
        [WORKSPACES.renfort.id, account("marketing").userId],
      );
      await q("update public.contact set job_title = 'Chef de chantier principal', created_by = $2 where id = $1", [
        c.rows[0].id,
        account("marketing").userId,
      ]);
      const after = (
        await q<{ created_by: string; updated_by: string; fresh: boolean }>(
          "select created_by, updated_by, updated_at > now() - interval '1 minute' as fresh from public.contact where id = $1",
          [c.rows[0].id],
        )
      ).rows[0];
      return { ...after, before: c.rows[0].created_by };
    });
    expect(row.updated_by).toBe(account("csm").userId);
    expect(row.created_by).toBe(row.before);
    expect(row.fresh).toBe(true);
  });

  it("inserts stamp the caller as creator", async () => {
    const created = await db.as(
      "consultant",
      async (q) =>
        (
          await q<{ created_by: string }>(
            "insert into public.company (name, created_by) values ('Test Audit SAS', $1) returning created_by",
            [account("dev").userId],
          )
        ).rows[0].created_by,
    );
    expect(created).toBe(account("consultant").userId);
  });

  it("new rows default to the caller's current workspace", async () => {
    const ws = await db.as(
      "independant",
      async (q) =>
        (
          await q<{ workspace_id: string }>(
            "insert into public.company (name) values ('Cabinet Client SARL') returning workspace_id",
            [],
          )
        ).rows[0].workspace_id,
    );
    expect(ws).toBe(WORKSPACES.cabinetMartin.id);
  });
});

describe("access helpers for the front end", () => {
  it("get_current_user_access() describes the caller", async () => {
    const access = await db.as(
      "manager",
      async (q) =>
        (await q<{ a: Record<string, unknown> }>("select public.get_current_user_access() as a", [])).rows[0].a,
    );
    expect(access).toMatchObject({
      team_member_id: member("manager"),
      workspace_id: WORKSPACES.renfort.id,
      management_level: 2,
      is_autonomous: true,
      roles: ["consultant_team_member"],
    });
    expect(access.workspace_ids).toEqual(expect.arrayContaining([WORKSPACES.renfort.id, WORKSPACES.cabinetMartin.id]));
  });

  it("get_my_permissions() returns the caller's rows of the matrix", async () => {
    const rows = await db.as(
      "marketing",
      async (q) =>
        (
          await q<{ resource: string; action: string }>(
            "select resource, action::text from public.get_my_permissions()",
            [],
          )
        ).rows,
    );
    const has = (resource: string, action: string) => rows.some((r) => r.resource === resource && r.action === action);
    expect(has("talent", "select")).toBe(true);
    expect(has("talent_private", "select")).toBe(false);
    expect(has("pay_tracking", "select")).toBe(false);
    expect(has("contract", "select")).toBe(false);
  });

  it("a fresh session as the same user still works after a role switch", async () => {
    const n = await db.system(async (q) => {
      await becomeUser(q, account("csm"));
      return (await q<{ n: string }>("select count(*) as n from public.contract", [])).rows[0].n;
    });
    expect(Number(n)).toBeGreaterThan(0);
  });
});
