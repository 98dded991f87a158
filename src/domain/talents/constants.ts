// The talent enums of supabase/schemas/05_talents.sql: their colours (labels: public.enum_label,
// src/lib/enums/labels.ts).
import { Constants } from "../../database.types.ts";
import { enumStyle } from "../../lib/enums/labels.ts";

const E = Constants.public.Enums;

export const QUALIFICATION_STATUSES = E.talent_qualification_status;
export type QualificationStatus = (typeof QUALIFICATION_STATUSES)[number];
export const QUALIFICATION_STATUS_STYLE = enumStyle("talent_qualification_status", {
  new: "blue",
  to_qualify: "gold",
  qualified: "green",
  archived: "default",
  anonymized: "default",
});

export const AVAILABILITY_STATUSES = E.talent_availability_status;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export const AVAILABILITY_STATUS_STYLE = enumStyle("talent_availability_status", {
  available: "green",
  on_mission: "blue",
  unavailable: "red",
});

export const EXPERIENCE_LEVELS = E.experience_level;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LEVEL_STYLE = enumStyle("experience_level", {
  beginner: "default",
  intermediate: "default",
  experienced: "default",
  expert: "purple",
});

export const CONTRACT_TYPES = E.talent_contract_type;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_TYPE_STYLE = enumStyle("talent_contract_type", {
  temp: "cyan",
  cdi_temp: "cyan",
  cdd: "geekblue",
  cdi: "geekblue",
  freelance: "purple",
  portage: "purple",
});

export const CONSTRUCTION_TYPES = E.construction_type;
export type ConstructionType = (typeof CONSTRUCTION_TYPES)[number];
export const CONSTRUCTION_TYPE_STYLE = enumStyle("construction_type");

/** The civilities the talent form offers (not « Entité »). */
export const CIVILITY_STYLE = enumStyle("civility", null, ["mr", "mrs"]);

export const DOCUMENT_STATUS_STYLE = enumStyle("document_status", {
  pending_verification: "gold",
  valid: "green",
  expiring_soon: "orange",
  expired: "red",
  rejected: "red",
});

/** The document types the talent's documents tab offers and names. */
export const DOCUMENT_TYPE_STYLE = enumStyle("document_type", null, [
  "id_card",
  "passport",
  "residence_permit",
  "carte_vitale",
  "proof_of_address",
  "rib",
  "cv",
  "diploma",
  "caces",
  "electrical_clearance",
  "aipr",
  "sst",
  "work_at_height",
  "medical_attestation",
  "carte_btp",
  "driving_license",
  "other",
]);
export type TalentDocumentType = keyof typeof DOCUMENT_TYPE_STYLE;
