// The score's reasons and gaps as readable French chips (codes from private.match_scores).
import type { Database } from "../../database.types.ts";
import { enumLabel } from "../../lib/enums/labels.ts";
import { matchingFr } from "./i18n.fr.ts";

export type Chip = { key: string; label: string; tone: "success" | "warning" | "error" | "default" };

const REASONS = matchingFr.reasons as Record<string, string>;
const MISSING = matchingFr.missing as Record<string, string>;
type DocumentType = Database["public"]["Enums"]["document_type"];

/**
 * "12,3 km", « < 1 km » under a kilometre (never « 0 km »: two addresses are not one place),
 * or null for an unknown distance.
 */
export const formatDistance = (km: number | null | undefined): string | null =>
  km === null || km === undefined || !Number.isFinite(Number(km))
    ? null
    : Number(km) < 1
      ? matchingFr.underOneKm
      : `${Number(km).toLocaleString("fr-FR", { maximumFractionDigits: 1, minimumFractionDigits: 0 })} km`;

/** The score's tone: ≥ 75 good, ≥ 50 fair, below weak. */
export const scoreTone = (score: number): Chip["tone"] => (score >= 75 ? "success" : score >= 50 ? "warning" : "error");

export const reasonChips = (codes: readonly string[] | null | undefined): Chip[] =>
  (codes ?? []).map((code) => ({ key: code, label: REASONS[code] ?? code, tone: "success" }));

/**
 * What is missing: the gaps, the generic "qualifications" one replaced by each missing
 * qualification by name ("CACES manquant(e)").
 */
export const missingChips = (
  codes: readonly string[] | null | undefined,
  qualifications: readonly string[] | null | undefined,
): Chip[] => {
  const chips: Chip[] = [];
  for (const code of codes ?? []) {
    if (code === "qualifications" && (qualifications ?? []).length > 0) {
      for (const q of qualifications ?? [])
        chips.push({
          key: `q-${q}`,
          label: `${enumLabel("document_type", q as DocumentType)} manquant(e)`,
          tone: "error",
        });
    } else chips.push({ key: code, label: MISSING[code] ?? code, tone: code === "job" ? "error" : "warning" });
  }
  return chips;
};
