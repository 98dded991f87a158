// How to exercise each table for the role × table × operation matrix: which row an account
// reads, updates and deletes (a row of its current workspace that it does not own), and how
// to build a valid row to insert (a clone with fresh unique values, or the sample deleted
// and inserted back). Setups run as the database owner inside the test's transaction.
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
};

const text = (id: string) => id.slice(0, 8);

/** A member id that is neither the account ($4) nor one of its managees (two levels down). */
const notMine = (column: string) =>
  `${column} is distinct from $4 and ${column} not in (select tm.id from public.team_member tm where tm.manager_id = $4
     or tm.manager_id in (select m.id from public.team_member m where m.manager_id = $4))`;
/** An auth user who is neither the account ($5) nor one of its managees. */
const notMineUser = (column: string) =>
  `${column} is distinct from $5 and ${column} not in (select tm.auth_user_id from public.team_member tm where tm.auth_user_id is not null
     and (tm.manager_id = $4 or tm.manager_id in (select m.id from public.team_member m where m.manager_id = $4)))`;

export const STRATEGIES: TableStrategy[] = [
  { table: "workspace", sample: "id = $1", insert: { mode: "clone", overrides: (_, id) => ({ name: `Clone ${text(id)}`, is_renfort_workspace: false }) }, delete: "special", cloneOverrides: (_, id) => ({ name: `Clone ${text(id)}`, is_renfort_workspace: false }) },
  { table: "business_unit", sample: "workspace_id = $1", insert: { mode: "clone", overrides: (_, id) => ({ name: `BU ${text(id)}` }) }, delete: "clone", cloneOverrides: (_, id) => ({ name: `BU ${text(id)}` }) },
  { table: "team_member", sample: "id = $2", insert: { mode: "clone", overrides: (ctx, id) => ({ email: `clone-${text(id)}@renfort.test`, auth_user_id: null, manager_id: null, workspace_id: ctx.workspaceId, main_workspace_id: ctx.workspaceId, management_level: 1 }) }, delete: "clone", cloneOverrides: (ctx, id) => ({ email: `clone-${text(id)}@renfort.test`, auth_user_id: null, manager_id: null, workspace_id: ctx.workspaceId, main_workspace_id: ctx.workspaceId }) },
  { table: "team_member_workspace", sample: "workspace_id = $1 and team_member_id = $2", insert: { mode: "special" }, delete: "special" },
  { table: "user_role", sample: "user_id = $3 and role <> 'team_member_developer'", insert: { mode: "reinsert" }, delete: "sample" },
  { table: "auth_user", sample: "id = $3", insert: { mode: "clone" }, delete: "sample" },
  { table: "enum_label", sample: "enum_name = 'app_role' and value = 'csm_team_member'", insert: { mode: "clone", overrides: (_, id) => ({ enum_name: `test_${text(id)}` }) }, delete: "sample" },
  { table: "role_permission", sample: "role = 'csm_team_member' and resource = 'talent' and action = 'select'", insert: { mode: "clone", overrides: (_, id) => ({ resource: `test_${text(id)}` }) }, delete: "sample" },
  { table: "country", sample: "code = 'FR'", insert: { mode: "clone", overrides: () => ({ code: "ZZ", local_code: "ZZZ" }) }, delete: "sample" },
  { table: "region", sample: "code = 'FR-84'", insert: { mode: "clone", overrides: () => ({ code: "FR-ZZ", local_code: "ZZ" }) }, delete: "sample" },
  { table: "department", sample: "code = 'FR-69'", insert: { mode: "clone", overrides: () => ({ code: "FR-ZZ", local_code: "99" }) }, delete: "sample" },
  { table: "sector", sample: "code = 'tertiaire'", insert: { mode: "clone", overrides: (_, id) => ({ code: `test_${text(id)}`, name: `Test ${text(id)}` }) }, delete: "sample" },
  { table: "job", sample: "code = 'macon'", insert: { mode: "clone", overrides: (_, id) => ({ code: `test_${text(id)}`, name: `Test ${text(id)}` }) }, delete: "clone", cloneOverrides: (_, id) => ({ code: `test_${text(id)}`, name: `Test ${text(id)}` }) },
  { table: "software", sample: "name = 'AutoCAD'", insert: { mode: "clone", overrides: (_, id) => ({ name: `Test ${text(id)}` }) }, delete: "clone", cloneOverrides: (_, id) => ({ name: `Test ${text(id)}` }) },
  { table: "legal_parameter", sample: "key = 'carte_btp_fee'", insert: { mode: "clone", overrides: (_, id) => ({ key: `test_${text(id)}` }) }, delete: "clone", cloneOverrides: (_, id) => ({ key: `test_${text(id)}` }) },
  { table: "contract_reason_rule", sample: "reason = 'activity_increase'", insert: { mode: "reinsert" }, delete: "sample" },
  { table: "status_transition", sample: "entity = 'contract' and from_status = 'draft' and to_status = 'review'", insert: { mode: "clone", overrides: (_, id) => ({ entity: `test_${text(id)}` }) }, delete: "sample" },
  { table: "status_history", sample: "workspace_id = $1 and entity = 'contract'", insert: { mode: "clone" }, delete: "sample" },
  { table: "file_link", sample: "workspace_id = $1", insert: { mode: "clone", overrides: (ctx, id) => ({ object_path: `${ctx.workspaceId}/clone/${id}.pdf` }) }, delete: "sample" },
  { table: "address", sample: "workspace_id = $1", insert: { mode: "clone" }, delete: "clone" },
  { table: "company_group", sample: "workspace_id = $1", insert: { mode: "clone", overrides: (_, id) => ({ name: `Groupe ${text(id)}`, status: "active", head_company_id: null }) }, delete: "clone", cloneOverrides: (_, id) => ({ name: `Groupe ${text(id)}`, head_company_id: null }) },
  { table: "company", sample: "workspace_id = $1", insert: { mode: "clone", overrides: () => ({ siren: null, status: "prospect" }) }, delete: "clone", cloneOverrides: () => ({ siren: null, status: "prospect" }) },
  { table: "agency", sample: "workspace_id = $1", insert: { mode: "clone", overrides: () => ({ siret: null, is_head_office: false, status: "active" }) }, delete: "clone", cloneOverrides: () => ({ siret: null, is_head_office: false }) },
  { table: "contact", sample: "workspace_id = $1 and status = 'active'", insert: { mode: "clone", overrides: () => ({ status: "active" }) }, delete: "clone" },
  { table: "hiring_pool", sample: `workspace_id = $1 and visibility = 'workspace' and ${notMine("owner_id")}`, ownedFallback: "workspace_id = $1 and visibility = 'workspace' and status = 'active'", insert: { mode: "clone", overrides: (_, id) => ({ name: `Vivier ${text(id)}`, status: "active" }) }, delete: "clone", cloneOverrides: (_, id) => ({ name: `Vivier ${text(id)}` }) },
  { table: "talent", sample: "workspace_id = $1 and qualification_status = 'qualified' and blacklisted_at is null", insert: { mode: "clone", overrides: () => ({ email: null, phone_number: null, qualification_status: "new", availability_status: "available", blacklisted_at: null, blacklist_reason: null, blacklisted_by: null }) }, delete: "clone", cloneOverrides: () => ({ email: null, phone_number: null }) },
  { table: "talent_private", sample: "workspace_id = $1", insert: { mode: "reinsert" }, delete: "sample" },
  { table: "talent_job", sample: "workspace_id = $1", insert: { mode: "reinsert" }, delete: "sample" },
  { table: "talent_software", sample: "workspace_id = $1", insert: { mode: "reinsert" }, delete: "sample" },
  { table: "talent_business_unit", sample: "workspace_id = $1", insert: { mode: "reinsert" }, delete: "sample" },
  { table: "talent_hiring_pool", sample: "workspace_id = $1", insert: { mode: "reinsert" }, delete: "sample" },
  { table: "resume", sample: "workspace_id = $1", insert: { mode: "clone" }, delete: "sample" },
  { table: "mission", sample: `workspace_id = $1 and ${notMine("owner_id")} and status = 'open'`, ownedFallback: "workspace_id = $1 and status = 'open'", insert: { mode: "clone", overrides: (_, id) => ({ reference: `CLONE-${text(id)}`, status: "draft", job_posting_status: "draft", closing_reason: null }) }, delete: "clone", cloneOverrides: (_, id) => ({ reference: `CLONE-${text(id)}`, status: "draft" }) },
  { table: "application", sample: `workspace_id = $1 and ${notMine("owner_id")} and not is_rejected and stage = 'new'`, ownedFallback: "workspace_id = $1 and not is_rejected and stage = 'new'", insert: { mode: "reinsert", overrides: () => ({ stage: "new", is_rejected: false, rejected_at: null, rejected_by: null, rejection_reason: null, has_stage_been_forced: false }) }, delete: "special" },
  { table: "contract", sample: `workspace_id = $1 and ${notMine("owner_id")} and status = 'draft' and not is_amendment`, ownedFallback: "workspace_id = $1 and status = 'draft' and not is_amendment", insert: { mode: "clone", overrides: (_, id) => ({ contract_key: `CLONE-${text(id)}`, status: "draft", manager_validated_at: null, manager_validated_by: null }) }, delete: "clone", cloneOverrides: (_, id) => ({ contract_key: `CLONE-${text(id)}`, status: "draft" }) },
  { table: "contract_pricing", sample: "workspace_id = $1 and coefficient_override_reason is null and contract_id in (select id from public.contract where status = 'draft')", insert: { mode: "reinsert" }, delete: "sample" },
  { table: "timesheet_week", sample: "workspace_id = $1 and status = 'draft'", insert: { mode: "reinsert", overrides: () => ({ status: "draft" }) }, delete: "sample" },
  { table: "timesheet_day", sample: "workspace_id = $1 and timesheet_week_id in (select id from public.timesheet_week where status = 'draft')", insert: { mode: "reinsert" }, delete: "sample" },
  { table: "pay_tracking", sample: "workspace_id = $1", insert: { mode: "reinsert", overrides: () => ({ status: "to_prepare", anomaly_note: null }) }, delete: "sample" },
  { table: "document", sample: "workspace_id = $1 and type in ('id_card', 'carte_btp', 'caces', 'cv', 'diploma', 'sst', 'aipr') and talent_id is not null", insert: { mode: "clone", overrides: () => ({ status: "pending_verification", verified_at: null, verified_by: null, rejection_reason: null }) }, delete: "sample" },
  { table: "note", sample: `workspace_id = $1 and talent_id is not null and not is_service_note and ${notMineUser("created_by")}`, ownedFallback: "workspace_id = $1 and talent_id is not null and not is_service_note", insert: { mode: "clone" }, delete: "sample" },
  { table: "notification", sample: "workspace_id = $1 and recipient_id = $4", insert: { mode: "clone" }, delete: "sample" },
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
  const candidates = DEMO_ACCOUNTS.filter((x) => x.key !== a.key && x.teamMemberId && x.memberships.includes(workspace) && !managees.has(x.key))
    .sort((x, y) => Number(x.roles.includes("team_member_developer")) - Number(y.roles.includes("team_member_developer")));
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
    [`public.${table}`]);
  const pk = await q<{ attname: string }>(
    `select a.attname from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
     where i.indrelid = $1::regclass and i.indisprimary order by array_position(i.indkey::int2[], a.attnum)`,
    [`public.${table}`]);
  return { columns: cols.rows.map((c) => c.attname), pk: pk.rows.map((c) => c.attname) };
}

const quote = (c: string) => `"${c}"`;

/** The sample row as JSON (null when the workspace has none), and whether the account owns it. */
export async function sampleRow(q: Query, s: TableStrategy, ctx: CaseContext): Promise<{ row: Record<string, unknown>; owned: boolean } | null> {
  // every parameter is referenced (and typed) by the CTE, whichever the condition uses
  const find = async (condition: string) => (await q<{ row: Record<string, unknown> }>(
    `with p as (select $1::uuid as p1, $2::uuid as p2, $3::uuid as p3, $4::uuid as p4, $5::uuid as p5)
     select to_jsonb(t) as row from public.${s.table} t, p where ${condition} order by t::text limit 1`,
    sampleParams(ctx))).rows[0]?.row;
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
  const cols = meta.columns.filter((c) => c in row).map(quote).join(", ");
  return q(`insert into public.${table} (${cols}) select ${cols} from jsonb_populate_record(null::public.${table}, $1::jsonb)`, [JSON.stringify(row)]);
}

export async function newUuid(q: Query): Promise<string> {
  return (await q<{ id: string }>("select gen_random_uuid()::text as id", [])).rows[0].id;
}
