// The elements of a PostgreSQL array literal (`{a,"b,c",NULL}`), as `array_in` reads them.
// PostgREST passes the text of `eq(any).{…}` to PostgreSQL untouched; the AST wants the
// elements, so we read them here and, for malformed text, answer what PostgreSQL would
// (`22P02 malformed array literal`, which PostgREST maps to 400).

import { ApiError } from "../ast";

const MAX_DIMS = 6;

const isArraySpace = (c: string | undefined): boolean =>
  c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\v" || c === "\f";

class Reader {
  i = 0;
  readonly values: string[] = [];
  constructor(readonly text: string) {}

  fail(detail: string): never {
    throw new ApiError(400, "22P02", `malformed array literal: "${this.text}"`, detail);
  }

  peek(): string | undefined {
    return this.text[this.i];
  }

  skipSpace(): void {
    while (isArraySpace(this.peek())) this.i += 1;
  }

  /** `[1:3]={…}` — dimension decorations are allowed and carry no elements. */
  skipDimensions(): void {
    if (this.peek() !== "[") return;
    while (this.peek() === "[") {
      const close = this.text.indexOf("]", this.i);
      if (close < 0) this.fail('Missing "]" after array dimensions.');
      if (!/^\[\s*-?\d+\s*(:\s*-?\d+\s*)?\]$/.test(this.text.slice(this.i, close + 1))) {
        this.fail('"[" must introduce explicitly-specified array dimensions.');
      }
      this.i = close + 1;
      this.skipSpace();
    }
    if (this.peek() !== "=") this.fail('Missing "=" after array dimensions.');
    this.i += 1;
    this.skipSpace();
  }

  /** Reads the elements of one `{…}` level, the opening brace already consumed. */
  level(depth: number): void {
    this.skipSpace();
    if (this.peek() === "}") {
      this.i += 1;
      return;
    }
    let nestedLevel: boolean | undefined;
    for (;;) {
      this.skipSpace();
      const c = this.peek();
      if (c === undefined) this.fail("Unexpected end of input.");
      if (c === "{") {
        if (nestedLevel === false) this.fail('Unexpected "{" character.');
        if (depth + 1 > MAX_DIMS) {
          throw new ApiError(
            400,
            "54000",
            `number of array dimensions (${depth + 1}) exceeds the maximum allowed (${MAX_DIMS})`,
          );
        }
        nestedLevel = true;
        this.i += 1;
        this.level(depth + 1);
      } else {
        if (nestedLevel === true) this.fail("Unexpected array element.");
        nestedLevel = false;
        this.element();
      }
      this.skipSpace();
      const after = this.peek();
      if (after === ",") this.i += 1;
      else if (after === "}") {
        this.i += 1;
        return;
      } else if (after === undefined) this.fail("Unexpected end of input.");
      else this.fail("Unexpected array element.");
    }
  }

  element(): void {
    const c = this.peek();
    if (c === "," || c === "}") this.fail(`Unexpected "${c}" character.`);
    if (c === '"') {
      this.i += 1;
      let out = "";
      for (;;) {
        const d = this.peek();
        if (d === undefined) this.fail("Unexpected end of input.");
        this.i += 1;
        if (d === '"') break;
        if (d === "\\") {
          const e = this.peek();
          if (e === undefined) this.fail("Unexpected end of input.");
          out += e;
          this.i += 1;
        } else out += d;
      }
      this.values.push(out);
      return;
    }
    let out = "";
    let keep = 0; // length of the part that trailing-space trimming must not touch
    let escaped = false;
    for (;;) {
      const d = this.peek();
      if (d === undefined || d === "," || d === "}") break;
      if (d === "{" || d === '"') this.fail(`Unexpected "${d}" character.`);
      this.i += 1;
      if (d === "\\") {
        const e = this.peek();
        if (e === undefined) this.fail("Unexpected end of input.");
        out += e;
        this.i += 1;
        escaped = true;
        keep = out.length;
      } else {
        out += d;
        if (!isArraySpace(d)) keep = out.length;
      }
    }
    const value = out.slice(0, keep);
    // an unquoted, unescaped NULL is SQL null: it matches nothing, so it has no element here
    if (!escaped && value.toUpperCase() === "NULL") return;
    this.values.push(value);
  }
}

/** The (flattened) non-null elements of an array literal; throws PostgreSQL's error otherwise. */
export function arrayLiteralElements(text: string): string[] {
  const r = new Reader(text);
  r.skipSpace();
  r.skipDimensions();
  if (r.peek() !== "{") r.fail('Array value must start with "{" or dimension information.');
  r.i += 1;
  r.level(1);
  r.skipSpace();
  if (r.i < text.length) r.fail("Junk after closing right brace.");
  return r.values;
}
