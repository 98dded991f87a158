// The mission enums of supabase/schemas/06_missions_applications.sql (and the contract's PPE, risks
// and qualification types they reuse): their colours (labels: public.enum_label,
// src/lib/enums/labels.ts); the bonuses, which are no database enum, with their labels.
import type { EnumStyle } from "../../components/table/columns.tsx";
import { Constants } from "../../database.types.ts";
import { enumStyle } from "../../lib/enums/labels.ts";

const E = Constants.public.Enums;

export const MISSION_STATUSES = E.mission_status;
export type MissionStatus = (typeof MISSION_STATUSES)[number];
export const MISSION_STATUS_STYLE = enumStyle("mission_status", {
  draft: "default",
  open: "blue",
  sourcing: "geekblue",
  presented: "purple",
  partially_filled: "cyan",
  filled: "green",
  in_progress: "green",
  closed: "default",
  on_hold: "gold",
  canceled: "red",
  lost: "red",
});
/** Statuses a talent-pooling mission uses (docs/rules/missions-applications.md#missions). */
export const TALENT_POOLING_STATUSES: readonly MissionStatus[] = ["open", "closed", "canceled"];

export const MISSION_PRIORITIES = E.mission_priority;
export type MissionPriority = (typeof MISSION_PRIORITIES)[number];
export const MISSION_PRIORITY_STYLE = enumStyle("mission_priority", {
  low: "default",
  normal: "blue",
  high: "orange",
  urgent: "red",
});

export const CONTRACT_REASONS = E.contract_reason;
export type ContractReason = (typeof CONTRACT_REASONS)[number];
export const CONTRACT_REASON_STYLE = enumStyle("contract_reason");
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
export const CLOSING_REASON_STYLE = enumStyle("mission_closing_reason");

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
export const QUALIFICATION_TYPE_STYLE = enumStyle("document_type", null, QUALIFICATION_TYPES);

export const PPE_ITEMS = E.ppe_item;
export const PPE_ITEM_STYLE = enumStyle("ppe_item");

export const JOB_RISKS = E.job_risk;
export const JOB_RISK_STYLE = enumStyle("job_risk");

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
