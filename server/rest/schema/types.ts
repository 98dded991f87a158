// The schema cache's shapes: what the planner knows about the exposed schemas. Every name the
// SQL builder writes as an identifier comes from one of these objects, never from a request.

export type Column = {
  name: string;
  /** `format_type` read with `search_path = pg_catalog`, so user types are schema-qualified */
  type: string;
  /** the type's own name, domains resolved to their base (`tsvector`, `jsonb`, `_int4`…) */
  baseType: string;
  nullable: boolean;
  /** the DEFAULT expression (schema-qualified), for `Prefer: missing=default` */
  default: string | null;
  /** generated or identity-always columns cannot take a payload value */
  generated: boolean;
  /** a computed field: `schema.name(row)`, a function of the row, read like a column */
  computed?: { schema: string; name: string };
};

export type RelationKind = "table" | "view" | "materialized view" | "foreign table" | "partitioned table";

export type Relation = {
  oid: number;
  schema: string;
  name: string;
  kind: RelationKind;
  columns: Column[];
  columnsByName: Map<string, Column>;
  primaryKey: string[];
  /** primary key and unique constraints, each a list of column names */
  uniqueKeys: string[][];
  /** computed fields (functions of this relation's row returning a scalar), by name */
  computed?: Map<string, Column>;
};

export type Cardinality = "many-to-one" | "one-to-many" | "one-to-one" | "many-to-many";

/** A foreign-key constraint's column pairs as seen from a relationship's two ends. */
export type ColumnPairs = Array<[string, string]>;

export type Junction = {
  relation: Relation;
  /** the junction's foreign key to the relationship's `table` */
  constraint1: string;
  /** the junction's foreign key to the relationship's `foreignTable` */
  constraint2: string;
  /** [table column, junction column] pairs */
  columns1: ColumnPairs;
  /** [foreign table column, junction column] pairs */
  columns2: ColumnPairs;
};

/**
 * How `table` reaches `foreignTable`. For direct relationships `columns` holds
 * [table column, foreign table column] pairs; many-to-many goes through `junction`.
 */
export type Relationship = {
  table: Relation;
  foreignTable: Relation;
  cardinality: Cardinality;
  /** foreign key constraint name (for many-to-many: the junction's name) */
  constraint: string;
  columns: ColumnPairs;
  junction?: Junction;
  /** a foreign key from a table to itself */
  isSelf: boolean;
  /** a computed relationship: `schema.name(table row)` returns the foreign table's rows */
  computed?: { schema: string; name: string };
};

export type Volatility = "immutable" | "stable" | "volatile";

export type RoutineParam = {
  /** "" for an unnamed parameter */
  name: string;
  type: string;
  baseType: string;
  hasDefault: boolean;
  variadic: boolean;
};

/** What a function returns, as the response shaping needs it. */
export type RoutineReturn =
  | { kind: "void" }
  | { kind: "scalar"; type: string; set: boolean }
  /** a row type: a table's, a composite type's, OUT parameters or RETURNS TABLE */
  | { kind: "composite"; set: boolean; columns: Column[]; relation?: Relation };

export type Routine = {
  oid: number;
  schema: string;
  name: string;
  params: RoutineParam[];
  returns: RoutineReturn;
  volatility: Volatility;
};

/**
 * `settings` are the role's `ALTER ROLE … SET` values (statement_timeout…), applied to each
 * request running as that role, as PostgREST does for impersonated roles.
 */
export type RoleInfo = { allowed: boolean; settings: Record<string, string> };

export type SchemaCache = {
  /** exposed schemas, first = default */
  schemas: string[];
  /** key: `qualifiedKey(schema, name)` */
  relations: Map<string, Relation>;
  /** key: `qualifiedKey` of the relationship's `table` */
  relationships: Map<string, Relationship[]>;
  /** key: `qualifiedKey(schema, name)`, every overload */
  routines: Map<string, Routine[]>;
  /** every database role: whether requests may switch to it, and its own settings */
  roles: Map<string, RoleInfo>;
  /** bumps on each reload, part of every cached plan's key */
  version: number;
};

/** Map key of a schema-qualified name (NUL cannot occur in an identifier, so keys never collide). */
export const qualifiedKey = (schema: string, name: string): string => `${schema}\u0000${name}`;
