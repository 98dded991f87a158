// The NAF rév. 2 sub-classes (the 5-character codes like 43.99C) from @socialgouv/codes-naf,
// loaded on first use in a chunk of their own: the list never enters the main bundle.
import { normalizeSearch } from "../../src/lib/search/normalize.ts";

export type NafCode = { code: string; label: string };
export type NafIndex = { list: readonly NafCode[]; byCode: ReadonlyMap<string, string> };

export const NAF_SUBCLASS = /^\d{2}\.\d{2}[A-Z]$/;

/** "4399c" / " 43.99C " → "43.99C" (the database's format); anything else is returned trimmed, upper-cased. */
export const normalizeNafCode = (value: string): string => {
  const compact = value.trim().toUpperCase();
  return /^\d{4}[A-Z]$/.test(compact) ? `${compact.slice(0, 2)}.${compact.slice(2)}` : compact;
};

/** The sub-classes of a NAF list (sections, divisions, groups and classes left out), by code. */
export const nafIndexOf = (entries: ReadonlyArray<{ id: string; label: string }>): NafIndex => {
  const list = entries.filter((e) => NAF_SUBCLASS.test(e.id)).map((e) => ({ code: e.id, label: e.label }));
  return { list, byCode: new Map(list.map((e) => [e.code, e.label])) };
};

let loading: Promise<NafIndex> | undefined;
/** The NAF sub-classes, imported once (again after a failed download). */
export const loadNafIndex = (): Promise<NafIndex> =>
  (loading ??= import("@socialgouv/codes-naf").then(
    (m) => nafIndexOf((m as { default: Array<{ id: string; label: string }> }).default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** The sub-class's label, undefined for an unknown code (or a blank one). */
export const nafLabel = (index: NafIndex, code: string | null | undefined): string | undefined =>
  code ? index.byCode.get(normalizeNafCode(code)) : undefined;

/** Whether `code` (blank allowed) is a sub-class of the list. */
export const isKnownNafCode = async (code: string | null | undefined): Promise<boolean> =>
  !code?.trim() || nafLabel(await loadNafIndex(), code) !== undefined;

/** "43.99C — Travaux de maçonnerie générale et gros œuvre de bâtiment" */
export const nafOptionLabel = (e: NafCode): string => `${e.code} — ${e.label}`;

/** Accent- and case-insensitive search on the code (with or without its dot) and the label. */
export const matchesNaf = (query: string, e: NafCode): boolean => {
  const q = normalizeSearch(query);
  return !q || normalizeSearch(`${e.code} ${e.code.replace(".", "")} ${e.label}`).includes(q);
};
