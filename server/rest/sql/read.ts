// Read tree → SQL. Each level is one SELECT; embeds are correlated subqueries aggregated by
// the database (`row_to_json` for to-one, `json_agg` for to-many), `!inner` and null filters
// on embeds are EXISTS conditions, so the row page, its embeds and its count come from one
// statement and the body leaves PostgreSQL as a single text value.
import type { ColumnRef, Condition, Embed, OrderItem, Output, ReadNode } from "../plan/types.ts";
import { ident, type Params, qualified } from "./text.ts";

/** `t0."data"->$1::text->>$2::int`: a column, then its json path with bound keys. */
export function columnSql(alias: string, ref: ColumnRef, p: Params): string {
  const fn = ref.column.computed;
  // a computed field is its function applied to the row
  const base = fn ? `${qualified(fn.schema, fn.name)}(${alias})` : `${alias}.${ident(ref.column.name)}`;
  if (ref.path.length === 0) return base;
  return `(${base}${ref.path.map((s) => `${s.arrow}${p.ref(s.slot)}::${s.index ? "int" : "text"}`).join("")})`;
}

/** The response keys of a level, spreads flattened. */
export function outputNames(node: ReadNode): string[] {
  return node.outputs.flatMap((o) =>
    o.kind === "column" || o.kind === "aggregate"
      ? [o.name]
      : o.kind === "embed"
        ? [o.embed.name]
        : outputNames(o.embed.node),
  );
}

/** The lateral join a spread's columns are read from. */
const spreadAlias = (node: ReadNode, i: number) => `_pgrst_s${node.depth}_${i}`;

const isGrouped = (node: ReadNode) => node.outputs.some((o) => o.kind === "aggregate");

/**
 * PostgREST's automatic GROUP BY: every output that is not an aggregate, by position (a
 * spread counts one position per column it brings).
 */
function groupBySql(node: ReadNode): string {
  if (!isGrouped(node)) return "";
  const positions: number[] = [];
  let at = 0;
  for (const o of node.outputs) {
    const width = o.kind === "spread" ? outputNames(o.embed.node).length : 1;
    if (o.kind !== "aggregate") for (let k = 1; k <= width; k++) positions.push(at + k);
    at += width;
  }
  return positions.length === 0 ? "" : ` group by ${positions.join(", ")}`;
}

function outputSql(node: ReadNode, o: Output, p: Params, i: number): string {
  if (o.kind === "aggregate") {
    let arg = "*";
    if (o.target) {
      const expr = columnSql(node.alias, o.target, p);
      arg = o.cast === undefined ? expr : `cast(${expr} as ${o.cast})`;
    }
    const call = `${o.fn}(${arg})`;
    return `${o.resultCast === undefined ? call : `cast(${call} as ${o.resultCast})`} as ${ident(o.name)}`;
  }
  if (o.kind === "spread")
    return outputNames(o.embed.node)
      .map((n) => `${spreadAlias(node, i)}.${ident(n)}`)
      .join(", ");
  if (o.kind === "column") {
    const expr = columnSql(node.alias, o.target, p);
    return `${o.cast === undefined ? expr : `cast(${expr} as ${o.cast})`} as ${ident(o.name)}`;
  }
  const e = o.embed;
  const rows = `(${nodeSql(e.node, p, e)}) _pgrst_e`;
  // json has no equality: an embed that groups an aggregate is compared as jsonb
  const type = isGrouped(node) ? "::jsonb" : "";
  return e.toOne
    ? `(select row_to_json(_pgrst_e)${type} from ${rows}) as ${ident(e.name)}`
    : `coalesce((select json_agg(_pgrst_e) from ${rows}), '[]')${type} as ${ident(e.name)}`;
}

/** True when a level applies a function to its row: a computed field or relationship. */
export const usesRowType = (node: ReadNode): boolean =>
  [...node.used].some((name) => node.relation.computed?.has(name)) ||
  node.embeds.some((embed) => embed.relationship.computed !== undefined);

/** FROM of a node: its relation (and, many-to-many, the junction joined to it). */
function fromSql(node: ReadNode, embed?: Embed): string {
  const fn = embed?.relationship.computed;
  // a computed relationship: its function's rows for the parent row
  if (fn) return `${qualified(fn.schema, fn.name)}(t${node.depth - 1}) as ${node.alias}`;
  const main =
    node.source.kind === "cte"
      ? node.source.rowType
        ? `unnest(array(select pgrst_row from pgrst_source)) as ${node.alias}`
        : `pgrst_source as ${node.alias}`
      : `${qualified(node.relation.schema, node.relation.name)} as ${node.alias}`;
  const j = embed?.relationship.junction;
  if (!j) return main;
  const on = j.columns2.map(([c, jc]) => `j${node.depth}.${ident(jc)} = ${node.alias}.${ident(c)}`).join(" and ");
  return `${main} join ${qualified(j.relation.schema, j.relation.name)} as j${node.depth} on ${on}`;
}

/** The condition tying an embed's rows to its parent row. */
function joinSql(node: ReadNode, embed: Embed): string {
  const parent = `t${node.depth - 1}`;
  const j = embed.relationship.junction;
  if (j) return j.columns1.map(([c, jc]) => `j${node.depth}.${ident(jc)} = ${parent}.${ident(c)}`).join(" and ");
  return embed.relationship.columns
    .map(([c, fc]) => `${node.alias}.${ident(fc)} = ${parent}.${ident(c)}`)
    .join(" and ");
}

export function conditionSql(node: ReadNode, c: Condition, p: Params): string {
  switch (c.kind) {
    case "filter": {
      const target = columnSql(node.alias, c.target, p);
      const o = c.operand;
      let sql: string;
      if (o.kind === "binary") sql = `${target} ${o.sql} ${p.ref(o.slot)}`;
      else if (o.kind === "array") sql = `${target} ${o.sql} ${o.quantifier}(${p.ref(o.slot)})`;
      else if (o.kind === "is") sql = `${target} ${o.sql}`;
      else {
        const config = o.config === undefined ? "" : `${p.ref(o.config)}::regconfig, `;
        const vector = o.toTsvector ? `to_tsvector(${config}${target})` : target;
        sql = `${vector} @@ ${o.fn}(${config}${p.ref(o.slot)})`;
      }
      return c.negated ? `not (${sql})` : sql;
    }
    case "logic": {
      const sql = `(${c.children.map((x) => conditionSql(node, x, p)).join(c.op === "and" ? " and " : " or ")})`;
      return c.negated ? `not ${sql}` : sql;
    }
    case "exists":
      return `${c.negated ? "not " : ""}exists (${existsSql(c.embed, p)})`;
  }
}

function whereSql(node: ReadNode, p: Params, embed?: Embed): string {
  const parts = embed && !embed.relationship.computed ? [joinSql(node, embed)] : [];
  for (const c of node.where) parts.push(conditionSql(node, c, p));
  return parts.length === 0 ? "" : ` where ${parts.join(" and ")}`;
}

function orderSql(node: ReadNode, p: Params): string {
  if (node.order.length === 0) return "";
  const term = (o: OrderItem) => {
    const expr = o.embed
      ? `(select ${columnSql(o.embed.node.alias, o.target, p)} from ${fromSql(o.embed.node, o.embed)}${whereSql(o.embed.node, p, o.embed)})`
      : columnSql(node.alias, o.target, p);
    return `${expr}${o.direction ? ` ${o.direction}` : ""}${o.nulls ? ` nulls ${o.nulls}` : ""}`;
  };
  return ` order by ${node.order.map(term).join(", ")}`;
}

function rangeSql(node: ReadNode, p: Params): string {
  let limit = "";
  if (node.limit !== undefined)
    limit =
      node.cap === undefined
        ? ` limit ${p.ref(node.limit)}`
        : ` limit least(${p.ref(node.limit)}::bigint, ${node.cap})`;
  else if (node.cap !== undefined) limit = ` limit ${node.cap}`;
  return limit + (node.offset === undefined ? "" : ` offset ${p.ref(node.offset)}`);
}

/**
 * `!inner` and null filters on embeds. PostgREST joins each embed laterally, so the parents
 * come out in the order of their own scan; an EXISTS the planner turns into a (hash) semi- or
 * anti-join may reorder them. `offset 0` keeps the sub-select a per-row subplan, as PostgREST's
 * lateral join is.
 */
function existsSql(embed: Embed, p: Params): string {
  const node = embed.node;
  const range =
    node.offset === undefined ? `${rangeSql(node, p)} offset 0` : `${orderSql(node, p)}${rangeSql(node, p)}`;
  return `select 1 from ${fromSql(node, embed)}${whereSql(node, p, embed)}${range}`;
}

/** One level: `select <outputs> from <source> where <join and conditions> order by … limit …`. */
export function nodeSql(node: ReadNode, p: Params, embed?: Embed): string {
  const outputs = node.outputs
    .map((o, i) => outputSql(node, o, p, i))
    .filter((x) => x !== "")
    .join(", ");
  // a to-one spread: one lateral row (or nulls) whose columns become this level's
  const spreads = node.outputs
    .map((o, i) =>
      o.kind === "spread"
        ? ` left join lateral (${nodeSql(o.embed.node, p, o.embed)}) as ${spreadAlias(node, i)} on true`
        : "",
    )
    .join("");
  return `select ${outputs} from ${fromSql(node, embed)}${spreads}${whereSql(node, p, embed)}${groupBySql(node)}${orderSql(node, p)}${rangeSql(node, p)}`;
}

/** `select count(*)` of the root's rows before its range (the filters and EXISTS conditions only). */
export function countSql(root: ReadNode, p: Params, limit?: number): string {
  if (limit === undefined) return `(select count(*) from ${fromSql(root)}${whereSql(root, p)})`;
  return `(select count(*) from (select 1 from ${fromSql(root)}${whereSql(root, p)} limit ${limit}) _pgrst_c)`;
}

/** PostgREST's count query (`select 1` of the root's rows, no range), whose plan estimates the total. */
export function explainCountSql(root: ReadNode, p: Params, cte?: string): string {
  const rows = `select 1 from ${fromSql(root)}${whereSql(root, p)}`;
  return `explain (format json) ${cte === undefined ? rows : `with pgrst_source as (${cte}) ${rows}`}`;
}

export type BodyKind = "array" | "single" | "none" | "csv";

/** The body aggregate over `_pgrst_t` (the page rows), optionally without null members. */
export function bodySql(kind: BodyKind, column = "_pgrst_t", stripNulls = false): string {
  const strip = (json: string) => (stripNulls ? `json_strip_nulls(${json})` : json);
  if (kind === "none") return "''";
  if (kind === "single") return `coalesce((${strip(`json_agg(${column})->0`)})::text, 'null')`;
  return `coalesce(${strip(`json_agg(${column})`)}, '[]')::text`;
}

export type StatementOptions = {
  count: boolean;
  /** count at most this many rows (`Prefer: count=estimated`: db-max-rows + 1) */
  countLimit?: number;
  body: BodyKind;
  /** aggregate this column of the page rows instead of the rows (scalar functions) */
  bodyColumn?: string;
  /** more output columns, e.g. the upsert's inserted-row count */
  extra?: string;
  /** `Accept: …;nulls=stripped` */
  stripNulls?: boolean;
};

/**
 * The whole statement: total (or null), page row count and body in one row. With `cte`, the
 * root reads `pgrst_source`: the rows a mutation returned or a function call produced.
 */
export function statement(root: ReadNode, p: Params, opts: StatementOptions, cte?: string): string {
  const rows = nodeSql(root, p);
  const total = opts.count ? countSql(root, p, opts.countLimit) : "null::bigint";
  if (opts.body === "csv") {
    // PostgREST's CSV: the first row's keys as the header, then each row's text without its parentheses, CRLF-separated
    const column = opts.bodyColumn === undefined ? "_pgrst_t" : `_pgrst_t.${ident(opts.bodyColumn)}`;
    const inner =
      `select ${total} as total, count(*) as page, json_agg(_pgrst_t)->0 as first, ` +
      `string_agg(substring(${column}::text, 2, length(${column}::text) - 2), chr(13) || chr(10)) as lines${opts.extra ?? ""} from (${rows}) _pgrst_t`;
    const header = `coalesce((select string_agg(k, ',') from json_object_keys(_pgrst_w.first) k), '')`;
    const select = `select _pgrst_w.*, ${header} || chr(13) || chr(10) || coalesce(_pgrst_w.lines, '') as body from (${inner}) _pgrst_w`;
    return cte === undefined ? select : `with pgrst_source as (${cte}) ${select}`;
  }
  const body = bodySql(
    opts.body,
    opts.bodyColumn === undefined ? undefined : `_pgrst_t.${ident(opts.bodyColumn)}`,
    opts.stripNulls,
  );
  const select = `select ${total} as total, count(*) as page, ${body} as body${opts.extra ?? ""} from (${rows}) _pgrst_t`;
  return cte === undefined ? select : `with pgrst_source as (${cte}) ${select}`;
}
