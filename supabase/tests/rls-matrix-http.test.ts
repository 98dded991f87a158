// The role × table × operation matrix through the local server: every demo account signs in
// with its password and runs select, insert, update and delete on every table of the core
// schema through /rest/v1 with its session's token; the outcome must be what
// public.role_permission says plus the membership- and level-based rules (support/expected.ts).
//
// The server cannot roll back, so no case changes the shared data: an update sets the key to
// its own value; an insert sends a row with the sample's key, so that one the policies let
// through stops on the unique key (23505, checked after row-level security) and one they
// refuse fails with 42501; a delete removes a disposable row created beforehand through the
// service role (and removed afterwards). The samples and rows are picked with the strategies
// of support/matrix.ts on the server's database (on PGlite, a copy read through the service
// role, support/db.ts serverDatabase).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../seed/accounts.ts";
import { coreTables, serverDatabase, type TestDatabase } from "./support/db.ts";
import { expected, permissionsOf, type Outcome, type PermissionRow, type Permissions } from "./support/expected.ts";
import { createAuthUser, deleteAuthUser, eqFilter, rest as restOnce, signIn, type RestResult } from "./support/http.ts";
import { serviceRoleKey } from "../../tests/server/helpers.ts";
import {
  caseContext,
  duplicateRow,
  freshRows,
  OPS,
  sampleRow,
  STRATEGIES,
  tableMeta,
  type CaseContext,
  type Fresh,
  type Op,
  type TableMeta,
  type TableStrategy,
} from "./support/matrix.ts";

type Row = Record<string, unknown>;

// The cases of an account run at the same time (it.concurrent), and a delete that rolls back
// takes the same row locks as the updates beside it: PostgreSQL may pick one of them as a
// deadlock victim (40P01), whose transaction was rolled back whole. As the manual asks of a
// client, the request is sent again; a refusal or any other error is the outcome.
async function rest(...args: Parameters<typeof restOnce>): Promise<RestResult> {
  for (let attempt = 1; ; attempt++) {
    const r = await restOnce(...args);
    if (r.error?.code !== "40P01" || attempt === 3) return r;
    await new Promise((done) => setTimeout(done, 50 * attempt));
  }
}
const serviceRest = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  table: string,
  query: string,
  opts: { body?: unknown; prefer?: string } = {},
) => rest(serviceRoleKey(), method, table, query, { ...opts, apikey: serviceRoleKey() });

// The tables the core migrations (20260102…, squashed since into the baseline) created; other
// parts (requests…) test their own.
const CORE_MIGRATION_TABLES = [
  "address",
  "agency",
  "application",
  "auth_user",
  "business_unit",
  "company",
  "company_group",
  "contact",
  "contract",
  "contract_pricing",
  "contract_reason_rule",
  "country",
  "department",
  "document",
  "enum_label",
  "file_link",
  "hiring_pool",
  "job",
  "legal_parameter",
  "mission",
  "note",
  "notification",
  "pay_tracking",
  "region",
  "resume",
  "role_permission",
  "sector",
  "software",
  "status_history",
  "status_transition",
  "talent",
  "talent_business_unit",
  "talent_hiring_pool",
  "talent_job",
  "talent_private",
  "talent_software",
  "team_member",
  "team_member_workspace",
  "timesheet_day",
  "timesheet_week",
  "user_role",
  "workspace",
];

let db: TestDatabase;
let perms: Permissions;
const metas = new Map<string, TableMeta>();
const tokens = new Map<string, string>();

beforeAll(async () => {
  db = await serverDatabase(CORE_MIGRATION_TABLES, async (table, orderBy, offset, limit) => {
    const r = await serviceRest("GET", table, `select=*&order=${orderBy.join(",")}&offset=${offset}&limit=${limit}`);
    if (r.error) throw new Error(`lecture de ${table} : ${r.error.message}`);
    return r.rows;
  });
  perms = permissionsOf(
    (
      await db.engine.query<PermissionRow>(
        "select role::text, resource, action::text, scope::text from public.role_permission",
        [],
      )
    ).rows,
  );
  await db.system(async (q) => {
    for (const s of STRATEGIES) metas.set(s.table, await tableMeta(q, s.table));
  });
  for (const a of DEMO_ACCOUNTS) tokens.set(a.key, await signIn(a));
});

afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** The sample, insert and delete rows of a case (picked on the server's database or its copy). */
type Plan = { sample: Row; owned: boolean; insertRow: Row | null; fresh: Fresh | null; pair: Row[] };

async function plan(ctx: CaseContext, s: TableStrategy): Promise<Plan | string> {
  const meta = metas.get(s.table)!;
  return db.system(async (q) => {
    const found = await sampleRow(q, s, ctx);
    if (!found) return `aucune ligne d'exemple dans ${s.table} pour ${ctx.account.key}`;
    const pair =
      s.fresh && "pair" in s.fresh
        ? (
            await q<{ row: Row }>(
              `select to_jsonb(t) as row from public.${s.table} t where ${s.fresh.pair} order by t::text`,
              [],
            )
          ).rows.map((r) => r.row)
        : [];
    return {
      sample: found.row,
      owned: found.owned,
      pair,
      insertRow: await duplicateRow(q, s, meta, ctx, found.row),
      fresh: await freshRows(q, s, meta, ctx, found.row),
    };
  });
}

const columnsOf = (table: string, row: Row) =>
  Object.fromEntries(
    metas
      .get(table)!
      .columns.filter((c) => c in row)
      .map((c) => [c, row[c]]),
  );
const pkOf = (table: string) => metas.get(table)!.pk;
const failure = (r: RestResult) => `${r.status} ${r.error?.code} ${r.error?.message}`;
/** Rows back: allowed; none, or no privilege on the table (42501): denied. */
const rowsOutcome = (r: RestResult): Outcome | string =>
  r.error ? (r.error.code === "42501" ? "deny" : failure(r)) : r.rows.length > 0 ? "allow" : "deny";

/** Every row the delete cases created, to check at the end that none is left. */
const created: Array<{ table: string; row: Row }> = [];

async function create(fresh: Fresh): Promise<void> {
  for (const item of fresh.create) {
    created.push("authUser" in item ? { table: "auth_user", row: { id: item.authUser.id } } : item);
    if ("authUser" in item) {
      await createAuthUser(item.authUser.email, item.authUser.id);
      continue;
    }
    const r = await serviceRest("POST", item.table, "", {
      body: columnsOf(item.table, item.row),
      prefer: "return=minimal",
    });
    if (r.error) throw new Error(`préparation ${item.table} : ${failure(r)} ${r.error.details ?? ""}`);
  }
}

/** Removes what `create` made, children first (all of it, even when one step fails). */
async function cleanUp(fresh: Fresh): Promise<void> {
  const errors: string[] = [];
  for (const item of [...fresh.create].reverse()) {
    if ("authUser" in item) await deleteAuthUser(item.authUser.id).catch((e: Error) => errors.push(e.message));
    else {
      const r = await serviceRest("DELETE", item.table, eqFilter(pkOf(item.table), item.row));
      if (r.error) errors.push(`nettoyage ${item.table} : ${failure(r)}`);
    }
  }
  if (errors.length > 0) throw new Error(errors.join("\n"));
}

/** Runs one operation as the account through /rest/v1 and reports what happened. */
async function run(token: string, s: TableStrategy, p: Plan, op: Op): Promise<Outcome | string> {
  const pk = pkOf(s.table);
  const key = eqFilter(pk, p.sample);
  switch (op) {
    case "select":
      return rowsOutcome(await rest(token, "GET", s.table, `${key}&select=${pk.join(",")}`));
    case "update":
      // the key set to its own value: nothing changes but the audit columns
      return rowsOutcome(
        await rest(token, "PATCH", s.table, `${key}&select=${pk.join(",")}`, {
          body: { [pk[0]]: p.sample[pk[0]] },
          prefer: "return=representation",
        }),
      );
    case "insert": {
      if (!p.insertRow) return "pas de ligne à insérer";
      const r = await rest(token, "POST", s.table, "", {
        body: columnsOf(s.table, p.insertRow),
        prefer: "return=minimal",
      });
      if (!r.error) {
        // the sample vanished meanwhile: the row was really inserted, remove it
        await serviceRest("DELETE", s.table, eqFilter(pk, p.insertRow));
        return "allow";
      }
      if (r.error.code === "23505") return "allow";
      if (r.error.code === "42501") return "deny";
      return failure(r);
    }
    case "delete": {
      if (!p.fresh) {
        // no disposable row can exist: two seeded rows, in a request that always rolls back
        if (pk.length !== 1 || p.pair.length !== 2) return `paire invalide pour ${s.table}`;
        const r = await rest(token, "DELETE", s.table, `${pk[0]}=in.(${p.pair.map((x) => x[pk[0]]).join(",")})`, {
          prefer: "return=representation",
          accept: "application/vnd.pgrst.object+json",
        });
        if (!r.error) return "1 ligne supprimée pour de bon";
        if (r.error.code === "42501") return "deny";
        if (r.error.code !== "PGRST116") return failure(r);
        return r.error.details === "The result contains 2 rows"
          ? "allow"
          : r.error.details === "The result contains 0 rows"
            ? "deny"
            : String(r.error.details);
      }
      try {
        await create(p.fresh);
        const target = p.fresh.target ?? (p.fresh.create.at(-1) as { table: string; row: Row });
        const tpk = pkOf(target.table);
        return rowsOutcome(
          await rest(token, "DELETE", target.table, `${eqFilter(tpk, target.row)}&select=${tpk.join(",")}`, {
            prefer: "return=representation",
          }),
        );
      } finally {
        await cleanUp(p.fresh);
      }
    }
  }
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

describe.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))("%s, signed in, through /rest/v1", (_email, a) => {
  const ctx = caseContext(a);
  it.concurrent.each(STRATEGIES.map((s) => [s.table, s] as const))(
    "%s: select, insert, update, delete as the matrix says",
    async (_table, s) => {
      const p = await plan(ctx, s);
      if (typeof p === "string") throw new Error(p);
      // the sample is on the server (other test files share its database)
      const onServer = await serviceRest(
        "GET",
        s.table,
        `${eqFilter(pkOf(s.table), p.sample)}&select=${pkOf(s.table).join(",")}`,
      );
      expect(onServer.rows.length).toBe(1);
      const token = tokens.get(a.key)!;
      const results: Record<string, string> = {};
      const wanted: Record<string, string> = {};
      // the four operations touch different rows: they run at the same time
      const ops = OPS.filter((op) => expected(perms, ctx, s, op, p.owned) !== "skip");
      const outcomes = await Promise.all(ops.map((op) => run(token, s, p, op)));
      ops.forEach((op, i) => {
        const want = expected(perms, ctx, s, op, p.owned);
        wanted[op] = p.owned ? `${want} (own row)` : want;
        results[op] = p.owned ? `${outcomes[i]} (own row)` : outcomes[i];
      });
      const show = (o: Record<string, string>) =>
        Object.entries(o)
          .map(([k, v]) => `${k}: ${v}`)
          .join(" | ");
      expect(show(results)).toBe(show(wanted));
    },
  );
});

describe("the delete cases", () => {
  it("leave none of the rows they created on the server", async () => {
    expect(created.length).toBeGreaterThan(300);
    const left: string[] = [];
    for (const table of new Set(created.map((c) => c.table))) {
      const pk = pkOf(table);
      const keys = created
        .filter((c) => c.table === table)
        .map((c) => `and(${pk.map((k) => `${k}.eq.${String(c.row[k])}`).join(",")})`);
      for (let i = 0; i < keys.length; i += 50) {
        const r = await serviceRest("GET", table, `select=${pk.join(",")}&or=(${keys.slice(i, i + 50).join(",")})`);
        if (r.error) throw new Error(`${table} : ${failure(r)}`);
        left.push(...r.rows.map((x) => `${table} ${JSON.stringify(x)}`));
      }
    }
    expect(left).toEqual([]);
  });
});
