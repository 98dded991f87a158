// French only: Refine's translate goes to the bundled, typed catalog.
import type { I18nProvider } from "@refinedev/core";
import { translateAny, type MessageVars } from "../src/i18n/index.ts";

export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) =>
    translateAny(key, options && typeof options === "object" ? (options as MessageVars) : undefined, defaultMessage),
  changeLocale: () => Promise.resolve(),
  getLocale: () => "fr",
};
