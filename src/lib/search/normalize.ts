// The client twin of private.normalize_search: lower case, no accents, single spaces, so a
// filter on a `search_text` column matches "Éléonore" when the user types "eleonore".
export const normalizeSearch = (text: string | null | undefined): string =>
  (text ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
