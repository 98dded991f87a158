// Shaped request + schema cache → read tree: the select list resolved to columns and
// relationships, filters and logic trees to conditions (null filters on embeds to EXISTS),
// orders (related orders only on to-one embeds) and ranges, per embed level.
import type { Field, Filter, LogicTree, NodeModifiers, ReadRequest, SelectItem } from "../ast.ts";
import { ApiError, columnNotFound, notEmbedded, relatedOrderNotToOne } from "../errors.ts";
import type { Column, Relation, SchemaCache } from "../schema/types.ts";
import { findRelationship, isToOne } from "./find-relationship.ts";
import { castType, operandOf } from "./operators.ts";
import { slotOf } from "./shape.ts";
import type { ColumnRef, Condition, Embed, OrderItem, ReadNode, Source } from "./types.ts";

export type ReadPlanOptions = {
  cache: SchemaCache;
  /** a shaped request */
  query: ReadRequest;
  source: Source;
  relation: Relation;
  /** false for a mutation's representation: its root filters, order and range belong to the mutation */
  rootModifiers: boolean;
  /** db-max-rows for every level (reads and calls, not mutations) */
  maxRows?: number;
  /** db-aggregates-enabled: `count()`, `col.sum()`… allowed (else 400 PGRST123) */
  aggregatesEnabled?: boolean;
};

const aggregatesDisabled = () => new ApiError(400, "PGRST123", "Use of aggregate functions is not allowed");

/** PostgREST v12 spreads to-one relationships only (`SpreadNotToOne`). */
const spreadNotToOne = (origin: string, target: string) =>
  new ApiError(
    400,
    "PGRST119",
    `A spread operation on '${target}' is not possible`,
    `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  );

export function columnOf(relation: Relation, name: string): Column {
  const column = relation.columnsByName.get(name) ?? relation.computed?.get(name);
  if (!column) throw columnNotFound(relation.name, name);
  return column;
}

export function refOf(relation: Relation, field: Field): ColumnRef {
  return {
    column: columnOf(relation, field.name),
    path: field.jsonPath.map((s) => ({ arrow: s.arrow, slot: slotOf(s.key), index: typeof s.key === "number" })),
  };
}

export function planRead(opts: ReadPlanOptions): ReadNode {
  const visited = new Set<string>();
  const root = planNode(opts, opts.source, opts.relation, opts.query.select, [], visited);
  for (const [key, m] of opts.query.modifiers) {
    if (visited.has(key) || isEmpty(m)) continue;
    const path = key.split(".");
    const missing = path.find((_, i) => !visited.has(path.slice(0, i + 1).join(".")));
    throw notEmbedded(missing ?? key);
  }
  return root;
}

const isEmpty = (m: NodeModifiers) =>
  m.filters.length === 0 &&
  m.logic.length === 0 &&
  m.order === undefined &&
  m.limit === undefined &&
  m.offset === undefined;

/** The root level of a mutation's target: its filters, order and range, no select. */
export function planMutationTarget(opts: ReadPlanOptions): ReadNode {
  return planNode({ ...opts, rootModifiers: true }, opts.source, opts.relation, [], [], new Set());
}

function planNode(
  opts: ReadPlanOptions,
  source: Source,
  relation: Relation,
  select: readonly SelectItem[],
  path: readonly string[],
  visited: Set<string>,
): ReadNode {
  const depth = path.length;
  const node: ReadNode = {
    source,
    relation,
    alias: `t${depth}`,
    depth,
    outputs: [],
    where: [],
    order: [],
    embeds: [],
    used: new Set(),
  };
  if (opts.maxRows !== undefined) node.cap = opts.maxRows;
  // PostgREST joins each embed as `<table>_<alias or target>_<depth>`: two embeds with one
  // such name make PostgreSQL fail with 42712, which PostgREST answers as is
  const joinNames = new Set<string>();
  for (const item of select) {
    if (item.type === "star") {
      for (const column of relation.columns) {
        node.outputs.push({ kind: "column", target: { column, path: [] }, name: column.name });
        node.used.add(column.name);
      }
    } else if (item.type === "column") {
      if (item.aggregate !== undefined && !opts.aggregatesEnabled) throw aggregatesDisabled();
      const target = refOf(relation, item.field);
      node.used.add(target.column.name);
      if (item.aggregate !== undefined) {
        // PostgREST names an aggregate after its function unless aliased (`total:amount.sum()`)
        node.outputs.push({
          kind: "aggregate",
          fn: item.aggregate,
          target,
          ...(item.cast !== undefined && { cast: castType(item.cast) }),
          ...(item.aggregateCast !== undefined && { resultCast: castType(item.aggregateCast) }),
          name: item.alias ?? item.aggregate,
        });
        continue;
      }
      node.outputs.push({
        kind: "column",
        target,
        ...(item.cast !== undefined && { cast: castType(item.cast) }),
        name: item.alias ?? item.field.name,
      });
    } else if (item.type === "count") {
      if (!opts.aggregatesEnabled) throw aggregatesDisabled();
      node.outputs.push({
        kind: "aggregate",
        fn: "count",
        ...(item.cast !== undefined && { resultCast: castType(item.cast) }),
        name: item.alias ?? "count",
      });
    } else {
      const relationship = findRelationship(opts.cache, relation, item.target, item.hint);
      if (item.spread && !isToOne(relationship)) throw spreadNotToOne(relation.name, item.target);
      const name = item.alias ?? item.target;
      const joinName = `${relationship.table.name}_${name}_${depth + 1}`;
      if (joinNames.has(joinName))
        throw new ApiError(400, "42712", `table name "${joinName}" specified more than once`);
      joinNames.add(joinName);
      const child = relationship.foreignTable;
      const childNode = planNode(
        opts,
        { kind: "relation", relation: child },
        child,
        item.select,
        [...path, name],
        visited,
      );
      const hidden = childNode.outputs.length === 0 && childNode.embeds.every((e) => e.hidden);
      const embed: Embed = {
        name,
        relationship,
        toOne: isToOne(relationship),
        inner: item.joinType === "inner",
        hidden,
        node: childNode,
      };
      // a to-one embed has at most one row: the row cap only matters for arrays
      if (embed.toOne) delete childNode.cap;
      for (const [parentColumn] of relationship.junction?.columns1 ?? relationship.columns) node.used.add(parentColumn);
      node.embeds.push(embed);
      if (item.spread) node.outputs.push({ kind: "spread", embed });
      else if (!hidden) node.outputs.push({ kind: "embed", embed });
      if (embed.inner) node.where.push({ kind: "exists", embed, negated: false });
    }
  }
  const key = path.join(".");
  visited.add(key);
  const m = opts.query.modifiers.get(key);
  if (m && (depth > 0 || opts.rootModifiers)) applyModifiers(node, m);
  return node;
}

function applyModifiers(node: ReadNode, m: NodeModifiers): void {
  for (const f of m.filters) node.where.push(filterCondition(node, f));
  for (const t of m.logic) node.where.push(logicCondition(node, t));
  for (const term of m.order ?? []) {
    let item: OrderItem;
    if (term.relation !== undefined) {
      const embed = node.embeds.find((e) => e.name === term.relation);
      if (!embed) throw notEmbedded(term.relation);
      if (!embed.toOne) throw relatedOrderNotToOne(node.relation.name, term.relation);
      item = { embed, target: refOf(embed.node.relation, term.field) };
    } else {
      item = { target: refOf(node.relation, term.field) };
      node.used.add(item.target.column.name);
    }
    if (term.direction !== undefined) item.direction = term.direction;
    if (term.nulls !== undefined) item.nulls = term.nulls;
    node.order.push(item);
  }
  if (m.limit !== undefined) node.limit = m.limit;
  if (m.offset !== undefined) node.offset = m.offset;
}

function filterCondition(node: ReadNode, f: Filter): Condition {
  const e = f.expr;
  if (e.kind === "is" && (e.value === "null" || e.value === "not_null") && f.field.jsonPath.length === 0) {
    const embed = node.embeds.find((x) => x.name === f.field.name);
    // `embed=is.null`: no matching row; `embed=not.is.null`: at least one (like !inner)
    if (embed) return { kind: "exists", embed, negated: (e.value === "null") !== f.negated };
  }
  const target = refOf(node.relation, f.field);
  node.used.add(target.column.name);
  return { kind: "filter", target, negated: f.negated, operand: operandOf(e, target.column, target.path.length > 0) };
}

function logicCondition(node: ReadNode, t: LogicTree): Condition {
  return {
    kind: "logic",
    op: t.op,
    negated: t.negated,
    children: t.children.map((c) => ("children" in c ? logicCondition(node, c) : filterCondition(node, c))),
  };
}
