// Workspace isolation: the partner agency and Renfort never see each other's rows, the
// independent's workspace is separate, a signed-in non-member sees nothing at all, and the
// anonymous role cannot even read the tables.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKSPACES } from "../seed/accounts.ts";
import { account, coreTables, dbError, testDatabase, type TestDatabase } from "./support/db.ts";

let db: TestDatabase;
let tables: Array<{ name: string; hasWorkspace: boolean }>;

beforeAll(async () => {
  db = await testDatabase();
  const core = await coreTables(db.engine);
  const r = await db.engine.query<{ name: string; has_workspace: boolean }>(
    `select c.relname as name,
            exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'workspace_id' and not a.attisdropped) as has_workspace
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and c.relname = any ($1::text[]) order by 1`, [core]);
  // team_member.workspace_id is the member's current workspace, not the row's owner: members
  // are visible through shared memberships, checked separately.
  tables = r.rows.map((t) => ({ name: t.name, hasWorkspace: t.has_workspace && t.name !== "team_member" }));
});

afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const count = async (q: (sql: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>, sql: string, params: unknown[] = []) =>
  Number((await q(sql, params)).rows[0].n);

describe("row-level security is on", () => {
  it("every table of the core schema has RLS enabled", async () => {
    const r = await db.engine.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity and c.relname = any ($1::text[])`,
      [tables.map((t) => t.name)]);
    expect(tables.length).toBeGreaterThan(40);
    expect(r.rows.map((x) => x.relname)).toEqual([]);
  });

  it("no policy allows writes with a constant true", async () => {
    const r = await db.engine.query<{ policyname: string }>(
      `select policyname from pg_policies where schemaname in ('public', 'storage')
       and cmd <> 'SELECT' and (coalesce(qual, '') in ('true', '(true)') or coalesce(with_check, '') in ('true', '(true)'))`, []);
    expect(r.rows).toEqual([]);
  });

  it("every policy targets authenticated and is named '<table>: <who> can <verb> <scope>'", async () => {
    const r = await db.engine.query<{ tablename: string; policyname: string; roles: string[] | string }>(
      `select tablename, policyname, roles from pg_policies where schemaname = 'public' and tablename = any ($1::text[])`,
      [tables.map((t) => t.name)]);
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
                           and c.conkey @> (i.indkey::int2[])[0:cardinality(c.conkey) - 1])`, [tables.map((t) => t.name)]);
    expect(r.rows.map((x) => x.missing)).toEqual([]);
  });

  it("every column the core policies filter on is indexed (workspace, owner, author, recipient)", async () => {
    const r = await db.engine.query<{ missing: string }>(
      `select c.relname || '.' || a.attname as missing
       from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
       where n.nspname = 'public' and c.relname = any ($1::text[]) and a.attnum > 0 and not a.attisdropped
         and a.attname in ('workspace_id', 'owner_id', 'created_by', 'recipient_id', 'user_id', 'team_member_id')
         and not exists (select 1 from pg_index i where i.indrelid = c.oid and (i.indkey::int2[])[0] = a.attnum)`, [tables.map((t) => t.name)]);
    expect(r.rows.map((x) => x.missing)).toEqual([]);
  });

  it("every security definer function pins an empty search_path", async () => {
    const r = await db.engine.query<{ proname: string }>(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.prosecdef
         and not coalesce(p.proconfig, '{}') @> array['search_path=""']`, []);
    expect(r.rows).toEqual([]);
  });
});

describe("cross-workspace isolation", () => {
  it("the partner sees none of Renfort's rows, in any table", async () => {
    await db.as("partenaire", async (q) => {
      for (const t of tables.filter((x) => x.hasWorkspace)) {
        const n = await count(q, `select count(*) as n from public.${t.name} where workspace_id <> $1`, [WORKSPACES.partner.id]);
        expect({ table: t.name, rows: n }).toEqual({ table: t.name, rows: 0 });
      }
      expect(await count(q, "select count(*) as n from public.workspace where id <> $1", [WORKSPACES.partner.id])).toBe(0);
      expect(await count(q, "select count(*) as n from public.team_member where id <> $1", [account("partenaire").teamMemberId])).toBe(0);
      expect(await count(q, "select count(*) as n from public.auth_user where id <> $1", [account("partenaire").userId])).toBe(0);
      expect(await count(q, "select count(*) as n from public.user_role where user_id <> $1", [account("partenaire").userId])).toBe(0);
    });
  });

  it("the partner does see its own workspace's data", async () => {
    await db.as("partenaire", async (q) => {
      for (const table of ["talent", "company", "mission", "application", "contract", "timesheet_week", "document", "note"]) {
        expect(await count(q, `select count(*) as n from public.${table}`)).toBeGreaterThan(0);
      }
    });
  });

  it("no Renfort account sees the partner's rows", async () => {
    for (const key of ["dev", "direction", "manager", "consultant", "comptable", "csm", "csmExterne", "marketing", "adminIndependants"]) {
      await db.as(key, async (q) => {
        for (const t of tables.filter((x) => x.hasWorkspace)) {
          const n = await count(q, `select count(*) as n from public.${t.name} where workspace_id = $1`, [WORKSPACES.partner.id]);
          expect({ account: key, table: t.name, rows: n }).toEqual({ account: key, table: t.name, rows: 0 });
        }
        expect(await count(q, "select count(*) as n from public.team_member where id = $1", [account("partenaire").teamMemberId])).toBe(0);
      });
    }
  });

  it("the independent consultant sees only Cabinet Martin", async () => {
    await db.as("independant", async (q) => {
      for (const t of tables.filter((x) => x.hasWorkspace)) {
        const n = await count(q, `select count(*) as n from public.${t.name} where workspace_id <> $1`, [WORKSPACES.cabinetMartin.id]);
        expect({ table: t.name, rows: n }).toEqual({ table: t.name, rows: 0 });
      }
      expect(await count(q, "select count(*) as n from public.talent")).toBeGreaterThan(0);
    });
  });

  it("members of several workspaces see the rows of each", async () => {
    await db.as("adminIndependants", async (q) => {
      const r = await q<{ workspace_id: string }>("select distinct workspace_id from public.talent order by 1", []);
      expect(r.rows.map((x) => x.workspace_id).sort()).toEqual([WORKSPACES.renfort.id, WORKSPACES.cabinetMartin.id].sort());
    });
  });

  it("a row cannot be written into a workspace one does not belong to", async () => {
    const error = await dbError(db.as("partenaire", (q) =>
      q("insert into public.company (workspace_id, name) values ($1, 'Intrus SAS')", [WORKSPACES.renfort.id])));
    expect(error.code).toBe("42501");
  });

  it("a row of one's workspace cannot point to another workspace's row", async () => {
    const mixed = await dbError(db.setupThenAs("adminIndependants",
      (q) => q<{ id: string }>("select id from public.talent where workspace_id = $1 limit 1", [WORKSPACES.renfort.id]),
      (q, talent) => q("insert into public.document (workspace_id, type, talent_id) values ($1, 'cv', $2)", [WORKSPACES.cabinetMartin.id, talent.rows[0].id])));
    expect(mixed.message).toBe("Le talent doit appartenir au même workspace");
  });
});

describe("a signed-in user who is not a team member", () => {
  it("sees zero rows in every table", async () => {
    await db.as("candidat", async (q) => {
      for (const t of tables) {
        const n = await count(q, `select count(*) as n from public.${t.name}`);
        expect({ table: t.name, rows: n }).toEqual({ table: t.name, rows: 0 });
      }
      expect(await count(q, "select count(*) as n from storage.buckets")).toBe(0);
      expect(await count(q, "select count(*) as n from storage.objects")).toBe(0);
    });
  });

  it("gets nothing from the RPCs", async () => {
    await db.as("candidat", async (q) => {
      expect((await q("select * from public.get_current_user_managees()", [])).rows).toEqual([]);
      expect((await q("select * from public.search_talents('martin')", [])).rows).toEqual([]);
      expect((await q("select * from public.search_records('martin')", [])).rows).toEqual([]);
      expect((await q("select * from public.get_my_permissions()", [])).rows).toEqual([]);
      expect((await q<{ access: unknown }>("select public.get_current_user_access() as access", [])).rows[0].access).toBeNull();
    });
  });

  it("cannot write anywhere", async () => {
    const error = await dbError(db.as("candidat", (q) =>
      q("insert into public.talent (workspace_id, first_name, last_name) values ($1, 'A', 'B')", [WORKSPACES.renfort.id])));
    expect(error.code).toBe("42501");
  });
});

describe("the anonymous role", () => {
  it("has no privilege on the tables", async () => {
    for (const table of ["talent", "workspace", "team_member", "contract", "job"]) {
      const error = await dbError(db.system(async (q) => {
        await q("select set_config('role', 'anon', true), set_config('request.jwt.claims', '{\"role\":\"anon\"}', true)", []);
        return q(`select count(*) from public.${table}`, []);
      }));
      expect(error.code).toBe("42501");
    }
  });
});
