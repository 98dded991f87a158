// French reference material for the seed: names, cities (checked against
// @etalab/decoupage-administratif, with approximate centroids for the radius search),
// streets, NAF codes, and generators of valid SIREN/SIRET, NIR, IBAN and phone numbers.
import { createRequire } from "node:module";
import type { Rng } from "./random.ts";

const require = createRequire(import.meta.url);

export const MALE_FIRST_NAMES = [
  "Thomas",
  "Nicolas",
  "Julien",
  "Kévin",
  "Maxime",
  "Romain",
  "Anthony",
  "Sébastien",
  "Jérémy",
  "Florian",
  "Dylan",
  "Lucas",
  "Hugo",
  "Mohamed",
  "Karim",
  "Mehdi",
  "Sofiane",
  "Youssef",
  "Mamadou",
  "Moussa",
  "João",
  "Paulo",
  "Ricardo",
  "Stéphane",
  "Cédric",
] as const;
export const FEMALE_FIRST_NAMES = [
  "Camille",
  "Julie",
  "Sarah",
  "Laura",
  "Manon",
  "Léa",
  "Inès",
  "Chloé",
  "Amandine",
  "Nadia",
] as const;
export const LAST_NAMES = [
  "Martin",
  "Bernard",
  "Dubois",
  "Thomas",
  "Robert",
  "Richard",
  "Petit",
  "Durand",
  "Leroy",
  "Moreau",
  "Simon",
  "Laurent",
  "Lefebvre",
  "Michel",
  "Garcia",
  "David",
  "Bertrand",
  "Roux",
  "Vincent",
  "Fournier",
  "Morel",
  "Girard",
  "Mercier",
  "Dupont",
  "Lambert",
  "Bonnet",
  "Martinez",
  "Fernandes",
  "Da Silva",
  "Pereira",
  "Rodrigues",
  "Benali",
  "Haddad",
  "Diallo",
  "Traoré",
  "Nguyen",
  "Kowalski",
  "Popescu",
] as const;

export type City = {
  name: string;
  postalCode: string;
  insee: string;
  department: string;
  region: string;
  lat: number;
  lng: number;
  weight: number;
};

// docs/rules/general.md#reference-data (coordinates are approximate centroids).
const CITY_ROWS: Array<[string, string, string, string, string, number, number, number]> = [
  ["Paris", "75015", "75056", "75", "11", 48.857, 2.352, 10],
  ["Créteil", "94000", "94028", "94", "11", 48.79, 2.456, 3],
  ["Saint-Denis", "93200", "93066", "93", "11", 48.936, 2.357, 3],
  ["Lyon", "69003", "69123", "69", "84", 45.764, 4.836, 8],
  ["Villeurbanne", "69100", "69266", "69", "84", 45.772, 4.89, 3],
  ["Grenoble", "38000", "38185", "38", "84", 45.189, 5.725, 3],
  ["Saint-Étienne", "42000", "42218", "42", "84", 45.44, 4.387, 2],
  ["Clermont-Ferrand", "63000", "63113", "63", "84", 45.777, 3.087, 2],
  ["Annecy", "74000", "74010", "74", "84", 45.899, 6.129, 2],
  ["Marseille", "13008", "13055", "13", "93", 43.297, 5.37, 6],
  ["Aix-en-Provence", "13100", "13001", "13", "93", 43.53, 5.447, 2],
  ["Nice", "06000", "06088", "06", "93", 43.71, 7.262, 3],
  ["Toulon", "83000", "83137", "83", "93", 43.124, 5.928, 2],
  ["Toulouse", "31000", "31555", "31", "76", 43.605, 1.444, 5],
  ["Montpellier", "34000", "34172", "34", "76", 43.611, 3.877, 3],
  ["Perpignan", "66000", "66136", "66", "76", 42.689, 2.895, 1],
  ["Bordeaux", "33000", "33063", "33", "75", 44.838, -0.579, 4],
  ["Nantes", "44000", "44109", "44", "52", 47.218, -1.554, 4],
  ["Angers", "49000", "49007", "49", "52", 47.478, -0.563, 2],
  ["Rennes", "35000", "35238", "35", "53", 48.117, -1.678, 3],
  ["Brest", "29200", "29019", "29", "53", 48.39, -4.486, 1],
  ["Lille", "59000", "59350", "59", "32", 50.629, 3.057, 4],
  ["Strasbourg", "67000", "67482", "67", "44", 48.573, 7.752, 3],
  ["Metz", "57000", "57463", "57", "44", 49.119, 6.176, 2],
  ["Nancy", "54000", "54395", "54", "44", 48.692, 6.184, 2],
  ["Reims", "51100", "51454", "51", "44", 49.258, 4.032, 2],
  ["Dijon", "21000", "21231", "21", "27", 47.322, 5.042, 2],
  ["Tours", "37000", "37261", "37", "24", 47.394, 0.685, 2],
  ["Rouen", "76000", "76540", "76", "28", 49.443, 1.1, 2],
  ["Ajaccio", "20000", "2A004", "2A", "94", 41.919, 8.739, 1],
];

type Commune = {
  code: string;
  nom: string;
  type: string;
  departement: string;
  region: string;
  codesPostaux?: string[];
};
type Departement = { code: string; nom: string; region: string };
type Region = { code: string; nom: string };

let cache: { cities: City[]; departmentNames: Map<string, string>; regionNames: Map<string, string> } | undefined;

/** The seed cities, each asserted against the official commune list (code, postal code, department, region). */
export function loadGeography() {
  if (cache) return cache;
  const communes = require("@etalab/decoupage-administratif/data/communes.json") as Commune[];
  const departements = require("@etalab/decoupage-administratif/data/departements.json") as Departement[];
  const regions = require("@etalab/decoupage-administratif/data/regions.json") as Region[];
  const byCode = new Map(communes.filter((c) => c.type === "commune-actuelle").map((c) => [c.code, c]));
  const cities = CITY_ROWS.map(([name, postalCode, insee, department, region, lat, lng, weight]) => {
    const c = byCode.get(insee);
    if (
      !c ||
      c.nom !== name ||
      c.departement !== department ||
      c.region !== region ||
      !c.codesPostaux?.includes(postalCode)
    ) {
      throw new Error(
        `Ville de seed incohérente avec @etalab/decoupage-administratif : ${name} (${insee}, ${postalCode})`,
      );
    }
    return { name, postalCode, insee, department, region, lat, lng, weight };
  });
  cache = {
    cities,
    departmentNames: new Map(departements.map((d) => [d.code, d.nom])),
    regionNames: new Map(regions.map((r) => [r.code, r.nom])),
  };
  return cache;
}

export const STREETS = [
  "rue de la République",
  "avenue Jean Jaurès",
  "boulevard Victor Hugo",
  "rue Pasteur",
  "rue du Général de Gaulle",
  "chemin des Vignes",
  "rue des Artisans",
  "allée des Tilleuls",
  "rue de la Gare",
  "avenue de la Libération",
  "rue Émile Zola",
  "impasse des Acacias",
  "rue du Moulin",
  "place de l'Église",
  "rue des Écoles",
  "avenue du Maréchal Foch",
  "rue Voltaire",
  "rue Jules Ferry",
  "quai des Chartrons",
  "rue de Verdun",
] as const;
export const BUSINESS_STREETS = [
  "zone industrielle des Pins",
  "ZA du Grand Champ",
  "parc d'activités de la Plaine",
  "rue de l'Industrie",
  "avenue des Entrepreneurs",
  "ZAC des Bruyères",
  "rue des Métiers",
  "boulevard de l'Europe",
] as const;
export const WORKSITES = [
  "Chantier résidence Les Terrasses",
  "Chantier groupe scolaire",
  "Réhabilitation immeuble",
  "Chantier ZAC Nord",
  "Extension hôpital",
  "Chantier tramway",
  "Réseau de chaleur",
  "Chantier logements sociaux",
  "Ouvrage d'art RN",
] as const;

// NAF codes of construction (à vérifier against @socialgouv/codes-naf).
export const NAF_CODES: Array<[string, string, string]> = [
  ["41.20A", "Construction de maisons individuelles", "gros_oeuvre"],
  ["41.20B", "Construction d'autres bâtiments", "gros_oeuvre"],
  ["42.11Z", "Construction de routes et autoroutes", "tp_vrd"],
  ["42.21Z", "Construction de réseaux pour fluides", "tp_vrd"],
  ["42.22Z", "Construction de réseaux électriques et de télécommunications", "reseaux_energie"],
  ["43.11Z", "Travaux de démolition", "genie_civil"],
  ["43.12A", "Travaux de terrassement courants et travaux préparatoires", "tp_vrd"],
  ["43.21A", "Travaux d'installation électrique dans tous locaux", "second_oeuvre"],
  ["43.22A", "Travaux d'installation d'eau et de gaz en tous locaux", "second_oeuvre"],
  ["43.91A", "Travaux de charpente", "gros_oeuvre"],
  ["43.91B", "Travaux de couverture par éléments", "renovation_rehabilitation"],
  ["43.99C", "Travaux de maçonnerie générale et gros œuvre de bâtiment", "gros_oeuvre"],
];

export const COMPANY_PREFIXES = [
  "Bâtir",
  "Gros Œuvre",
  "TP",
  "VRD",
  "Génie Civil",
  "Charpentes",
  "Élec Réseaux",
  "Rénov'Habitat",
  "Ferro Travaux",
  "Maçonnerie",
  "Terrassements",
  "Étanchéité",
  "Menuiseries",
  "Façades",
  "Réseaux",
  "Constructions",
] as const;
export const COMPANY_SUFFIXES = [
  "Rhône",
  "Atlantique",
  "Sud",
  "Provence",
  "du Nord",
  "de Savoie",
  "Lorraine",
  "Occitanie",
  "Est",
  "Bretagne",
  "Normandie",
  "Alpes",
  "Val de Loire",
  "Île-de-France",
  "Méditerranée",
  "Aquitaine",
  "Bourgogne",
  "Auvergne",
] as const;
export const LEGAL_FORMS = ["SAS", "SARL", "SA", "SASU", "EURL", "SCOP"] as const;
export const CONTACT_JOB_TITLES = [
  "Conducteur de travaux",
  "Chef de chantier",
  "Responsable RH",
  "Comptable fournisseurs",
  "Directeur de travaux",
  "Responsable QSE",
  "Gérant",
  "Assistante de direction",
  "Chargé d'affaires",
] as const;
export const EMAIL_DOMAINS = [
  "gmail.com",
  "orange.fr",
  "free.fr",
  "hotmail.fr",
  "laposte.net",
  "sfr.fr",
  "outlook.fr",
  "yahoo.fr",
] as const;
export const BICS = [
  "BNPAFRPPXXX",
  "CRLYFRPPXXX",
  "SOGEFRPPXXX",
  "AGRIFRPPXXX",
  "CEPAFRPPXXX",
  "PSSTFRPPXXX",
  "CMCIFRPPXXX",
] as const;
export const BANK_CODES = ["30004", "30002", "30003", "30006", "11315", "20041", "10278"] as const;

/** ASCII slug for e-mails and domains. */
export function slug(text: string, sep = "."): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/œ/g, "oe")
    .replace(/Œ/g, "oe")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, sep)
    .replace(new RegExp(`^\\${sep}+|\\${sep}+$`, "g"), "");
}

/** Luhn check digit that makes `digits + d` valid. */
export function luhnCheckDigit(digits: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(digits + d)) return String(d);
  throw new Error("unreachable");
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A valid SIREN: 8 random digits (not starting with 0) + the Luhn key. */
export function siren(rng: Rng): string {
  const body = String(rng.int(1, 9)) + rng.digits(7);
  return body + luhnCheckDigit(body);
}

/** A valid SIRET of an establishment number (NIC without key, 4 digits). */
export function siret(sirenValue: string, establishment: number): string {
  const body = sirenValue + String(establishment).padStart(4, "0");
  return body + luhnCheckDigit(body);
}

const mod97 = (digits: string): number => {
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return rest;
};

/** A valid NIR for a person: sex, birth year and month, department, commune, order, key. */
export function nir(rng: Rng, male: boolean, birthDate: string, department: string): string {
  const yy = birthDate.slice(2, 4);
  const mm = birthDate.slice(5, 7);
  const dept = department.length === 2 ? department : department.slice(0, 2);
  const commune = rng.digits(3);
  const order = String(rng.int(1, 999)).padStart(3, "0");
  const body = `${male ? 1 : 2}${yy}${mm}${dept}${commune}${order}`;
  const numeric = body.replace("2A", "19").replace("2B", "18");
  const key = 97 - Number(BigInt(numeric) % 97n);
  return body + String(key).padStart(2, "0");
}

/** A valid French IBAN (27 characters, RIB key and IBAN key computed). */
export function frenchIban(rng: Rng): string {
  const bank = rng.pick(BANK_CODES);
  const branch = rng.digits(5);
  const account = rng.digits(11);
  const ribKey = 97 - ((89 * Number(bank) + 15 * Number(branch) + 3 * Number(account)) % 97);
  const bban = bank + branch + account + String(ribKey).padStart(2, "0");
  const check = 98 - mod97(bban + "152700"); // F=15, R=27, then "00"
  return `FR${String(check).padStart(2, "0")}${bban}`;
}

const { PhoneNumberUtil } = require("google-libphonenumber") as typeof import("google-libphonenumber");
const phoneUtil = PhoneNumberUtil.getInstance();

/**
 * The number itself when libphonenumber (the app's validator) deems it valid for France, else
 * the same number with the two digits after its first one moved on until it is: several French
 * ranges (07 0x, 07 1x, 06 39…) are not allocated. No random draw, so the rest of the seed
 * stays the same.
 */
export function allocatedFrenchNumber(e164: string): string {
  const valid = (n: string) => phoneUtil.isValidNumber(phoneUtil.parse(n, "FR"));
  if (valid(e164)) return e164;
  const first = e164.slice(3, 4);
  const pair = Number(e164.slice(4, 6));
  for (let k = 1; k < 100; k += 1) {
    const candidate = `+33${first}${String((pair + k) % 100).padStart(2, "0")}${e164.slice(6)}`;
    if (valid(candidate)) return candidate;
  }
  throw new Error(`aucun numéro attribué proche de ${e164}`);
}

/** A mobile number in E.164 (+336/+337), in an allocated range. */
export function mobile(rng: Rng): string {
  return allocatedFrenchNumber(`+33${rng.pick(["6", "7"])}${rng.digits(8)}`);
}

/** A landline number of the city's area in E.164, in an allocated range. */
export function landline(rng: Rng, region: string): string {
  const prefix =
    region === "11"
      ? "1"
      : ["28", "52", "53", "24"].includes(region)
        ? "2"
        : ["32", "44", "27"].includes(region)
          ? "3"
          : ["84", "93", "94"].includes(region)
            ? "4"
            : "5";
  return allocatedFrenchNumber(`+33${prefix}${rng.digits(8)}`);
}
