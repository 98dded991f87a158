// A list's columns as its user left them (« Colonnes »: the hidden ones; the widths dragged),
// kept in the browser per user and per list, like the consultant filter (consultant-filter.ts):
// the app has no per-user settings table, and a layout is the browser's business.
export type ListColumnPrefs = {
  /** the keys of the columns the user hid */
  hidden: string[];
  /** the widths the user gave, in CSS pixels, by column key */
  widths: Record<string, number>;
};

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The narrowest and widest a dragged column may be. */
export const MIN_COLUMN_WIDTH = 48;
export const MAX_COLUMN_WIDTH = 800;

export const EMPTY_LIST_COLUMNS: ListColumnPrefs = { hidden: [], widths: {} };

export const listColumnsKey = (userId: string, list: string) => `renfort:list-columns:${userId}:${list}`;

export const clampWidth = (width: number) => Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));

/** What was stored, or nothing: a value another version wrote, or a hand-edited one, is ignored piece by piece. */
export const parseListColumns = (text: string | null): ListColumnPrefs => {
  if (!text) return EMPTY_LIST_COLUMNS;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY_LIST_COLUMNS;
  }
  if (typeof value !== "object" || value === null) return EMPTY_LIST_COLUMNS;
  const { hidden, widths } = value as Record<string, unknown>;
  return {
    hidden: Array.isArray(hidden) ? hidden.filter((key): key is string => typeof key === "string") : [],
    widths:
      typeof widths === "object" && widths !== null
        ? Object.fromEntries(
            Object.entries(widths)
              .filter((entry): entry is [string, number] => typeof entry[1] === "number" && Number.isFinite(entry[1]))
              .map(([key, width]) => [key, clampWidth(width)]),
          )
        : {},
  };
};

export const readListColumns = (store: KeyValueStore, userId: string, list: string): ListColumnPrefs => {
  try {
    return parseListColumns(store.getItem(listColumnsKey(userId, list)));
  } catch {
    return EMPTY_LIST_COLUMNS; // storage refused (private mode, quota): the default layout
  }
};

export const writeListColumns = (store: KeyValueStore, userId: string, list: string, prefs: ListColumnPrefs) => {
  try {
    if (!prefs.hidden.length && !Object.keys(prefs.widths).length) store.removeItem(listColumnsKey(userId, list));
    else store.setItem(listColumnsKey(userId, list), JSON.stringify(prefs));
  } catch {
    // not kept: the layout lasts as long as the page
  }
};
