// The role × table × operation matrix: every demo account runs select, insert, update and
// delete on every table of the public schema, as the REST layer would (role authenticated
// + its JWT claims), and the outcome must be what public.role_permission (the permission
// matrix) says, plus the few membership- and level-based rules noted below.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDbError } from "../../server/db/engine.ts";
import { DEMO_ACCOUNTS, WORKSPACES, type DemoAccount } from "../seed/accounts.ts";
import { becomeUser, coreTables, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import {
  caseContext, insertJson, newUuid, OPS, pkWhere, sampleRow, STRATEGIES, tableMeta,
  type CaseContext, type Op, type TableMeta, type TableStrategy,
} from "./support/matrix.ts";

type Outcome = "allow" | "deny" | "skip";

// The tables of the core migrations (20260102…); other parts (requests…) test their own.
const MIGRATIONS = path.resolve(import.meta.dirname, "..", "migrations");
const CORE_MIGRATION_TABLES = readdirSync(MIGRATIONS)
  .filter((f) => f.startsWith("20260102") && f.endsWith(".sql"))
  .flatMap((f) => [...readFileSync(path.join(MIGRATIONS, f), "utf8").matchAll(/^create table public\.(\w+)/gm)].map((m) => m[1]))
  .sort();

let db: TestDatabase;
const perms = new Map<string, "all" | "own">();
const metas = new Map<string, TableMeta>();

beforeAll(async () => {
  db = await testDatabase();
  const r = await db.engine.query<{ role: string; resource: string; action: string; scope: "all" | "own" }>(
    "select role::text, resource, action::text, scope::text from public.role_permission", []);
  for (const p of r.rows) perms.set(`${p.role}|${p.resource}|${p.action}`, p.scope);
  await db.system(async (q) => {
    for (const s of STRATEGIES) metas.set(s.table, await tableMeta(q, s.table));
  });
});

afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** What the permission matrix grants the account on a row it does not own. */
const can = (a: DemoAccount, resource: string, action: Op, owned = false) =>
  a.roles.some((role) => {
    const scope = perms.get(`${role}|${resource}|${action}`);
    return scope === "all" || (scope === "own" && owned);
  });

const DEV = "team_member_developer";

/** The expected outcome: the matrix, plus the membership- and level-based policies. */
function expected(ctx: CaseContext, s: TableStrategy, op: Op, owned: boolean): Outcome {
  const a = ctx.account;
  if (!a.teamMemberId) return "deny";
  const isDev = a.roles.includes(DEV);
  const self = ctx.colleague.key === a.key;
  switch (s.table) {
    case "team_member":
      // members update themselves, managers their managees, country managers (level 3+) anyone
      if (op === "update") return self || isDev || a.managementLevel >= 3 ? "allow" : "deny";
      break;
    case "auth_user":
      if (op === "update" && self) return "allow";
      break;
    case "team_member_workspace":
    case "user_role":
      if (op === "insert" || op === "delete") {
        if (s.table === "user_role" && self && !isDev) return "deny"; // nobody edits their own roles
        const ok = isDev || a.managementLevel >= 3;
        // a new membership needs a member visible through another workspace of the caller
        if (s.table === "team_member_workspace" && op === "insert" && ok && a.memberships.length < 2) return "skip";
        return ok ? "allow" : "deny";
      }
      break;
    case "status_history":
      if (op === "select") return can(a, "contract", "select") ? "allow" : "deny";
      break;
    case "file_link":
      if (op === "select") return can(a, "contract", "select") ? "allow" : "deny";
      return can(a, "contract", "update") ? "allow" : "deny";
    case "notification":
      // the sample is addressed to the account
      if (op !== "insert") return "allow";
      break;
  }
  return can(a, s.resource ?? s.table, op, owned) ? "allow" : "deny";
}

const quote = (c: string) => `"${c}"`;

async function cloneInsert(q: Query, s: TableStrategy, meta: TableMeta, ctx: CaseContext, sample: Record<string, unknown>) {
  const id = await newUuid(q);
  const row = { ...sample, ...(meta.pk.includes("id") ? { id } : {}), ...(s.cloneOverrides?.(ctx, id) ?? {}) };
  await insertJson(q, s.table, meta, row);
  return row;
}

/** Runs one case in its own rolled-back transaction and reports what happened. */
async function run(ctx: CaseContext, s: TableStrategy, op: Op): Promise<{ got: Outcome | string; owned: boolean }> {
  const meta = metas.get(s.table)!;
  let owned = false;
  const got = await db.system(async (q): Promise<Outcome | string> => {
    const found = await sampleRow(q, s, ctx);
    if (!found) return `aucune ligne d'exemple dans ${s.table} pour ${ctx.account.key}`;
    const sample = found.row;
    owned = found.owned;
    let action: () => Promise<number>;
    if (op === "select" || op === "update") {
      const w = pkWhere(meta, sample);
      action = op === "select"
        ? async () => Number((await q<{ n: string }>(`select count(*) as n from public.${s.table} where ${w.sql}`, w.params)).rows[0].n)
        : async () => (await q(`update public.${s.table} set ${quote(meta.pk[0])} = ${quote(meta.pk[0])} where ${w.sql}`, w.params)).rowCount;
    } else if (op === "delete") {
      let target = sample;
      if (s.delete === "clone") target = await cloneInsert(q, s, meta, ctx, sample);
      if (s.delete === "special" && s.table === "workspace") {
        target = await cloneInsert(q, s, meta, ctx, sample);
        if (ctx.account.teamMemberId) {
          await q("insert into public.team_member_workspace (team_member_id, workspace_id) values ($1, $2)", [ctx.account.teamMemberId, target.id]);
        }
      }
      if (s.delete === "special" && s.table === "team_member_workspace") {
        // a membership that is nobody's current or main workspace
        const outsider = await q<{ id: string }>(
          "select id from public.team_member where workspace_id <> $1 and main_workspace_id <> $1 and id not in (select team_member_id from public.team_member_workspace where workspace_id = $1) order by email limit 1",
          [ctx.workspaceId]);
        const r = await q<{ id: string }>("insert into public.team_member_workspace (team_member_id, workspace_id) values ($1, $2) returning id", [outsider.rows[0].id, ctx.workspaceId]);
        target = { id: r.rows[0].id };
      }
      if (s.delete === "special" && s.table === "application") {
        // a fresh application (nothing refers to it yet) of the same owner, on the same mission
        const talent = await q<{ id: string }>(
          `select id from public.talent where workspace_id = $1 and blacklisted_at is null and qualification_status <> 'anonymized'
             and id not in (select talent_id from public.application where mission_id = $2) order by id limit 1`, [ctx.workspaceId, sample.mission_id]);
        const r = await q<{ id: string }>(
          "insert into public.application (workspace_id, mission_id, talent_id, owner_id) values ($1, $2, $3, $4) returning id",
          [ctx.workspaceId, sample.mission_id, talent.rows[0].id, sample.owner_id]);
        target = { id: r.rows[0].id };
      }
      const w = pkWhere(meta, target);
      action = async () => (await q(`delete from public.${s.table} where ${w.sql}`, w.params)).rowCount;
    } else {
      let row: Record<string, unknown>;
      if (s.insert.mode === "clone") {
        const id = await newUuid(q);
        row = { ...sample, ...(meta.pk.includes("id") ? { id } : {}), ...(s.insert.overrides?.(ctx, id) ?? {}) };
      } else if (s.insert.mode === "reinsert") {
        const w = pkWhere(meta, sample);
        await q(`delete from public.${s.table} where ${w.sql}`, w.params);
        row = { ...sample, ...(s.insert.overrides?.(ctx, "") ?? {}) };
      } else {
        // team_member_workspace: a visible member into another workspace of the caller
        const other = ctx.account.memberships.map((m) => WORKSPACES[m].id).find((id) => id !== ctx.workspaceId);
        const member = other
          ? (await q<{ id: string }>(
              "select team_member_id as id from public.team_member_workspace where workspace_id = $1 and team_member_id not in (select team_member_id from public.team_member_workspace where workspace_id = $2) order by 1 limit 1",
              [ctx.workspaceId, other])).rows[0]?.id
          : ctx.colleague.teamMemberId;
        row = { team_member_id: member, workspace_id: other ?? ctx.workspaceId };
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

describe("the matrix covers the schema", () => {
  it("has a strategy for every table the core migrations create", () => {
    expect(STRATEGIES.map((s) => s.table).sort()).toEqual(CORE_MIGRATION_TABLES);
  });

  it("puts every core table in the permission matrix", async () => {
    const inMatrix = new Set(await coreTables(db.engine));
    expect(CORE_MIGRATION_TABLES.filter((t) => !inMatrix.has(t))).toEqual([]);
  });
});

describe.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))("%s", (_email, a) => {
  const ctx = caseContext(a);
  it.each(STRATEGIES.map((s) => [s.table, s] as const))("%s: select, insert, update, delete as the matrix says", async (_table, s) => {
    const results: Record<string, string> = {};
    const wanted: Record<string, string> = {};
    for (const op of OPS) {
      const { got, owned } = await run(ctx, s, op);
      const want = expected(ctx, s, op, owned);
      if (want === "skip") continue;
      wanted[op] = owned ? `${want} (own row)` : want;
      results[op] = owned ? `${got} (own row)` : got;
    }
    const show = (o: Record<string, string>) => Object.entries(o).map(([k, v]) => `${k}: ${v}`).join(" | ");
    expect(show(results)).toBe(show(wanted));
  });
});
