// Comparison key of a commune name or a search: no accents, lower case, every run of
// non-alphanumerics (hyphen, apostrophe, space) as one space. "Saint-Étienne" → "saint etienne".
export const communeKey = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
