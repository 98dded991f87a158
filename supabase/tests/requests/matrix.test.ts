// The role × table × operation matrix of the request family: every demo account runs
// select, insert, update and delete on every request-family table as the REST layer would,
// and the outcome must be what public.role_permission says; the partner (an external
// workspace) and a signed-in non-member get nothing of it. The matrix is read as the core
// tables' (support/expected.ts); the request family adds only the external-workspace rule.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDbError } from "../../../server/db/engine.ts";
import { DEMO_ACCOUNTS, WORKSPACES, type DemoAccount } from "../../seed/accounts.ts";
import { becomeUser, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { can, permissionsOf, type PermissionRow, type Permissions } from "../support/expected.ts";
import {
  caseContext,
  insertJson,
  newUuid,
  OPS,
  pkWhere,
  sampleRow,
  tableMeta,
  type CaseContext,
  type Op,
  type TableMeta,
  type TableStrategy,
} from "../support/matrix.ts";
import { REQUEST_STRATEGIES } from "./support/strategies.ts";
import { REINSERT_SETUP } from "./support/workflow.ts";

type Outcome = "allow" | "deny";

let db: TestDatabase;
let perms: Permissions = new Map();
const metas = new Map<string, TableMeta>();
let familyTables: string[];

beforeAll(async () => {
  db = await testDatabase();
  const r = await db.engine.query<PermissionRow>(
    "select role::text, resource, action::text, scope::text from public.role_permission",
    [],
  );
  perms = permissionsOf(r.rows);
  await db.system(async (q) => {
    for (const s of REQUEST_STRATEGIES) metas.set(s.table, await tableMeta(q, s.table));
    // the family: the registry and every table whose policies read the request workspaces, but
    // request_deadline, derived from it (read-only, kept by triggers; its visibility is checked
    // in supabase/tests/action-centre/request-deadline.test.ts)
    familyTables = (
      await q<{ t: string }>(
        `select distinct tablename as t from pg_policies where schemaname = 'public' and tablename <> 'request_deadline'
       and (qual like '%request_workspace_ids%' or with_check like '%request_workspace_ids%' or tablename = 'request_type') order by 1`,
        [],
      )
    ).rows.map((x) => x.t);
  });
});

afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const isExternal = (a: DemoAccount) => a.workspace === "partner";

function expected(a: DemoAccount, s: TableStrategy, op: Op, owned: boolean): Outcome {
  if (!a.teamMemberId) return "deny";
  if (isExternal(a) && s.table !== "request_type") return "deny";
  return can(perms, a, s.table, op, owned) ? "allow" : "deny";
}

/** The samples of an external account are Renfort's rows, which it must not reach. */
const contextOf = (a: DemoAccount): CaseContext => {
  const ctx = caseContext(a);
  return isExternal(a) ? { ...ctx, workspaceId: WORKSPACES.renfort.id } : ctx;
};

async function run(ctx: CaseContext, s: TableStrategy, op: Op): Promise<{ got: string; owned: boolean }> {
  const meta = metas.get(s.table)!;
  let owned = false;
  const got = await db.system(async (q: Query): Promise<string> => {
    const found = await sampleRow(q, s, ctx);
    if (!found) return `aucune ligne d'exemple dans ${s.table} pour ${ctx.account.key}`;
    owned = found.owned;
    const sample = found.row;
    let action: () => Promise<number>;
    if (op === "select" || op === "update") {
      const w = pkWhere(meta, sample);
      action =
        op === "select"
          ? async () =>
              Number(
                (await q<{ n: string }>(`select count(*) as n from public.${s.table} where ${w.sql}`, w.params)).rows[0]
                  .n,
              )
          : async () =>
              (await q(`update public.${s.table} set "${meta.pk[0]}" = "${meta.pk[0]}" where ${w.sql}`, w.params))
                .rowCount;
    } else if (op === "delete") {
      let target = sample;
      if (s.delete === "clone") {
        const id = await newUuid(q);
        target = { ...sample, id, ...(s.cloneOverrides?.(ctx, id) ?? {}) };
        await insertJson(q, s.table, meta, target);
      }
      const w = pkWhere(meta, target);
      action = async () => (await q(`delete from public.${s.table} where ${w.sql}`, w.params)).rowCount;
    } else {
      let row: Record<string, unknown>;
      if (s.insert.mode === "clone") {
        const id = await newUuid(q);
        row = { ...sample, id, ...(s.insert.overrides?.(ctx, id) ?? {}) };
      } else {
        const w = pkWhere(meta, sample);
        // what a reinserted request needs beyond its row (an acompte: the server's net)
        if (REINSERT_SETUP[s.table]) await q(REINSERT_SETUP[s.table](String(sample.id)), []);
        await q(`delete from public.${s.table} where ${w.sql}`, w.params);
        row = { ...sample, ...(s.insert.mode === "reinsert" ? (s.insert.overrides?.(ctx, "") ?? {}) : {}) };
      }
      action = async () => {
        await insertJson(q, s.table, meta, row);
        return 1;
      };
    }
    await becomeUser(q, ctx.account);
    try {
      return (await action()) > 0 ? "allow" : "deny";
    } catch (e) {
      if (isDbError(e) && e.code === "42501") return "deny";
      if (isDbError(e)) return `${e.code} ${e.message}`;
      throw e;
    }
  });
  return { got, owned };
}

describe("the request matrix covers the family", () => {
  it("has a strategy for every table of the request family", () => {
    expect(REQUEST_STRATEGIES.map((s) => s.table).sort()).toEqual(familyTables);
  });

  it("names every family table in the permission matrix, for the four operations where it is writable", () => {
    for (const table of familyTables) {
      expect({ table, select: [...perms.keys()].some((k) => k.endsWith(`|${table}|select`)) }).toEqual({
        table,
        select: true,
      });
    }
  });
});

describe.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))("%s", (_email, a) => {
  const ctx = contextOf(a);
  it.each(REQUEST_STRATEGIES.map((s) => [s.table, s] as const))(
    "%s: select, insert, update, delete as the matrix says",
    async (_table, s) => {
      const results: string[] = [];
      const wanted: string[] = [];
      for (const op of OPS) {
        const { got, owned } = await run(ctx, s, op);
        const want = expected(a, s, op, owned);
        wanted.push(`${op}: ${want}${owned ? " (own row)" : ""}`);
        results.push(`${op}: ${got}${owned ? " (own row)" : ""}`);
      }
      expect(results.join(" | ")).toBe(wanted.join(" | "));
    },
  );
});
