// The lines of a contract's field diffs (public.contract_change) in French: the field's label
// and its values as the form shows them (enum labels, dates and times, yes/no, lists, the name
// of the person or record an id points at); and the edits an administration made since the
// contract last went into review (the consultant-review screen). Every column of the contract
// but the few private.log_contract_change skips can appear, the workflow's own included
// (manager validation, signatures, definitive end).
import type { EnumStyle } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { formatParisDateTime } from "../../src/lib/dates/paris-time.ts";
import { enumStyle } from "../../src/lib/enums/labels.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import {
  BONUS_TYPE_STYLE,
  BONUS_UNIT_STYLE,
  CONTRACT_REASON_STYLE,
  JOB_RISK_STYLE,
  PPE_ITEM_STYLE,
} from "../../src/domain/missions/constants.ts";
import {
  AMENDMENT_TYPE_STYLE,
  CONTRACT_TYPE_STYLE,
  DEFINITIVE_END_INITIATOR_STYLE,
  DEFINITIVE_END_REASON_STYLE,
  EMPLOYEE_STATUS_STYLE,
  MEAL_TYPE_STYLE,
  MEDICAL_SURVEILLANCE_STYLE,
  WEEKDAYS,
  type ContractStatus,
} from "../../src/domain/contracts/constants.ts";
import type { ChangeRow, FieldChange, StatusHistoryRow } from "./types.ts";

type FieldKey = keyof typeof import("./i18n.fr.ts").contractsFr.fields;
type HistoryFieldKey = keyof typeof import("./i18n.fr.ts").contractsFr.historyFields;

const LABELS: Record<string, FieldKey> = {
  talent_id: "talent",
  company_id: "company",
  mission_id: "mission",
  job_id: "job",
  job_name: "jobName",
  qualification_level: "qualificationLevel",
  employee_status: "employeeStatus",
  owner_id: "owner",
  contract_reason: "reason",
  contract_reason_justification: "reasonJustification",
  start_date: "startDate",
  end_date: "endDate",
  is_precise_term: "isPreciseTerm",
  minimum_duration_days: "minimumDuration",
  address_id: "workplace",
  schedule: "schedule",
  working_hours: "workingHours",
  working_days: "workingDays",
  hourly_wage: "hourlyWage",
  coefficient: "coefficient",
  coefficient_override_reason: "overrideReason",
  meal_type: "mealType",
  meal_card_value: "mealCardValue",
  is_risky_position: "riskyPosition",
  job_risks: "jobRisks",
  risks_description: "risksDescription",
  reinforced_safety_training: "reinforcedTraining",
  ppe_by_agency: "ppeByAgency",
  ppe_by_client: "ppeByClient",
  medical_surveillance: "medicalSurveillance",
  dpae_submitted_at: "dpaeSubmittedAt",
  dpae_reference: "dpaeReference",
  dpae_receipt_file: "dpaeReceipt",
  client_signer_contact_id: "clientSigner",
  timesheet_signer_contact_id: "timesheetSigner",
  contract_key: "contractKey",
  contract_type: "contractType",
  amendment_number: "amendmentNumber",
  amendment_type: "amendmentType",
  amended_contract_id: "amendedContract",
  admin_id: "admin",
};

const HISTORY_LABELS: Record<string, HistoryFieldKey> = {
  manager_validated_at: "managerValidatedAt",
  manager_validated_by: "managerValidatedBy",
  dpae_recorded_at: "dpaeRecordedAt",
  dpae_recorded_by: "dpaeRecordedBy",
  signature_sent_at: "signatureSentAt",
  talent_signed_at: "talentSignedAt",
  client_signed_at: "clientSignedAt",
  transmitted_to_talent_at: "transmittedToTalentAt",
  documents_generated_at: "documentsGeneratedAt",
  generated_file: "generatedFile",
  generated_file_sha256: "generatedFileSha256",
  generated_mad_file: "generatedMadFile",
  generated_mad_file_sha256: "generatedMadFileSha256",
  signed_file: "signedFile",
  signed_mad_file: "signedMadFile",
  signature_request_id: "signatureRequest",
  definitive_end_date: "definitiveEndDate",
  definitive_end_reason: "definitiveEndReason",
  definitive_end_initiator: "definitiveEndInitiator",
  definitive_end_comment: "definitiveEndComment",
  definitive_end_requested_at: "definitiveEndRequestedAt",
  definitive_end_requested_by: "definitiveEndRequestedBy",
  reference_hourly_wage: "referenceHourlyWage",
  replaced_employee: "replacedEmployee",
  replaced_employee_qualification: "replacedEmployeeQualification",
  renewal_refused_by_talent: "renewalRefusedByTalent",
  timesheet_auto_send: "timesheetAutoSend",
  timesheet_period: "timesheetPeriod",
  timesheet_requires_client_signature: "timesheetRequiresClientSignature",
  trial_period_days: "trialPeriodDays",
  trial_period_end_date: "trialPeriodEndDate",
  version: "version",
  bonuses: "bonuses",
  amendment_changes: "amendmentChanges",
  is_amendment: "isAmendment",
};

/** The tables whose rows a contract column points at, named in the history instead of their id. */
export type ReferenceTable =
  "talent" | "company" | "mission" | "job" | "team_member" | "auth_user" | "contact" | "address" | "contract";

export const REFERENCES: Partial<Record<string, ReferenceTable>> = {
  talent_id: "talent",
  company_id: "company",
  mission_id: "mission",
  job_id: "job",
  owner_id: "team_member",
  admin_id: "team_member",
  manager_validated_by: "auth_user",
  dpae_recorded_by: "auth_user",
  definitive_end_requested_by: "auth_user",
  timesheet_signer_contact_id: "contact",
  client_signer_contact_id: "contact",
  address_id: "address",
  amended_contract_id: "contract",
};

/** The label of each referenced row, by id (read by history-names.ts). */
export type Names = ReadonlyMap<string, string>;
const NO_NAMES: Names = new Map();

/** The ids the changes point at, per table (to read their names once for the whole history). */
export const referencedIds = (changes: readonly FieldChange[]): Partial<Record<ReferenceTable, string[]>> => {
  const ids: Partial<Record<ReferenceTable, Set<string>>> = {};
  for (const c of changes) {
    const table = REFERENCES[c.field];
    if (!table) continue;
    for (const v of [c.old, c.new]) if (typeof v === "string" && v) (ids[table] ??= new Set()).add(v);
  }
  return Object.fromEntries(Object.entries(ids).map(([table, set]) => [table, [...set].sort()]));
};

const STYLES: Record<string, EnumStyle<string>> = {
  contract_reason: CONTRACT_REASON_STYLE,
  employee_status: EMPLOYEE_STATUS_STYLE,
  meal_type: MEAL_TYPE_STYLE,
  medical_surveillance: MEDICAL_SURVEILLANCE_STYLE,
  job_risks: JOB_RISK_STYLE,
  ppe_by_agency: PPE_ITEM_STYLE,
  ppe_by_client: PPE_ITEM_STYLE,
  contract_type: CONTRACT_TYPE_STYLE,
  amendment_type: AMENDMENT_TYPE_STYLE,
  definitive_end_reason: DEFINITIVE_END_REASON_STYLE,
  definitive_end_initiator: DEFINITIVE_END_INITIATOR_STYLE,
  timesheet_period: enumStyle("timesheet_period"),
};

export const fieldLabel = (field: string): string => {
  if (LABELS[field]) return t(`resources.contracts.fields.${LABELS[field]}`);
  if (HISTORY_LABELS[field]) return t(`resources.contracts.historyFields.${HISTORY_LABELS[field]}`);
  return field;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Stored files: their name (after the folders and the upload\'s id). */
const FILES = new Set(["dpae_receipt_file"]);
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const FILE_FIELDS = ["generated_file", "generated_mad_file", "signed_file", "signed_mad_file"];

type Bonus = { type?: string; amount?: number; unit?: string };
const bonusText = (b: Bonus): string =>
  t("resources.contracts.history.bonus", {
    type: BONUS_TYPE_STYLE[b.type as keyof typeof BONUS_TYPE_STYLE]?.label ?? String(b.type ?? "—"),
    amount: formatMoney(Number(b.amount ?? 0)),
    unit: BONUS_UNIT_STYLE[b.unit as keyof typeof BONUS_UNIT_STYLE]?.label ?? "",
  }).trim();

export const formatValue = (field: string, value: unknown, names: Names = NO_NAMES): string => {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return t(value ? "components.yesNo.yes" : "components.yesNo.no");
  if (REFERENCES[field] && typeof value === "string")
    return names.get(value) ?? t("resources.contracts.history.unknownRecord");
  if (field === "working_days" && Array.isArray(value))
    return value.map((d) => WEEKDAYS.find((w) => w.value === d)?.label ?? String(d)).join(", ");
  if (field === "bonuses" && Array.isArray(value))
    return value.length ? value.map((b: Bonus) => bonusText(b)).join(", ") : "—";
  const style = STYLES[field];
  if (Array.isArray(value)) return value.length ? value.map((v) => formatValue(field, v, names)).join(", ") : "—";
  // an amendment's changes: the fields it changes
  if (typeof value === "object") {
    const keys = Object.keys(value);
    return keys.length ? keys.map(fieldLabel).join(", ") : "—";
  }
  if (typeof value === "string" && style) return style[value]?.label ?? value;
  if (typeof value === "string" && FILE_FIELDS.includes(field)) return value.split("/").pop() ?? value;
  if (typeof value === "string" && DAY.test(value)) return formatDate(value);
  if (typeof value === "string" && MOMENT.test(value)) return formatParisDateTime(new Date(value));
  if (typeof value === "string" && FILES.has(field)) return fileNameOf(value);
  if (typeof value === "number") return String(value).replace(".", ",");
  return String(value);
};

/** "<workspace>/contracts/<id>/dpae/<uuid>-accuse.pdf" → "accuse.pdf". */
const fileNameOf = (path: string): string =>
  (path.split("/").pop() ?? path).replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/, "");

export type DiffLine = { field: string; label: string; before: string; after: string };

export const diffLines = (changes: readonly FieldChange[], names: Names = NO_NAMES): DiffLine[] =>
  changes.map((c) => ({
    field: c.field,
    label: fieldLabel(c.field),
    before: formatValue(c.field, c.old, names),
    after: formatValue(c.field, c.new, names),
  }));

const REVIEW: ContractStatus = "review";

/**
 * The administration's edits since the contract last entered review (the status history,
 * newest first): what the consultant accepts or disputes on the consultant-review screen.
 */
export const adminEditsSinceReview = (
  changes: readonly ChangeRow[],
  history: readonly Pick<StatusHistoryRow, "to_status" | "changed_at">[],
): ChangeRow[] => {
  const since = history.find((h) => h.to_status === REVIEW)?.changed_at ?? null;
  return changes.filter((c) => c.is_admin_edit && (!since || c.changed_at >= since));
};
