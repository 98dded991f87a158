// Splits a parsed request into its shape and its values. Every value position of the AST
// (filter operands, json path keys, limits, RPC arguments) is replaced by the number of a
// slot holding the value; what remains decides the SQL text alone. So the planner never sees
// a request value — it can only bind slots — and requests of one shape share one statement.
import type { Filter, JsonStep, LogicTree, NodeModifiers, OrderTerm, ReadRequest, SelectItem } from "../ast.ts";

export type Shaped = {
  /** the request with a slot number (as text, or as a number for numeric positions) in every value position */
  query: ReadRequest;
  values: unknown[];
};

/** A PostgreSQL array literal that reads back as exactly these strings (PostgREST `pgBuildArrayLiteral`). */
export function arrayLiteral(values: readonly string[]): string {
  const element = (v: string) => {
    const nul = v.indexOf("\u0000");
    const clean = nul < 0 ? v : v.slice(0, nul);
    return `"${clean.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
  };
  return `{${values.map(element).join(",")}}`;
}

/** The response key of `col->a->>b` without an alias: the last key (an index keeps the last earlier key). */
function jsonAlias(name: string, path: readonly JsonStep[]): string | undefined {
  if (path.length === 0) return undefined;
  const last = path[path.length - 1].key;
  if (typeof last === "string") return last;
  const lastKey = [...path].reverse().find((s) => typeof s.key === "string");
  return lastKey ? String(lastKey.key) : name;
}

export function shapeRequest(query: ReadRequest): Shaped {
  const values: unknown[] = [];
  const slot = (v: unknown): number => values.push(v) - 1;
  const text = (v: unknown): string => String(slot(v));

  const path = (steps: readonly JsonStep[]): JsonStep[] =>
    steps.map((s) => ({ arrow: s.arrow, key: typeof s.key === "number" ? slot(s.key) : text(s.key) }));

  const select = (items: readonly SelectItem[]): SelectItem[] =>
    items.map((item): SelectItem => {
      if (item.type === "column") {
        const alias = item.alias ?? jsonAlias(item.field.name, item.field.jsonPath);
        return {
          ...item,
          field: { name: item.field.name, jsonPath: path(item.field.jsonPath) },
          ...(alias !== undefined && { alias }),
        };
      }
      if (item.type === "embed") return { ...item, select: select(item.select) };
      return item;
    });

  const filter = (f: Filter): Filter => {
    const field = { name: f.field.name, jsonPath: path(f.field.jsonPath) };
    const e = f.expr;
    switch (e.kind) {
      case "simple":
        return { ...f, field, expr: { ...e, value: text(e.value) } };
      case "quant":
        return { ...f, field, expr: { ...e, values: [], raw: text(e.raw ?? arrayLiteral(e.values)) } };
      case "in":
        return { ...f, field, expr: { kind: "in", values: [text(arrayLiteral(e.values))] } };
      case "is":
        return { ...f, field };
      case "fts":
        return {
          ...f,
          field,
          expr: { ...e, value: text(e.value), ...(e.config !== undefined && { config: text(e.config) }) },
        };
    }
  };

  const tree = (t: LogicTree): LogicTree => ({
    ...t,
    children: t.children.map((c) => ("children" in c ? tree(c) : filter(c))),
  });

  const order = (terms: readonly OrderTerm[]): OrderTerm[] =>
    terms.map((t) => ({ ...t, field: { name: t.field.name, jsonPath: path(t.field.jsonPath) } }));

  const shapedSelect = select(query.select);
  const modifiers = new Map<string, NodeModifiers>();
  for (const [key, m] of query.modifiers) {
    modifiers.set(key, {
      filters: m.filters.map(filter),
      logic: m.logic.map(tree),
      ...(m.order !== undefined && { order: order(m.order) }),
      ...(m.limit !== undefined && { limit: slot(m.limit) }),
      ...(m.offset !== undefined && { offset: slot(m.offset) }),
    });
  }
  const argList = (query.rpcArgList ?? [...query.rpcArgs]).map(([name, value]): [string, string] => [
    name,
    text(value),
  ]);
  const rpcArgs = new Map(argList);
  return {
    query: {
      select: shapedSelect,
      modifiers,
      ...(query.columns !== undefined && { columns: query.columns }),
      ...(query.onConflict !== undefined && { onConflict: query.onConflict }),
      rpcArgs,
      rpcArgList: argList,
    },
    values,
  };
}

/** A cache key for a shaped request plus whatever else decides the SQL text. */
export function shapeKey(parts: readonly unknown[]): string {
  return JSON.stringify(parts, (_k, v: unknown) => (v instanceof Map ? [...v] : v));
}

/** The slot number written in a value position of a shaped request. */
export const slotOf = (position: string | number): number =>
  typeof position === "number" ? position : Number(position);
