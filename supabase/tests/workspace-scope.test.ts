// The current workspace scopes what a member reads (docs/rules/roles.md#workspaces): lists, counts and search show
// the current workspace, or all the member's workspaces when they chose it and their roles
// allow it; the choice never widens what RLS grants. Country managers rename their workspace.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKSPACES } from "../seed/accounts.ts";
import { account, attempt, testDatabase, type Query, type TestDatabase } from "./support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const RENFORT = WORKSPACES.renfort.id;
const MARTIN = WORKSPACES.cabinetMartin.id;
const PARTNER = WORKSPACES.partner.id;

/** Sets a member's current workspace and "all my workspaces" choice (as the system). */
const choose = (key: string, workspaceId: string, seesAll: boolean) => async (q: Query) => {
  await q("update public.team_member set workspace_id = $2, sees_all_workspaces = $3 where id = $1", [
    account(key).teamMemberId,
    workspaceId,
    seesAll,
  ]);
};

const talentCounts = async (q: Query) => {
  const r = await q<{ workspace_id: string; n: string }>(
    "select workspace_id, count(*) as n from public.talent group by workspace_id",
    [],
  );
  return Object.fromEntries(r.rows.map((row) => [row.workspace_id, Number(row.n)]));
};

const systemCounts = () => db.system(talentCounts);

describe("current workspace", () => {
  it("scopes the developer's talents to Cabinet Martin once switched there, to all on request — R:ROLE-WS-CURRENT, R:ROLE-WS-ALL", async () => {
    const all = await systemCounts();
    const martinOnly = await db.setupThenAs("dev", choose("dev", MARTIN, false), talentCounts);
    expect(martinOnly).toEqual({ [MARTIN]: all[MARTIN] });
    const renfortOnly = await db.setupThenAs("dev", choose("dev", RENFORT, false), talentCounts);
    expect(renfortOnly).toEqual({ [RENFORT]: all[RENFORT] });
    const both = await db.setupThenAs("dev", choose("dev", MARTIN, true), talentCounts);
    expect(both).toEqual({ [RENFORT]: all[RENFORT], [MARTIN]: all[MARTIN] });
  });

  it("scopes the list functions and the search too — R:ROLE-WS-CURRENT", async () => {
    const sql = `select (select count(*) from public.talents_matching_text('a')) as text_search,
                        (select count(*) from public.search_records('martin', 200) s join public.talent t on t.id = s.id) as records`;
    const martin = await db.setupThenAs("dev", choose("dev", MARTIN, false), async (q) => {
      const r = await q<{ text_search: string; records: string }>(sql, []);
      const foreign = await q<{ n: string }>(
        "select count(*) as n from public.talents_matching_text('a') t where t.workspace_id <> $1",
        [MARTIN],
      );
      return { ...r.rows[0], foreign: Number(foreign.rows[0].n) };
    });
    const both = await db.setupThenAs(
      "dev",
      choose("dev", MARTIN, true),
      async (q) => (await q<{ text_search: string }>(sql, [])).rows[0],
    );
    expect(martin.foreign).toBe(0);
    expect(Number(martin.text_search)).toBeGreaterThan(0);
    expect(Number(both.text_search)).toBeGreaterThan(Number(martin.text_search));
  });

  it("keeps every membership in the workspace list (the switcher's choices)", async () => {
    const ids = await db.setupThenAs("dev", choose("dev", MARTIN, false), async (q) =>
      (await q<{ id: string }>("select id from public.workspace order by name", [])).rows.map((w) => w.id),
    );
    expect(ids.sort()).toEqual([RENFORT, MARTIN].sort());
  });

  it("never widens: a consultant who may not see several workspaces stays in the current one — R:ROLE-WS-ALL", async () => {
    // manager@ may (level 2); consultant@ belongs to Renfort only: "all" adds nothing
    const consultant = await db.setupThenAs("consultant", choose("consultant", RENFORT, true), talentCounts);
    expect(Object.keys(consultant)).toEqual([RENFORT]);
    // independant@ (level 1, consultant only) is given a Renfort membership: "all" is not his to choose
    const independent = await db.setupThenAs(
      "independant",
      async (q) => {
        await q("insert into public.team_member_workspace (team_member_id, workspace_id) values ($1, $2)", [
          account("independant").teamMemberId,
          RENFORT,
        ]);
        await choose("independant", MARTIN, true)(q);
      },
      talentCounts,
    );
    expect(Object.keys(independent)).toEqual([MARTIN]);
    // the partner's choice never reaches Renfort's rows
    const partner = await db.setupThenAs("partenaire", choose("partenaire", PARTNER, true), talentCounts);
    expect(Object.keys(partner)).toEqual([PARTNER]);
  });

  it("is each member's own choice", async () => {
    const r = await db.as("direction", (q) =>
      attempt(q, () =>
        q("update public.team_member set sees_all_workspaces = true where id = $1", [
          account("consultant").teamMemberId,
        ]),
      ),
    );
    expect(r.ok ? null : r.error.message).toBe("Vous ne pouvez modifier que votre propre profil");
    const self = await db.as("dev", (q) =>
      attempt(q, () =>
        q("update public.team_member set workspace_id = $2, sees_all_workspaces = false where id = $1 returning id", [
          account("dev").teamMemberId,
          MARTIN,
        ]),
      ),
    );
    expect(self.ok).toBe(true);
  });
});

describe("workspace name", () => {
  const rename = (q: Query, name: string) =>
    q<{ name: string }>("update public.workspace set name = $2 where id = $1 returning name", [RENFORT, name]);

  it("a country manager renames the current workspace, but changes nothing else", async () => {
    expect((await db.as("direction", (q) => rename(q, "Renfort Lyon"))).rows).toEqual([{ name: "Renfort Lyon" }]);
    const other = await db.as("direction", (q) =>
      attempt(q, () => q("update public.workspace set is_independent_workspace = true where id = $1", [RENFORT])),
    );
    expect(other.ok ? null : other.error.message).toBe("Seul un développeur peut modifier ce paramètre du workspace");
  });

  it("a developer renames it; a consultant or a manager below level 3 cannot", async () => {
    expect((await db.as("dev", (q) => rename(q, "Renfort SAS"))).rows).toHaveLength(1);
    expect((await db.as("consultant", (q) => rename(q, "Renfort X"))).rows).toHaveLength(0);
    expect((await db.as("manager", (q) => rename(q, "Renfort Y"))).rows).toHaveLength(0);
  });
});
