// The only ways text enters generated SQL: identifiers (catalog names, or a response key
// chosen by the client, always double-quoted), string literals of catalog names, and
// numbered parameters. Request values never appear here: they are bound.

/** A double-quoted identifier. Truncated at NUL like PostgREST (`trimNullChars`), which also
 * keeps a NUL from reaching the wire protocol. */
export function ident(name: string): string {
  const nul = name.indexOf("\u0000");
  const clean = nul < 0 ? name : name.slice(0, nul);
  return `"${clean.replaceAll('"', '""')}"`;
}

/** `"schema"."name"`. */
export const qualified = (schema: string, name: string): string => `${ident(schema)}.${ident(name)}`;

/** A string literal of a catalog name (never of request input). */
export function catalogLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The parameters of one statement: each request value slot gets one `$n`, reused wherever
 * the statement needs it again (the count query repeats the filters).
 */
export class Params {
  /** `$n` → request value slot */
  readonly slots: number[] = [];
  private readonly numbers = new Map<number, number>();

  ref(slot: number): string {
    let n = this.numbers.get(slot);
    if (n === undefined) {
      this.slots.push(slot);
      n = this.slots.length;
      this.numbers.set(slot, n);
    }
    return `$${n}`;
  }
}
