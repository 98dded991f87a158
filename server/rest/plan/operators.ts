// Fixed tables from filter operators and cast names to SQL text: the only SQL a client can
// choose by name. Anything not listed here cannot be written into a statement.
import type { OpExpr } from "../ast.ts";
import { unknownCast } from "../errors.ts";
import type { Column } from "../schema/types.ts";
import type { Operand } from "./types.ts";
import { slotOf } from "./shape.ts";

const BINARY: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
  isdistinct: "is distinct from",
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  nxr: "&<",
  nxl: "&>",
  adj: "-|-",
};

const IS: Record<string, string> = {
  null: "is null",
  not_null: "is not null",
  true: "is true",
  false: "is false",
  unknown: "is unknown",
};

const FTS: Record<string, string> = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
};

/** The operand of a filter of a shaped request (values are slots). */
export function operandOf(expr: OpExpr, column: Column, hasPath: boolean): Operand {
  switch (expr.kind) {
    case "simple":
      return { kind: "binary", sql: BINARY[expr.op], slot: slotOf(expr.value) };
    case "quant":
      return { kind: "array", sql: BINARY[expr.op], quantifier: expr.quantifier, slot: slotOf(expr.raw ?? "") };
    case "in":
      return { kind: "array", sql: "=", quantifier: "any", slot: slotOf(expr.values[0]) };
    case "is":
      return { kind: "is", sql: IS[expr.value] };
    case "fts":
      return {
        kind: "fts",
        fn: FTS[expr.op],
        slot: slotOf(expr.value),
        ...(expr.config !== undefined && { config: slotOf(expr.config) }),
        toTsvector: hasPath || column.baseType !== "tsvector",
      };
  }
}

/** Cast names a select may use (PostgREST lets PostgreSQL judge any word; we list them). */
const CASTS: Record<string, string> = Object.fromEntries(
  [
    ["text"],
    ["varchar", "character varying"],
    ["character varying"],
    ["char", "character"],
    ["character"],
    ["name"],
    ["int", "integer"],
    ["integer"],
    ["int2", "smallint"],
    ["smallint"],
    ["int4", "integer"],
    ["int8", "bigint"],
    ["bigint"],
    ["numeric"],
    ["decimal", "numeric"],
    ["real"],
    ["float", "double precision"],
    ["float4", "real"],
    ["float8", "double precision"],
    ["double precision"],
    ["money"],
    ["bool", "boolean"],
    ["boolean"],
    ["json"],
    ["jsonb"],
    ["uuid"],
    ["bytea"],
    ["xml"],
    ["date"],
    ["time"],
    ["timetz", "time with time zone"],
    ["timestamp"],
    ["timestamptz", "timestamp with time zone"],
    ["interval"],
    ["inet"],
    ["cidr"],
    ["macaddr"],
    ["tsvector"],
    ["tsquery"],
    ["oid"],
  ].map(([k, v]) => [k, v ?? k]),
);

/** The SQL type for a select cast; PostgreSQL's own error for anything unknown. */
export function castType(name: string): string {
  const sql = Object.hasOwn(CASTS, name.toLowerCase()) ? CASTS[name.toLowerCase()] : undefined;
  if (sql === undefined) throw unknownCast(name);
  return sql;
}
