// The fuzzy match behind PostgREST's « Perhaps you meant … » hints: Haskell's `fuzzyset`
// (Data.FuzzySet, gram sizes 2–3 with Levenshtein re-scoring), which PostgREST queries with
// `getOne` (minimum score 0.33) or `getOneWithMinScore`.

/** `normalized … enclosedIn '-'`: lower case, letters, digits, spaces and commas only, padded. */
function grams(value: string, size: number): Map<string, number> {
  let padded = `-${[...value.toLowerCase()].filter((c) => /[\p{L}\p{N}\s,]/u.test(c)).join("")}-`;
  while (padded.length < size) padded += "-";
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

const norm = (v: Map<string, number>) => Math.sqrt([...v.values()].reduce((s, n) => s + n * n, 0));

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}

/** `distance`: 1 − edit distance over the longer length, on the lower-cased texts. */
const distance = (a: string, b: string) => 1 - levenshtein(a, b) / Math.max(a.length, b.length, 1);

/**
 * The best match of `query` among `values` with a score of at least `minScore`, or undefined:
 * an exact (case-insensitive) match first; else, from gram size 3 down to 2, the values sharing
 * grams with the query ranked by cosine similarity, the first 50 re-scored by `distance`.
 */
export function fuzzyBest(values: readonly string[], query: string, minScore = 0.33): string | undefined {
  const byKey = new Map<string, string>();
  for (const v of values) if (!byKey.has(v.toLowerCase())) byKey.set(v.toLowerCase(), v);
  const key = query.toLowerCase();
  const exact = byKey.get(key);
  if (exact !== undefined) return exact;
  for (const size of [3, 2]) {
    const q = grams(key, size);
    const cosine: Array<[number, string]> = [];
    for (const entry of byKey.keys()) {
      const g = grams(entry, size);
      let dot = 0;
      for (const [gram, n] of q) dot += n * (g.get(gram) ?? 0);
      if (dot > 0) cosine.push([dot / (norm(q) * norm(g)), entry]);
    }
    const ranked = cosine
      .sort((x, y) => y[0] - x[0])
      .slice(0, 50)
      .map(([, entry]): [number, string] => [distance(key, entry), entry])
      .sort((x, y) => y[0] - x[0])
      .filter(([score]) => score >= minScore);
    if (ranked.length > 0) return byKey.get(ranked[0][1]);
  }
  return undefined;
}
