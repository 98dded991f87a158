// The database's own errors are English ("duplicate key value violates unique constraint…"):
// shown to a user they become French — by constraint name from the constraints' catalog
// (src/i18n/fr/constraints/, given once loaded), a foreign key or a not-null column by its
// field's French name, else by SQLSTATE. Messages the database raises itself in French
// (private.fail…) are kept as they are.
import { hasMessage, translateAny } from "../../i18n/index.ts";
import type { ConstraintCatalog } from "../../i18n/fr/constraints/index.ts";

type PgError = { code?: unknown; message: string; details?: unknown };

const ENGLISH =
  /^(duplicate key value|new row for relation|value for domain|conflicting key value|insert or update on table|update or delete on table|new row violates row-level security|permission denied|null value in column|value too long|invalid input syntax|invalid input value|date\/time field value out of range|numeric field overflow|value ".*" is out of range)/;

// PostgreSQL's own wording (src/backend/executor/execMain.c, utils/adt/ri_triggers.c)
const UNIQUE = /^duplicate key value violates unique constraint "([^"]+)"/;
const CHECK = /^(?:new row for relation "[^"]+"|value for domain \S+) violates check constraint "([^"]+)"/;
const FK_INSERT = /^insert or update on table "([^"]+)" violates foreign key constraint "([^"]+)"/;
// a RESTRICT foreign key says so (SQLSTATE 23001), a NO ACTION one does not (23503)
const FK_DELETE =
  /^update or delete on table "[^"]+" violates (?:RESTRICT setting of )?foreign key constraint "[^"]+" on table "([^"]+)"/;
const NOT_NULL = /^null value in column "([^"]+)" of relation "([^"]+)"/;

/** The French name of `table.column`, when the catalog has one. */
export const fieldLabel = (catalog: ConstraintCatalog, table: string, column: string): string | undefined =>
  catalog.tableColumns[table]?.[column] ?? catalog.columns[column];

/** A foreign key's column: every one in the schema is named `<table>_<column>_fkey` (PostgreSQL's default). */
const foreignKeyColumn = (table: string, constraint: string): string | undefined =>
  constraint.startsWith(`${table}_`) && constraint.endsWith("_fkey")
    ? constraint.slice(table.length + 1, -"_fkey".length)
    : undefined;

const fromCatalog = (message: string, catalog: ConstraintCatalog): string | undefined => {
  const unique = UNIQUE.exec(message)?.[1];
  if (unique) {
    if (catalog.unique[unique]) return catalog.unique[unique];
    return unique.endsWith("_pkey") ? translateAny("databaseErrors.constraint.primaryKey") : undefined;
  }
  const check = CHECK.exec(message)?.[1];
  if (check) return catalog.check[check];
  const insert = FK_INSERT.exec(message);
  if (insert) {
    const [, table, constraint] = insert;
    const column = foreignKeyColumn(table, constraint);
    const field = column && fieldLabel(catalog, table, column);
    return field ? translateAny("databaseErrors.constraint.foreignKeyInsert", { field }) : undefined;
  }
  const dependents = FK_DELETE.exec(message)?.[1];
  if (dependents) {
    const label = catalog.dependents[dependents];
    return label ? translateAny("databaseErrors.constraint.foreignKeyDelete", { dependents: label }) : undefined;
  }
  const notNull = NOT_NULL.exec(message);
  if (notNull) {
    const field = fieldLabel(catalog, notNull[2], notNull[1]);
    return field ? translateAny("databaseErrors.constraint.notNull", { field }) : undefined;
  }
  return undefined;
};

const byCode = (code: string, message: string): string | undefined => {
  if (code === "23503" || code === "23001")
    return translateAny(
      message.startsWith("update or delete") ? "databaseErrors.code.23503delete" : "databaseErrors.code.23503insert",
    );
  if (/^new row violates row-level security|^permission denied/.test(message))
    return translateAny("databaseErrors.code.42501");
  const key = `databaseErrors.code.${code}`;
  return hasMessage(key) ? translateAny(key) : undefined;
};

/**
 * The French message for an English database error, or undefined when it is not one. With the
 * constraints' catalog, the constraint's own message (naming the field); without it, or for a
 * constraint it does not know, the SQLSTATE's.
 */
export function frenchDatabaseError(error: PgError, catalog?: ConstraintCatalog): string | undefined {
  if (!ENGLISH.test(error.message)) return undefined;
  const code = typeof error.code === "string" ? error.code : "";
  return (catalog && fromCatalog(error.message, catalog)) ?? byCode(code, error.message);
}
