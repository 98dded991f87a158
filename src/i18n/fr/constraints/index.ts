// The database constraints' French catalog, loaded on the first database error
// (src/lib/errors/constraint-catalog.ts): a few hundred messages no screen needs to open.
import { checkMessages } from "./checks.ts";
import { columnLabels, dependentLabels, tableColumnLabels } from "./fields.ts";
import { uniqueMessages } from "./unique.ts";

export type ConstraintCatalog = {
  /** unique index or constraint name → message */
  unique: Readonly<Record<string, string>>;
  /** check constraint name → message */
  check: Readonly<Record<string, string>>;
  /** column name → label, for every table */
  columns: Readonly<Record<string, string>>;
  /** table → column → label, where the shared label would mislead */
  tableColumns: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** referencing table → what its rows are, when they keep a row from being deleted */
  dependents: Readonly<Record<string, string>>;
};

export const constraintCatalog: ConstraintCatalog = {
  unique: uniqueMessages,
  check: checkMessages,
  columns: columnLabels,
  tableColumns: tableColumnLabels,
  dependents: dependentLabels,
};
