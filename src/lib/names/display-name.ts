// Display name and initials of a person-like record (docs/rules/application.md#display-names).
import { t } from "../../i18n/index.ts";

export type PersonLike = {
  first_name?: string | null;
  last_name?: string | null;
  temp_first_name?: string | null;
  temp_last_name?: string | null;
  civility?: string | null;
  job_title?: string | null;
  auth_user?: { first_name?: string | null; last_name?: string | null } | null;
};

export const ENTITY_CIVILITY = "entity";
const PARTICLES = new Set(["de", "du", "d'", "des", "le", "la", "les"]);

const clean = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** First name from the auth user, else first_name, else temp_first_name. */
export const firstNameOf = (person: PersonLike): string | undefined =>
  clean(person.auth_user?.first_name) ?? clean(person.first_name) ?? clean(person.temp_first_name);

/** Last name in the same order as the first name. */
export const lastNameOf = (person: PersonLike): string | undefined =>
  clean(person.auth_user?.last_name) ?? clean(person.last_name) ?? clean(person.temp_last_name);

export const displayName = (
  person: PersonLike | null | undefined,
  options: { upperLastName?: boolean } = {},
): string => {
  if (!person) return t("domain.names.unnamed");
  if (person.civility === ENTITY_CIVILITY) {
    const jobTitle = clean(person.job_title);
    return jobTitle ? `${t("domain.names.entity")} : ${jobTitle}` : t("domain.names.entity");
  }
  const first = firstNameOf(person);
  const last = lastNameOf(person);
  if (!first && !last) return t("domain.names.unnamed");
  return [first, options.upperLastName ? last?.toUpperCase() : last].filter(Boolean).join(" ");
};

/** Strips an elided particle glued to the next word: "d'Estaing" → "Estaing". */
const withoutElision = (word: string): string => word.replace(/^d['’]/i, "");

/** Initials: particles skipped, hyphenated parts split, first letter of each part. */
export const initials = (fullName: string | null | undefined): string => {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  return words
    .filter((word) => !PARTICLES.has(word.toLowerCase().replace("’", "'")))
    .map(withoutElision)
    .flatMap((word) => word.split("-"))
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
};

export const firstWord = (fullName: string | null | undefined): string => (fullName ?? "").trim().split(/\s+/)[0] ?? "";

export const afterFirstWord = (fullName: string | null | undefined): string => {
  const trimmed = (fullName ?? "").trim();
  const space = trimmed.search(/\s/);
  return space === -1 ? "" : trimmed.slice(space).trim();
};
