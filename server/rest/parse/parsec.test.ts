import { describe, expect, it } from "vitest";
import {
  EXPECT,
  flattenMsgs,
  formatParseError,
  hsStrip,
  mergeError,
  showChar,
  showString,
  SYS_UNEXPECT,
  UNEXPECT,
} from "./parse-error";
import {
  alt,
  char,
  eof,
  label,
  many,
  map,
  MAX_DEPTH,
  nested,
  type Parser,
  pure,
  runParser,
  sepBy,
  seq,
  string,
  tryP,
} from "./parsec";
import { expectApiError } from "./test-helpers";

describe("Haskell show", () => {
  it.each([
    ["a", '"a"'],
    ['"', '"\\""'],
    ["\\", '"\\\\"'],
    ["\n", '"\\n"'],
    ["\t", '"\\t"'],
    ["\u0000", '"\\NUL"'],
    ["\u007f", '"\\DEL"'],
    ["é", '"\\233"'],
    ["é1", '"\\233\\&1"'],
    ["\u000eH", '"\\SO\\&H"'],
    ["😀", '"\\128512"'],
    ["'", `"'"`],
  ])("show %j as a string is %s", (input, shown) => {
    expect(showString(input)).toBe(shown);
  });

  it.each([
    ["x", "'x'"],
    ["'", "'\\''"],
    ['"', `'"'`],
    ["é", "'\\233'"],
    ["\r", "'\\r'"],
  ])("show %j as a char is %s", (input, shown) => {
    expect(showChar(input)).toBe(shown);
  });

  it.each([
    ["  a b  ", "a b"],
    ["\u00a0x\t\n", "x"],
    ["\u2003x\u3000", "x"],
    ["\u2028x", "\u2028x"],
  ])("T.strip %j → %j", (input, out) => {
    expect(hsStrip(input)).toBe(out);
  });
});

describe("showErrorMessages", () => {
  it.each([
    [[], "unknown parse error"],
    [[{ kind: SYS_UNEXPECT, text: "" }], "unexpected end of input"],
    [
      [
        { kind: SYS_UNEXPECT, text: '"a"' },
        { kind: EXPECT, text: '"b"' },
      ],
      'unexpected "a" expecting "b"',
    ],
    [
      [
        { kind: EXPECT, text: "x" },
        { kind: SYS_UNEXPECT, text: '"a"' },
        { kind: EXPECT, text: "y" },
        { kind: EXPECT, text: "x" },
        { kind: EXPECT, text: "z" },
      ],
      'unexpected "a" expecting x, y or z',
    ],
    // an explicit `unexpected` hides the system one
    [
      [
        { kind: SYS_UNEXPECT, text: '"a"' },
        { kind: UNEXPECT, text: "'a'" },
        { kind: EXPECT, text: "" },
      ],
      "unexpected 'a'",
    ],
    // characters are shown lazily, as a String or as a Char
    [
      [
        { kind: SYS_UNEXPECT, text: "é", quote: "string" },
        { kind: EXPECT, text: "x" },
      ],
      'unexpected "\\233" expecting x',
    ],
    [[{ kind: UNEXPECT, text: "'", quote: "char" }], "unexpected '\\''"],
  ] as const)("%j → %s", (msgs, text) => {
    expect(formatParseError(msgs)).toBe(text);
  });
});

describe("error trees (mergeError, setErrorMessage)", () => {
  const at = (i: number) => ({ i, line: 1, col: i + 1 });
  const a = { kind: SYS_UNEXPECT, text: "a" } as const;
  const b = { kind: EXPECT, text: "b" } as const;
  const c = { kind: EXPECT, text: "c" } as const;

  it("prefers meaningful errors, then the furthest one, and concatenates ties", () => {
    expect(mergeError({ pos: at(5), msgs: null }, { pos: at(1), msgs: a })).toEqual({ pos: at(1), msgs: a });
    expect(mergeError({ pos: at(1), msgs: a }, { pos: at(2), msgs: b }).msgs).toBe(b);
    expect(flattenMsgs(mergeError({ pos: at(1), msgs: a }, { pos: at(1), msgs: b }).msgs)).toEqual([a, b]);
    expect(mergeError({ pos: at(1), msgs: null }, { pos: at(3), msgs: null }).pos).toEqual(at(3));
  });

  it("lets a label replace every Expect below it, keeping the order of the rest", () => {
    const tree = { left: { label: "L", inner: { left: b, right: a } }, right: c };
    expect(flattenMsgs(tree)).toEqual([{ kind: EXPECT, text: "L" }, a, c]);
    expect(flattenMsgs({ label: "outer", inner: tree })).toEqual([{ kind: EXPECT, text: "outer" }, a]);
  });
});

describe("Parsec semantics", () => {
  const parse = <T>(p: Parser<T>, text: string): T => runParser(p, "t", text);

  it("`string` fails consumed after a partial match, so `<|>` does not backtrack without try", () => {
    const p = alt(string("abc"), string("abd"));
    expectApiError(() => parse(p, "abd"), {
      message: '"t" (line 1, column 1)',
      details: 'unexpected "d" expecting "abc"',
    });
    expect(parse(alt(tryP(string("abc")), string("abd")), "abd")).toBe("abd");
  });

  it("merges the expectations of alternatives failing at the same place", () => {
    const p = alt(char("a"), char("b"), label(char("c"), "a c"));
    expectApiError(() => parse(p, "x"), {
      message: '"t" (line 1, column 1)',
      details: 'unexpected "x" expecting "a", "b" or a c',
    });
  });

  it("keeps the furthest error", () => {
    const p = alt(tryP(map(seq(char("a"), char("b")), ([a, b]) => a + b)), char("z"));
    expectApiError(() => parse(p, "ax"), {
      message: '"t" (line 1, column 2)',
      details: 'unexpected "x" expecting "b"',
    });
  });

  it("reports eof failures with the character shown as a Char", () => {
    expectApiError(() => parse(seq(char("a"), eof), "ab"), {
      message: '"t" (line 1, column 2)',
      details: "unexpected 'b' expecting end of input",
    });
  });

  it("counts lines and tab stops like Parsec", () => {
    const p = seq(many(alt(char("\n"), char("\t"), char("a"))), eof);
    expectApiError(() => parse(p, "a\n\tz"), { message: '"t" (line 2, column 9)' });
  });

  it("stops `many` on a parser that consumes nothing instead of looping", () => {
    expect(parse(many(alt(char("a"), pure("x"))), "aab")).toEqual(["a", "a"]);
  });

  it("does not require the whole input to be consumed (P.parse has no implicit eof)", () => {
    expect(parse(sepBy(char("a"), char(",")), "a,a;garbage")).toEqual(["a", "a"]);
  });

  it(`bounds recursion at ${MAX_DEPTH} levels with a PGRST100`, () => {
    const p: Parser<number> = alt(
      map(
        seq(
          char("("),
          nested(() => p),
          char(")"),
        ),
        ([, n]) => n + 1,
      ),
      pure(0),
    );
    expect(parse(p, "(".repeat(MAX_DEPTH) + ")".repeat(MAX_DEPTH))).toBe(MAX_DEPTH);
    expectApiError(() => parse(p, "(".repeat(MAX_DEPTH + 1)), {
      message: `"t" (line 1, column ${MAX_DEPTH + 2})`,
      details: `nesting deeper than ${MAX_DEPTH} levels`,
    });
  });
});
