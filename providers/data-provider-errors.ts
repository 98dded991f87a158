// Every refusal the data provider passes on is in French: the database's English errors
// (a unique, check or foreign-key constraint, a missing value, row-level security…) get their
// French message here, once, whichever hook or screen shows them — a form's toast, Refine's
// default notification, a list's error, a custom mutation's own handler. The SQLSTATE `code`,
// `details` and `hint` stay; the English text is kept as `databaseMessage` for error reports.
import type { DataProvider } from "@refinedev/core";
import { loadConstraintCatalog } from "../src/lib/errors/constraint-catalog.ts";
import { frenchDatabaseError } from "../src/lib/errors/database-error.ts";

/** The error with its message in French, when it is one of the database's English errors. */
export const inFrench = async (error: unknown): Promise<unknown> => {
  if (!error || typeof error !== "object" || typeof (error as { message?: unknown }).message !== "string") return error;
  const typed = error as { message: string; code?: unknown };
  if (frenchDatabaseError(typed) === undefined) return error;
  const catalog = await loadConstraintCatalog().catch(() => undefined);
  return { ...typed, message: frenchDatabaseError(typed, catalog), databaseMessage: typed.message };
};

/** The provider with every method's rejection put in French (inFrench). */
export const withFrenchErrors = <P extends DataProvider>(provider: P): P => {
  const wrapped: Record<string, unknown> = { ...provider };
  for (const [name, method] of Object.entries(provider)) {
    if (typeof method !== "function" || name === "getApiUrl") continue;
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await (method as (...a: unknown[]) => Promise<unknown>).apply(provider, args);
      } catch (error) {
        throw await inFrench(error);
      }
    };
  }
  return wrapped as P;
};
