// `select=` → SelectItem[] (PostgREST v12 `pFieldForest`, `pFieldSelect`, `pRelationSelect`,
// `pSpreadRelationSelect`, `pEmbedParams`).

import type { Field, SelectItem } from "../ast";
import { aliasSeparator, lexeme, pField, pFieldName, pIdentifier } from "./grammar";
import {
  alt,
  between,
  bind,
  char,
  choice,
  eof,
  left,
  lookAhead,
  map,
  nested,
  optionMaybe,
  type Parser,
  pure,
  right,
  runParser,
  sepBy,
  seq,
  string,
  tryP,
  zero,
} from "./parsec";

type Aggregate = "sum" | "avg" | "count" | "max" | "min";
type EmbedParam = { hint: string } | { join: "inner" | "left" };
type EmbedHead = { target: string; alias?: string; hint?: string; joinType?: "inner" | "left" };

const pEnd: Parser<unknown> = alt<unknown>(tryP(lookAhead(string(")"))), tryP(lookAhead(string(","))), tryP(eof));

const pAlias: Parser<string | undefined> = optionMaybe(tryP(left(pFieldName, aliasSeparator)));

const pCast: Parser<string | undefined> = optionMaybe(right(string("::"), pIdentifier));

const pAggregation: Parser<Aggregate> = choice<Aggregate>(
  map(string("sum"), () => "sum"),
  map(string("avg"), () => "avg"),
  map(string("count"), () => "count"),
  // `try`: "max" and "min" share their first letter
  tryP(map(string("max"), () => "max")),
  tryP(map(string("min"), () => "min")),
);

const pEmbedParam: Parser<EmbedParam> = right(
  char("!"),
  alt<EmbedParam>(
    tryP(map(string("left"), () => ({ join: "left" as const }))),
    tryP(map(string("inner"), () => ({ join: "inner" as const }))),
    tryP(map(pFieldName, (hint) => ({ hint }))),
  ),
);

/** Up to two `!…` params; the first hint and the first join type win. */
type EmbedParams = { hint?: string; joinType?: "inner" | "left" };

const pEmbedParams: Parser<EmbedParams> = map(seq(optionMaybe(pEmbedParam), optionMaybe(pEmbedParam)), (params) => {
  const out: EmbedParams = {};
  for (const p of params) {
    if (p === undefined) continue;
    if ("hint" in p) out.hint ??= p.hint;
    else out.joinType ??= p.join;
  }
  return out;
});

/** `guard (name /= "count")`: a function-call shaped `count()` is never a relation. */
const pRelationName: Parser<string> = bind(pFieldName, (name) => (name === "count" ? zero : pure(name)));

const pRelationSelect: Parser<EmbedHead> = lexeme(
  map(seq(pAlias, pRelationName, pEmbedParams, tryP(lookAhead(string("(")))), ([alias, target, params]) => ({
    target,
    ...(alias !== undefined && { alias }),
    ...params,
  })),
);

const pSpreadRelationSelect: Parser<EmbedHead> = lexeme(
  map(seq(string("..."), pFieldName, pEmbedParams, tryP(lookAhead(string("(")))), ([, target, params]) => ({
    target,
    ...params,
  })),
);

/** The output key PostgREST gives a json path without alias: its last key, else the column. */
function jsonPathAlias(field: Field): string {
  for (let k = field.jsonPath.length - 1; k >= 0; k -= 1) {
    const key = field.jsonPath[k].key;
    if (typeof key === "string") return key;
  }
  return field.name;
}

function columnItem(
  field: Field,
  alias: string | undefined,
  cast: string | undefined,
  aggregate: Aggregate | undefined,
  aggregateCast: string | undefined,
): SelectItem {
  if (field.name === "*" && field.jsonPath.length === 0 && !alias && !cast && !aggregate) return { type: "star" };
  const implicitAlias =
    alias ?? (field.jsonPath.length > 0 && aggregate === undefined ? jsonPathAlias(field) : undefined);
  return {
    type: "column",
    field,
    ...(implicitAlias !== undefined && { alias: implicitAlias }),
    ...(cast !== undefined && { cast }),
    ...(aggregate !== undefined && { aggregate }),
    ...(aggregateCast !== undefined && { aggregateCast }),
  };
}

const pFieldSelect: Parser<SelectItem> = lexeme(
  alt<SelectItem>(
    tryP(map(seq(string("*"), pEnd), (): SelectItem => ({ type: "star" }))),
    tryP(
      map(seq(pAlias, string("count()"), pCast, pEnd), ([alias, , cast]): SelectItem => ({
        type: "count",
        ...(alias !== undefined && { alias }),
        ...(cast !== undefined && { cast }),
      })),
    ),
    map(
      seq(pAlias, pField, pCast, optionMaybe(tryP(left(right(char("."), pAggregation), string("()")))), pCast, pEnd),
      ([alias, field, cast, aggregate, aggregateCast]) => columnItem(field, alias, cast, aggregate, aggregateCast),
    ),
  ),
);

const pSubForest: Parser<SelectItem[]> = between(
  char("("),
  char(")"),
  nested(() => pFieldForest),
);

const pFieldTree: Parser<SelectItem> = alt<SelectItem>(
  map(seq(tryP(pSpreadRelationSelect), pSubForest), ([head, select]): SelectItem => ({
    type: "embed",
    ...head,
    spread: true,
    select,
  })),
  map(seq(tryP(pRelationSelect), pSubForest), ([head, select]): SelectItem => ({ type: "embed", ...head, select })),
  pFieldSelect,
);

const pFieldForest: Parser<SelectItem[]> = sepBy(pFieldTree, lexeme(char(",")));

/**
 * Parses a `select` value. `""` selects nothing (`[]`); an absent parameter means `*` and is
 * handled by the caller. Throws `400 PGRST100` like PostgREST.
 */
export function parseSelect(text: string): SelectItem[] {
  return runParser(pFieldForest, `failed to parse select parameter (${text})`, text);
}
