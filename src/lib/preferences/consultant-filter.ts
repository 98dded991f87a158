// The consultant filter lists open with (docs/rules/roles.md#managees): 'me_and_managees' by default, or 'none'.
// A per-user preference kept in the browser.
export const CONSULTANT_FILTERS = ["me_and_managees", "none"] as const;
export type ConsultantFilter = (typeof CONSULTANT_FILTERS)[number];
export const DEFAULT_CONSULTANT_FILTER: ConsultantFilter = "me_and_managees";

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

const keyFor = (userId: string) => `renfort:consultant-filter:${userId}`;

export const readConsultantFilter = (store: KeyValueStore, userId: string): ConsultantFilter => {
  const value = store.getItem(keyFor(userId));
  return CONSULTANT_FILTERS.find((filter) => filter === value) ?? DEFAULT_CONSULTANT_FILTER;
};

export const writeConsultantFilter = (store: KeyValueStore, userId: string, filter: ConsultantFilter): void =>
  store.setItem(keyFor(userId), filter);
