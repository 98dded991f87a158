// Filter values `[not.]op[(any|all)][(config)].value` → OpExpr (PostgREST v12 `pOpExpr`,
// `pListVal`, `pRequestFilter`).

import type { Filter, OpExpr } from "../ast";
import { lexeme, pDelimiter, pIdentifier, pQuotedValue, pTreePath } from "./grammar";
import {
  alt,
  anyChar,
  between,
  char,
  label,
  left,
  many,
  map,
  noneOf,
  notFollowedBy,
  optionMaybe,
  type Parser,
  pure,
  right,
  runParser,
  sepBy1,
  seq,
  string,
  tryP,
} from "./parsec";
import { arrayLiteralElements } from "./pg-array";

type SimpleOp = "neq" | "cs" | "cd" | "ov" | "sl" | "sr" | "nxr" | "nxl" | "adj";
type QuantOp = "eq" | "gte" | "gt" | "lte" | "lt" | "like" | "ilike" | "match" | "imatch";
type FtsOp = "fts" | "plfts" | "phfts" | "wfts";
type IsValue = "null" | "not_null" | "true" | "false" | "unknown";

/** The operation before values are interpreted (PostgREST's `Operation`). */
type Operation =
  | { kind: "in"; values: string[] }
  | { kind: "is"; value: IsValue }
  | { kind: "isdistinct"; value: string }
  | { kind: "op"; op: SimpleOp; value: string }
  | { kind: "quant"; op: QuantOp; quantifier?: "any" | "all"; value: string }
  | { kind: "fts"; op: FtsOp; config?: string; value: string };

export type ParsedOpExpr = { negated: boolean; expr: OpExpr };

/** `try (string "a") <|> try (string "b") …`, keeping the first match. */
const keyword = <T extends string>(words: readonly T[]): Parser<T> =>
  alt<T>(...words.map((w) => tryP(map(string(w), () => w))));

const simpleOperator = label(
  keyword<SimpleOp>(["neq", "cs", "cd", "ov", "sl", "sr", "nxr", "nxl", "adj"]),
  "unknown single value operator",
);
const quantOperator = label(
  keyword<QuantOp>(["eq", "gte", "gt", "lte", "lt", "like", "ilike", "match", "imatch"]),
  "unknown single value operator",
);

const ftsOperator = keyword<FtsOp>(["fts", "plfts", "phfts", "wfts"]);
const pQuantifier = alt(
  tryP(map(string("any"), () => "any" as const)),
  map(string("all"), () => "all" as const),
);
const pNot = alt(tryP(map(right(string("not"), pDelimiter), () => true)), pure(false));

/** Case-insensitive keyword, PostgREST's `ciString` (each char: itself or its upper case). */
const ciString = (word: string): Parser<string> =>
  map(seq(...Array.from(word).map((c) => alt(char(c), char(c.toUpperCase())))), (cs) => cs.join(""));

const pV12IsVal: Parser<IsValue> = label(
  alt<IsValue>(
    tryP(map(ciString("null"), () => "null" as const)),
    tryP(map(ciString("unknown"), () => "unknown" as const)),
    tryP(map(ciString("true"), () => "true" as const)),
    tryP(map(ciString("false"), () => "false" as const)),
  ),
  "null or trilean value (unknown, true, false)",
);

/**
 * v12 knows null/unknown/true/false; `not_null` (v13, and in our protocol reference) is
 * accepted too, but only after v12's alternatives failed, so every v12 error stays the same.
 */
const pIsVal: Parser<IsValue> = (inp, pos) => {
  const r = pV12IsVal(inp, pos);
  if (r.ok || r.consumed) return r;
  const extra = tryP(map(ciString("not_null"), () => "not_null" as const))(inp, pos);
  return extra.ok ? extra : r;
};

export const pListVal: Parser<string[]> = right(
  lexeme(char("(")),
  left(
    sepBy1(
      alt(
        tryP(left(pQuotedValue, notFollowedBy(noneOf(",)")))),
        map(many(noneOf(",)")), (cs) => cs.join("")),
      ),
      char(","),
    ),
    lexeme(char(")")),
  ),
);

/** `pSingleVal`: everything up to the end. */
export const pSingleVal: Parser<string> = map(many(anyChar), (cs) => cs.join(""));

export const pOpExpr = (pSVal: Parser<string>): Parser<{ negated: boolean; op: Operation }> => {
  const pIn = map(right(tryP(right(string("in"), pDelimiter)), pListVal), (values): Operation => ({
    kind: "in",
    values,
  }));
  const pIs = map(right(tryP(right(string("is"), pDelimiter)), pIsVal), (value): Operation => ({ kind: "is", value }));
  const pIsDist = map(right(tryP(right(string("isdistinct"), pDelimiter)), pSVal), (value): Operation => ({
    kind: "isdistinct",
    value,
  }));
  const pSimpleOp = map(seq(simpleOperator, pDelimiter, pSVal), ([op, , value]): Operation => ({
    kind: "op",
    op,
    value,
  }));
  const pQuantOp = map(
    seq(quantOperator, optionMaybe(tryP(between(char("("), char(")"), pQuantifier))), pDelimiter, pSVal),
    ([op, quantifier, , value]): Operation =>
      quantifier === undefined ? { kind: "quant", op, value } : { kind: "quant", op, quantifier, value },
  );
  const pFts = map(
    seq(ftsOperator, optionMaybe(tryP(between(char("("), char(")"), pIdentifier))), pDelimiter, pSVal),
    ([op, config, , value]): Operation =>
      config === undefined ? { kind: "fts", op, value } : { kind: "fts", op, config, value },
  );
  const pOperation = label(
    alt(pIn, pIs, pIsDist, tryP(pFts), tryP(pSimpleOp), tryP(pQuantOp)),
    "operator (eq, gt, ...)",
  );
  return map(seq(pNot, pOperation), ([negated, op]) => ({ negated, op }));
};

/** `pOpExpr pSingleVal`, built once. */
const pFilterValue = pOpExpr(pSingleVal);
/** For RPC reads: `pOpExpr pSingleVal <|> pure (NoOpExpr v)`. */
const pRpcValue = alt<{ negated: boolean; op: Operation } | undefined>(pFilterValue, pure(undefined));

/** PostgREST rewrites `*` to `%` in like/ilike patterns (so `*` need not be percent-encoded). */
const star = (s: string): string => s.replaceAll("*", "%");

/** Turns PostgREST's `Operation` into the AST's `OpExpr`. */
export function toOpExpr(op: Operation): OpExpr {
  switch (op.kind) {
    case "in":
      // `in.()` parses as one empty element, which PostgREST treats as the empty list
      return { kind: "in", values: op.values.length === 1 && op.values[0] === "" ? [] : op.values };
    case "is":
      return { kind: "is", value: op.value };
    case "isdistinct":
      return { kind: "simple", op: "isdistinct", value: op.value };
    case "op":
      return { kind: "simple", op: op.op, value: op.value };
    case "fts":
      return op.config === undefined
        ? { kind: "fts", op: op.op, value: op.value }
        : { kind: "fts", op: op.op, config: op.config, value: op.value };
    case "quant": {
      const value = op.op === "like" || op.op === "ilike" ? star(op.value) : op.value;
      if (op.quantifier === undefined) return { kind: "simple", op: op.op, value };
      return { kind: "quant", op: op.op, quantifier: op.quantifier, values: arrayLiteralElements(value), raw: value };
    }
  }
}

/** Parses a filter value such as `not.in.(1,2)`. Throws `400 PGRST100` like PostgREST. */
export function parseOpExpr(value: string): ParsedOpExpr {
  const r = runParser(pFilterValue, `failed to parse filter (${value})`, value);
  return { negated: r.negated, expr: toOpExpr(r.op) };
}

export type FilterOrArg = { filter: Filter } | { arg: [string, string] };

/** A filter from one query parameter (`author.name=eq.x`). Throws `400 PGRST100`. */
export function parseFilter(key: string, value: string): Filter {
  const { path, field } = runParser(pTreePath, `failed to parse tree path (${key})`, key);
  const r = runParser(pFilterValue, `failed to parse filter (${value})`, value);
  return { path, field, negated: r.negated, expr: toOpExpr(r.op) };
}

/**
 * A query parameter that is neither reserved nor `order/limit/offset/and/or`: the key is
 * `<embed path.>column[json path]`, the value an operator expression. For RPC reads a value
 * that fails as an operator expression without consuming input (Parsec `<|>`) is a function
 * argument instead, named by the key's last field (PostgREST `NoOpExpr`).
 */
export function parseFilterParam(key: string, value: string, isRpcRead = false): FilterOrArg {
  if (!isRpcRead) return { filter: parseFilter(key, value) };
  const { path, field } = runParser(pTreePath, `failed to parse tree path (${key})`, key);
  const r = runParser(pRpcValue, `failed to parse filter (${value})`, value);
  if (r === undefined) return { arg: [field.name, value] };
  return { filter: { path, field, negated: r.negated, expr: toOpExpr(r.op) } };
}
