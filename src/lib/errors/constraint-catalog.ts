// The constraints' French catalog (src/i18n/fr/constraints/) is a few hundred messages that only
// a refused save needs: it is fetched on the first database error (the data provider waits for
// it, data-provider-errors.ts) or when the browser is idle after boot, and kept.
import type { ConstraintCatalog } from "../../i18n/fr/constraints/index.ts";

let loaded: ConstraintCatalog | undefined;
let loading: Promise<ConstraintCatalog> | undefined;

/** The catalog, fetched once. */
export const loadConstraintCatalog = (): Promise<ConstraintCatalog> => {
  loading ??= import("../../i18n/fr/constraints/index.ts").then(
    (module) => (loaded = module.constraintCatalog),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/** The catalog when it has been fetched, else undefined (the SQLSTATE's message then). */
export const loadedConstraintCatalog = (): ConstraintCatalog | undefined => loaded;
