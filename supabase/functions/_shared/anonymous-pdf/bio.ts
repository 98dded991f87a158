// The proposed bio paragraph, written in French from the anonymous profile only (so it cannot
// name, locate or date the person): the consultant edits it before it is frozen with the PDF.
// Pure: the tab shows it, the function uses it when no paragraph is sent.
import { frList } from "../contract-pdf/format.ts";
import type { AnonymousProfile } from "./types.ts";

/** The longest paragraph the database takes (talent_anonymous_document_bio_text). */
export const BIO_MAX_LENGTH = 2000;

/** "Maçon" → "maçon", but "TP / VRD" and "CACES" stay. */
const lowerFirst = (text: string): string =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? "s" : ""}`;

const opening = (p: AnonymousProfile): string => {
  const [main, ...others] = p.jobs;
  if (!main) return p.experience ? `Profil ${lowerFirst(p.experience)}` : "Profil du bâtiment et des travaux publics";
  const experience =
    main.years != null && main.years > 0
      ? ` avec ${plural(main.years, "an")} d'expérience`
      : p.experience
        ? `, profil ${lowerFirst(p.experience)},`
        : "";
  const sector = main.sector ? ` dans le secteur ${lowerFirst(main.sector)}` : "";
  const also = others.length > 0 ? `, également ${frList(others.map((j) => lowerFirst(j.name)))}` : "";
  return `${main.name}${experience}${sector}${also}`.replace(/,$/, "");
};

const cards = (p: AnonymousProfile): string | null => {
  const items = p.qualifications
    .slice(0, 5)
    .map((q) => (q.validUntil ? `${q.label} valide jusqu'en ${q.validUntil.slice(0, 4)}` : q.label));
  return items.length > 0 ? `${items.join(", ")}.` : null;
};

const missions = (p: AnonymousProfile): string | null => {
  const count = p.missions.reduce((sum, m) => sum + m.count, 0);
  return count > 0 ? `${plural(count, "mission")} déjà réalisée${count > 1 ? "s" : ""} avec notre agence.` : null;
};

const languages = (p: AnonymousProfile): string | null =>
  p.languages.length > 1 || (p.languages.length === 1 && p.languages[0] !== "français")
    ? `Parle ${frList(p.languages)}.`
    : null;

const availability = (p: AnonymousProfile): string => {
  const [radius] = p.mobility.filter((m) => m.startsWith("Mobile"));
  return `${p.availability}${radius ? `, ${lowerFirst(radius)}` : ""}.`;
};

/** « Maçon avec 8 ans d'expérience dans le secteur gros œuvre. CACES R482 B1 valide jusqu'en 2027… » */
export const proposeBio = (p: AnonymousProfile): string =>
  [`${upperFirst(opening(p))}.`, cards(p), missions(p), languages(p), availability(p)]
    .filter((s): s is string => !!s)
    .join(" ")
    .slice(0, BIO_MAX_LENGTH);
