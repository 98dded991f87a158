// postgres_changes filters as Realtime parses them (`col=[not.]op.value`, several joined by
// `,` = AND, `in.(a,b)` with parentheses, quoted values) and their evaluation on a changed
// record with SQL's three-valued logic, comparing by the column's PostgreSQL type.

export const FILTER_OPS = [
  "eq",
  "neq",
  "lt",
  "lte",
  "gt",
  "gte",
  "in",
  "like",
  "ilike",
  "is",
  "match",
  "imatch",
  "isdistinct",
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export type Condition = {
  column: string;
  op: FilterOp;
  value: string;
  list?: string[];
  negate: boolean;
  regex?: RegExp;
};

export type ParseResult = { ok: true; conditions: Condition[] } | { ok: false; message: string };

/** Splits on top-level commas: not inside parentheses nor double quotes. */
function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let cur = "";
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      cur += c;
      if (c === "\\" && i + 1 < s.length) cur += s[++i];
      else if (c === '"') quoted = false;
    } else if (c === '"' && (cur === "" || ".(,".includes(cur[cur.length - 1]))) {
      quoted = true;
      cur += c;
    } else if (c === "(") {
      depth++;
      cur += c;
    } else if (c === ")") {
      depth = Math.max(0, depth - 1);
      cur += c;
    } else if (c === "," && depth === 0) {
      out.push(cur);
      cur = "";
    } else cur += c;
  }
  out.push(cur);
  return out;
}

function unquote(v: string): string {
  if (!v.startsWith('"')) return v;
  let out = "";
  for (let i = 1; i < v.length; i++) {
    const c = v[i];
    if (c === "\\" && i + 1 < v.length) out += v[++i];
    else if (c === '"') return i === v.length - 1 ? out : v;
    else out += c;
  }
  return v;
}

/** `a,"b,c",d` (the inside of `in.(…)`) as a PostgreSQL array literal would read it. */
function splitList(inner: string): string[] {
  if (inner.trim() === "") return [];
  return splitTopLevel(inner).map((item) => unquote(item.trim()));
}

function likeToRegex(pattern: string, flags: string): RegExp {
  let src = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\" && i + 1 < pattern.length) src += pattern[++i].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    else if (c === "%") src += "[\\s\\S]*";
    else if (c === "_") src += "[\\s\\S]";
    else src += c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${src}$`, flags);
}

/** Elixir's `inspect` of a list of strings, as Realtime's error messages show it. */
const inspect = (parts: string[]) => `[${parts.map((p) => JSON.stringify(p)).join(", ")}]`;

function parseSegment(segment: string): Condition | string {
  const trimmed = segment.trim();
  if (trimmed === "") return "filter must not contain empty segments (check for extra commas)";
  const eq = trimmed.indexOf("=");
  if (eq < 0) return inspect([trimmed]);
  const column = trimmed.slice(0, eq);
  let rest = trimmed.slice(eq + 1);
  const negate = rest.startsWith("not.");
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf(".");
  if (dot < 0) return inspect([rest]);
  const op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (!(FILTER_OPS as readonly string[]).includes(op)) return inspect([op, value]);
  const cond: Condition = { column, op: op as FilterOp, value: unquote(value), negate };
  if (op === "in") {
    if (!(value.length >= 2 && value.startsWith("(") && value.endsWith(")")))
      return "`in` filter value must be wrapped by parentheses";
    cond.value = value;
    cond.list = splitList(value.slice(1, -1));
  } else if (op === "is" && !["null", "true", "false", "unknown"].includes(cond.value.toLowerCase())) {
    return `invalid value for \`is\`: ${cond.value}`;
  } else if (op === "like" || op === "ilike") {
    cond.regex = likeToRegex(cond.value, op === "ilike" ? "i" : "");
  } else if (op === "match" || op === "imatch") {
    try {
      cond.regex = new RegExp(cond.value, op === "imatch" ? "i" : "");
    } catch {
      return `invalid regular expression: ${cond.value}`;
    }
  }
  return cond;
}

export function parseFilter(filter: string | undefined | null): ParseResult {
  if (filter === undefined || filter === null || filter.trim() === "") return { ok: true, conditions: [] };
  const conditions: Condition[] = [];
  for (const segment of splitTopLevel(filter.trim())) {
    const c = parseSegment(segment);
    if (typeof c === "string") return { ok: false, message: `Error parsing \`filter\` params: ${c}` };
    conditions.push(c);
  }
  return { ok: true, conditions };
}

const NUMERIC = new Set(["int2", "int4", "int8", "float4", "float8", "numeric", "oid", "money"]);
const TEMPORAL = new Set(["timestamp", "timestamptz", "date"]);

type Tri = boolean | null;

/** Orders a record value against a filter literal by the column type; null when incomparable. */
function compare(value: unknown, literal: string, type: string): number | null {
  if (value === null || value === undefined) return null;
  if (NUMERIC.has(type)) {
    const a = Number(value);
    const b = Number(literal);
    if (Number.isNaN(a) || Number.isNaN(b)) return null;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  if (type === "bool") {
    const b = ["t", "true", "y", "yes", "on", "1"].includes(literal.toLowerCase());
    const a = value === true || value === "t" || value === "true";
    return a === b ? 0 : a ? 1 : -1;
  }
  if (TEMPORAL.has(type)) {
    const a = Date.parse(String(value));
    const b = Date.parse(literal);
    if (!Number.isNaN(a) && !Number.isNaN(b)) return a === b ? 0 : a < b ? -1 : 1;
  }
  const a = typeof value === "object" ? JSON.stringify(value) : String(value);
  return a === literal ? 0 : a < literal ? -1 : 1;
}

function evaluate(c: Condition, value: unknown, type: string): Tri {
  const isNull = value === null || value === undefined;
  switch (c.op) {
    case "is": {
      const v = c.value.toLowerCase();
      if (v === "null" || v === "unknown") return isNull;
      return v === "true" ? value === true : value === false;
    }
    case "isdistinct":
      if (isNull) return c.value.toLowerCase() !== "null";
      return compare(value, c.value, type) !== 0;
    case "in": {
      if (isNull) return null;
      return (c.list ?? []).some((item) => compare(value, item, type) === 0);
    }
    case "like":
    case "ilike":
    case "match":
    case "imatch":
      return isNull
        ? null
        : (c.regex?.test(typeof value === "object" ? JSON.stringify(value) : String(value)) ?? false);
    default: {
      const r = compare(value, c.value, type);
      if (r === null) return null;
      if (c.op === "eq") return r === 0;
      if (c.op === "neq") return r !== 0;
      if (c.op === "lt") return r < 0;
      if (c.op === "lte") return r <= 0;
      if (c.op === "gt") return r > 0;
      return r >= 0;
    }
  }
}

/** True when every condition holds (null counts as not holding, as in a WHERE clause). */
export function matchesFilter(
  conditions: Condition[],
  record: Record<string, unknown>,
  types: Map<string, string>,
): boolean {
  for (const c of conditions) {
    if (!(c.column in record)) return false;
    let r = evaluate(c, record[c.column], types.get(c.column) ?? "text");
    if (c.negate && r !== null) r = !r;
    if (r !== true) return false;
  }
  return true;
}
