// Turns the raw catalog rows into the schema cache: relations of the exposed schemas with
// their keys, view column lineage, relationships and functions.
import type { Catalog, CatalogRelation, CatalogRoutine } from "./catalog.ts";
import { deriveRelationships, type Exposure } from "./relationships.ts";
import {
  qualifiedKey,
  type Column,
  type Relation,
  type RelationKind,
  type Relationship,
  type Routine,
  type RoutineParam,
  type RoleInfo,
  type RoutineReturn,
  type SchemaCache,
  type Volatility,
} from "./types.ts";
import { viewColumnSources } from "./view-columns.ts";

const KINDS: Record<string, RelationKind> = {
  r: "table",
  v: "view",
  m: "materialized view",
  f: "foreign table",
  p: "partitioned table",
};

function toRelation(r: CatalogRelation): Relation {
  const columns: Column[] = r.columns.map((c) => ({
    name: c.name,
    type: c.type,
    baseType: c.base,
    nullable: c.nullable,
    default: c.default,
    generated: c.generated,
  }));
  return {
    oid: r.oid,
    schema: r.schema,
    name: r.name,
    kind: KINDS[r.kind] ?? "table",
    columns,
    columnsByName: new Map(columns.map((c) => [c.name, c])),
    primaryKey: [],
    uniqueKeys: [],
  };
}

export function buildSchemaCache(catalog: Catalog, schemas: string[], version: number): SchemaCache {
  const exposed = new Set(schemas);
  const byOid = new Map<number, Relation>();
  const compositeTypes = new Set(catalog.relations.filter((r) => r.kind === "c").map((r) => r.oid));
  const attnames = new Map<number, Map<number, string>>();
  for (const r of catalog.relations) {
    byOid.set(r.oid, toRelation(r));
    attnames.set(r.oid, new Map(r.columns.map((c) => [c.num, c.name])));
  }
  for (const c of catalog.constraints) {
    const rel = byOid.get(c.rel);
    if (!rel || c.type === "f") continue;
    if (c.type === "p") rel.primaryKey = c.cols;
    rel.uniqueKeys.push(c.cols);
  }

  // view column → base table column, following views over views down to a table
  const direct = new Map<number, Map<string, { oid: number; attnum: number }>>();
  for (const v of catalog.views) {
    direct.set(
      v.oid,
      new Map(viewColumnSources(v.action).map((s) => [s.column, { oid: s.sourceOid, attnum: s.sourceAttnum }])),
    );
  }
  const baseOf = (viewOid: number, column: string, depth = 0): { oid: number; column: string } | undefined => {
    const src = direct.get(viewOid)?.get(column);
    const name = src && attnames.get(src.oid)?.get(src.attnum);
    if (!src || name === undefined || depth > 16) return undefined;
    return direct.has(src.oid) ? baseOf(src.oid, name, depth + 1) : { oid: src.oid, column: name };
  };
  // base table oid → [view, base column → view columns]
  const viewsOfTable = new Map<number, Array<{ view: Relation; map: Map<string, string[]> }>>();
  for (const viewOid of direct.keys()) {
    const view = byOid.get(viewOid);
    if (!view) continue;
    const perTable = new Map<number, Map<string, string[]>>();
    for (const col of view.columns) {
      const base = baseOf(viewOid, col.name);
      if (!base) continue;
      const map = perTable.get(base.oid) ?? new Map<string, string[]>();
      perTable.set(base.oid, map);
      map.set(base.column, [...(map.get(base.column) ?? []), col.name]);
    }
    for (const [tableOid, map] of perTable) {
      viewsOfTable.set(tableOid, [...(viewsOfTable.get(tableOid) ?? []), { view, map }]);
    }
  }
  const exposuresOf = (oid: number): Exposure[] => {
    const table = byOid.get(oid);
    if (!table) return [];
    const self: Exposure = { relation: table, columnsOf: (c) => [c] };
    const views = (viewsOfTable.get(oid) ?? []).map(({ view, map }): Exposure => ({
      relation: view,
      columnsOf: (c) => map.get(c) ?? [],
    }));
    return [self, ...views];
  };

  const relations = new Map<string, Relation>();
  for (const r of byOid.values()) {
    if (exposed.has(r.schema) && !compositeTypes.has(r.oid)) {
      relations.set(qualifiedKey(r.schema, r.name), r);
    }
  }
  const relationships = deriveRelationships(
    catalog.constraints.filter((c) => c.type === "f"),
    byOid,
    exposuresOf,
    (r) => relations.has(qualifiedKey(r.schema, r.name)),
  );

  const routines = new Map<string, Routine[]>();
  for (const p of catalog.routines) {
    const routine = toRoutine(p, byOid);
    if (!callable(routine)) continue;
    const key = qualifiedKey(p.schema, p.name);
    routines.set(key, [...(routines.get(key) ?? []), routine]);
  }
  addComputed(catalog.routines, byOid, relations, relationships);
  const roles = new Map(
    catalog.roles.map((r): [string, RoleInfo] => [r.name, { allowed: r.allowed, settings: roleSettings(r.settings) }]),
  );
  return { schemas, relations, relationships, routines, roles, version };
}

/**
 * Functions of one table row (PostgREST's computed fields and relationships): returning a
 * scalar, a field of that row; returning rows of an exposed table, a relationship to it,
 * to-one when it returns one row (not `setof`, or `setof … rows 1`).
 */
function addComputed(
  routines: readonly CatalogRoutine[],
  byOid: ReadonlyMap<number, Relation>,
  relations: ReadonlyMap<string, Relation>,
  relationships: Map<string, Relationship[]>,
): void {
  for (const p of routines) {
    const inputs = p.args.filter((a) => a.mode === "i" || a.mode === "b" || a.mode === "v");
    if (inputs.length !== 1 || inputs.length - p.nargdefaults !== 1 || inputs[0].mode === "v") continue;
    const table = byOid.get(Number(inputs[0].relid ?? 0));
    if (!table || !relations.has(qualifiedKey(table.schema, table.name))) continue;
    const fn = { schema: p.schema, name: p.name };
    const outputs = p.args.filter((a) => a.mode === "o" || a.mode === "b" || a.mode === "t");
    if (p.rettyptype === "c") {
      const target = byOid.get(Number(p.retrelid));
      if (!target || !relations.has(qualifiedKey(target.schema, target.name))) continue;
      const toOne = !p.set || p.rows === 1;
      const key = qualifiedKey(table.schema, table.name);
      const rel: Relationship = {
        table,
        foreignTable: target,
        cardinality: toOne ? "many-to-one" : "one-to-many",
        constraint: p.name,
        columns: [],
        isSelf: false,
        computed: fn,
      };
      relationships.set(key, [...(relationships.get(key) ?? []), rel]);
    } else if (!p.set && outputs.length === 0 && !(p.rettyptype === "p" && p.retbase === "void")) {
      table.computed ??= new Map();
      table.computed.set(p.name, {
        name: p.name,
        type: p.rettype,
        baseType: p.retbase,
        nullable: true,
        default: null,
        generated: true,
        computed: fn,
      });
    }
  }
}

/** `name=value` entries; the transaction settings PostgREST owns stay its own. */
function roleSettings(entries: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of entries) {
    const eq = e.indexOf("=");
    const name = e.slice(0, eq).toLowerCase();
    if (
      eq > 0 &&
      name !== "search_path" &&
      name !== "role" &&
      name !== "session_authorization" &&
      !name.startsWith("request.")
    ) {
      out[name] = e.slice(eq + 1);
    }
  }
  return out;
}

/** Types one unnamed parameter may have: the whole request body fills it. */
const UNNAMED_TYPES = new Set(["bytea", "json", "jsonb", "text", "xml"]);

/**
 * PostgREST keeps a function whose parameters are all named, or that has exactly one unnamed
 * parameter, the first, of a type a raw body can fill; the others are not callable over HTTP.
 */
function callable(r: Routine): boolean {
  const unnamed = r.params.filter((p) => p.name === "").length;
  return unnamed === 0 || (unnamed === 1 && UNNAMED_TYPES.has(r.params[0].type));
}

const VOLATILITY: Record<string, Volatility> = { i: "immutable", s: "stable", v: "volatile" };

function toRoutine(p: CatalogRoutine, byOid: ReadonlyMap<number, Relation>): Routine {
  const inputs = p.args.filter((a) => a.mode === "i" || a.mode === "b" || a.mode === "v");
  const outputs = p.args.filter((a) => a.mode === "o" || a.mode === "b" || a.mode === "t");
  const firstDefault = inputs.length - p.nargdefaults;
  const params: RoutineParam[] = inputs.map((a, i) => ({
    name: a.name,
    type: a.type,
    baseType: a.base,
    hasDefault: i >= firstDefault,
    variadic: a.mode === "v",
  }));
  let returns: RoutineReturn;
  if (p.rettyptype === "p" && p.retbase === "void") returns = { kind: "void" };
  else if (p.rettyptype === "c") {
    const relation = byOid.get(p.retrelid);
    returns = {
      kind: "composite",
      set: p.set,
      columns: relation?.columns ?? [],
      relation,
    };
  } else if (outputs.length > 0) {
    // Named outputs (OUT/INOUT/TABLE) answer objects, even a single one (PostgREST #1615, #1931).
    returns = {
      kind: "composite",
      set: p.set,
      columns: outputs.map((a) => ({
        name: a.name,
        type: a.type,
        baseType: a.base,
        nullable: true,
        default: null,
        generated: false,
      })),
    };
  } else returns = { kind: "scalar", type: p.rettype, set: p.set };
  return {
    oid: p.oid,
    schema: p.schema,
    name: p.name,
    params,
    returns,
    volatility: VOLATILITY[p.volatility] ?? "volatile",
  };
}
