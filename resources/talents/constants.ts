// The talent enums of 20260102000500_talents.sql with their French labels (the enum_label
// rows) and colours.
import type { EnumStyle } from "../../src/components/table/columns.tsx";

export const QUALIFICATION_STATUSES = ["new", "to_qualify", "qualified", "archived", "anonymized"] as const;
export type QualificationStatus = (typeof QUALIFICATION_STATUSES)[number];
export const QUALIFICATION_STATUS_STYLE: EnumStyle<QualificationStatus> = {
  new: { label: "Nouveau", color: "blue" },
  to_qualify: { label: "À qualifier", color: "gold" },
  qualified: { label: "Qualifié", color: "green" },
  archived: { label: "Archivé", color: "default" },
  anonymized: { label: "Anonymisé (RGPD)", color: "default" },
};

export const AVAILABILITY_STATUSES = ["available", "on_mission", "unavailable"] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export const AVAILABILITY_STATUS_STYLE: EnumStyle<AvailabilityStatus> = {
  available: { label: "Disponible", color: "green" },
  on_mission: { label: "En mission", color: "blue" },
  unavailable: { label: "Indisponible", color: "red" },
};

export const EXPERIENCE_LEVELS = ["beginner", "intermediate", "experienced", "expert"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LEVEL_STYLE: EnumStyle<ExperienceLevel> = {
  beginner: { label: "Débutant (moins de 2 ans)" },
  intermediate: { label: "Confirmé (2 à 5 ans)" },
  experienced: { label: "Expérimenté (5 à 10 ans)" },
  expert: { label: "Expert (plus de 10 ans)", color: "purple" },
};

export const CONTRACT_TYPES = ["temp", "cdi_temp", "cdd", "cdi", "freelance", "portage"] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_TYPE_STYLE: EnumStyle<ContractType> = {
  temp: { label: "Intérim", color: "cyan" },
  cdi_temp: { label: "CDI intérimaire", color: "cyan" },
  cdd: { label: "CDD", color: "geekblue" },
  cdi: { label: "CDI", color: "geekblue" },
  freelance: { label: "Freelance / indépendant", color: "purple" },
  portage: { label: "Portage salarial", color: "purple" },
};

export const CONSTRUCTION_TYPES = [
  "new_construction",
  "renovation",
  "maintenance",
  "demolition",
  "public_works",
  "networks",
  "industrial",
] as const;
export type ConstructionType = (typeof CONSTRUCTION_TYPES)[number];
export const CONSTRUCTION_TYPE_STYLE: EnumStyle<ConstructionType> = {
  new_construction: { label: "Construction neuve" },
  renovation: { label: "Rénovation / réhabilitation" },
  maintenance: { label: "Entretien / maintenance" },
  demolition: { label: "Démolition" },
  public_works: { label: "Travaux publics" },
  networks: { label: "Réseaux" },
  industrial: { label: "Industriel" },
};

export const CIVILITY_STYLE: EnumStyle<"mr" | "mrs"> = { mr: { label: "M." }, mrs: { label: "Mme" } };

export const DOCUMENT_STATUS_STYLE: EnumStyle<
  "pending_verification" | "valid" | "expiring_soon" | "expired" | "rejected"
> = {
  pending_verification: { label: "À vérifier", color: "gold" },
  valid: { label: "Valide", color: "green" },
  expiring_soon: { label: "Expire bientôt", color: "orange" },
  expired: { label: "Expiré", color: "red" },
  rejected: { label: "Refusé", color: "red" },
};

export const DOCUMENT_TYPE_STYLE = {
  id_card: { label: "Carte d'identité" },
  passport: { label: "Passeport" },
  residence_permit: { label: "Titre de séjour" },
  carte_vitale: { label: "Carte Vitale / attestation de sécurité sociale" },
  proof_of_address: { label: "Justificatif de domicile" },
  rib: { label: "RIB" },
  cv: { label: "CV" },
  diploma: { label: "Diplôme" },
  caces: { label: "CACES" },
  electrical_clearance: { label: "Habilitation électrique" },
  aipr: { label: "AIPR" },
  sst: { label: "SST" },
  work_at_height: { label: "Travail en hauteur" },
  medical_attestation: { label: "Avis médical / attestation de suivi" },
  carte_btp: { label: "Carte BTP" },
  driving_license: { label: "Permis de conduire" },
  other: { label: "Autre" },
} as const satisfies EnumStyle<string>;
export type TalentDocumentType = keyof typeof DOCUMENT_TYPE_STYLE;
