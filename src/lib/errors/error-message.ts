// The message to show for a failed call: the server's own message when it has one (PostgREST
// and storage errors are plain objects; the database's, storage's and auth's English errors are
// put in French), otherwise undefined so the toast keeps its default. Errors from the data
// provider arrive already in French (providers/data-provider-errors.ts).
import { loadedConstraintCatalog } from "./constraint-catalog.ts";
import { frenchDatabaseError } from "./database-error.ts";
import { frenchServiceError } from "./service-error.ts";

export const errorMessage = (error: unknown): string | undefined => {
  if (error && typeof error === "object" && "message" in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === "string" && message.trim()) {
      const typed = error as { message: string; code?: unknown };
      return frenchDatabaseError(typed, loadedConstraintCatalog()) ?? frenchServiceError(typed) ?? message;
    }
  }
  return typeof error === "string" && error.trim() ? error : undefined;
};
