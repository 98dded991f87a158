// Mutation plan → the `pgrst_source` CTE: INSERT … SELECT from the json body read by
// `json_to_recordset` with catalog column types, UPDATE … FROM the body, DELETE; limited
// UPDATE/DELETE through ctid; RETURNING only what the representation reads.
import type { ReadNode } from "../plan/types.ts";
import type { WritePlan } from "../plan/write.ts";
import type { Column } from "../schema/types.ts";
import { columnSql, conditionSql } from "./read.ts";
import { catalogLiteral, ident, type Params, qualified } from "./text.ts";

/** `pgrst.inserted` counts rows the INSERT tried minus rows the upsert merged instead. */
const INSERTED = "coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0)";
const bump = (delta: "+" | "-") =>
  `set_config('pgrst.inserted', (${INSERTED} ${delta} 1)::text, true) <> '${delta === "+" ? "0" : "-1"}'`;

export const insertedSql = `${INSERTED}`;

/** The body as rows with the written columns typed from the catalog. */
function bodyRowsSql(columns: readonly Column[], kind: "object" | "array", slot: string, defaults: boolean): string {
  const typed = columns.map((c) => `${ident(c.name)} ${c.type}`).join(", ");
  const withDefaults = defaults ? columns.filter((c) => c.default !== null && !c.generated) : [];
  if (withDefaults.length === 0) {
    return `json_to_record${kind === "array" ? "set" : ""}(${slot}::json) as _(${typed})`;
  }
  const defs = `jsonb_build_object(${withDefaults.map((c) => `${catalogLiteral(c.name)}, ${c.default}`).join(", ")})`;
  return kind === "array"
    ? `jsonb_to_recordset((select coalesce(jsonb_agg(${defs} || e), '[]') from jsonb_array_elements(${slot}::jsonb) e)) as _(${typed})`
    : `jsonb_to_record(${defs} || ${slot}::jsonb) as _(${typed})`;
}

function whereSql(target: ReadNode, p: Params): string {
  return target.where.length === 0 ? "" : ` where ${target.where.map((c) => conditionSql(target, c, p)).join(" and ")}`;
}

/** `(select ctid … order by … limit … offset …)`: the rows a limited UPDATE/DELETE may touch. */
function limitedRowsSql(target: ReadNode, table: string, p: Params): string | undefined {
  if (target.limit === undefined && target.offset === undefined) return undefined;
  const order =
    target.order.length === 0
      ? ""
      : ` order by ${target.order.map((o) => `${columnSql("t0", o.target, p)}${o.direction ? ` ${o.direction}` : ""}${o.nulls ? ` nulls ${o.nulls}` : ""}`).join(", ")}`;
  const limit = target.limit === undefined ? "" : ` limit ${p.ref(target.limit)}`;
  const offset = target.offset === undefined ? "" : ` offset ${p.ref(target.offset)}`;
  return `(select t0.ctid as pgrst_ctid from ${table} as t0${whereSql(target, p)}${order}${limit}${offset}) pgrst_affected`;
}

/**
 * The statement inside `with pgrst_source as (…)`.
 * @param returning the columns the response reads; empty = `returning 1`
 */
export function mutationSql(plan: WritePlan, returning: readonly string[], p: Params, wholeRow = false): string {
  const table = qualified(plan.relation.schema, plan.relation.name);
  // the row itself, of the table's type, for computed fields (functions of that type)
  const items = [...returning.map((c) => `t0.${ident(c)}`), ...(wholeRow ? ["t0 as pgrst_row"] : [])];
  const ret = items.length === 0 ? "returning 1" : `returning ${items.join(", ")}`;
  if (plan.kind === "insert") {
    const cols = plan.body.columns.map((c) => ident(c.name)).join(", ");
    const counting = plan.countInserted ? ` where ${bump("+")}` : "";
    // no keys: one row of defaults per object (`{}`, `[{}, {}]`)
    const select =
      plan.body.columns.length === 0
        ? `select from ${plan.body.kind === "array" ? `json_array_elements(${p.ref(plan.body.slot)}::json)` : "(values (1)) _"}${counting}`
        : `select ${cols} from ${bodyRowsSql(plan.body.columns, plan.body.kind, p.ref(plan.body.slot), plan.defaults)}${counting}`;
    let conflict = "";
    if (plan.conflict) {
      const target = plan.conflict.columns.map(ident).join(", ");
      const set = plan.body.columns.map((c) => `${ident(c.name)} = excluded.${ident(c.name)}`).join(", ");
      conflict =
        plan.conflict.action === "ignore" || set === ""
          ? ` on conflict (${target}) do nothing`
          : ` on conflict (${target}) do update set ${set}${plan.countInserted ? ` where ${bump("-")}` : ""}`;
    }
    return `insert into ${table} as t0${cols === "" ? "" : ` (${cols})`} ${select}${conflict} ${ret}`;
  }
  if (plan.kind === "update") {
    if (plan.body.columns.length === 0) {
      // nothing to set: no row changes, as PostgREST answers an empty PATCH body
      return `select ${items.length === 0 ? "1" : items.join(", ")} from ${table} as t0 where false`;
    }
    const set = plan.body.columns.map((c) => `${ident(c.name)} = pgrst_body.${ident(c.name)}`).join(", ");
    const rows = bodyRowsSql(plan.body.columns, plan.body.kind, p.ref(plan.body.slot), plan.defaults);
    const body = `(select * from ${rows}${plan.body.kind === "array" ? " limit 1" : ""}) pgrst_body`;
    const limited = limitedRowsSql(plan.target, table, p);
    return limited
      ? `update ${table} as t0 set ${set} from ${body}, ${limited} where t0.ctid = pgrst_affected.pgrst_ctid ${ret}`
      : `update ${table} as t0 set ${set} from ${body}${whereSql(plan.target, p)} ${ret}`;
  }
  const limited = limitedRowsSql(plan.target, table, p);
  return limited
    ? `delete from ${table} as t0 using ${limited} where t0.ctid = pgrst_affected.pgrst_ctid ${ret}`
    : `delete from ${table} as t0${whereSql(plan.target, p)} ${ret}`;
}
