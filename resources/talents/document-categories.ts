// A document's category, what the contract rules read (private.contract_document_problem): the
// CACES category a job names (R482 A…), the electrical clearance's or the driving licence's,
// and a medical notice's follow-up and aptitude. A notice counts for a SIR post when its category
// names the SIR or an aptitude and not an unfitness (« SIR – apte », « SIR – apte avec
// aménagements »); a SIR aptitude has an end of validity (renewed within four years, R4624-28).
// The database checks the same on a team member's upload (private.prepare_document).
import type { TalentDocumentType } from "../../src/domain/talents/constants.ts";

/** The medical notice's categories, stored as written (the SIR check reads the words). */
export const MEDICAL_NOTICE_CATEGORIES = [
  "SIR – apte",
  "SIR – apte avec aménagements",
  "SIR – inapte",
  "VIP – attestation de suivi",
] as const;

/** The types whose category a contract rule may read, with an example of what is written. */
export const CATEGORY_EXAMPLES: Partial<Record<TalentDocumentType, string>> = {
  caces: "R482 A",
  electrical_clearance: "B1V, BR",
  driving_license: "B, C",
};

/** A SIR aptitude (not an unfitness): its end of validity is required. */
export const isSirAptitude = (category: string | null | undefined): boolean =>
  !!category && /^SIR/i.test(category) && !/inapt/i.test(category);
