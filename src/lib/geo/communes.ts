// French communes search (local, no network): names, postal codes, department and region,
// coordinates when known. The data (≈35 000 communes) is a build-time virtual module
// (communes-data.node.ts) loaded on first use, in its own chunk.
import { communeKey } from "./communes-key.ts";

export type Commune = {
  code: string;
  name: string;
  postalCodes: string[];
  departmentCode: string;
  departmentName?: string;
  regionName?: string;
  latitude?: number;
  longitude?: number;
  /** Paris, Lyon, Marseille: each arrondissement's point, by its postal code */
  postalPoints?: Record<string, { latitude: number; longitude: number }>;
};

type Entry = { commune: Commune; key: string; population: number };

/** INSEE code → department: 3 characters overseas (971…976), else 2 (incl. 2A/2B). */
export const departmentOf = (inseeCode: string): string => inseeCode.slice(0, inseeCode.startsWith("97") ? 3 : 2);

export type CommunesData = {
  DEPARTMENTS: Record<string, [string, string]>;
  REGIONS: Record<string, string>;
  COMMUNES: string;
};

/** "69003:45.759:4.869 69007:45.734:4.839" → { "69003": {…}, "69007": {…} } */
const parsePostalPoints = (words: string): NonNullable<Commune["postalPoints"]> =>
  Object.fromEntries(
    words.split(" ").map((word) => {
      const [postalCode, latitude, longitude] = word.split(":");
      return [postalCode, { latitude: Number(latitude), longitude: Number(longitude) }];
    }),
  );

/**
 * The commune's point at one of its postal codes: its arrondissement's in Paris, Lyon and
 * Marseille (Lyon 69007 is not Lyon's centre), else the commune's own.
 */
export const pointAt = (commune: Commune, postalCode: string | null | undefined) => {
  const point = postalCode ? commune.postalPoints?.[postalCode] : undefined;
  return point ?? { latitude: commune.latitude, longitude: commune.longitude };
};

export const parseCommunes = ({ DEPARTMENTS, REGIONS, COMMUNES }: CommunesData): Entry[] =>
  COMMUNES.split("\n").map((row) => {
    const [code, name, postalCodes, population, lat, lng, points] = row.split("\t");
    const departmentCode = departmentOf(code);
    const [departmentName, regionCode] = DEPARTMENTS[departmentCode] ?? [];
    const commune: Commune = {
      code,
      name,
      postalCodes: postalCodes ? postalCodes.split(" ") : [],
      departmentCode,
      departmentName,
      regionName: regionCode ? REGIONS[regionCode] : undefined,
      ...(lat && lng ? { latitude: Number(lat), longitude: Number(lng) } : {}),
      ...(points ? { postalPoints: parsePostalPoints(points) } : {}),
    };
    return { commune, key: communeKey(name), population: Number(population) || 0 };
  });

let entries: Promise<Entry[]> | undefined;
const loadEntries = () => {
  entries ??= import("virtual:renfort-communes").then(parseCommunes);
  entries.catch(() => (entries = undefined));
  return entries;
};

/** Splits "Lyon 69003" into its words and its digits (a postal code, possibly partial). */
const parseQuery = (query: string) => {
  const key = communeKey(query);
  const tokens = key.split(" ").filter(Boolean);
  const digits = tokens.filter((token) => /^\d+$/.test(token));
  const words = tokens.filter((token) => !/^\d+$/.test(token)).join(" ");
  return { words, postalCode: digits[0] ?? "" };
};

/** 0 = exact name, 1 = name prefix, 2 = a word of the name starts with the query; undefined = no match. */
const nameRank = (key: string, words: string): number | undefined => {
  if (!words) return 1;
  if (key === words) return 0;
  if (key.startsWith(words)) return 1;
  if (key.includes(` ${words}`)) return 2;
  return undefined;
};

export const matchCommunes = (all: Entry[], query: string, limit = 10): Commune[] => {
  const { words, postalCode } = parseQuery(query);
  if (!words && !postalCode) return [];
  const matches: { entry: Entry; rank: number }[] = [];
  for (const entry of all) {
    const rank = nameRank(entry.key, words);
    if (rank === undefined) continue;
    if (postalCode && !entry.commune.postalCodes.some((code) => code.startsWith(postalCode))) continue;
    matches.push({ entry, rank: rank === 0 ? 0 : 1 });
  }
  return matches
    .sort(
      (a, b) => a.rank - b.rank || b.entry.population - a.entry.population || a.entry.key.localeCompare(b.entry.key),
    )
    .slice(0, limit)
    .map(({ entry }) => entry.commune);
};

/**
 * Communes whose name (or one of its words) starts with the query, accent- and
 * case-insensitive, and/or whose postal code starts with the query's digits; exact names
 * first, then the most populated.
 */
export async function searchCommunes(query: string, limit = 10): Promise<Commune[]> {
  if (!communeKey(query)) return [];
  return matchCommunes(await loadEntries(), query, limit);
}

/** The commune of an INSEE code (to show a saved address's city in a CitySelect). */
export async function communeByCode(code: string): Promise<Commune | undefined> {
  return (await loadEntries()).find((entry) => entry.commune.code === code)?.commune;
}
