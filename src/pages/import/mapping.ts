// The import's fields per kind of record, and the guess of which column goes where from the
// header's name (French or English, accents, case and punctuation ignored). Pure.
import { normalizeSearch } from "../../lib/search/normalize.ts";

export type ImportEntity = "talent" | "company" | "contact";

export type ImportField =
  | "first_name"
  | "last_name"
  | "email"
  | "phone_number"
  | "birth_date"
  | "social_security_number"
  | "street1"
  | "postal_code"
  | "city"
  | "job"
  | "name"
  | "siren"
  | "siret"
  | "site_name"
  | "naf_code"
  | "job_title"
  | "company_siret"
  | "company_siren"
  | "company_name";

/** The fields of each kind, in the order the mapping offers them; the required ones. */
export const IMPORT_FIELDS: Record<ImportEntity, { fields: readonly ImportField[]; required: readonly ImportField[] }> =
  {
    talent: {
      fields: [
        "last_name",
        "first_name",
        "email",
        "phone_number",
        "birth_date",
        "social_security_number",
        "street1",
        "postal_code",
        "city",
        "job",
      ],
      required: ["last_name", "first_name"],
    },
    company: {
      fields: ["name", "siren", "siret", "site_name", "naf_code", "phone_number", "street1", "postal_code", "city"],
      required: ["name"],
    },
    contact: {
      fields: [
        "last_name",
        "first_name",
        "email",
        "phone_number",
        "job_title",
        "company_siret",
        "company_siren",
        "company_name",
      ],
      required: [],
    },
  };

/** Header names (normalised) each field answers to; per kind where a name means different things. */
const ALIASES: Record<ImportField, readonly string[]> = {
  first_name: ["prenom", "prenoms", "first name", "firstname", "given name"],
  last_name: ["nom", "nom de famille", "last name", "lastname", "surname", "family name", "nom usuel"],
  email: ["e mail", "email", "mail", "courriel", "adresse e mail", "adresse mail", "email address"],
  phone_number: ["telephone", "tel", "phone", "mobile", "portable", "phone number", "numero de telephone", "gsm"],
  birth_date: ["date de naissance", "naissance", "ne le", "nee le", "birth date", "birthdate", "date of birth", "dob"],
  social_security_number: [
    "nir",
    "numero de securite sociale",
    "n de securite sociale",
    "securite sociale",
    "n secu",
    "num secu",
    "secu",
    "social security number",
    "ssn",
  ],
  street1: ["adresse", "rue", "adresse postale", "address", "street", "voie"],
  postal_code: ["code postal", "cp", "postal code", "zip", "zip code", "postcode"],
  city: ["ville", "commune", "localite", "city", "town"],
  job: ["metier", "poste", "qualification", "job", "trade"],
  name: ["raison sociale", "nom", "entreprise", "societe", "denomination", "company", "company name", "name"],
  siren: ["siren", "n siren", "numero siren"],
  siret: ["siret", "n siret", "numero siret", "siret du site"],
  site_name: ["site", "nom du site", "etablissement", "agence", "site name", "branch"],
  naf_code: ["naf", "code naf", "ape", "code ape", "naf code", "code naf ape"],
  job_title: ["fonction", "poste", "titre", "job title", "title", "position"],
  company_siret: ["siret", "siret de l entreprise", "siret entreprise", "company siret"],
  company_siren: ["siren", "siren de l entreprise", "siren entreprise", "company siren"],
  company_name: ["entreprise", "societe", "raison sociale", "client", "company", "company name"],
};

/** A header as compared: accents, case, punctuation and spaces ignored (« E-mail » = « email »… once spaced). */
export const normalizeHeader = (header: string): string =>
  normalizeSearch(header.replace(/[°º]/g, " "))
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** For each column, the field its header names (each field once, the first column wins), or null. */
export const guessMapping = (headers: readonly string[], entity: ImportEntity): Array<ImportField | null> => {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const name = normalizeHeader(header);
    const field = IMPORT_FIELDS[entity].fields.find(
      (f) => !taken.has(f) && (ALIASES[f].includes(name) || ALIASES[f].includes(name.replace(/ /g, ""))),
    );
    if (!field) return null;
    taken.add(field);
    return field;
  });
};

/** The required fields no column gives. */
export const missingFields = (mapping: ReadonlyArray<ImportField | null>, entity: ImportEntity): ImportField[] =>
  IMPORT_FIELDS[entity].required.filter((f) => !mapping.includes(f));
