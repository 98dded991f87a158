// The database's own errors are English ("duplicate key value violates unique constraint…"):
// shown to a user they become French — by constraint name when the catalog knows it, else by
// SQLSTATE. Messages the database raises itself in French (private.fail…) are kept as they are.
import { hasMessage, translateAny } from "../../i18n/index.ts";

type PgError = { code?: unknown; message: string; details?: unknown };

const ENGLISH =
  /^(duplicate key value|insert or update on table|update or delete on table|new row violates row-level security|permission denied|null value in column|value too long|invalid input syntax|invalid input value|date\/time field value out of range|numeric field overflow|value ".*" is out of range)/;

const quoted = (message: string, after: string) => message.match(new RegExp(`${after} "([^"]+)"`))?.[1];

/** The French message for an English database error, or undefined when it is not one. */
export function frenchDatabaseError(error: PgError): string | undefined {
  const code = typeof error.code === "string" ? error.code : "";
  if (!ENGLISH.test(error.message)) return undefined;
  if (code === "23505") {
    const constraint = quoted(error.message, "constraint");
    if (constraint && hasMessage(`databaseErrors.unique.${constraint}`))
      return translateAny(`databaseErrors.unique.${constraint}`);
  }
  if (code === "23503") {
    return translateAny(
      error.message.startsWith("update or delete")
        ? "databaseErrors.code.23503delete"
        : "databaseErrors.code.23503insert",
    );
  }
  if (code === "23502")
    return translateAny("databaseErrors.code.23502", { column: quoted(error.message, "column") ?? "?" });
  if (/^new row violates row-level security|^permission denied/.test(error.message))
    return translateAny("databaseErrors.code.42501");
  return hasMessage(`databaseErrors.code.${code}`) ? translateAny(`databaseErrors.code.${code}`) : undefined;
}
