// The client twin of private.normalize_search (lower(unaccent(text)), single spaces): a filter
// on a `search_text` column matches "Éléonore" when the user types "eleonore", and "gros oeuvre"
// when they type "Gros Œuvre". Decomposition (NFKD) strips the accents and splits compatibility
// forms (ﬁ → fi); the letters and signs unaccent's rules rewrite that Unicode does not decompose
// are listed below. supabase/tests/search-normalize.test.ts runs the same strings through both.
const UNACCENT: Record<string, string> = {
  Œ: "OE",
  œ: "oe",
  Æ: "AE",
  æ: "ae",
  ß: "ss",
  ẞ: "SS",
  Ø: "O",
  ø: "o",
  Đ: "D",
  đ: "d",
  Ð: "D",
  ð: "d",
  Ł: "L",
  ł: "l",
  Þ: "TH",
  þ: "th",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŀ: "L",
  ŀ: "l",
  Ŧ: "T",
  ŧ: "t",
  ĸ: "q",
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": ",",
  "\u201B": "'",
  "\u2032": "'",
  "\u02BC": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": ",,",
  "\u201F": '"',
  "\u2033": '"',
  "\u00AB": "<<",
  "\u00BB": ">>",
  "\u2039": "<",
  "\u203A": ">",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "-",
  "\u2015": "-",
  "\u2212": "-",
  "\u2026": "...",
  "\u00A0": " ",
  "\u202F": " ",
};
const SPECIAL = new RegExp(`[${Object.keys(UNACCENT).join("")}]`, "g");

export const normalizeSearch = (text: string | null | undefined): string =>
  (text ?? "")
    .replace(SPECIAL, (c) => UNACCENT[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
