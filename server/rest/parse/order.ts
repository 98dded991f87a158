// `order=` terms (PostgREST v12 `pOrder`) and the `limit`/`offset` values (`readMaybe`,
// `restrictRange`, `rangeGeq` and the NegativeLimit check of `ApiRequest.getRanges`).

import type { OrderTerm } from "../ast";
import { ApiError } from "../ast";
import { lexeme, pDelimiter, pField, pFieldName, pTreePath } from "./grammar";
import {
  alt,
  between,
  char,
  eof,
  left,
  lookAhead,
  map,
  optionMaybe,
  type Parser,
  right,
  runParser,
  sepBy1,
  seq,
  string,
  tryP,
} from "./parsec";
import { isHsSpace } from "./parse-error";

type Direction = "asc" | "desc";
type Nulls = "first" | "last";

const pOrdDir: Parser<Direction> = alt<Direction>(
  tryP(
    right(
      pDelimiter,
      map(string("asc"), () => "asc" as const),
    ),
  ),
  tryP(
    right(
      pDelimiter,
      map(string("desc"), () => "desc" as const),
    ),
  ),
);

const pNulls: Parser<Nulls> = alt<Nulls>(
  tryP(
    right(
      pDelimiter,
      map(string("nullsfirst"), () => "first" as const),
    ),
  ),
  tryP(
    right(
      pDelimiter,
      map(string("nullslast"), () => "last" as const),
    ),
  ),
);

const pEnd: Parser<unknown> = alt<unknown>(tryP(lookAhead(char(","))), tryP(eof));

/** `optionMaybe pNulls <* pEnd <|> pEnd $> Nothing` */
const pNullsEnd: Parser<Nulls | undefined> = alt<Nulls | undefined>(
  left(optionMaybe(pNulls), pEnd),
  map(pEnd, () => undefined),
);

const withModifiers = (
  term: Omit<OrderTerm, "direction" | "nulls">,
  direction: Direction | undefined,
  nulls: Nulls | undefined,
): OrderTerm => ({ ...term, ...(direction !== undefined && { direction }), ...(nulls !== undefined && { nulls }) });

const pOrderTerm: Parser<OrderTerm> = map(seq(pField, optionMaybe(pOrdDir), pNullsEnd), ([field, direction, nulls]) =>
  withModifiers({ field }, direction, nulls),
);

/** `embed(column).desc`: orders the parent rows by a column of a to-one embed. */
const pOrderRelationTerm: Parser<OrderTerm> = map(
  seq(pFieldName, between(char("("), char(")"), pField), optionMaybe(pOrdDir), pNullsEnd),
  ([relation, field, direction, nulls]) => withModifiers({ field, relation }, direction, nulls),
);

const pOrder: Parser<OrderTerm[]> = sepBy1(lexeme(alt(tryP(pOrderRelationTerm), pOrderTerm)), char(","));

/** Parses an `order` value such as `created_at.desc.nullslast,id`. Throws `400 PGRST100`. */
export function parseOrder(value: string): OrderTerm[] {
  return runParser(pOrder, `failed to parse order (${value})`, value);
}

/** The embed path of an `order`/`limit`/`offset` key (`tasks.users.order` → tasks, users). */
export function modifierPath(key: string): string[] {
  return runParser(pTreePath, `failed to parse tree path (${key})`, key).path;
}

/** `<path.>order=value`: the embed path it applies to and its terms. */
export function parseOrderParam(key: string, value: string): { path: string[]; terms: OrderTerm[] } {
  return { path: modifierPath(key), terms: parseOrder(value) };
}

const trimHs = (s: string): string => {
  let a = 0;
  let b = s.length;
  while (a < b && isHsSpace(s[a])) a += 1;
  while (b > a && isHsSpace(s[b - 1])) b -= 1;
  return s.slice(a, b);
};

/**
 * Haskell `readMaybe :: String -> Maybe Integer`: surrounding spaces, nested parentheses,
 * a leading `-`, and decimal, `0x` hexadecimal or `0o` octal digits.
 */
export function readInteger(text: string): bigint | undefined {
  let s = trimHs(text);
  while (s.length >= 2 && s.startsWith("(") && s.endsWith(")")) s = trimHs(s.slice(1, -1));
  let negative = false;
  if (s.startsWith("-")) {
    negative = true;
    s = trimHs(s.slice(1));
  }
  let n: bigint;
  if (/^[0-9]+$/.test(s)) n = BigInt(s);
  else if (/^0[xX][0-9a-fA-F]+$/.test(s)) n = BigInt(`0x${s.slice(2)}`);
  else if (/^0[oO][0-7]+$/.test(s)) n = BigInt(`0o${s.slice(2)}`);
  else return undefined;
  return negative ? -n : n;
}

const toSafeNumber = (n: bigint): number => (n > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(n));

/**
 * `limit=n`. PostgREST ignores a value that is not an integer (`readMaybe` gives Nothing) and
 * answers a negative one with `416 PGRST103`; `0` is allowed.
 */
export function parseLimit(value: string): number | undefined {
  const n = readInteger(value);
  if (n === undefined) return undefined;
  if (n < 0n) {
    throw new ApiError(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      "Limit should be greater than or equal to zero.",
    );
  }
  return toSafeNumber(n);
}

/**
 * `offset=n`. A value that is not an integer is ignored; a negative one starts at 0 (PostgREST
 * intersects the requested range with `0-`).
 */
export function parseOffset(value: string): number | undefined {
  const n = readInteger(value);
  if (n === undefined) return undefined;
  return n < 0n ? 0 : toSafeNumber(n);
}
