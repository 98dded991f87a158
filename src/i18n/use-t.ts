// The typed translate function for components. The catalog is bundled and French only, so
// the hook is a stable reference to `t`; it exists so screens never import the catalog.
import { t } from "./translate.ts";

export const useT = () => t;
