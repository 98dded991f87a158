// Typed lookup in the French catalog with `{{name}}` interpolation. Keys are dotted paths
// checked by the compiler; Refine's own (untyped) keys go through `translateAny`.
import { fr } from "./fr/index.ts";

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type Catalog = typeof fr;
export type MessageKey = Leaves<Catalog>;
export type MessageVars = Record<string, string | number | undefined>;

const lookup = (key: string): string | undefined => {
  let node: unknown = fr;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object" || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
};

export const interpolate = (text: string, vars?: MessageVars): string =>
  vars
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        vars[name] === undefined ? whole : String(vars[name]),
      )
    : text;

export const hasMessage = (key: string): boolean => lookup(key) !== undefined;

export const t = (key: MessageKey, vars?: MessageVars): string => interpolate(lookup(key) ?? key, vars);

/** Refine calls translate(key, options, defaultMessage) with keys it builds at run time. */
export const translateAny = (key: string, vars?: MessageVars, defaultMessage?: string): string => {
  const found = lookup(key);
  return interpolate(found ?? defaultMessage ?? key, vars);
};
