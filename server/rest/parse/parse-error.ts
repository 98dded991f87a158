// Parsec's error values (messages, merging, relabelling) and the text helpers that make
// PGRST100 details read exactly like PostgREST's: Haskell's `show` for the characters Parsec
// quotes, Parsec's `showErrorMessages`, and PostgREST's `mapError` post-processing
// (newlines → spaces, `T.strip`).

export type Pos = { readonly i: number; readonly line: number; readonly col: number };

/** Parsec's `Message` constructors, numbered in their `Ord` (= display) order. */
export const SYS_UNEXPECT = 0;
export const UNEXPECT = 1;
export const EXPECT = 2;
export const MESSAGE = 3;
/**
 * A Parsec message. `quote`: the text is a character still to be shown the way Parsec shows
 * it, as a String (`"x"`, from `satisfy`/`string`) or a Char (`'x'`, from `notFollowedBy`).
 */
export type Msg = { readonly kind: 0 | 1 | 2 | 3; readonly text: string; readonly quote?: "string" | "char" };
/**
 * The messages of an error as a tree, so that merging (`++`) and relabelling
 * (`setErrorMessage`) cost O(1): errors are built at every failed alternative and almost never
 * displayed. `flattenMsgs` gives Parsec's list.
 */
export type MsgTree =
  | Msg
  | { readonly left: MsgTree; readonly right: MsgTree }
  | { readonly label: string; readonly inner: MsgTree | null };
export type ParseError = { readonly pos: Pos; readonly msgs: MsgTree | null };

export const unknownError = (pos: Pos): ParseError => ({ pos, msgs: null });
/** Parsec `mergeError`: meaningful errors win, then the furthest position, ties concatenate. */
export function mergeError(e1: ParseError, e2: ParseError): ParseError {
  if (e2.msgs === null && e1.msgs !== null) return e1;
  if (e1.msgs === null && e2.msgs !== null) return e2;
  if (e1.pos.i === e2.pos.i) {
    return {
      pos: e1.pos,
      msgs: e1.msgs === null ? e2.msgs : e2.msgs === null ? e1.msgs : { left: e1.msgs, right: e2.msgs },
    };
  }
  return e1.pos.i > e2.pos.i ? e1 : e2;
}

/** `setErrorMessage (Expect label)`: drops every Expect message, then adds the label. */
export function setExpect(err: ParseError, label: string): ParseError {
  return { pos: err.pos, msgs: { label, inner: err.msgs } };
}

/** Parsec's message list: a relabelled subtree loses its Expect messages to the label. */
export function flattenMsgs(tree: MsgTree | null): Msg[] {
  const out: Msg[] = [];
  const stack: Array<[MsgTree | null, boolean]> = [[tree, false]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, dropExpect] = top;
    if (node === null) continue;
    if ("kind" in node) {
      if (!(dropExpect && node.kind === EXPECT)) out.push(node);
    } else if ("left" in node) {
      stack.push([node.right, dropExpect], [node.left, dropExpect]);
    } else {
      if (!dropExpect) out.push({ kind: EXPECT, text: node.label });
      stack.push([node.inner, true]);
    }
  }
  return out;
}

const ASCII_NAMES = [
  "NUL",
  "SOH",
  "STX",
  "ETX",
  "EOT",
  "ENQ",
  "ACK",
  "a",
  "b",
  "t",
  "n",
  "v",
  "f",
  "r",
  "SO",
  "SI",
  "DLE",
  "DC1",
  "DC2",
  "DC3",
  "DC4",
  "NAK",
  "SYN",
  "ETB",
  "CAN",
  "EM",
  "SUB",
  "ESC",
  "FS",
  "GS",
  "RS",
  "US",
];

/** Haskell `showLitChar`, given the character printed right after it (for the `\&` rule). */
function showLitChar(c: string, next: string | undefined): string {
  const code = c.codePointAt(0) ?? 0;
  if (code > 127) {
    // a numeric escape followed by a digit needs `\&` so the number does not run on
    return `\\${code}${next !== undefined && next >= "0" && next <= "9" ? "\\&" : ""}`;
  }
  if (code === 127) return "\\DEL";
  if (c === "\\") return "\\\\";
  if (code >= 32) return c;
  if (code === 14) return `\\SO${next === "H" ? "\\&" : ""}`;
  return `\\${ASCII_NAMES[code]}`;
}

/** Haskell `show :: String -> String`. */
export function showString(s: string): string {
  const cs = Array.from(s);
  let out = '"';
  cs.forEach((c, k) => {
    out += c === '"' ? '\\"' : showLitChar(c, cs[k + 1]);
  });
  return `${out}"`;
}

/** Haskell `show :: Char -> String`. */
export function showChar(c: string): string {
  return c === "'" ? "'\\''" : `'${showLitChar(c, "'")}'`;
}

/** Haskell `Data.Char.isSpace` (what `T.strip` removes). */
export function isHsSpace(c: string): boolean {
  const code = c.codePointAt(0) ?? 0;
  if (code === 32 || (code >= 9 && code <= 13) || code === 0xa0) return true;
  return code > 0x377 && /^\p{Zs}$/u.test(c);
}

/** `Data.Text.strip`. */
export function hsStrip(s: string): string {
  // fast path: astral characters are never spaces, so their surrogate halves can be tested alone
  if (s === "" || (!isHsSpace(s[0]) && !isHsSpace(s[s.length - 1]))) return s;
  const cs = Array.from(s);
  let a = 0;
  let b = cs.length;
  while (a < b && isHsSpace(cs[a])) a += 1;
  while (b > a && isHsSpace(cs[b - 1])) b -= 1;
  return cs.slice(a, b).join("");
}

/** A message as Parsec prints it (characters are quoted only now, when displayed). */
const display = (m: Msg): string =>
  m.quote === "string" ? showString(m.text) : m.quote === "char" ? showChar(m.text) : m.text;

const clean = (xs: readonly string[]): string[] => [...new Set(xs.filter((x) => x !== ""))];

function commasOr(ms: readonly string[]): string {
  if (ms.length === 0) return "";
  if (ms.length === 1) return ms[0];
  return `${clean(ms.slice(0, -1)).join(", ")} or ${ms[ms.length - 1]}`;
}

function showMany(prefix: string, msgs: readonly Msg[]): string {
  const ms = clean(msgs.map(display));
  if (ms.length === 0) return "";
  return prefix === "" ? commasOr(ms) : `${prefix} ${commasOr(ms)}`;
}

/**
 * Parsec `showErrorMessages "or" "unknown parse error" "expecting" "unexpected" "end of input"`
 * on the (stably) sorted messages, then PostgREST's `T.strip . T.replace "\n" " "`.
 */
export function formatParseError(msgs: readonly Msg[]): string {
  if (msgs.length === 0) return "unknown parse error";
  const sorted = [...msgs].sort((a, b) => a.kind - b.kind);
  const sys = sorted.filter((m) => m.kind === 0);
  const unexpected = sorted.filter((m) => m.kind === 1);
  const expected = sorted.filter((m) => m.kind === 2);
  const messages = sorted.filter((m) => m.kind === 3);
  let showSys = "";
  if (unexpected.length === 0 && sys.length > 0) {
    showSys = sys[0].text === "" ? "unexpected end of input" : `unexpected ${display(sys[0])}`;
  }
  const parts = clean([
    showSys,
    showMany("unexpected", unexpected),
    showMany("expecting", expected),
    showMany("", messages),
  ]);
  return hsStrip(
    parts
      .map((p) => `\n${p}`)
      .join("")
      .replaceAll("\n", " "),
  );
}
