// How to exercise each table for the role × table × operation matrix: which row an account
// reads and updates (a row of its current workspace that it does not own), how to build a
// valid row to insert (a clone with fresh unique values, or the sample deleted and inserted
// back), and what to delete. The engine-based matrices (requests/) run the setups as the
// database owner inside the test's transaction; the matrix through the server
// (rls-matrix-http.test.ts) uses `duplicateRow` and `freshRows` below instead.
import type { DemoAccount } from "../../seed/accounts.ts";
import { DEMO_ACCOUNTS, WORKSPACES } from "../../seed/accounts.ts";
import type { Query } from "./db.ts";

export type Op = "select" | "insert" | "update" | "delete";
export const OPS: Op[] = ["select", "insert", "update", "delete"];

export type CaseContext = {
  account: DemoAccount;
  workspaceId: string;
  /** a colleague sharing the current workspace who is not one of the account's managees */
  colleague: DemoAccount;
  /** the member and user the samples are taken for (the colleague's, for a non-member) */
  memberId: string | null;
  userId: string;
};

type Overrides = (ctx: CaseContext, id: string) => Record<string, unknown>;

export type TableStrategy = {
  table: string;
  /** resource of the permission matrix (default: the table) */
  resource?: string;
  /** SQL condition selecting the sample row; $1 = workspace id, $2 = the colleague's member id, $3 = colleague user id, $4 = account member id, $5 = account user id */
  sample: string;
  /** when every candidate row is owned by the account or its managees: a row it owns */
  ownedFallback?: string;
  /** insert a clone (new id and these values) or delete the sample and insert it back */
  insert: { mode: "clone"; overrides?: Overrides } | { mode: "reinsert"; overrides?: Overrides } | { mode: "special" };
  /** delete a fresh clone (tables referenced with restrict) or the sample itself */
  delete: "clone" | "sample" | "special";
  cloneOverrides?: Overrides;
  /**
   * For the matrix through the server, which cannot roll back: how to make a disposable row
   * to delete (default: a clone of the sample, as for `delete: "clone"`), or `pair`: no
   * disposable row can exist (every key is seeded), two seeded rows matching this condition
   * are deleted in a request that always rolls back (a singular response with 0 or 2 rows).
   */
  fresh?: FreshBuilder | { pair: string };
};

/** A row to create through the server's service role, or a throwaway auth user (GoTrue). */
export type FreshRow = { table: string; row: Record<string, unknown> } | { authUser: { id: string; email: string } };
/** What a delete case creates (parents first) and the row it deletes (default: the last created). */
export type Fresh = { create: FreshRow[]; target?: { table: string; row: Record<string, unknown> } };
type FreshBuilder = (q: Query, ctx: CaseContext, sample: Record<string, unknown>, s: TableStrategy) => Promise<Fresh>;

const text = (id: string) => id.slice(0, 8);

/** A member id that is neither the account ($4) nor one of its managees (two levels down). */
const notMine = (column: string) =>
  `${column} is distinct from $4 and ${column} not in (select tm.id from public.team_member tm where tm.manager_id = $4
     or tm.manager_id in (select m.id from public.team_member m where m.manager_id = $4))`;
/**
 * The account ($4) or one of its managees, at any depth, offboarded members left out: the
 * database's `own` scope (private.me_and_managee_ids). A row found only by an owned fallback
 * must be the account's in that sense, not merely "not another's" (an offboarded member's, or
 * an unowned one, is nobody's).
 */
const mine = (column: string) =>
  `${column} in (with recursive tree (id) as (select $4::uuid union
     select tm.id from public.team_member tm join tree on tm.manager_id = tree.id where tm.offboarded_at is null)
   select id from tree)`;
/** An auth user who is neither the account ($5) nor one of its managees. */
const notMineUser = (column: string) =>
  `${column} is distinct from $5 and ${column} not in (select tm.auth_user_id from public.team_member tm where tm.auth_user_id is not null
     and (tm.manager_id = $4 or tm.manager_id in (select m.id from public.team_member m where m.manager_id = $4)))`;

export const STRATEGIES: TableStrategy[] = [
  {
    table: "workspace",
    sample: "id = $1",
    insert: { mode: "clone", overrides: (_, id) => ({ name: `Clone ${text(id)}`, is_renfort_workspace: false }) },
    delete: "special",
    cloneOverrides: (_, id) => ({ name: `Clone ${text(id)}`, is_renfort_workspace: false }),
    fresh: freshWorkspace,
  },
  {
    table: "business_unit",
    sample: "workspace_id = $1",
    insert: { mode: "clone", overrides: (_, id) => ({ name: `BU ${text(id)}` }) },
    delete: "clone",
    cloneOverrides: (_, id) => ({ name: `BU ${text(id)}` }),
  },
  {
    table: "team_member",
    sample: "id = $2",
    insert: {
      mode: "clone",
      overrides: (ctx, id) => ({
        email: `clone-${text(id)}@renfort.test`,
        auth_user_id: null,
        manager_id: null,
        workspace_id: ctx.workspaceId,
        main_workspace_id: ctx.workspaceId,
        management_level: 1,
      }),
    },
    delete: "clone",
    cloneOverrides: (ctx, id) => ({
      email: `clone-${text(id)}@renfort.test`,
      auth_user_id: null,
      manager_id: null,
      workspace_id: ctx.workspaceId,
      main_workspace_id: ctx.workspaceId,
    }),
  },
  {
    table: "team_member_workspace",
    sample: "workspace_id = $1 and team_member_id = $2",
    insert: { mode: "special" },
    delete: "special",
    fresh: freshMembership,
  },
  {
    table: "user_role",
    sample: "user_id = $3 and role <> 'team_member_developer'",
    insert: { mode: "reinsert" },
    delete: "sample",
    fresh: freshUserRole,
  },
  { table: "auth_user", sample: "id = $3", insert: { mode: "clone" }, delete: "sample", fresh: freshAuthUser },
  {
    table: "enum_label",
    sample: "enum_name = 'app_role' and value = 'csm_team_member'",
    insert: { mode: "clone", overrides: (_, id) => ({ enum_name: `test_${text(id)}` }) },
    delete: "sample",
  },
  {
    table: "role_permission",
    sample: "role = 'csm_team_member' and resource = 'talent' and action = 'select'",
    insert: { mode: "clone", overrides: (_, id) => ({ resource: `test_${text(id)}` }) },
    delete: "sample",
  },
  {
    table: "country",
    sample: "code = 'FR'",
    insert: { mode: "clone", overrides: (ctx) => ({ code: `X${letter(ctx)}`, local_code: `XX${letter(ctx)}` }) },
    delete: "sample",
  },
  {
    table: "region",
    sample: "code = 'FR-84'",
    insert: { mode: "clone", overrides: (ctx) => ({ code: `FR-X${letter(ctx)}`, local_code: `X${letter(ctx)}` }) },
    delete: "sample",
  },
  {
    table: "department",
    sample: "code = 'FR-69'",
    insert: { mode: "clone", overrides: () => ({ code: "FR-ZZ", local_code: "99" }) },
    delete: "sample",
    fresh: freshDepartment,
  },
  {
    table: "sector",
    sample: "code = 'tertiaire'",
    insert: { mode: "clone", overrides: (_, id) => ({ code: `test_${text(id)}`, name: `Test ${text(id)}` }) },
    delete: "sample",
  },
  {
    table: "job",
    sample: "code = 'macon'",
    insert: { mode: "clone", overrides: (_, id) => ({ code: `test_${text(id)}`, name: `Test ${text(id)}` }) },
    delete: "clone",
    cloneOverrides: (_, id) => ({ code: `test_${text(id)}`, name: `Test ${text(id)}` }),
  },
  {
    table: "software",
    sample: "name = 'AutoCAD'",
    insert: { mode: "clone", overrides: (_, id) => ({ name: `Test ${text(id)}` }) },
    delete: "clone",
    cloneOverrides: (_, id) => ({ name: `Test ${text(id)}` }),
  },
  {
    table: "legal_parameter",
    sample: "key = 'carte_btp_fee'",
    // a value not yet in force: one in force is never deleted nor changed (supabase/schemas/01_reference.sql)
    insert: {
      mode: "clone",
      overrides: (_, id) => ({ key: `test_${text(id)}`, valid_from: "2099-01-01", valid_to: null }),
    },
    delete: "clone",
    cloneOverrides: (_, id) => ({ key: `test_${text(id)}`, valid_from: "2099-01-01", valid_to: null }),
  },
  {
    table: "contract_reason_rule",
    sample: "reason = 'activity_increase'",
    insert: { mode: "reinsert" },
    delete: "sample",
    fresh: { pair: "reason in ('activity_increase', 'seasonal')" },
  },
  {
    table: "status_transition",
    sample: "entity = 'contract' and from_status = 'draft' and to_status = 'review'",
    insert: { mode: "clone", overrides: (_, id) => ({ entity: `test_${text(id)}` }) },
    delete: "sample",
  },
  {
    table: "status_history",
    sample: "workspace_id = $1 and entity = 'contract'",
    insert: { mode: "clone" },
    delete: "sample",
  },
  {
    table: "file_link",
    sample: "workspace_id = $1",
    insert: { mode: "clone", overrides: (ctx, id) => ({ object_path: `${ctx.workspaceId}/clone/${id}.pdf` }) },
    delete: "sample",
  },
  { table: "address", sample: "workspace_id = $1", insert: { mode: "clone" }, delete: "clone" },
  {
    table: "company_group",
    sample: "workspace_id = $1",
    insert: {
      mode: "clone",
      overrides: (_, id) => ({ name: `Groupe ${text(id)}`, status: "active", head_company_id: null }),
    },
    delete: "clone",
    cloneOverrides: (_, id) => ({ name: `Groupe ${text(id)}`, head_company_id: null }),
  },
  {
    table: "company",
    sample: "workspace_id = $1",
    insert: { mode: "clone", overrides: () => ({ siren: null, status: "prospect" }) },
    delete: "clone",
    cloneOverrides: () => ({ siren: null, status: "prospect" }),
  },
  {
    table: "agency",
    sample: "workspace_id = $1",
    insert: { mode: "clone", overrides: () => ({ siret: null, is_head_office: false, status: "active" }) },
    delete: "clone",
    cloneOverrides: () => ({ siret: null, is_head_office: false }),
  },
  {
    table: "contact",
    sample: "workspace_id = $1 and status = 'active'",
    insert: { mode: "clone", overrides: () => ({ status: "active" }) },
    delete: "clone",
  },
  {
    table: "hiring_pool",
    sample: `workspace_id = $1 and visibility = 'workspace' and ${notMine("owner_id")}`,
    ownedFallback: "workspace_id = $1 and visibility = 'workspace' and status = 'active'",
    insert: { mode: "clone", overrides: (_, id) => ({ name: `Vivier ${text(id)}`, status: "active" }) },
    delete: "clone",
    cloneOverrides: (_, id) => ({ name: `Vivier ${text(id)}` }),
  },
  {
    table: "talent",
    sample: "workspace_id = $1 and qualification_status = 'qualified' and blacklisted_at is null",
    insert: {
      mode: "clone",
      overrides: (_, id) => ({
        email: null,
        phone_number: null,
        // the matricule is unique: a clone takes its own
        employee_number: `M-${text(id)}`,
        qualification_status: "new",
        availability_status: "available",
        blacklisted_at: null,
        blacklist_reason: null,
        blacklisted_by: null,
      }),
    },
    delete: "clone",
    cloneOverrides: (_, id) => ({ email: null, phone_number: null, employee_number: `M-${text(id)}` }),
  },
  {
    table: "talent_private",
    sample: "workspace_id = $1",
    insert: { mode: "reinsert" },
    delete: "sample",
    fresh: onFreshTalent({ social_security_number: null }),
  },
  {
    table: "talent_job",
    sample: "workspace_id = $1",
    insert: { mode: "reinsert" },
    delete: "sample",
    fresh: onFreshTalent(),
  },
  {
    table: "talent_software",
    sample: "workspace_id = $1",
    insert: { mode: "reinsert" },
    delete: "sample",
    fresh: onFreshTalent(),
  },
  {
    table: "talent_business_unit",
    sample: "workspace_id = $1",
    insert: { mode: "reinsert" },
    delete: "sample",
    fresh: onFreshTalent(),
  },
  {
    table: "talent_hiring_pool",
    // a private pool's members are as private as the pool (owner and managers)
    sample:
      "workspace_id = $1 and hiring_pool_id in (select id from public.hiring_pool where visibility = 'workspace')",
    insert: { mode: "reinsert" },
    delete: "sample",
    fresh: onFreshTalent(),
  },
  { table: "resume", sample: "workspace_id = $1", insert: { mode: "clone" }, delete: "sample" },
  {
    table: "mission",
    sample: `workspace_id = $1 and ${notMine("owner_id")} and status = 'open'`,
    ownedFallback: `workspace_id = $1 and status = 'open' and ${mine("owner_id")}`,
    insert: {
      mode: "clone",
      overrides: (_, id) => ({
        reference: `CLONE-${text(id)}`,
        status: "draft",
        job_posting_status: "draft",
        closing_reason: null,
      }),
    },
    delete: "clone",
    cloneOverrides: (_, id) => ({ reference: `CLONE-${text(id)}`, status: "draft" }),
  },
  {
    table: "application",
    sample: `workspace_id = $1 and ${notMine("owner_id")} and not is_rejected and stage = 'new'`,
    ownedFallback: `workspace_id = $1 and not is_rejected and stage = 'new' and ${mine("owner_id")}`,
    insert: {
      mode: "reinsert",
      overrides: () => ({
        stage: "new",
        is_rejected: false,
        rejected_at: null,
        rejected_by: null,
        rejection_reason: null,
        has_stage_been_forced: false,
      }),
    },
    delete: "special",
    fresh: onFreshTalent(),
  },
  {
    table: "contract",
    sample: `workspace_id = $1 and ${notMine("owner_id")} and status = 'draft' and not is_amendment`,
    ownedFallback: `workspace_id = $1 and status = 'draft' and not is_amendment and ${mine("owner_id")}`,
    insert: {
      mode: "clone",
      overrides: (_, id) => ({
        contract_key: `CLONE-${text(id)}`,
        status: "draft",
        manager_validated_at: null,
        manager_validated_by: null,
      }),
    },
    delete: "clone",
    cloneOverrides: (_, id) => ({ contract_key: `CLONE-${text(id)}`, status: "draft" }),
    fresh: freshContract,
  },
  {
    table: "contract_pricing",
    sample:
      "workspace_id = $1 and coefficient_override_reason is null and contract_id in (select id from public.contract where status = 'draft')",
    insert: { mode: "reinsert" },
    delete: "sample",
    fresh: freshPricing,
  },
  {
    table: "timesheet_week",
    sample: "workspace_id = $1 and status = 'draft'",
    insert: { mode: "reinsert", overrides: () => ({ status: "draft" }) },
    delete: "sample",
    fresh: (q, ctx, sample) => freshWeek(q, ctx, sample),
  },
  {
    table: "timesheet_day",
    sample: "workspace_id = $1 and timesheet_week_id in (select id from public.timesheet_week where status = 'draft')",
    insert: { mode: "reinsert" },
    delete: "sample",
    fresh: freshDay,
  },
  {
    table: "pay_tracking",
    sample: "workspace_id = $1",
    insert: { mode: "reinsert", overrides: () => ({ status: "to_prepare", anomaly_note: null }) },
    delete: "sample",
    fresh: onFreshTalent(),
  },
  {
    table: "document",
    sample:
      "workspace_id = $1 and type in ('id_card', 'carte_btp', 'caces', 'cv', 'diploma', 'sst', 'aipr') and talent_id is not null",
    insert: {
      mode: "clone",
      overrides: () => ({
        status: "pending_verification",
        verified_at: null,
        verified_by: null,
        rejection_reason: null,
      }),
    },
    delete: "sample",
  },
  {
    table: "note",
    sample: `workspace_id = $1 and talent_id is not null and not is_service_note and ${notMineUser("created_by")}`,
    ownedFallback: "workspace_id = $1 and talent_id is not null and not is_service_note",
    insert: { mode: "clone" },
    delete: "sample",
  },
  {
    table: "notification",
    sample: "workspace_id = $1 and recipient_id = $4",
    insert: { mode: "clone" },
    delete: "sample",
  },
];

/** The colleague an account's cases use: same current workspace, not itself, not a managee. */
export function colleagueOf(a: DemoAccount): DemoAccount {
  const managees = new Set<string>();
  const collect = (key: string) => {
    for (const m of DEMO_ACCOUNTS.filter((x) => x.managerKey === key)) {
      if (!managees.has(m.key)) {
        managees.add(m.key);
        collect(m.key);
      }
    }
  };
  collect(a.key);
  const workspace = a.workspace ?? "renfort";
  // prefer colleagues with an ordinary role (the developer holds only the developer role)
  const candidates = DEMO_ACCOUNTS.filter(
    (x) => x.key !== a.key && x.teamMemberId && x.memberships.includes(workspace) && !managees.has(x.key),
  ).sort(
    (x, y) => Number(x.roles.includes("team_member_developer")) - Number(y.roles.includes("team_member_developer")),
  );
  return candidates[0] ?? a;
}

export function caseContext(a: DemoAccount): CaseContext {
  const colleague = colleagueOf(a);
  return {
    account: a,
    workspaceId: a.workspace ? WORKSPACES[a.workspace].id : WORKSPACES.renfort.id,
    colleague,
    memberId: a.teamMemberId ?? colleague.teamMemberId,
    userId: a.teamMemberId ? a.userId : colleague.userId,
  };
}

export function sampleParams(ctx: CaseContext): unknown[] {
  return [ctx.workspaceId, ctx.colleague.teamMemberId, ctx.colleague.userId, ctx.memberId, ctx.userId];
}

export type TableMeta = { columns: string[]; pk: string[] };

export async function tableMeta(q: Query, table: string): Promise<TableMeta> {
  const cols = await q<{ attname: string }>(
    `select a.attname from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum`,
    [`public.${table}`],
  );
  const pk = await q<{ attname: string }>(
    `select a.attname from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
     where i.indrelid = $1::regclass and i.indisprimary order by array_position(i.indkey::int2[], a.attnum)`,
    [`public.${table}`],
  );
  return { columns: cols.rows.map((c) => c.attname), pk: pk.rows.map((c) => c.attname) };
}

const quote = (c: string) => `"${c}"`;

/** The sample row as JSON (null when the workspace has none), and whether the account owns it. */
export async function sampleRow(
  q: Query,
  s: TableStrategy,
  ctx: CaseContext,
): Promise<{ row: Record<string, unknown>; owned: boolean } | null> {
  // every parameter is referenced (and typed) by the CTE, whichever the condition uses
  const find = async (condition: string) =>
    (
      await q<{ row: Record<string, unknown> }>(
        `with p as (select $1::uuid as p1, $2::uuid as p2, $3::uuid as p3, $4::uuid as p4, $5::uuid as p5)
     select to_jsonb(t) as row from public.${s.table} t, p where ${condition} order by t::text limit 1`,
        sampleParams(ctx),
      )
    ).rows[0]?.row;
  const row = await find(s.sample);
  if (row) return { row, owned: false };
  const owned = s.ownedFallback ? await find(s.ownedFallback) : undefined;
  return owned ? { row: owned, owned: true } : null;
}

export function pkWhere(meta: TableMeta, row: Record<string, unknown>, offset = 0): { sql: string; params: unknown[] } {
  return {
    sql: meta.pk.map((c, i) => `${quote(c)} = $${i + 1 + offset}`).join(" and "),
    params: meta.pk.map((c) => row[c]),
  };
}

export async function insertJson(q: Query, table: string, meta: TableMeta, row: Record<string, unknown>) {
  const cols = meta.columns
    .filter((c) => c in row)
    .map(quote)
    .join(", ");
  return q(
    `insert into public.${table} (${cols}) select ${cols} from jsonb_populate_record(null::public.${table}, $1::jsonb)`,
    [JSON.stringify(row)],
  );
}

export async function newUuid(q: Query): Promise<string> {
  return (await q<{ id: string }>("select gen_random_uuid()::text as id", [])).rows[0].id;
}

// ---------------------------------------------------------------------------------------
// The matrix through the server: nothing can be rolled back there, so an insert case sends
// a row with the sample's key (`duplicateRow`) and a delete case deletes a disposable row
// created beforehand through the service role (`freshRows`). Both are computed here, on a
// database with the same seed, as JSON.

/** One letter per demo account, for reference codes that must be unique per case. */
function letter(ctx: CaseContext): string {
  return "ABCDEFGHIJKLMNOP"[DEMO_ACCOUNTS.findIndex((a) => a.key === ctx.account.key)];
}

const strategyOf = (table: string): TableStrategy => {
  const s = STRATEGIES.find((x) => x.table === table);
  if (!s) throw new Error(`pas de stratégie pour ${table}`);
  return s;
};

async function rowById(q: Query, table: string, id: unknown): Promise<Record<string, unknown>> {
  const r = await q<{ row: Record<string, unknown> }>(
    `select to_jsonb(t) as row from public.${table} t where id = $1`,
    [id],
  );
  if (!r.rows[0]) throw new Error(`aucune ligne ${table} ${String(id)}`);
  return r.rows[0].row;
}

/** A copy of a seeded row with a new id and its table's clone overrides. */
async function cloneOf(
  q: Query,
  table: string,
  id: unknown,
  ctx: CaseContext,
  values: Record<string, unknown> = {},
): Promise<{ table: string; row: Record<string, unknown> }> {
  const newId = await newUuid(q);
  const row = {
    ...(await rowById(q, table, id)),
    id: newId,
    ...(strategyOf(table).cloneOverrides?.(ctx, newId) ?? {}),
    ...values,
  };
  return { table, row };
}

/** The sample moved onto a fresh copy of its talent (rows keyed or unique by talent). */
function onFreshTalent(values: Record<string, unknown> = {}): FreshBuilder {
  return async (q, ctx, sample, s) => {
    const talent = await cloneOf(q, "talent", sample.talent_id, ctx);
    const id = await newUuid(q);
    const overrides = s.insert.mode !== "special" ? s.insert.overrides?.(ctx, id) : undefined;
    const row = { ...sample, ...("id" in sample ? { id } : {}), ...overrides, talent_id: talent.row.id, ...values };
    return { create: [talent, { table: s.table, row }] };
  };
}

/** A fresh workspace the account belongs to. */
async function freshWorkspace(q: Query, ctx: CaseContext, sample: Record<string, unknown>): Promise<Fresh> {
  const id = await newUuid(q);
  const workspace = {
    table: "workspace",
    row: { ...sample, id, ...strategyOf("workspace").cloneOverrides?.(ctx, id) },
  };
  const member = ctx.account.teamMemberId;
  const membership = {
    table: "team_member_workspace",
    row: { id: await newUuid(q), team_member_id: member, workspace_id: id },
  };
  return { create: member ? [workspace, membership] : [workspace], target: workspace };
}

/** A fresh member (no login) of another workspace, and its membership of the current one. */
async function freshMembership(q: Query, ctx: CaseContext): Promise<Fresh> {
  const home = ctx.workspaceId === WORKSPACES.renfort.id ? WORKSPACES.cabinetMartin.id : WORKSPACES.renfort.id;
  const member = await cloneOf(q, "team_member", ctx.colleague.teamMemberId, ctx, {
    workspace_id: home,
    main_workspace_id: home,
  });
  return {
    create: [
      member,
      {
        table: "team_member_workspace",
        row: { id: await newUuid(q), team_member_id: member.row.id, workspace_id: ctx.workspaceId },
      },
    ],
  };
}

/** A fresh login and team member of the current workspace. */
async function freshUser(q: Query, ctx: CaseContext): Promise<{ id: string; create: FreshRow[] }> {
  const id = await newUuid(q);
  const email = `matrice-${text(id)}@renfort.test`;
  const member = await cloneOf(q, "team_member", ctx.colleague.teamMemberId, ctx, { auth_user_id: id, email });
  return { id, create: [{ authUser: { id, email } }, member] };
}

async function freshUserRole(q: Query, ctx: CaseContext, sample: Record<string, unknown>): Promise<Fresh> {
  const user = await freshUser(q, ctx);
  return {
    create: [...user.create, { table: "user_role", row: { ...sample, id: await newUuid(q), user_id: user.id } }],
  };
}

async function freshAuthUser(q: Query, ctx: CaseContext): Promise<Fresh> {
  const user = await freshUser(q, ctx);
  return { create: user.create, target: { table: "auth_user", row: { id: user.id } } };
}

/** A department of a fresh country (French department codes are all seeded). */
async function freshDepartment(_q: Query, ctx: CaseContext, sample: Record<string, unknown>): Promise<Fresh> {
  const country = `Y${letter(ctx)}`;
  return {
    create: [
      { table: "country", row: { code: country, name: `Pays ${country}`, local_code: `YY${letter(ctx)}` } },
      { table: "department", row: { ...sample, code: `${country}-01`, local_code: "01", country_code: country } },
    ],
  };
}

/** Whole weeks from a contract's start to 2030 (the seed's contracts on its post long over). */
const DAY = 86_400_000;
const weeksTo2030 = (contract: Record<string, unknown>) =>
  Math.ceil((Date.parse("2030-01-07") - Date.parse(String(contract.start_date))) / (7 * DAY)) * 7 * DAY;
/** A date moved by `shift` ms (weekdays kept when it is whole weeks). */
const moved = (date: unknown, shift: number) =>
  date ? new Date(Date.parse(String(date)) + shift).toISOString().slice(0, 10) : date;

/**
 * A copy of a contract as an initial contract of its own (a new key), for a
 * fresh copy of its talent: the talent's contracts count together (10 h a day, 48 h a week), a
 * renewal must move its contract's term and a post keeps its délai de carence, so a copy beside
 * the original would be refused for what it is.
 */
async function copyContract(q: Query, ctx: CaseContext, id: unknown) {
  const original = await rowById(q, "contract", id);
  const talent = await cloneOf(q, "talent", original.talent_id, ctx);
  const contract = await cloneOf(q, "contract", id, ctx, {
    talent_id: talent.row.id,
    is_amendment: false,
    amendment_type: null,
    amendment_number: 0,
    trial_period_days: null,
    // in 2030 (the seed's contracts on the post long over), on a seasonal motif: copies made at
    // the same time by other test files share the post, and a seasonal job owes no délai de
    // carence to the contracts before it (L1251-37-1)
    job_id: null,
    job_name: `Poste copié ${String(id).slice(0, 8)}`,
    contract_reason: "seasonal",
    contract_reason_justification: "Saison de test",
    replaced_employee: null,
    start_date: moved(original.start_date, weeksTo2030(original)),
    end_date: moved(original.end_date, weeksTo2030(original)),
    definitive_end_date: moved(original.definitive_end_date, weeksTo2030(original)),
  });
  return { talent, contract, shift: weeksTo2030(original) };
}

async function freshPricing(q: Query, ctx: CaseContext, sample: Record<string, unknown>): Promise<Fresh> {
  const { talent, contract } = await copyContract(q, ctx, sample.contract_id);
  return {
    create: [talent, contract, { table: "contract_pricing", row: { ...sample, contract_id: contract.row.id } }],
  };
}

/** A contract copied with its talent (the `contract` strategy's fresh rows). */
async function freshContract(q: Query, ctx: CaseContext, sample: Record<string, unknown>): Promise<Fresh> {
  const { talent, contract } = await copyContract(q, ctx, sample.id);
  return { create: [talent, contract] };
}

/** A week of a fresh copy of its contract (weeks are unique per contract key and date). */
async function freshWeek(q: Query, ctx: CaseContext, sample: Record<string, unknown>): Promise<Fresh> {
  const { talent, contract, shift } = await copyContract(q, ctx, sample.contract_id);
  const row = {
    ...sample,
    week_start: moved(sample.week_start, shift),
    id: await newUuid(q),
    contract_id: contract.row.id,
    contract_key: contract.row.contract_key,
    talent_id: talent.row.id,
    status: "draft",
    signature_token_hash: null,
  };
  return { create: [talent, contract, { table: "timesheet_week", row }] };
}

async function freshDay(q: Query, ctx: CaseContext, sample: Record<string, unknown>): Promise<Fresh> {
  const original = await rowById(q, "timesheet_week", sample.timesheet_week_id);
  const week = await freshWeek(q, ctx, original);
  const copy = (week.create.at(-1) as { row: Record<string, unknown> }).row;
  const shift = Date.parse(String(copy.week_start)) - Date.parse(String(original.week_start));
  return {
    create: [
      ...week.create,
      {
        table: "timesheet_day",
        row: { ...sample, id: await newUuid(q), timesheet_week_id: copy.id, date: moved(sample.date, shift) },
      },
    ],
  };
}

/** What a delete case creates, and the row it deletes (null for `pair` strategies). */
export async function freshRows(
  q: Query,
  s: TableStrategy,
  meta: TableMeta,
  ctx: CaseContext,
  sample: Record<string, unknown>,
): Promise<Fresh | null> {
  if (s.fresh && "pair" in s.fresh) return null;
  if (s.fresh) return s.fresh(q, ctx, sample, s);
  const id = await newUuid(q);
  const overrides = s.cloneOverrides ?? (s.insert.mode === "clone" ? s.insert.overrides : undefined);
  return {
    create: [
      { table: s.table, row: { ...sample, ...(meta.pk.includes("id") ? { id } : {}), ...overrides?.(ctx, id) } },
    ],
  };
}

/**
 * The row an insert case sends: the engine's clone or reinserted sample, but with the
 * sample's key, so that an insert the privileges and policies let through stops on the
 * unique key (23505, checked after row-level security) and writes nothing. For memberships,
 * an existing one in another workspace of the caller (the sample when it has no other).
 */
export async function duplicateRow(
  q: Query,
  s: TableStrategy,
  meta: TableMeta,
  ctx: CaseContext,
  sample: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  if (s.insert.mode === "special") {
    const other = ctx.account.memberships.map((m) => WORKSPACES[m].id).find((id) => id !== ctx.workspaceId);
    if (!other) return sample;
    const r = await q<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from public.team_member_workspace t where workspace_id = $1 and team_member_id is distinct from $3
         and team_member_id in (select team_member_id from public.team_member_workspace where workspace_id = $2) order by t::text limit 1`,
      [other, ctx.workspaceId, ctx.account.teamMemberId],
    );
    return r.rows[0]?.row ?? null;
  }
  const key = Object.fromEntries(meta.pk.map((c) => [c, sample[c]]));
  return { ...sample, ...s.insert.overrides?.(ctx, await newUuid(q)), ...key };
}
