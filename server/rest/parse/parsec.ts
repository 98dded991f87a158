// A small emulation of Haskell's parsec-3.1, the library PostgREST writes its query-string
// grammar with (src/PostgREST/ApiRequest/QueryParams.hs). PGRST100 texts — the column, the
// "unexpected …" and the "expecting …" lists — fall out of Parsec's consumed/empty replies and
// error merging, so reproducing those rules lets the grammar files be transcribed rule by rule
// and the error texts match PostgREST without special cases.
//
// Parsers are plain functions over an array of code points; nothing here builds SQL. Recursion
// goes through `nested` (bounded depth) and every character test through `tick` (bounded work),
// so hostile input ends in an ApiError instead of a stack overflow or a hang.

import { ApiError } from "../ast";
import {
  EXPECT,
  flattenMsgs,
  formatParseError,
  mergeError,
  type Msg,
  type ParseError,
  type Pos,
  setExpect,
  showString,
  SYS_UNEXPECT,
  UNEXPECT,
  unknownError,
} from "./parse-error";

export type { Pos, ParseError };

export type Ok<T> = {
  readonly ok: true;
  readonly consumed: boolean;
  readonly value: T;
  readonly pos: Pos;
  readonly err: ParseError;
};
export type Fail = {
  readonly ok: false;
  readonly consumed: boolean;
  readonly value: undefined;
  readonly pos: Pos;
  readonly err: ParseError;
};
export type Reply<T> = Ok<T> | Fail;

// Replies are always built by these two, with the same keys in the same order: one object
// shape keeps the combinators' property accesses monomorphic (spreads would not).
const ok = <T>(consumed: boolean, value: T, pos: Pos, err: ParseError): Ok<T> => ({
  ok: true,
  consumed,
  value,
  pos,
  err,
});
const fail = (consumed: boolean, err: ParseError): Fail => ({
  ok: false,
  consumed,
  value: undefined,
  pos: err.pos,
  err,
});

export type Input = { readonly chars: readonly string[]; depth: number; steps: number; readonly maxSteps: number };
export type Parser<T> = (inp: Input, pos: Pos) => Reply<T>;

/** Nesting levels allowed for embeds and logic trees (PostgREST has no limit; we need one). */
export const MAX_DEPTH = 64;

const START: Pos = { i: 0, line: 1, col: 1 };

class LimitExceeded {
  constructor(
    readonly pos: Pos,
    readonly reason: string,
  ) {}
}

const sysUnexpectedMsg = (c: string | undefined): Msg =>
  c === undefined ? { kind: SYS_UNEXPECT, text: "" } : { kind: SYS_UNEXPECT, text: c, quote: "string" };
const sysUnexpected = (pos: Pos, c: string | undefined): ParseError => ({ pos, msgs: sysUnexpectedMsg(c) });

function advance(pos: Pos, c: string): Pos {
  if (c === "\n") return { i: pos.i + 1, line: pos.line + 1, col: 1 };
  if (c === "\t") return { i: pos.i + 1, line: pos.line, col: pos.col + 8 - ((pos.col - 1) % 8) };
  return { i: pos.i + 1, line: pos.line, col: pos.col + 1 };
}

function tick(inp: Input, pos: Pos): void {
  inp.steps += 1;
  if (inp.steps > inp.maxSteps) throw new LimitExceeded(pos, "the parameter is too complex to parse");
}

// ---------------------------------------------------------------------------------------------
// Primitives (Text.Parsec.Char / Prim)

export const pure =
  <T>(value: T): Parser<T> =>
  (_inp, pos) =>
    ok(false, value, pos, unknownError(pos));

/** `mzero` / `parserZero` (also what `guard False` is). */
export const zero: Parser<never> = (_inp, pos) => fail(false, unknownError(pos));

/** `unexpected (show c)` for a character. */
const unexpectedChar =
  (c: string): Parser<never> =>
  (_inp, pos) =>
    fail(false, { pos, msgs: { kind: UNEXPECT, text: c, quote: "char" } });

/** `satisfy`: one character; on mismatch Parsec shows it with `show [c]`. */
export const satisfy =
  (pred: (c: string) => boolean): Parser<string> =>
  (inp, pos) => {
    tick(inp, pos);
    const c = inp.chars[pos.i];
    if (c === undefined || !pred(c)) return fail(false, sysUnexpected(pos, c));
    const next = advance(pos, c);
    return ok(true, c, next, unknownError(next));
  };

/** `anyToken`: like anyChar but, as in Parsec, without moving the position. */
const anyToken: Parser<string> = (inp, pos) => {
  tick(inp, pos);
  const c = inp.chars[pos.i];
  if (c === undefined) return fail(false, sysUnexpected(pos, c));
  return ok(true, c, pos, unknownError(pos));
};

/** `string` (Parsec `tokens`): errors are reported at the start, consumed after a partial match. */
export const string = (s: string): Parser<string> => {
  const toks = Array.from(s);
  const expect: Msg = { kind: EXPECT, text: showString(s) };
  return (inp, pos) => {
    let cur = pos;
    for (let k = 0; k < toks.length; k += 1) {
      tick(inp, pos);
      const c = inp.chars[pos.i + k];
      if (c !== toks[k]) return fail(k > 0, { pos, msgs: { left: expect, right: sysUnexpectedMsg(c) } });
      cur = advance(cur, c);
    }
    return ok(toks.length > 0, s, cur, unknownError(cur));
  };
};

// ---------------------------------------------------------------------------------------------
// Combinators (Text.Parsec.Prim / Combinator)

/** `try`: a consumed failure becomes an empty one, so `<|>` may try the next alternative. */
export const tryP =
  <T>(p: Parser<T>): Parser<T> =>
  (inp, pos) => {
    const r = p(inp, pos);
    return r.ok || !r.consumed ? r : fail(false, r.err);
  };

export const lookAhead =
  <T>(p: Parser<T>): Parser<T> =>
  (inp, pos) => {
    const r = p(inp, pos);
    return r.ok ? ok(false, r.value, pos, unknownError(pos)) : r;
  };

/** `<?>`: relabels what an alternative that did not consume input was expecting. */
export const label =
  <T>(p: Parser<T>, text: string): Parser<T> =>
  (inp, pos) => {
    const r = p(inp, pos);
    if (r.consumed || (r.ok && r.err.msgs === null)) return r;
    return r.ok ? ok(false, r.value, r.pos, setExpect(r.err, text)) : fail(false, setExpect(r.err, text));
  };

/** `p1 <|> p2 <|> …`: the next alternative runs only if the previous one consumed nothing. */
export const alt =
  <T>(...ps: Array<Parser<T>>): Parser<T> =>
  (inp, pos) => {
    let err: ParseError | undefined;
    for (const p of ps) {
      const r = p(inp, pos);
      if (r.consumed) return r;
      if (r.ok) return err === undefined ? r : ok(false, r.value, r.pos, mergeError(err, r.err));
      err = err === undefined ? r.err : mergeError(err, r.err);
    }
    return fail(false, err ?? unknownError(pos));
  };

export const choice = <T>(...ps: Array<Parser<T>>): Parser<T> => alt<T>(...ps, zero);

export const map =
  <T, U>(p: Parser<T>, f: (value: T) => U): Parser<U> =>
  (inp, pos) => {
    const r = p(inp, pos);
    return r.ok ? ok(r.consumed, f(r.value), r.pos, r.err) : r;
  };

/** Parsec's `parserBind` bookkeeping for one step after a successful prefix. */
function step<T>(prefix: { consumed: boolean; err: ParseError }, r: Reply<T>): Reply<T> {
  if (r.consumed) return r;
  const err = prefix.err.msgs === null ? r.err : mergeError(prefix.err, r.err);
  return r.ok ? ok(prefix.consumed, r.value, r.pos, err) : fail(prefix.consumed, err);
}

/**
 * `do { a <- p1; b <- p2; … }` for parsers that do not depend on earlier results: runs them
 * in order, threading the position, the "consumed" flag and the pending error like Parsec's
 * `>>=`. (Plain loops rather than exceptions or closures per step: this is the hot path.)
 */
export const seq =
  <T extends unknown[]>(...ps: { [K in keyof T]: Parser<T[K]> }): Parser<T> =>
  (inp, start) => {
    const values: unknown[] = [];
    let acc: Ok<unknown> = ok(false, undefined, start, unknownError(start));
    for (const p of ps as ReadonlyArray<Parser<unknown>>) {
      const r = step(acc, p(inp, acc.pos));
      if (!r.ok) return r;
      values.push(r.value);
      acc = r;
    }
    return ok(acc.consumed, values as T, acc.pos, acc.err);
  };

/** `p >>= f`: the next parser depends on the value (`guard`, `unexpected (show c)`). */
export const bind =
  <T, U>(p: Parser<T>, f: (value: T) => Parser<U>): Parser<U> =>
  (inp, start) => {
    const r = p(inp, start);
    return r.ok ? step(r, f(r.value)(inp, r.pos)) : r;
  };

export const right = <A, B>(a: Parser<A>, b: Parser<B>): Parser<B> => map(seq(a, b), (v) => v[1]);

export const left = <A, B>(a: Parser<A>, b: Parser<B>): Parser<A> => map(seq(a, b), (v) => v[0]);

export const between = <T>(open: Parser<unknown>, close: Parser<unknown>, p: Parser<T>): Parser<T> =>
  map(seq(open, p, close), (v) => v[1]);

export const option = <T>(fallback: T, p: Parser<T>): Parser<T> => alt(p, pure(fallback));

export const optionMaybe = <T>(p: Parser<T>): Parser<T | undefined> => alt<T | undefined>(p, pure(undefined));

/** `many`; Parsec aborts on a parser that succeeds without input, we stop instead. */
export const many =
  <T>(p: Parser<T>): Parser<T[]> =>
  (inp, pos) => {
    const values: T[] = [];
    let cur = pos;
    let consumed = false;
    for (;;) {
      const r = p(inp, cur);
      if (r.ok && r.consumed) {
        values.push(r.value);
        cur = r.pos;
        consumed = true;
        continue;
      }
      if (!r.ok && r.consumed) return r;
      return ok(consumed, values, cur, r.err);
    }
  };

export const many1 = <T>(p: Parser<T>): Parser<T[]> => map(seq(p, many(p)), ([x, xs]) => [x, ...xs]);

export const sepBy1 = <T>(p: Parser<T>, sep: Parser<unknown>): Parser<T[]> =>
  map(seq(p, many(right(sep, p))), ([x, xs]) => [x, ...xs]);

export const sepBy = <T>(p: Parser<T>, sep: Parser<unknown>): Parser<T[]> => alt(sepBy1(p, sep), pure<T[]>([]));

/** `notFollowedBy p = try (do { c <- try p; unexpected (show c) } <|> return ())`. */
export const notFollowedBy = (p: Parser<string>): Parser<undefined> =>
  tryP(alt<undefined>(bind(tryP(p), unexpectedChar), pure(undefined)));

export const eof: Parser<undefined> = label(notFollowedBy(anyToken), "end of input");

export const char = (c: string): Parser<string> =>
  label(
    satisfy((x) => x === c),
    showString(c),
  );
export const oneOf = (cs: string): Parser<string> => satisfy((x) => cs.includes(x));
export const noneOf = (cs: string): Parser<string> => satisfy((x) => !cs.includes(x));
export const anyChar: Parser<string> = satisfy(() => true);
/** Haskell `isAlpha` — every Unicode letter. */
export const letter: Parser<string> = label(
  satisfy((x) => (x >= "a" && x <= "z") || (x >= "A" && x <= "Z") || (x > "\u007f" && /^\p{L}$/u.test(x))),
  "letter",
);
export const digit: Parser<string> = label(
  satisfy((x) => x >= "0" && x <= "9"),
  "digit",
);

/** A recursive reference, counted against MAX_DEPTH. */
export const nested =
  <T>(get: () => Parser<T>): Parser<T> =>
  (inp, pos) => {
    if (inp.depth >= MAX_DEPTH) throw new LimitExceeded(pos, `nesting deeper than ${MAX_DEPTH} levels`);
    inp.depth += 1;
    try {
      return get()(inp, pos);
    } finally {
      inp.depth -= 1;
    }
  };

/**
 * `P.parse p sourceName text` followed by PostgREST's `mapError`: the value, or a
 * `400 PGRST100` whose message is `"<sourceName>" (line L, column C)`.
 */
export function runParser<T>(p: Parser<T>, sourceName: string, text: string): T {
  const chars = Array.from(text);
  const inp: Input = { chars, depth: 0, steps: 0, maxSteps: 1000 * chars.length + 100_000 };
  let r: Reply<T>;
  try {
    r = p(inp, START);
  } catch (e) {
    if (e instanceof LimitExceeded) throw parseFailure(sourceName, e.pos, e.reason);
    throw e;
  }
  if (r.ok) return r.value;
  throw parseFailure(sourceName, r.err.pos, formatParseError(flattenMsgs(r.err.msgs)));
}

export function parseFailure(sourceName: string, pos: Pos, details: string): ApiError {
  return new ApiError(400, "PGRST100", `"${sourceName}" (line ${pos.line}, column ${pos.col})`, details);
}
