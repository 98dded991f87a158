// `or=(…)`, `and=(…)`, `not.or=(…)`, `embed.or=(…)` → LogicTree (PostgREST v12 `pLogicTree`,
// `pLogicSingleVal`, `pLogicPath`, `pRequestLogicTree`).

import type { Filter, LogicTree } from "../ast";
import { lexeme, pDelimiter, pField, pFieldName, pQuotedValue } from "./grammar";
import { pOpExpr, toOpExpr } from "./filter";
import {
  alt,
  char,
  label,
  left,
  many,
  map,
  nested,
  noneOf,
  notFollowedBy,
  type Parser,
  pure,
  right,
  runParser,
  sepBy1,
  seq,
  string,
  tryP,
} from "./parsec";

const join = (cs: readonly string[]): string => cs.join("");

/** `{…}` kept verbatim (no nested braces), so `cs.{a,b}` may contain commas. */
const pPgArray: Parser<string> = map(
  seq(string("{"), many(noneOf("{}")), string("}")),
  ([open, body, close]) => open + join(body) + close,
);

/** Inside a tree a value ends at `,` or `)` unless it is quoted or an array literal. */
const pLogicSingleVal: Parser<string> = alt(
  tryP(left(pQuotedValue, notFollowedBy(noneOf(",)")))),
  tryP(pPgArray),
  map(many(noneOf(",)")), join),
);

const pLogicValue = pOpExpr(pLogicSingleVal);

const pLogicFilter: Parser<Filter> = map(seq(pField, pDelimiter, pLogicValue), ([field, , { negated, op }]) => ({
  path: [],
  field,
  negated,
  expr: toOpExpr(op),
}));

const pNot: Parser<boolean> = label(
  alt(tryP(map(right(string("not"), pDelimiter), () => true)), pure(false)),
  "negation operator (not)",
);

const pLogicOp: Parser<"and" | "or"> = label(
  alt<"and" | "or">(
    tryP(map(string("and"), () => "and" as const)),
    map(string("or"), () => "or" as const),
  ),
  "logic operator (and, or)",
);

const pLogicTree: Parser<LogicTree | Filter> = alt<LogicTree | Filter>(
  tryP(pLogicFilter),
  map(
    seq(
      pNot,
      pLogicOp,
      lexeme(char("(")),
      sepBy1(
        nested(() => pLogicTree),
        lexeme(char(",")),
      ),
      lexeme(char(")")),
    ),
    ([negated, op, , children]): LogicTree => ({ op, negated, children }),
  ),
);

/** `a.b.not.or` → embed path `a.b` and the operator `not.or` (`not` anywhere counts). */
const pLogicPath: Parser<{ path: string[]; op: string }> = map(sepBy1(pFieldName, pDelimiter), (names) => {
  const op = names[names.length - 1];
  return {
    path: names.slice(0, -1).filter((n) => n !== "not"),
    op: names.includes("not") ? `not.${op}` : op,
  };
});

/**
 * Parses an `or`/`and` parameter: `key` is `[embed path.][not.](or|and)`, `value` the
 * parenthesised list. Throws `400 PGRST100`; positions count from the operator, as PostgREST
 * parses `op + value` (`or=()` fails at column 4).
 */
export function parseLogic(key: string, value: string): { path: string[]; tree: LogicTree } {
  const { path, op } = runParser(pLogicPath, `failed to parse logic path (${key})`, key);
  const tree = runParser(pLogicTree, `failed to parse logic tree (${value})`, op + value);
  if (!("children" in tree)) {
    // `x.eq.1` as a whole value (e.g. key `a->b.or`, whose "operator" is `a`): PostgREST keeps
    // it as a bare condition; an `and` of one child means the same.
    return { path, tree: { op: "and", negated: false, children: [tree] } };
  }
  return { path, tree };
}
