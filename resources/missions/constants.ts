// The mission enums of 20260102000600_missions_applications.sql (and the contract's PPE, risks
// and qualification types they reuse) with their French labels (the enum_label rows) and colours.
import type { EnumStyle } from "../../src/components/table/columns.tsx";
import { Constants } from "../../src/database.types.ts";

const E = Constants.public.Enums;

export const MISSION_STATUSES = E.mission_status;
export type MissionStatus = (typeof MISSION_STATUSES)[number];
export const MISSION_STATUS_STYLE: EnumStyle<MissionStatus> = {
  draft: { label: "Brouillon", color: "default" },
  open: { label: "Ouverte", color: "blue" },
  sourcing: { label: "En recherche", color: "geekblue" },
  presented: { label: "Profils présentés", color: "purple" },
  partially_filled: { label: "Partiellement pourvue", color: "cyan" },
  filled: { label: "Pourvue", color: "green" },
  in_progress: { label: "En cours", color: "green" },
  closed: { label: "Terminée", color: "default" },
  on_hold: { label: "En pause", color: "gold" },
  canceled: { label: "Annulée (client)", color: "red" },
  lost: { label: "Perdue", color: "red" },
};
/** Statuses a talent-pooling mission uses (docs/rules/missions-applications.md#missions). */
export const TALENT_POOLING_STATUSES: readonly MissionStatus[] = ["open", "closed", "canceled"];

export const MISSION_PRIORITIES = E.mission_priority;
export type MissionPriority = (typeof MISSION_PRIORITIES)[number];
export const MISSION_PRIORITY_STYLE: EnumStyle<MissionPriority> = {
  low: { label: "Basse", color: "default" },
  normal: { label: "Normale", color: "blue" },
  high: { label: "Haute", color: "orange" },
  urgent: { label: "Urgente", color: "red" },
};

export const CONTRACT_REASONS = E.contract_reason;
export type ContractReason = (typeof CONTRACT_REASONS)[number];
export const CONTRACT_REASON_STYLE: EnumStyle<ContractReason> = {
  replacement_absence: { label: "Remplacement d'un salarié absent" },
  replacement_departure: { label: "Remplacement — départ définitif précédant la suppression du poste" },
  replacement_waiting_cdi: { label: "Attente de l'entrée en service d'un salarié en CDI" },
  activity_increase: { label: "Accroissement temporaire d'activité" },
  urgent_safety_works: { label: "Travaux urgents de sécurité" },
  export_order: { label: "Commande exceptionnelle à l'export" },
  abroad: { label: "Mission exécutée à l'étranger" },
  seasonal: { label: "Emploi saisonnier" },
  usage: { label: "Emploi d'usage" },
  replacement_owner: { label: "Remplacement chef d'entreprise / conjoint / exploitant" },
  insertion: { label: "Mission d'insertion" },
  training_complement: { label: "Complément de formation" },
  apprenticeship: { label: "Apprentissage intérimaire" },
};
/** public.contract_reason_rule: the motifs allowing an imprecise term, and each one's maximum (months). */
export const IMPRECISE_TERM_REASONS: readonly ContractReason[] = [
  "replacement_absence",
  "replacement_waiting_cdi",
  "seasonal",
  "usage",
  "replacement_owner",
];
export const REASON_MAX_MONTHS: Partial<Record<ContractReason, number>> = {
  replacement_absence: 18,
  replacement_departure: 24,
  replacement_waiting_cdi: 9,
  activity_increase: 18,
  urgent_safety_works: 9,
  export_order: 24,
  abroad: 24,
  apprenticeship: 36,
};

export const CLOSING_REASONS = E.mission_closing_reason;
export type ClosingReason = (typeof CLOSING_REASONS)[number];
export const CLOSING_REASON_STYLE: EnumStyle<ClosingReason> = {
  filled_by_us: { label: "Pourvue par nos soins" },
  filled_by_competitor: { label: "Pourvue par un concurrent" },
  filled_internally: { label: "Pourvue en interne par le client" },
  canceled_by_client: { label: "Annulée par le client" },
  no_suitable_profile: { label: "Pas de profil adapté" },
  price_refused: { label: "Tarif refusé" },
  other: { label: "Autre" },
};

/** The documents a mission may require: find-talents checks them against the talent's valid documents. */
export const QUALIFICATION_TYPES = [
  "caces",
  "electrical_clearance",
  "aipr",
  "sst",
  "work_at_height",
  "driving_license",
  "carte_btp",
] as const satisfies ReadonlyArray<(typeof E.document_type)[number]>;
export const QUALIFICATION_TYPE_STYLE: EnumStyle<(typeof QUALIFICATION_TYPES)[number]> = {
  caces: { label: "CACES" },
  electrical_clearance: { label: "Habilitation électrique" },
  aipr: { label: "AIPR" },
  sst: { label: "Sauveteur secouriste du travail (SST)" },
  work_at_height: { label: "Travail en hauteur" },
  driving_license: { label: "Permis de conduire" },
  carte_btp: { label: "Carte BTP" },
};

export const PPE_ITEMS = E.ppe_item;
export const PPE_ITEM_STYLE: EnumStyle<(typeof PPE_ITEMS)[number]> = {
  safety_shoes: { label: "Chaussures de sécurité" },
  helmet: { label: "Casque" },
  gloves: { label: "Gants" },
  hi_vis: { label: "Gilet / veste haute visibilité" },
  glasses: { label: "Lunettes" },
  ear_protection: { label: "Protections auditives" },
  harness: { label: "Harnais" },
  workwear: { label: "Vêtements de travail" },
  rain_gear: { label: "Tenue de pluie" },
};

export const JOB_RISKS = E.job_risk;
export const JOB_RISK_STYLE: EnumStyle<(typeof JOB_RISKS)[number]> = {
  work_at_height: { label: "Travail en hauteur" },
  machinery: { label: "Conduite d'engins" },
  electrical: { label: "Risque électrique" },
  asbestos: { label: "Amiante" },
  lead: { label: "Plomb" },
  chemical: { label: "Agents chimiques (CMR)" },
  noise: { label: "Bruit" },
  manual_handling: { label: "Manutention" },
  confined_space: { label: "Espace confiné" },
  road_traffic: { label: "Circulation routière" },
  scaffolding: { label: "Échafaudage (montage / démontage)" },
};

/** The bonus types private.check_mission_terms accepts (docs/rules/missions-applications.md#bonuses). */
export const BONUS_TYPES = ["meal", "travel", "transport", "tools", "dirt", "weather", "team"] as const;
export type BonusType = (typeof BONUS_TYPES)[number];
export const BONUS_TYPE_STYLE: EnumStyle<BonusType> = {
  meal: { label: "Panier" },
  travel: { label: "Trajet" },
  transport: { label: "Transport" },
  tools: { label: "Outillage" },
  dirt: { label: "Salissure" },
  weather: { label: "Intempéries" },
  team: { label: "Prime d'équipe" },
};
export const BONUS_UNITS = ["hour", "day", "week", "month"] as const;
export const BONUS_UNIT_STYLE: EnumStyle<(typeof BONUS_UNITS)[number]> = {
  hour: { label: "par heure" },
  day: { label: "par jour" },
  week: { label: "par semaine" },
  month: { label: "par mois" },
};
