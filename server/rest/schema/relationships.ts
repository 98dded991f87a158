// Relationships derived from foreign keys as PostgREST v12 derives them: many-to-one and its
// reverse one-to-many (one-to-one when the key columns are unique), replicated onto views
// whose columns come from the key columns, and many-to-many through a junction table whose
// primary key contains the columns of two of its foreign keys.
import type { CatalogConstraint } from "./catalog.ts";
import { qualifiedKey, type ColumnPairs, type Relation, type Relationship } from "./types.ts";

/** For a table: each view (or the table itself) exposing its columns, with a column map. */
export type Exposure = { relation: Relation; columnsOf: (baseColumn: string) => string[] };

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Every way to name `columns` through an exposure (a base column may appear twice in a view). */
function columnChoices(exposure: Exposure, columns: readonly string[]): string[][] {
  let out: string[][] = [[]];
  for (const c of columns) {
    const names = exposure.columnsOf(c);
    if (names.length === 0) return [];
    out = out.flatMap((prefix) => names.map((n) => [...prefix, n]));
  }
  return out;
}

const pairs = (a: readonly string[], b: readonly string[]): ColumnPairs => a.map((x, i) => [x, b[i]]);

/**
 * @param exposuresOf the relations through which a base table is visible (itself first)
 * @param isExposed whether a relation belongs to an exposed schema
 */
export function deriveRelationships(
  foreignKeys: readonly CatalogConstraint[],
  relationsByOid: ReadonlyMap<number, Relation>,
  exposuresOf: (oid: number) => Exposure[],
  isExposed: (r: Relation) => boolean,
): Map<string, Relationship[]> {
  const direct: Relationship[] = [];
  for (const fk of foreignKeys) {
    const table = relationsByOid.get(fk.rel);
    const foreign = relationsByOid.get(fk.frel);
    if (!table || !foreign) continue;
    const toOne = table.uniqueKeys.some((k) => sameSet(k, fk.cols));
    for (const from of exposuresOf(fk.rel)) {
      for (const to of exposuresOf(fk.frel)) {
        if (!isExposed(from.relation) || !isExposed(to.relation)) continue;
        for (const cols of columnChoices(from, fk.cols)) {
          for (const fcols of columnChoices(to, fk.fcols)) {
            const isSelf = from.relation.oid === to.relation.oid;
            direct.push({
              table: from.relation,
              foreignTable: to.relation,
              cardinality: toOne ? "one-to-one" : "many-to-one",
              constraint: fk.name,
              columns: pairs(cols, fcols),
              isSelf,
            });
            direct.push({
              table: to.relation,
              foreignTable: from.relation,
              cardinality: toOne ? "one-to-one" : "one-to-many",
              constraint: fk.name,
              columns: pairs(fcols, cols),
              isSelf,
            });
          }
        }
      }
    }
  }
  const all = [...direct, ...manyToMany(direct)];
  const byTable = new Map<string, Relationship[]>();
  for (const r of all) {
    const key = qualifiedKey(r.table.schema, r.table.name);
    const list = byTable.get(key);
    if (list) list.push(r);
    else byTable.set(key, [r]);
  }
  return byTable;
}

/** Pairs of distinct many-to-one keys of one junction table, both inside its primary key. */
function manyToMany(direct: readonly Relationship[]): Relationship[] {
  const out: Relationship[] = [];
  const m2o = direct.filter(
    (r) => r.cardinality === "many-to-one" && r.table.kind === "table" && r.table.primaryKey.length > 0,
  );
  for (const r1 of m2o) {
    for (const r2 of m2o) {
      if (r1.table !== r2.table || r1.constraint === r2.constraint) continue;
      const junction = r1.table;
      const used = [...r1.columns.map(([j]) => j), ...r2.columns.map(([j]) => j)];
      if (!used.every((c) => junction.primaryKey.includes(c))) continue;
      out.push({
        table: r1.foreignTable,
        foreignTable: r2.foreignTable,
        cardinality: "many-to-many",
        constraint: junction.name,
        columns: [],
        junction: {
          relation: junction,
          constraint1: r1.constraint,
          constraint2: r2.constraint,
          columns1: r1.columns.map(([j, t]) => [t, j]),
          columns2: r2.columns.map(([j, f]) => [f, j]),
        },
        isSelf: r1.foreignTable.oid === r2.foreignTable.oid,
      });
    }
  }
  return out;
}
