export { t, translateAny, interpolate, hasMessage, type MessageKey, type MessageVars } from "./translate.ts";
export { useT } from "./use-t.ts";
