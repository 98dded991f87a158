// Grammar rules shared by select, filters, order and logic trees, transcribed from PostgREST
// v12 `QueryParams.hs` (pFieldName, pJsonPath, pField, pTreePath, …). Keeping the Parsec shape
// (including its `try`s) is what makes the error positions and texts match.

import type { Field, JsonStep } from "../ast";
import { ApiError } from "../ast";
import {
  alt,
  char,
  digit,
  eof,
  label,
  left,
  letter,
  lookAhead,
  many,
  many1,
  map,
  noneOf,
  notFollowedBy,
  oneOf,
  option,
  type Parser,
  anyChar,
  right,
  sepBy1,
  seq,
  string,
  tryP,
} from "./parsec";
import { hsStrip } from "./parse-error";

const join = (cs: readonly string[]): string => cs.join("");

export const ws: Parser<string> = map(many(oneOf(" \t")), join);

export const lexeme = <T>(p: Parser<T>): Parser<T> => map(seq(ws, p, ws), (v) => v[1]);

export const pDelimiter: Parser<string> = label(char("."), "delimiter (.)");

const pIdentifierChar: Parser<string> = alt(letter, digit, oneOf("_ $"));

export const pIdentifier: Parser<string> = map(many1(pIdentifierChar), (cs) => hsStrip(join(cs)));

/** `"…"` with backslash escaping any character. */
export const pQuotedValue: Parser<string> = map(
  right(char('"'), left(many(alt(noneOf('\\"'), right(char("\\"), anyChar))), char('"'))),
  join,
);

/** A `-` that does not start a `->` arrow. */
const dash: Parser<string> = map(tryP(right(char("-"), notFollowedBy(char(">")))), () => "-");

const sepByDash = (ident: Parser<string>): Parser<string> => map(sepBy1(ident, dash), (xs) => xs.join("-"));

export const pFieldName: Parser<string> = label(
  alt(pQuotedValue, sepByDash(pIdentifier)),
  "field name (* or [a..z0..9_$])",
);

const pJsonKeyIdentifier: Parser<string> = map(many1(noneOf("(-:.,>)")), (cs) => hsStrip(join(cs)));

const pJsonKeyName: Parser<string> = label(
  alt(pQuotedValue, sepByDash(pJsonKeyIdentifier)),
  "any non reserved character different from: .,>()",
);

/** What may follow an array index: another arrow, a cast, a delimiter, a comma or the end. */
const pIdxEnd: Parser<unknown> = alt<unknown>(
  tryP(lookAhead(string("->"))),
  tryP(lookAhead(string("::"))),
  tryP(lookAhead(string("."))),
  tryP(lookAhead(string(","))),
  tryP(eof),
);

type RawOperand = { idx: boolean; value: string };

const pJIdx: Parser<RawOperand> = map(seq(option("+", char("-")), many1(digit), pIdxEnd), ([sign, digits]) => ({
  idx: true,
  value: sign + join(digits),
}));

const pJKey: Parser<RawOperand> = map(pJsonKeyName, (value) => ({ idx: false, value }));

const pJsonArrow: Parser<"->" | "->>"> = alt<"->" | "->>">(
  tryP(map(string("->>"), () => "->>" as const)),
  tryP(map(string("->"), () => "->" as const)),
);

const pJsonOperation: Parser<JsonStep> = map(seq(pJsonArrow, alt(tryP(pJIdx), tryP(pJKey))), ([arrow, operand]) => ({
  arrow,
  key: operand.idx ? jsonIndex(operand.value) : operand.value,
}));

export const pJsonPath: Parser<JsonStep[]> = many(pJsonOperation);

/** An array index of a json path; PostgreSQL reads it as an `int`. */
function jsonIndex(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || Math.abs(n) > 2147483647) {
    // PostgREST hands the index to PostgreSQL, which refuses it the same way.
    throw new ApiError(400, "22003", `value "${text}" is out of range for type integer`);
  }
  return n === 0 ? 0 : n;
}

export const pField: Parser<Field> = lexeme(
  map(seq(pFieldName, option<JsonStep[]>([], pJsonPath)), ([name, jsonPath]) => ({ name, jsonPath })),
);

/** `alias:` — a colon not followed by another one (that would be a cast). */
export const aliasSeparator: Parser<undefined> = right(char(":"), notFollowedBy(char(":")));

/** A query-string key: `a.b.column->json`, giving the embed path and the field. */
export const pTreePath: Parser<{ path: string[]; field: Field }> = map(
  seq(sepBy1(pFieldName, pDelimiter), option<JsonStep[]>([], pJsonPath)),
  ([names, jsonPath]) => ({ path: names.slice(0, -1), field: { name: names[names.length - 1], jsonPath } }),
);

/** `columns=` and `on_conflict=`: field names separated by commas. */
export const pColumns: Parser<string[]> = sepBy1(pFieldName, lexeme(char(",")));
