// Workspace isolation: the partner agency and Renfort never see each other's rows, the
// independent's workspace is separate, a signed-in non-member sees nothing at all, and the
// anonymous role cannot even read the tables. The catalog checks run on the database; the
// reads and writes go through the local server, each account signed in with its password.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonKey } from "../../tests/server/helpers.ts";
import { DEMO_ACCOUNTS, EXTRA_CONSULTANTS, WORKSPACES } from "../seed/accounts.ts";
import { account, coreTables, testDatabase, type TestDatabase } from "./support/db.ts";
import { rest, signIn, type RestResult } from "./support/http.ts";

let db: TestDatabase;
let tables: Array<{ name: string; hasWorkspace: boolean }>;

beforeAll(async () => {
  db = await testDatabase();
  const core = await coreTables(db.engine);
  const r = await db.engine.query<{ name: string; has_workspace: boolean }>(
    `select c.relname as name,
            exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'workspace_id' and not a.attisdropped) as has_workspace
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and c.relname = any ($1::text[]) order by 1`,
    [core],
  );
  // team_member.workspace_id is the member's current workspace, not the row's owner: members
  // are visible through shared memberships, checked separately.
  tables = r.rows.map((t) => ({ name: t.name, hasWorkspace: t.has_workspace && t.name !== "team_member" }));
});

afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const tokens = new Map<string, Promise<string>>();
/** The session token of a demo account (signed in once per file). */
function tokenOf(key: string): Promise<string> {
  if (!tokens.has(key)) tokens.set(key, signIn(account(key)));
  return tokens.get(key)!;
}

/** Whether the account reads a row of `table` through /rest/v1 with these filters. */
async function read(
  key: string,
  table: string,
  filters = "",
  schema?: string,
): Promise<{ table: string; rows: number; error: string | null }> {
  // the NIR and the IBAN are not selectable at all (read through reveal_talent_private): the row's key is
  const select = table === "talent_private" ? "&select=talent_id" : "";
  const r: RestResult = await rest(
    await tokenOf(key),
    "GET",
    table,
    `limit=1${select}${filters ? `&${filters}` : ""}`,
    { schema },
  );
  return { table, rows: r.rows.length, error: r.error ? `${r.error.code} ${r.error.message}` : null };
}
const none = (table: string) => ({ table, rows: 0, error: null });

const RENFORT_KEYS = [
  "dev",
  "direction",
  "manager",
  "consultant",
  "comptable",
  "csm",
  "csmExterne",
  "marketing",
  "adminIndependants",
];

describe("row-level security is on", () => {
  it("every table of the core schema has RLS enabled", async () => {
    const r = await db.engine.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity and c.relname = any ($1::text[])`,
      [tables.map((t) => t.name)],
    );
    expect(tables.length).toBeGreaterThan(40);
    expect(r.rows.map((x) => x.relname)).toEqual([]);
  });

  it("no policy allows writes with a constant true", async () => {
    const r = await db.engine.query<{ policyname: string }>(
      `select policyname from pg_policies where schemaname in ('public', 'storage')
       and cmd <> 'SELECT' and (coalesce(qual, '') in ('true', '(true)') or coalesce(with_check, '') in ('true', '(true)'))`,
      [],
    );
    expect(r.rows).toEqual([]);
  });

  it("every policy targets authenticated and is named '<table>: <who> can <verb> <scope>'", async () => {
    const r = await db.engine.query<{ tablename: string; policyname: string; roles: string[] | string }>(
      `select tablename, policyname, roles from pg_policies where schemaname = 'public' and tablename = any ($1::text[])`,
      [tables.map((t) => t.name)],
    );
    expect(r.rows.length).toBeGreaterThan(130);
    for (const p of r.rows) {
      expect(String(p.roles)).toContain("authenticated");
      expect(p.policyname).toMatch(new RegExp(`^${p.tablename}: .+ can (select|insert|update|delete|mark)( .+)?$`));
    }
  });

  it("every foreign key of the core tables has an index starting with its columns", async () => {
    const r = await db.engine.query<{ missing: string }>(
      `select c.conrelid::regclass::text || '.' || c.conname as missing
       from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
       where c.contype = 'f' and n.nspname = 'public' and t.relname = any ($1::text[])
         and not exists (select 1 from pg_index i where i.indrelid = c.conrelid
                           and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
                           and c.conkey @> (i.indkey::int2[])[0:cardinality(c.conkey) - 1])`,
      [tables.map((t) => t.name)],
    );
    expect(r.rows.map((x) => x.missing)).toEqual([]);
  });

  it("every column the core policies filter on is indexed (workspace, owner, author, recipient)", async () => {
    const r = await db.engine.query<{ missing: string }>(
      `select c.relname || '.' || a.attname as missing
       from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
       where n.nspname = 'public' and c.relname = any ($1::text[]) and a.attnum > 0 and not a.attisdropped
         and a.attname in ('workspace_id', 'owner_id', 'created_by', 'recipient_id', 'user_id', 'team_member_id')
         and not exists (select 1 from pg_index i where i.indrelid = c.oid and (i.indkey::int2[])[0] = a.attnum)`,
      [tables.map((t) => t.name)],
    );
    expect(r.rows.map((x) => x.missing)).toEqual([]);
  });

  it("every security definer function pins an empty search_path", async () => {
    const r = await db.engine.query<{ proname: string }>(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.prosecdef
         and not coalesce(p.proconfig, '{}') @> array['search_path=""']`,
      [],
    );
    expect(r.rows).toEqual([]);
  });

  it("the API roles cannot create objects in the schemas the functions name (nothing can shadow them)", async () => {
    const r = await db.engine.query<{ grant: string }>(
      `select r.rolname || ' ' || n.nspname as grant
       from pg_roles r cross join pg_namespace n
       where r.rolname in ('anon', 'authenticated') and n.nspname in ('public', 'private', 'auth', 'storage')
         and has_schema_privilege(r.oid, n.oid, 'create')`,
      [],
    );
    expect(r.rows).toEqual([]);
  });
});

describe("cross-workspace isolation, through /rest/v1", () => {
  // Other test files add rows (members, memberships, workspaces) while these run: the reads
  // look for the rows of the other workspaces and of the seeded people, not for "anything else".
  it("the partner sees none of Renfort's rows, in any table — R:ROLE-WS-RLS", async () => {
    const others = `(${WORKSPACES.renfort.id},${WORKSPACES.cabinetMartin.id})`;
    const seen = await Promise.all(
      tables.filter((t) => t.hasWorkspace).map((t) => read("partenaire", t.name, `workspace_id=in.${others}`)),
    );
    expect(seen).toEqual(tables.filter((t) => t.hasWorkspace).map((t) => none(t.name)));
    const people = DEMO_ACCOUNTS.filter((x) => x.key !== "partenaire");
    const members = `(${[...people.flatMap((x) => x.teamMemberId ?? []), ...EXTRA_CONSULTANTS.map((x) => x.id)].join(",")})`;
    const users = `(${people.map((x) => x.userId).join(",")})`;
    expect(await read("partenaire", "workspace", `id=in.${others}`)).toEqual(none("workspace"));
    expect(await read("partenaire", "team_member", `id=in.${members}`)).toEqual(none("team_member"));
    expect(await read("partenaire", "auth_user", `id=in.${users}`)).toEqual(none("auth_user"));
    expect(await read("partenaire", "user_role", `user_id=in.${users}`)).toEqual(none("user_role"));
  });

  it("the partner does see its own workspace's data", async () => {
    for (const table of [
      "talent",
      "company",
      "mission",
      "application",
      "contract",
      "timesheet_week",
      "document",
      "note",
    ]) {
      const seen = await read("partenaire", table);
      expect({ table, error: seen.error, some: seen.rows > 0 }).toEqual({ table, error: null, some: true });
    }
  });

  it("no Renfort account sees the partner's rows — R:ROLE-WS-RLS", async () => {
    await Promise.all(
      RENFORT_KEYS.map(async (key) => {
        const seen = await Promise.all(
          tables
            .filter((t) => t.hasWorkspace)
            .map((t) => read(key, t.name, `workspace_id=eq.${WORKSPACES.partner.id}`)),
        );
        expect({ key, seen }).toEqual({ key, seen: tables.filter((t) => t.hasWorkspace).map((t) => none(t.name)) });
        expect({ key, seen: await read(key, "team_member", `id=eq.${account("partenaire").teamMemberId}`) }).toEqual({
          key,
          seen: none("team_member"),
        });
      }),
    );
  });

  it("the independent consultant sees only Cabinet Martin", async () => {
    const seen = await Promise.all(
      tables
        .filter((t) => t.hasWorkspace)
        .map((t) => read("independant", t.name, `workspace_id=in.(${WORKSPACES.renfort.id},${WORKSPACES.partner.id})`)),
    );
    expect(seen).toEqual(tables.filter((t) => t.hasWorkspace).map((t) => none(t.name)));
    expect((await read("independant", "talent")).rows).toBeGreaterThan(0);
  });

  it("members of several workspaces see the rows of each", async () => {
    const r = await rest(await tokenOf("adminIndependants"), "GET", "talent", "select=workspace_id");
    expect(r.error).toBeNull();
    expect([...new Set(r.rows.map((x) => x.workspace_id))].sort()).toEqual(
      [WORKSPACES.renfort.id, WORKSPACES.cabinetMartin.id].sort(),
    );
  });

  it("a row cannot be written into a workspace one does not belong to", async () => {
    const r = await rest(await tokenOf("partenaire"), "POST", "company", "", {
      body: { workspace_id: WORKSPACES.renfort.id, name: "Intrus SAS" },
    });
    expect(r.error?.code).toBe("42501");
  });

  it("a row of one's workspace cannot point to another workspace's row", async () => {
    const token = await tokenOf("adminIndependants");
    const talent = await rest(token, "GET", "talent", `select=id&workspace_id=eq.${WORKSPACES.renfort.id}&limit=1`);
    const mixed = await rest(token, "POST", "document", "", {
      body: { workspace_id: WORKSPACES.cabinetMartin.id, type: "cv", talent_id: talent.rows[0].id },
    });
    expect(mixed.error?.message).toBe("Le talent doit appartenir au même workspace");
  });
});

describe("a signed-in user who is not a team member, through /rest/v1", () => {
  it("sees zero rows in every table — R:ROLE-GUARD-MEMBER", async () => {
    const seen = await Promise.all(tables.map((t) => read("candidat", t.name)));
    expect(seen).toEqual(tables.map((t) => none(t.name)));
    // the app's buckets only: the storage suite's fixture lets any user read its own `test-%` buckets
    expect(await read("candidat", "buckets", "id=not.like.test-*", "storage")).toEqual(none("buckets"));
    expect(await read("candidat", "objects", "bucket_id=not.like.test-*", "storage")).toEqual(none("objects"));
  });

  it("gets nothing from the RPCs", async () => {
    const token = await tokenOf("candidat");
    const call = (fn: string, body: Record<string, unknown> = {}) => rest(token, "POST", `rpc/${fn}`, "", { body });
    for (const [fn, body] of [
      ["get_current_user_managees", {}],
      ["search_talents", { p_query: "martin" }],
      ["search_records", { p_query: "martin" }],
      ["get_my_permissions", {}],
    ] as const) {
      const r = await call(fn, body);
      expect({ fn, error: r.error, rows: r.rows }).toEqual({ fn, error: null, rows: [] });
    }
    const access = await call("get_current_user_access");
    expect({ error: access.error, rows: access.rows }).toEqual({ error: null, rows: [] });
  });

  it("cannot write anywhere", async () => {
    const r = await rest(await tokenOf("candidat"), "POST", "talent", "", {
      body: { workspace_id: WORKSPACES.renfort.id, first_name: "A", last_name: "B" },
    });
    expect(r.error?.code).toBe("42501");
  });
});

describe("the anonymous role, through /rest/v1", () => {
  it("has no privilege on the tables", async () => {
    for (const table of ["talent", "workspace", "team_member", "contract", "job"]) {
      const r = await rest(anonKey(), "GET", table, "select=*&limit=1");
      expect({ table, code: r.error?.code }).toEqual({ table, code: "42501" });
    }
  });
});
