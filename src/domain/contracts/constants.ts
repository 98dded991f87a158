// The contract enums of supabase/schemas/07_contracts.sql: their colours (labels: public.enum_label,
// src/lib/enums/labels.ts; docs/rules/contracts.md#review-flow); the review screens by status.
import { Constants } from "../../database.types.ts";
import { enumStyle } from "../../lib/enums/labels.ts";

const E = Constants.public.Enums;

export const CONTRACT_STATUSES = E.contract_status;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_STYLE = enumStyle("contract_status", {
  draft: "default",
  review: "blue",
  admin_modification_requested: "orange",
  modification: "gold",
  consultant_review: "purple",
  validated: "cyan",
  sent_for_signature: "geekblue",
  partially_signed: "geekblue",
  signed: "green",
  active: "green",
  ended: "default",
  terminated_early: "red",
  canceled: "red",
});

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
export const CONTRACT_TYPE_STYLE = enumStyle("contract_type");

export const AMENDMENT_TYPES = E.amendment_type;
export type AmendmentType = (typeof AMENDMENT_TYPES)[number];
export const AMENDMENT_TYPE_STYLE = enumStyle("amendment_type");

export const EMPLOYEE_STATUSES = E.employee_status;
export const EMPLOYEE_STATUS_STYLE = enumStyle("employee_status");

export const MEAL_TYPES = E.meal_type;
export const MEAL_TYPE_STYLE = enumStyle("meal_type");

export const MEDICAL_SURVEILLANCES = E.medical_surveillance;
export const MEDICAL_SURVEILLANCE_STYLE = enumStyle("medical_surveillance");

/** ANI of 24 March 1990: the agency may provide only helmets and safety shoes. */
export const AGENCY_PPE: readonly string[] = ["helmet", "safety_shoes"];

export const DEFINITIVE_END_REASONS = E.definitive_end_reason;
/** The reasons an end of this contract may give: an imprecise term has no flexibility to advance
 * it (L1251-30; the database refuses it: definitive_end_request_flex_imprecise). */
export const definitiveEndReasonsFor = (contract: { is_precise_term: boolean }) =>
  DEFINITIVE_END_REASONS.filter((reason) => contract.is_precise_term || reason !== "flex_advance");
export const DEFINITIVE_END_REASON_STYLE = enumStyle("definitive_end_reason");
/** The early ends that owe the temp a new equivalent contract starting within three working days,
 * else the wages up to the term (L1251-26): the agency's own, and the client's decision — the
 * agency being the temp's employer either way (private.validate_definitive_end_request). */
export const OFFER_OWING_REASONS: readonly string[] = ["agency_early_termination", "client_early_termination"];
export const owesNewContractOffer = (end: { reason: string; initiator: string }) =>
  end.initiator !== "talent" && OFFER_OWING_REASONS.includes(end.reason);
/** Where that offer stands; « À proposer » is where the database starts it. */
export const END_OFFER_STATUSES = E.definitive_end_offer;
export const END_OFFER_OUTCOMES = END_OFFER_STATUSES.filter((status) => status !== "to_offer");
export const END_OFFER_STYLE = enumStyle("definitive_end_offer");
/** The documents handed to the temp at the end of a contract, each a key of the end request's
 * `end_documents` set to true; all three before « Traitée » (the database refuses otherwise:
 * definitive_end_request_end_documents): the certificat de travail (L1234-19), the attestation
 * France Travail (R1234-9) and the reçu pour solde de tout compte (L1234-20). */
export const END_DOCUMENTS = ["certificat_de_travail", "attestation_france_travail", "solde_de_tout_compte"] as const;
export const DEFINITIVE_END_INITIATORS = E.definitive_end_initiator;
export const DEFINITIVE_END_INITIATOR_STYLE = enumStyle("definitive_end_initiator");

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
