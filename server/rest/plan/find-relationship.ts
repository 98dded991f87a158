// Which relationship `origin?select=target!hint(…)` means: PostgREST v12 `Plan.findRel`.
// The target names a table or view, a foreign key constraint, or a foreign key column; the
// hint narrows by constraint, column (either end) or junction table.
import { ambiguousRelationship, noRelationship } from "../errors.ts";
import { qualifiedKey, type Relation, type Relationship, type SchemaCache } from "../schema/types.ts";

const singleColumn = (r: Relationship, end: 0 | 1): string | undefined =>
  r.junction === undefined && r.columns.length === 1 ? r.columns[0][end] : undefined;

const matchConstraint = (r: Relationship, name: string) => r.junction === undefined && r.constraint === name;
const matchColumn = (r: Relationship, name: string) => singleColumn(r, 0) === name;
const matchForeignColumn = (r: Relationship, name: string) => singleColumn(r, 1) === name;
const matchJunction = (r: Relationship, name: string) => r.junction?.relation.name === name;
const isView = (r: Relation) => r.kind === "view" || r.kind === "materialized view";

function matches(r: Relationship, target: string, hint: string | undefined): boolean {
  // a computed relationship is named by its function only, whatever the hint
  if (r.computed) return r.computed.name === target;
  if (r.isSelf) {
    // one foreign key, two directions: the table name means the children, the column the parent
    if (hint === undefined) {
      return (
        (r.foreignTable.name === target && r.cardinality === "one-to-many") ||
        (matchColumn(r, target) && r.cardinality === "many-to-one")
      );
    }
    return r.foreignTable.name === target && r.cardinality === "one-to-many" && matchForeignColumn(r, hint);
  }
  if (hint === undefined) {
    return (
      r.foreignTable.name === target ||
      (matchConstraint(r, target) && !isView(r.foreignTable)) ||
      (matchColumn(r, target) && !isView(r.foreignTable))
    );
  }
  return (
    r.foreignTable.name === target &&
    (matchConstraint(r, hint) || matchColumn(r, hint) || matchForeignColumn(r, hint) || matchJunction(r, hint))
  );
}

/** The one relationship of `origin` meant by `target!hint`; PGRST200 / PGRST201 otherwise. */
export function findRelationship(
  cache: SchemaCache,
  origin: Relation,
  target: string,
  hint: string | undefined,
): Relationship {
  const candidates = (cache.relationships.get(qualifiedKey(origin.schema, origin.name)) ?? []).filter(
    (r) => r.foreignTable.schema === origin.schema && matches(r, target, hint),
  );
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 0) throw noRelationship(origin.schema, origin.name, target, hint);
  throw ambiguousRelationship(origin.name, target, candidates);
}

/** To-one relationships embed an object (or null), the others an array. */
export const isToOne = (r: Relationship): boolean => r.cardinality === "many-to-one" || r.cardinality === "one-to-one";
