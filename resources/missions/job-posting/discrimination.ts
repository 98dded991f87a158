// Forbidden criteria of a job ad (Code du travail L1132-1; L5321-2 for the ads themselves):
// what an ad may not ask for or exclude on. Patterns over the text normalised as the
// database's search text (normalizeSearch: lower case, no accents), every other character
// than a letter or a digit turned into a space, padded with one space at each end — the
// twin of private.discriminatory_patterns(), which refuses to publish such an ad
// (supabase/tests/job-posting.test.ts compares both lists and both verdicts).
import { normalizeSearch } from "../../../src/lib/search/normalize.ts";

export const DISCRIMINATORY_PATTERNS: ReadonlyArray<readonly [criterion: string, pattern: string]> = [
  ["l'âge", " age (maximum|minimum|max|min|limite) "],
  ["l'âge", " agee?s? (de|entre) [0-9]+ "],
  ["l'âge", " agee?s? de (moins|plus) de "],
  ["l'âge", " (moins|plus) de [0-9]+ ans (maximum|minimum|max|min|au plus|au moins) "],
  ["l'âge", " jeunes? (homme|femme|fille|garcon|retraite)s? "],
  ["l'âge", " nee?s? (apres|avant) "],
  ["le sexe", " (homme|femme|masculin|feminin)s? (uniquement|exclusivement|seulement) "],
  ["le sexe", " (uniquement|exclusivement|seulement|que) (des )?(homme|femme)s? "],
  ["le sexe", " de sexe "],
  ["le sexe", " reservee?s? (exclusivement |uniquement )?(aux|a des) (homme|femme)s? "],
  ["l'origine", " origine "],
  ["l'origine", " ethnie "],
  ["l'origine", " ethniques? "],
  ["l'origine", " race "],
  ["l'origine", " couleur de peau "],
  ["l'origine", " de souche "],
  ["la nationalité", " nationalite (francaise|europeenne) (exigee|obligatoire|uniquement|requise) "],
  ["la situation de famille", " situation (de famille|familiale|matrimoniale) "],
  ["la situation de famille", " celibataires? "],
  ["la situation de famille", " sans enfants? "],
  ["la situation de famille", " enfants? a charge "],
  ["la grossesse", " grossesse "],
  ["la grossesse", " enceintes? "],
  ["l'apparence physique", " apparence physique "],
  ["l'apparence physique", " physique agreable "],
  ["l'apparence physique", " (belle|jolie) (presentation|apparence) "],
  ["l'apparence physique", " (taille|poids) (minimum|maximum|minimale|maximale) "],
  ["les convictions religieuses", " religion "],
  ["les convictions religieuses", " religieu(x|se|ses) "],
  ["les convictions religieuses", " (chretien|musulman|juif|catholique|protestant|athee)(ne|nes|s)? "],
  ["le handicap", " (pas|sans|aucun) (de )?handicap"],
  ["le handicap", " handicapes? s abstenir "],
  ["l'état de santé", " etat de sante "],
  ["l'état de santé", " bonne sante "],
  ["l'orientation sexuelle", " orientation sexuelle "],
  ["l'orientation sexuelle", " (hetero|homo)sexuel(le)?s? "],
  ["l'identité de genre", " identite de genre "],
  ["les opinions politiques", " opinions? politiques? "],
  ["les activités syndicales", " syndica(t|ts|l|le|les|ux) "],
  ["les activités syndicales", " syndique(e|es|s)? "],
  ["les mœurs", " moeurs "],
  ["le lieu de résidence", " lieu de residence "],
  ["le nom de famille", " nom de famille "],
  ["la langue", " langue maternelle "],
  ["les caractéristiques génétiques", " genetiques? "],
  ["la domiciliation bancaire", " domiciliation bancaire "],
];

const COMPILED = DISCRIMINATORY_PATTERNS.map(([criterion, pattern]) => [criterion, new RegExp(pattern)] as const);

/** The text as the patterns read it: normalised, words separated by single spaces, padded. */
export const padForPatterns = (text: string): string =>
  ` ${normalizeSearch(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;

/** The forbidden criteria a text mentions, each once, in list order (empty = none). */
export function discriminatoryCriteria(text: string): string[] {
  const padded = padForPatterns(text);
  const found: string[] = [];
  for (const [criterion, re] of COMPILED) {
    if (!found.includes(criterion) && re.test(padded)) found.push(criterion);
  }
  return found;
}
