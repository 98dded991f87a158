// Helpers of the request-family tests: the transitions held as data, the demo account that
// plays each role, and values for the fields a move requires (SQL expressions evaluated in
// the UPDATE that makes the move, so they can read the row).
import type { DemoAccount } from "../../../seed/accounts.ts";
import { DEMO_ACCOUNTS } from "../../../seed/accounts.ts";
import type { Query } from "../../support/db.ts";

export type Transition = {
  entity: string;
  from_status: string | null;
  to_status: string;
  roles: string[];
  requester_only_roles: string[];
  external_actors: string[];
  requires_comment: boolean;
  required_fields: string[];
  notify_roles: string[];
};

export type RequestType = {
  entity: string;
  label: string;
  status_enum: string;
  initial_status: string;
  terminal_statuses: string[];
};

/** The demo account that plays each role in the tests (Renfort members with that single role). */
export const ROLE_ACCOUNT: Record<string, string> = {
  accounting_team_member: "comptable",
  consultant_team_member: "consultant",
  csm_team_member: "csm",
  external_csm_team_member: "csmExterne",
  team_member_marketing: "marketing",
  team_member_developer: "dev",
  team_member_independent_administrator: "adminIndependants",
};

export const accountOf = (role: string): DemoAccount => DEMO_ACCOUNTS.find((a) => a.key === ROLE_ACCOUNT[role])!;

const pgArray = (v: unknown): string[] =>
  Array.isArray(v)
    ? (v as string[])
    : typeof v === "string"
      ? v
          .replace(/^\{|\}$/g, "")
          .split(",")
          .filter(Boolean)
      : [];

export async function loadTransitions(q: Query, entities?: string[]): Promise<Transition[]> {
  const r = await q<Record<string, unknown>>(
    `select entity, from_status, to_status, roles::text[] as roles, requester_only_roles::text[] as requester_only_roles, external_actors,
            requires_comment, required_fields, notify_roles::text[] as notify_roles
     from public.status_transition where entity in (select entity from public.request_type) ${entities ? "and entity = any ($1::text[])" : ""}
     order by entity, from_status nulls first, to_status`,
    entities ? [entities] : [],
  );
  return r.rows.map((t) => ({
    entity: t.entity as string,
    from_status: t.from_status as string | null,
    to_status: t.to_status as string,
    roles: pgArray(t.roles),
    requester_only_roles: pgArray(t.requester_only_roles),
    external_actors: pgArray(t.external_actors),
    requires_comment: t.requires_comment as boolean,
    required_fields: pgArray(t.required_fields),
    notify_roles: pgArray(t.notify_roles),
  }));
}

export async function loadRequestTypes(q: Query): Promise<RequestType[]> {
  const r = await q<Record<string, unknown>>(
    "select entity, label, status_enum, initial_status, terminal_statuses from public.request_type order by position",
    [],
  );
  return r.rows.map((t) => ({ ...(t as RequestType), terminal_statuses: pgArray(t.terminal_statuses) }));
}

export async function statusValues(q: Query, enumName: string): Promise<string[]> {
  const r = await q<{ v: string }>(`select unnest(enum_range(null::public.${enumName}))::text as v`, []);
  return r.rows.map((x) => x.v);
}

export async function labelOf(q: Query, enumName: string, value: string): Promise<string> {
  const r = await q<{ label: string }>("select label from public.enum_label where enum_name = $1 and value = $2", [
    enumName,
    value,
  ]);
  return r.rows[0]?.label ?? value;
}

/** SQL expressions that give a valid value for a required field: `table.field` first, then by name, then by type. */
const FIELD_VALUES: Record<string, string> = {
  appointment_at: "now() + interval '2 days'",
  start_at: "now() + interval '2 days'",
  end_at: "now() + interval '3 days'",
  send_at:
    "(((private.paris_today() + case when extract(isodow from private.paris_today() + 2) = 7 then 3 else 2 end) + time '10:00') at time zone 'Europe/Paris')",
  cpam_decision_at: "private.paris_today()",
  accident_sheet_given_at: "now() - interval '1 minute'",
  dat_reference: "'DAT-TEST-0001'",
  payment_reference: "'VIR-TEST-0001'",
  outcome: "'positive'",
  questions_answers: `'[{"question": "Qualité du travail ?", "answer": "Très bonne"}]'::jsonb`,
  end_documents: `'{"certificat_de_travail": true, "attestation_france_travail": true, "solde_de_tout_compte": true}'::jsonb`,
  "advance_payment_request.approved_amount": "least(requested_amount, greatest(max_allowed, 1))",
  "expense_claim_request.approved_amount": "round(amount_ttc / 2, 2)",
  "professional_card_request.photo_file":
    "workspace_id::text || '/requests/professional_card_request/' || id::text || '/photo.jpg'",
  "qualification_training_request.qualification_center_id": `(select x.id from public.qualification_center x where x.workspace_id = qualification_training_request.workspace_id
    and x.status = 'active' and (x.training_type = qualification_training_request.qualification_type or qualification_training_request.qualification_type = any (x.offered_qualifications))
    order by x.id limit 1)`,
  "commercial_condition.signer_contact_id": `(select x.id from public.contact x where x.company_id = commercial_condition.company_id and x.status = 'active'
    and x.email is not null and 'contract_signatory' = any (x.roles) order by x.id limit 1)`,
};

/** Other columns set with every allowed move (harmless context the validators may ask for). */
export const MOVE_EXTRAS: Record<string, Record<string, string>> = {
  work_accident_request: { late_declaration_reason: "'Retard de test'" },
};

/**
 * Values a seeded request takes when it is reinserted to test who may create it: the rules being
 * tested are the roles', not the type's own (cooptation-rules.test.ts tests the 12-month rule).
 */
export const REINSERT_OVERRIDES: Record<string, Record<string, unknown>> = {
  // declared before any record of the seed: its referee was unknown then
  cooptation: { declared_at: "2000-01-03T10:00:00Z" },
};

/**
 * Setup (as the system) before a seeded request is reinserted by a user: an acompte needs the
 * net the server computed for its gross (the pay-net function's record; the seed's figure is the
 * pay engine's).
 */
export const REINSERT_SETUP: Record<string, (id: string) => string> = {
  advance_payment_request: (id) =>
    `select public.record_pay_engine_net(a.talent_id, a.period_month, e.earned_gross, least(a.estimated_net_earned, e.earned_gross))
     from public.advance_payment_request a,
          private.advance_payment_earned(a.talent_id, a.period_month, a.contract_key, a.id) e
     where a.id = '${id}' and e.earned_gross > 0 and a.estimated_net_earned is not null`,
};

/** A required field's value that depends on the move's target (`entity:to`): a visit recorded
 * as done took place in the past. */
export const TARGET_FIELD_VALUES: Record<string, Record<string, string>> = {
  "medical_checkup_request:done": { appointment_at: "now() - interval '1 hour'" },
};

/** Setup (as the system) a move needs beyond its required fields: `entity:from:to`. */
export const MOVE_SETUP: Record<string, (id: string) => string> = {
  "medical_checkup_request:done:certificate_received": (id) =>
    `insert into public.medical_checkup_result (medical_checkup_request_id, workspace_id, result)
     select id, workspace_id, 'fit' from public.medical_checkup_request where id = '${id}' on conflict do nothing`,
  "medical_checkup_request:scheduled:done": (id) =>
    `update public.medical_checkup_request set appointment_at = now() - interval '1 hour' where id = '${id}'`,
  // a version under the policy's floor is validated once the direction granted its derogation
  "commercial_condition:pending_validation:validated": (id) =>
    `update public.commercial_condition c set derogation_approved_at = now() where c.id = '${id}'
     and private.commercial_condition_lowest_coefficient(c) < coalesce(private.legal_value('coefficient_min', c.valid_from), 1.5)`,
};

export type ColumnInfo = { name: string; type: string; fkTable: string | null; isEnum: boolean };

export async function columnInfo(q: Query, table: string): Promise<Map<string, ColumnInfo>> {
  const r = await q<{ name: string; type: string; fk_table: string | null; is_enum: boolean }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, t.typtype = 'e' as is_enum,
            (select cl.relname from pg_constraint c join pg_class cl on cl.oid = c.confrelid
             where c.conrelid = a.attrelid and c.contype = 'f' and c.conkey = array[a.attnum]) as fk_table
     from pg_attribute a join pg_type t on t.oid = a.atttypid
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped`,
    [`public.${table}`],
  );
  return new Map(r.rows.map((c) => [c.name, { name: c.name, type: c.type, fkTable: c.fk_table, isEnum: c.is_enum }]));
}

/** A SQL expression giving a valid value for `field` of a row of `table`. */
export function valueFor(table: string, field: string, col: ColumnInfo | undefined): string {
  const known = FIELD_VALUES[`${table}.${field}`] ?? FIELD_VALUES[field];
  if (known) return known;
  if (!col) throw new Error(`colonne inconnue ${table}.${field}`);
  if (field === "file" || field.endsWith("_file"))
    return `workspace_id::text || '/requests/${table}/' || id::text || '/${field}.pdf'`;
  if (col.fkTable) {
    const filter =
      col.fkTable === "medical_center" || col.fkTable === "qualification_center" ? " and x.status = 'active'" : "";
    return `(select x.id from public.${col.fkTable} x where x.workspace_id = ${table}.workspace_id${filter} order by x.id limit 1)`;
  }
  if (col.isEnum) return `(enum_range(null::public.${col.type}))[1]`;
  if (col.type.startsWith("timestamp")) return "now() - interval '1 minute'";
  if (col.type === "date") return "private.paris_today()";
  if (col.type.startsWith("numeric") || col.type === "integer" || col.type === "smallint") return "1";
  if (col.type === "jsonb") return `'{"test": true}'::jsonb`;
  if (col.type === "boolean") return "true";
  if (col.type.endsWith("[]")) return "'{}'";
  return `'Test ${field}'`;
}
