// The contract enums of 20260102000700_contracts.sql with their French labels (the enum_label
// rows, docs/rules/contracts.md#review-flow) and colours; the review screens by status.
import type { EnumStyle } from "../../src/components/table/columns.tsx";
import { Constants } from "../../src/database.types.ts";

const E = Constants.public.Enums;

export const CONTRACT_STATUSES = E.contract_status;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_STYLE: EnumStyle<ContractStatus> = {
  draft: { label: "Brouillon", color: "default" },
  review: { label: "En revue administrative", color: "blue" },
  admin_modification_requested: { label: "Modification demandée par l'administration", color: "orange" },
  modification: { label: "En cours de modification", color: "gold" },
  consultant_review: { label: "Relecture consultant", color: "purple" },
  validated: { label: "Validé", color: "cyan" },
  sent_for_signature: { label: "Envoyé en signature", color: "geekblue" },
  partially_signed: { label: "Partiellement signé", color: "geekblue" },
  signed: { label: "Signé", color: "green" },
  active: { label: "En cours", color: "green" },
  ended: { label: "Terminé", color: "default" },
  terminated_early: { label: "Rompu par anticipation", color: "red" },
  canceled: { label: "Annulé", color: "red" },
};

/** The review screens (docs/rules/contracts.md#review-flow), one per review status (`/contracts/:id/<slug>`). */
export const REVIEW_SCREENS = {
  review: "review",
  admin_modification_requested: "admin-modification-requested",
  modification: "modification",
  consultant_review: "consultant-review",
} as const satisfies Partial<Record<ContractStatus, string>>;
export type ReviewStatus = keyof typeof REVIEW_SCREENS;
export const isReviewStatus = (status: ContractStatus): status is ReviewStatus => status in REVIEW_SCREENS;

export const CONTRACT_TYPES = E.contract_type;
export const CONTRACT_TYPE_STYLE: EnumStyle<(typeof CONTRACT_TYPES)[number]> = {
  mission: { label: "Contrat de mission" },
  cdi_temp_assignment: { label: "Mission en CDI intérimaire" },
  independent_service: { label: "Contrat de prestation (indépendant)" },
};

export const AMENDMENT_TYPES = E.amendment_type;
export type AmendmentType = (typeof AMENDMENT_TYPES)[number];
export const AMENDMENT_TYPE_STYLE: EnumStyle<AmendmentType> = {
  renewal: { label: "Renouvellement" },
  pay_change: { label: "Modification de rémunération" },
  schedule_change: { label: "Modification d'horaires" },
  workplace_change: { label: "Changement de lieu" },
  other_terms: { label: "Autre modification" },
};

export const EMPLOYEE_STATUSES = E.employee_status;
export const EMPLOYEE_STATUS_STYLE: EnumStyle<(typeof EMPLOYEE_STATUSES)[number]> = {
  worker: { label: "Ouvrier" },
  etam: { label: "ETAM" },
  executive: { label: "Cadre" },
};

export const MEAL_TYPES = E.meal_type;
export const MEAL_TYPE_STYLE: EnumStyle<(typeof MEAL_TYPES)[number]> = {
  none: { label: "Aucun" },
  meal_voucher: { label: "Titres-restaurant" },
  meal_allowance: { label: "Indemnité de panier" },
  canteen: { label: "Restaurant d'entreprise" },
};

export const MEDICAL_SURVEILLANCES = E.medical_surveillance;
export const MEDICAL_SURVEILLANCE_STYLE: EnumStyle<(typeof MEDICAL_SURVEILLANCES)[number]> = {
  vip: { label: "Visite d'information et de prévention (VIP)" },
  sir: { label: "Suivi individuel renforcé (SIR)" },
};

/** ANI of 24 March 1990: the agency may provide only helmets and safety shoes. */
export const AGENCY_PPE: readonly string[] = ["helmet", "safety_shoes"];

export const DEFINITIVE_END_REASONS = E.definitive_end_reason;
export const DEFINITIVE_END_REASON_STYLE: EnumStyle<(typeof DEFINITIVE_END_REASONS)[number]> = {
  term_reached: { label: "Terme normal" },
  flex_advance: { label: "Terme avancé (souplesse)" },
  trial_period: { label: "Rupture pendant l'essai" },
  serious_misconduct: { label: "Faute grave" },
  force_majeure: { label: "Force majeure" },
  talent_cdi_hire: { label: "Embauche en CDI de l'intérimaire" },
  client_cdi_hire: { label: "Embauche par l'entreprise utilisatrice" },
  agency_early_termination: { label: "Rupture anticipée par l'agence" },
  mutual_agreement: { label: "Accord des parties" },
};
export const DEFINITIVE_END_INITIATORS = E.definitive_end_initiator;
export const DEFINITIVE_END_INITIATOR_STYLE: EnumStyle<(typeof DEFINITIVE_END_INITIATORS)[number]> = {
  client: { label: "Client" },
  talent: { label: "Talent" },
  agency: { label: "Agence" },
};

/** ISO weekdays of working_days. */
export const WEEKDAYS = [
  { value: 1, label: "Lundi" },
  { value: 2, label: "Mardi" },
  { value: 3, label: "Mercredi" },
  { value: 4, label: "Jeudi" },
  { value: 5, label: "Vendredi" },
  { value: 6, label: "Samedi" },
  { value: 7, label: "Dimanche" },
];
