// The lines of a contract's field diffs (public.contract_change) in French: the field's label
// and its values as the form shows them (enum labels, dates, yes/no, lists); and the edits an
// administration made since the contract last went into review (the consultant-review screen).
import type { EnumStyle } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { formatParisDateTime } from "../../src/lib/dates/paris-time.ts";
import { CONTRACT_REASON_STYLE, JOB_RISK_STYLE, PPE_ITEM_STYLE } from "../missions/constants.ts";
import {
  EMPLOYEE_STATUS_STYLE,
  MEAL_TYPE_STYLE,
  MEDICAL_SURVEILLANCE_STYLE,
  WEEKDAYS,
  type ContractStatus,
} from "./constants.ts";
import type { ChangeRow, FieldChange, StatusHistoryRow } from "./types.ts";

type FieldKey = keyof typeof import("./i18n.fr.ts").contractsFr.fields;

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
};

const STYLES: Record<string, EnumStyle<string>> = {
  contract_reason: CONTRACT_REASON_STYLE,
  employee_status: EMPLOYEE_STATUS_STYLE,
  meal_type: MEAL_TYPE_STYLE,
  medical_surveillance: MEDICAL_SURVEILLANCE_STYLE,
  job_risks: JOB_RISK_STYLE,
  ppe_by_agency: PPE_ITEM_STYLE,
  ppe_by_client: PPE_ITEM_STYLE,
};

export const fieldLabel = (field: string): string =>
  LABELS[field] ? t(`resources.contracts.fields.${LABELS[field]}`) : field;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Stored files: their name (after the folders and the upload's id). */
const FILES = new Set(["dpae_receipt_file"]);

export const formatValue = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return t(value ? "components.yesNo.yes" : "components.yesNo.no");
  if (field === "working_days" && Array.isArray(value))
    return value.map((d) => WEEKDAYS.find((w) => w.value === d)?.label ?? String(d)).join(", ");
  const style = STYLES[field];
  if (Array.isArray(value)) return value.length ? value.map((v) => formatValue(field, v)).join(", ") : "—";
  if (typeof value === "string" && style) return style[value]?.label ?? value;
  if (typeof value === "string" && DAY.test(value)) return formatDate(value);
  if (typeof value === "string" && INSTANT.test(value)) return formatParisDateTime(new Date(value));
  if (typeof value === "string" && FILES.has(field)) return fileNameOf(value);
  if (typeof value === "number") return String(value).replace(".", ",");
  return String(value);
};

/** "<workspace>/contracts/<id>/dpae/<uuid>-accuse.pdf" → "accuse.pdf". */
const fileNameOf = (path: string): string =>
  (path.split("/").pop() ?? path).replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/, "");

export type DiffLine = { field: string; label: string; before: string; after: string };

export const diffLines = (changes: readonly FieldChange[]): DiffLine[] =>
  changes.map((c) => ({
    field: c.field,
    label: fieldLabel(c.field),
    before: formatValue(c.field, c.old),
    after: formatValue(c.field, c.new),
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
