// One request shape → one statement: plan against the schema cache and render the SQL. The
// result depends only on the shape (values are slots), so it is cached by shape key.
import type { Prefer, ReadRequest, SelectItem } from "./ast.ts";
import { relationNotFound } from "./errors.ts";
import type { Payload } from "./plan/payload.ts";
import { planRead } from "./plan/read.ts";
import { findRoutine, type CallArgs, type CallContent } from "./plan/rpc.ts";
import { slotOf } from "./plan/shape.ts";
import type { ReadNode } from "./plan/types.ts";
import { planWrite } from "./plan/write.ts";
import { type BodyKind, explainCountSql, statement, type StatementOptions, usesRowType } from "./sql/read.ts";
import { callSql, SCALAR_COLUMN } from "./sql/rpc.ts";
import { Params } from "./sql/text.ts";
import { insertedSql, mutationSql } from "./sql/write.ts";
import { qualifiedKey, type Column, type Relation, type Routine, type SchemaCache } from "./schema/types.ts";

export type Method = "GET" | "HEAD" | "POST" | "PATCH" | "DELETE";

export type CompileInput = {
  cache: SchemaCache;
  maxRows: number;
  /** PostgREST db-aggregates-enabled */
  aggregatesEnabled?: boolean;
  schema: string;
  method: Method;
  target: { kind: "relation" | "rpc"; name: string };
  /** a shaped request */
  query: ReadRequest;
  prefer: Prefer;
  singular: boolean;
  /** `Accept: …;nulls=stripped` */
  stripNulls: boolean;
  /** a mutation's body shape */
  payload?: Payload;
  /** RPC POST: the body's keys when it is a JSON object, else null */
  rpcKeys?: string[] | null;
  /** slot of the body text */
  bodySlot: number;
  /** `Accept: text/csv` */
  csv?: boolean;
  /** RPC POST: the body's media type (`Content-Type`) */
  content?: CallContent;
};

export type Compiled = {
  sql: string;
  /** `$n` → value slot */
  slots: number[];
  readOnly: boolean;
  action: "read" | "insert" | "update" | "delete" | "call";
  body: BodyKind;
  /** the statement also returns `inserted` (merge-duplicates) */
  countInserted: boolean;
  /** a function returning void: 204 */
  voidCall: boolean;
  /** `Prefer: count=planned|estimated`: the EXPLAIN whose top plan's row estimate is the total */
  explain?: { sql: string; slots: number[]; mode: "planned" | "estimated" };
};

const validCap = (n: number) => (Number.isSafeInteger(n) && n >= 0 ? n : undefined);

function relationOf(input: CompileInput): Relation {
  const relation = input.cache.relations.get(qualifiedKey(input.schema, input.target.name));
  if (!relation) throw relationNotFound(input.schema, input.target.name);
  return relation;
}

/** An array body becomes CSV when the client accepts only that. */
const csvOr = (input: CompileInput, body: BodyKind): BodyKind => (input.csv && body === "array" ? "csv" : body);

const bodyKind = (input: CompileInput): BodyKind =>
  csvOr(input, input.method === "HEAD" ? "none" : input.singular ? "single" : "array");

/** Options shared by every read tree: the cache, the shaped query, db-max-rows when it applies. */
function readOptions(input: CompileInput, capped: boolean) {
  const maxRows = capped ? validCap(input.maxRows) : undefined;
  return {
    cache: input.cache,
    query: input.query,
    aggregatesEnabled: input.aggregatesEnabled === true,
    ...(maxRows !== undefined && { maxRows }),
  };
}

/**
 * How the total is counted (PostgREST `readQuery`/`resultSetWTotal`): exact, planned (no
 * count, the planner's estimate afterwards) or estimated (exact up to db-max-rows, counting at
 * most one row more; above it, the planner's estimate if larger).
 */
function countOptions(input: CompileInput): Pick<StatementOptions, "count" | "countLimit"> {
  const mode = input.prefer.count;
  const cap = validCap(input.maxRows);
  if (mode === "planned") return { count: false };
  if (mode === "estimated" && cap !== undefined) return { count: true, countLimit: cap + 1 };
  return { count: mode !== undefined };
}

function explainOf(input: CompileInput, root: ReadNode, cte?: (p: Params) => string): Compiled["explain"] {
  const mode = input.prefer.count;
  if (mode !== "planned" && !(mode === "estimated" && validCap(input.maxRows) !== undefined)) return undefined;
  const p = new Params();
  // the CTE is rendered first so its parameters come first, as in the main statement
  const with_ = cte?.(p);
  return { sql: explainCountSql(root, p, with_), slots: p.slots, mode };
}

function compileRead(input: CompileInput): Compiled {
  const relation = relationOf(input);
  const root = planRead({
    ...readOptions(input, true),
    source: { kind: "relation", relation },
    relation,
    rootModifiers: true,
  });
  const p = new Params();
  const body = bodyKind(input);
  const sql = statement(root, p, { ...countOptions(input), body, stripNulls: input.stripNulls });
  const explain = explainOf(input, root);
  return {
    sql,
    slots: p.slots,
    readOnly: true,
    action: "read",
    body,
    countInserted: false,
    voidCall: false,
    ...(explain && { explain }),
  };
}

/** The columns a mutation must return, in table order. */
const returningOf = (relation: Relation, root: ReadNode) =>
  relation.columns.map((c) => c.name).filter((c) => root.used.has(c));

function compileWrite(input: CompileInput, method: "POST" | "PATCH" | "DELETE"): Compiled {
  const relation = relationOf(input);
  const plan = planWrite({
    cache: input.cache,
    method,
    relation,
    query: input.query,
    prefer: input.prefer,
    payloadSlot: input.bodySlot,
    ...(input.payload && { payload: input.payload }),
  });
  const represent = input.prefer.return === "representation";
  // the select is planned (and validated) whatever the return preference, as PostgREST does
  const planned = planRead({
    ...readOptions(input, false),
    source: { kind: "cte", relation },
    relation,
    rootModifiers: false,
  });
  const rowType = represent && usesRowType(planned);
  const root: ReadNode = represent
    ? { ...planned, source: { kind: "cte", relation, rowType } }
    : { ...planned, outputs: [], embeds: [], where: [], order: [] };
  const p = new Params();
  const cte = mutationSql(plan, represent ? returningOf(relation, root) : [], p, rowType);
  const countInserted = plan.kind === "insert" && plan.countInserted;
  const body: BodyKind = csvOr(input, represent ? (input.singular ? "single" : "array") : "none");
  const extra = countInserted ? `, ${insertedSql} as inserted` : undefined;
  const sql = statement(root, p, { count: false, body, stripNulls: input.stripNulls, ...(extra && { extra }) }, cte);
  return { sql, slots: p.slots, readOnly: false, action: plan.kind, body, countInserted, voidCall: false };
}

const virtualRelation = (routine: Routine, columns: Column[]): Relation => ({
  oid: 0,
  schema: routine.schema,
  name: routine.name,
  kind: "view",
  columns,
  columnsByName: new Map(columns.map((c) => [c.name, c])),
  primaryKey: [],
  uniqueKeys: [],
});

/** How the call's arguments reach the function. */
function callArgs(input: CompileInput, routine: Routine, single: boolean, keys: readonly string[]): CallArgs {
  if (single) return { kind: "single", param: routine.params[0], slot: input.bodySlot };
  if (input.method === "POST")
    return { kind: "body", params: routine.params.filter((prm) => keys.includes(prm.name)), slot: input.bodySlot };
  const values = routine.params.flatMap((param) => {
    const position = input.query.rpcArgs.get(param.name);
    return position === undefined ? [] : [{ param, slot: slotOf(position) }];
  });
  return { kind: "query", values };
}

/** The rows a call produces, as a relation the read tree can select from, and the body's shape. */
function callResult(
  input: CompileInput,
  routine: Routine,
): { relation: Relation; query: ReadRequest; body: BodyKind; bodyColumn?: string } {
  const returns = routine.returns;
  const many = !input.singular && returns.kind !== "void" && returns.set;
  if (returns.kind === "composite") {
    // a function returning a table's rows can embed that table's relationships
    const exposed =
      returns.relation && input.cache.relations.get(qualifiedKey(returns.relation.schema, returns.relation.name));
    return {
      relation: exposed ?? virtualRelation(routine, returns.columns),
      query: input.query,
      body: many ? "array" : "single",
    };
  }
  if (returns.kind === "scalar") {
    const column: Column = {
      name: SCALAR_COLUMN,
      type: returns.type,
      baseType: returns.type,
      nullable: true,
      default: null,
      generated: false,
    };
    const select: SelectItem[] = [{ type: "column", field: { name: SCALAR_COLUMN, jsonPath: [] } }];
    return {
      relation: virtualRelation(routine, [column]),
      query: { ...input.query, select },
      body: many ? "array" : "single",
      bodyColumn: SCALAR_COLUMN,
    };
  }
  return { relation: virtualRelation(routine, []), query: { ...input.query, select: [] }, body: "none" };
}

function compileCall(input: CompileInput): Compiled {
  const isPost = input.method === "POST";
  const keys = isPost ? (input.rpcKeys ?? []) : [...input.query.rpcArgs.keys()];
  const { routine, single } = findRoutine(input.cache, input.schema, input.target.name, keys, {
    isPost,
    singleObject: input.prefer.params === "single-object",
    ...(input.content !== undefined && { content: input.content }),
  });
  const result = callResult(input, routine);
  const body: BodyKind = input.method === "HEAD" ? "none" : csvOr(input, result.body);
  const planned = planRead({
    ...readOptions(input, true),
    query: result.query,
    source: { kind: "cte", relation: result.relation },
    relation: result.relation,
    rootModifiers: true,
  });
  // computed fields apply to a function's rows when they are a table's (its row type)
  const rowType = routine.returns.kind === "composite" && usesRowType(planned);
  const root: ReadNode = { ...planned, source: { kind: "cte", relation: result.relation, rowType } };
  const p = new Params();
  const args = callArgs(input, routine, single, keys);
  const cte = callSql(routine, args, p, rowType);
  const sql = statement(
    root,
    p,
    {
      ...countOptions(input),
      body,
      stripNulls: input.stripNulls,
      ...(result.bodyColumn !== undefined && { bodyColumn: result.bodyColumn }),
    },
    cte,
  );
  // GET/HEAD are read-only; so is POST to a STABLE or IMMUTABLE function (PostgREST's txMode)
  const readOnly = !isPost || routine.volatility !== "volatile";
  const explain = explainOf(input, root, (pe) => callSql(routine, args, pe, rowType));
  return {
    sql,
    slots: p.slots,
    readOnly,
    action: "call",
    body,
    countInserted: false,
    voidCall: routine.returns.kind === "void",
    ...(explain && { explain }),
  };
}

export function compile(input: CompileInput): Compiled {
  if (input.target.kind === "rpc") return compileCall(input);
  if (input.method === "GET" || input.method === "HEAD") return compileRead(input);
  return compileWrite(input, input.method);
}
