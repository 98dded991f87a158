// The contract between the REST parser (query string + headers → AST) and the planner
// (AST + schema cache → SQL). Pure data: nothing here has been checked against the catalog.

/** A json path step after a column: `->key`, `->>key`, `->0`. */
export type JsonStep = { arrow: "->" | "->>"; key: string | number };

/** `name->a->>b`: a column (or embed name) followed by an optional json path. */
export type Field = { name: string; jsonPath: JsonStep[] };

/** One item of `select=`. */
export type SelectItem =
  | { type: "star" }
  | {
      type: "column";
      field: Field;
      alias?: string;
      /** `::text` — a type name, validated by the planner against a fixed list. */
      cast?: string;
      /** `col.sum()` etc. (optional feature; the planner may answer PGRST123). */
      aggregate?: "sum" | "avg" | "count" | "max" | "min";
      /**
       * Added by the parser: `col.sum()::text` — the cast applied to the aggregate's result
       * (PostgREST `selAggregateCast`), as opposed to `cast`, which `col::int.sum()` applies
       * to the column before aggregating.
       */
      aggregateCast?: string;
    }
  | { type: "count"; alias?: string; cast?: string }
  | {
      type: "embed";
      /** table / view name, FK constraint name or FK column name */
      target: string;
      alias?: string;
      /** `!fk_name` / `!column` / `!junction_table` */
      hint?: string;
      /** `!inner` / `!left` */
      joinType?: "inner" | "left";
      /** `...target(…)` */
      spread?: boolean;
      select: SelectItem[];
    };

/** Filter operators as written in the query string. */
export type FilterOperator =
  | "eq"
  | "neq"
  | "gt"
  | "gte"
  | "lt"
  | "lte"
  | "like"
  | "ilike"
  | "match"
  | "imatch"
  | "is"
  | "isdistinct"
  | "in"
  | "cs"
  | "cd"
  | "ov"
  | "sl"
  | "sr"
  | "nxr"
  | "nxl"
  | "adj"
  | "fts"
  | "plfts"
  | "phfts"
  | "wfts";

/** The right-hand side of a filter, already split but still as raw text values. */
export type OpExpr =
  | {
      /** eq, neq, gt, …, like (with `*` already rewritten to `%`), cs/cd/ov/ranges (raw literal) */
      kind: "simple";
      op: Exclude<FilterOperator, "in" | "is" | "fts" | "plfts" | "phfts" | "wfts">;
      value: string;
    }
  | {
      /** `eq(any).{a,b}` / `like(all).{a*,b*}`: values are the array elements, unescaped */
      kind: "quant";
      op: "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | "like" | "ilike" | "match" | "imatch";
      quantifier: "any" | "all";
      values: string[];
      /**
       * Added by the parser: the array literal exactly as PostgREST hands it to PostgreSQL
       * (`'{a%,b%}'`, after `*`→`%` for like/ilike). Binding it as one parameter reproduces
       * PostgREST even where `values` cannot: unquoted NULL elements (left out of `values`) and
       * multi-dimensional arrays (flattened in `values`).
       */
      raw?: string;
    }
  | { kind: "in"; values: string[] }
  | { kind: "is"; value: "null" | "not_null" | "true" | "false" | "unknown" }
  | { kind: "fts"; op: "fts" | "plfts" | "phfts" | "wfts"; config?: string; value: string };

/** `col[->json]=[not.]op.value`, the path naming the embed it applies to (`[]` = root). */
export type Filter = {
  /** embed path (aliases or names as written in select), e.g. ["author"] for `author.name=eq.x` */
  path: string[];
  field: Field;
  negated: boolean;
  expr: OpExpr;
};

/** `or=(…)` / `and=(…)` trees; leaves are filters whose `path` is relative to the tree's path. */
export type LogicTree = {
  op: "and" | "or";
  negated: boolean;
  children: Array<LogicTree | Filter>;
};

export type OrderTerm = {
  field: Field;
  /** `embed(field)`: order parents by a to-one embed's column */
  relation?: string;
  direction?: "asc" | "desc";
  nulls?: "first" | "last";
};

/** Everything that applies at one level of the tree (root or an embed path). */
export type NodeModifiers = {
  filters: Filter[];
  logic: LogicTree[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
};

export type Prefer = {
  return?: "minimal" | "headers-only" | "representation";
  count?: "exact" | "planned" | "estimated";
  resolution?: "merge-duplicates" | "ignore-duplicates";
  missing?: "default" | "null";
  handling?: "lenient" | "strict";
  tx?: "commit" | "rollback";
  maxAffected?: number;
  timezone?: string;
  /** Added by the parser: `params=single-object` (deprecated in v12, still accepted). */
  params?: "single-object";
  /** tokens that were not understood (used only for handling=strict → PGRST122) */
  unknown: string[];
};

export type MediaType =
  | "json" // application/json, */*, absent
  | "object" // application/vnd.pgrst.object+json (singular)
  | "csv"
  | "geojson"
  | "plan";

/** A parsed REST request, before any catalog lookup. */
export type ReadRequest = {
  select: SelectItem[];
  /** modifiers per embed path, key = path joined with "." ("" = root) */
  modifiers: Map<string, NodeModifiers>;
  /** `columns=` for writes */
  columns?: string[];
  /** `on_conflict=` for upserts */
  onConflict?: string[];
  /** RPC GET: query keys that are not filters/reserved (name → raw value) */
  rpcArgs: Map<string, string>;
  /**
   * Added by the parser: the same arguments as a list in query order, repeats included
   * (`?v=1&v=2` for a variadic parameter); `rpcArgs` keeps the last value of each name.
   */
  rpcArgList?: Array<[string, string]>;
};

/** Thrown by the parser; the HTTP layer turns it into the PostgREST error JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | object | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}
