// The planned request: every name resolved against the schema cache, every value a slot.
// The SQL builders render these trees; nothing here holds request text except response keys.
import type { Column, Relation, Relationship } from "../schema/types.ts";

/** `->`/`->>` with the key bound from a slot (`index`: an integer array index). */
export type PathStep = { arrow: "->" | "->>"; slot: number; index: boolean };

export type ColumnRef = { column: Column; path: PathStep[] };

export type Operand =
  /** `=`, `<>`, `@>`, `like`, `is distinct from`…: column op $slot */
  | { kind: "binary"; sql: string; slot: number }
  /** `= any($slot)`, `like all($slot)` with an array literal */
  | { kind: "array"; sql: string; quantifier: "any" | "all"; slot: number }
  /** `is null`, `is not null`, `is true`… (fixed text) */
  | { kind: "is"; sql: string }
  /** full text search, with an optional regconfig slot */
  | { kind: "fts"; fn: string; slot: number; config?: number; toTsvector: boolean };

export type Condition =
  | { kind: "filter"; target: ColumnRef; negated: boolean; operand: Operand }
  | { kind: "logic"; op: "and" | "or"; negated: boolean; children: Condition[] }
  /** an embed that must (not) have a matching row: `!inner`, `embed=not.is.null` */
  | { kind: "exists"; embed: Embed; negated: boolean };

export type OrderItem = {
  /** absent: a column of the node itself; present: a column of this to-one embed */
  embed?: Embed;
  target: ColumnRef;
  direction?: "asc" | "desc";
  nulls?: "first" | "last";
};

/** A column of the response: an expression of the node's row, named `name`. */
export type OutputColumn = { kind: "column"; target: ColumnRef; cast?: string; name: string };
export type OutputEmbed = { kind: "embed"; embed: Embed };
/** `...embed(cols)`: a to-one embed's outputs as columns of this level */
export type OutputSpread = { kind: "spread"; embed: Embed };
/**
 * `col.sum()`, `count()`…: an aggregate of the level's rows (`target` absent: `count(*)`), the
 * column cast before (`cast`) and the result after (`resultCast`); the other outputs group.
 */
export type OutputAggregate = {
  kind: "aggregate";
  fn: "sum" | "avg" | "count" | "max" | "min";
  target?: ColumnRef;
  cast?: string;
  resultCast?: string;
  name: string;
};
export type Output = OutputColumn | OutputEmbed | OutputSpread | OutputAggregate;

/** Where a node's rows come from. */
export type Source =
  | { kind: "relation"; relation: Relation }
  /** the rows a mutation returned, or a function call's rows (`with pgrst_source as (…)`) */
  | {
      kind: "cte";
      relation: Relation;
      /**
       * the CTE also returns each row whole (`pgrst_row`, of the table's row type), read back
       * through `unnest` so that computed fields and relationships, functions of that row
       * type, apply to a mutation's or a function's rows
       */
      rowType?: boolean;
    };

export type ReadNode = {
  source: Source;
  /** the relation whose columns the node reads (for a CTE, its row type) */
  relation: Relation;
  /** SQL alias of this level (`t0`, `t1`, … by depth) */
  alias: string;
  depth: number;
  outputs: Output[];
  where: Condition[];
  order: OrderItem[];
  /** slots of `limit` / `offset` */
  limit?: number;
  offset?: number;
  /** db-max-rows: a hard cap on this level's rows, whatever the limit */
  cap?: number;
  embeds: Embed[];
  /** columns of this node that the SQL reads (a mutation's RETURNING list) */
  used: Set<string>;
};

export type Embed = {
  /** response key: alias, else the target as written */
  name: string;
  relationship: Relationship;
  toOne: boolean;
  inner: boolean;
  /** an embed with an empty select tree: only filters the parent, not in the response */
  hidden: boolean;
  node: ReadNode;
};
