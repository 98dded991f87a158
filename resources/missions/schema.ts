// The mission form's rules (docs/rules/missions-applications.md#mission-validations): each field's
// own rule, and the order's cross-field rules (motif and its justification, term, pay, worksite,
// attestations) for instant feedback. The dated legal values — SMIC on the start date, the motif's
// maximum duration, the coefficient band — and the carence warning are the database's: its French
// message reaches the toast (public.save_mission, private.check_mission_terms) and the form keeps
// its values.
import { z } from "zod";
import type { SaveVariables } from "../../providers/data-provider-save.ts";
import type { Json, TablesInsert } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { isEmptyAddress, toAddressRow, type AddressValue } from "../../src/lib/geo/address.ts";
import { bonusSchema, type BonusValue } from "../../src/domain/missions/bonuses.ts";
import {
  CONTRACT_REASONS,
  IMPRECISE_TERM_REASONS,
  JOB_RISKS,
  MISSION_PRIORITIES,
  MISSION_STATUSES,
  PPE_ITEMS,
  QUALIFICATION_TYPES,
  type ContractReason,
} from "../../src/domain/missions/constants.ts";
import type { MissionRow } from "./types.ts";

const v = (key: keyof typeof import("./i18n.fr.ts").missionsFr.validation) => t(`resources.missions.validation.${key}`);
const optionalText = z.string().trim().optional().nullable();
const optionalId = z.string().optional().nullable();

export const missionSchema = z.object({
  is_client_order: z.boolean().default(true),
  company_id: optionalId,
  agency_id: optionalId,
  job_id: optionalId,
  job_name: z.string().trim().min(1, t("components.form.required")),
  owner_id: optionalId,
  lead_contact_id: optionalId,
  status: z.enum(MISSION_STATUSES).default("draft"),
  priority: z.enum(MISSION_PRIORITIES).default("normal"),
  number_of_open_positions: z.number().int().min(1, v("positions")).max(500, v("positions")).default(1),
  description: optionalText,
  contract_reason: z.enum(CONTRACT_REASONS).optional().nullable(),
  contract_reason_justification: optionalText,
  is_precise_term: z.boolean().default(true),
  start_date: optionalText,
  end_date: optionalText,
  minimum_duration_days: z.number().int().min(1).max(1100).optional().nullable(),
  schedule: optionalText,
  // mission_client_po_number: 1 to 60 characters
  client_po_number: z.string().trim().max(60, v("poNumber")).optional().nullable(),
  working_hours: z.number().min(1, v("workingHours")).max(48, v("workingHours")).optional().nullable(),
  hourly_wage: z.number().positive(v("wagePositive")).optional().nullable(),
  reference_hourly_wage: z.number().positive(v("wagePositive")).optional().nullable(),
  // the band (1,5–2,5 on the start date) is the database's; 1–5 are the column's bounds
  coefficient: z.number().min(1, v("coefficientRange")).max(5, v("coefficientRange")).optional().nullable(),
  required_qualifications: z.array(z.enum(QUALIFICATION_TYPES)).default([]),
  is_risky_position: z.boolean().default(false),
  job_risk_types: z.array(z.enum(JOB_RISKS)).default([]),
  job_risks: optionalText,
  ppe_required: z.array(z.enum(PPE_ITEMS)).default([]),
  bonuses: z.array(bonusSchema).default([]),
  striker_replacement_attested: z.boolean().default(false),
  economic_dismissal_attested: z.boolean().default(false),
});

/** The form's values: the mission's fields and its worksite address — saved together by public.save_mission. */
export type MissionFormValues = z.input<typeof missionSchema> & { address?: AddressValue | null };
export type MissionField = keyof MissionFormValues;

const isReplacement = (reason: ContractReason | null | undefined) => !!reason && reason.startsWith("replacement");
const blank = (value: string | null | undefined) => !value || !value.trim();

/**
 * The cross-field rules of a mission: the message for `field`, or undefined. Orders need their
 * motif (and the justification of a replacement or an increase in activity), dates, pay,
 * coefficient, worksite and the attestations; a risk post needs its risks described.
 */
export const missionFieldError = (values: MissionFormValues, field: MissionField): string | undefined => {
  const order = values.is_client_order !== false;
  const precise = values.is_precise_term !== false;
  switch (field) {
    case "company_id":
      return order && !values.company_id ? v("companyRequired") : undefined;
    case "contract_reason":
      return order && !values.contract_reason ? v("reasonRequired") : undefined;
    case "contract_reason_justification":
      return order &&
        (isReplacement(values.contract_reason) || values.contract_reason === "activity_increase") &&
        blank(values.contract_reason_justification)
        ? v("justificationRequired")
        : undefined;
    case "start_date":
      return order && blank(values.start_date) ? t("components.form.required") : undefined;
    case "end_date":
      if (order && precise && blank(values.end_date)) return v("endDateRequired");
      return values.end_date && values.start_date && values.end_date < values.start_date
        ? v("endAfterStart")
        : undefined;
    case "is_precise_term":
      return !precise && values.contract_reason && !IMPRECISE_TERM_REASONS.includes(values.contract_reason)
        ? v("impreciseTerm")
        : undefined;
    case "minimum_duration_days":
      return !precise && !values.minimum_duration_days ? v("minimumDurationRequired") : undefined;
    case "hourly_wage":
      return order && values.hourly_wage == null ? v("wageRequired") : undefined;
    case "coefficient":
      return order && values.coefficient == null ? v("coefficientRequired") : undefined;
    case "address":
      return order && isEmptyAddress(values.address) ? v("worksiteRequired") : undefined;
    case "job_risks":
      return values.is_risky_position && blank(values.job_risks) ? v("risksRequired") : undefined;
    case "striker_replacement_attested":
      return order && !values.striker_replacement_attested ? v("strikerAttestation") : undefined;
    case "economic_dismissal_attested":
      return order && values.contract_reason === "activity_increase" && !values.economic_dismissal_attested
        ? v("economicDismissalAttestation")
        : undefined;
    default:
      return undefined;
  }
};

export const CROSS_FIELDS: readonly MissionField[] = [
  "company_id",
  "contract_reason",
  "contract_reason_justification",
  "start_date",
  "end_date",
  "is_precise_term",
  "minimum_duration_days",
  "hourly_wage",
  "coefficient",
  "address",
  "job_risks",
  "striker_replacement_attested",
  "economic_dismissal_attested",
];

/** Every cross-field message of the values, by field. */
export const missionErrors = (values: MissionFormValues): Partial<Record<MissionField, string>> =>
  Object.fromEntries(
    CROSS_FIELDS.map((field) => [field, missionFieldError(values, field)] as const).filter(([, m]) => m),
  );

/** The billing rate shown beside the coefficient: pay × coefficient, to the cent (as the database keeps it). */
export const billingRate = (wage: number | null | undefined, coefficient: number | null | undefined): number | null =>
  wage == null || coefficient == null ? null : Math.round(wage * coefficient * 100) / 100;

const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** The row sent to the database: blanks as null, a precise term without minimum duration and vice versa. */
/** The mission's columns, and its coefficient that public.save_mission writes to mission_pricing. */
export const toMissionRow = (values: MissionFormValues): TablesInsert<"mission"> & { coefficient?: number | null } => {
  const parsed = missionSchema.parse(values);
  const precise = parsed.is_precise_term;
  return {
    ...parsed,
    bonuses: parsed.bonuses as Json,
    description: blankToNull(parsed.description),
    contract_reason: parsed.contract_reason ?? null,
    contract_reason_justification: blankToNull(parsed.contract_reason_justification),
    start_date: blankToNull(parsed.start_date),
    end_date: blankToNull(parsed.end_date),
    minimum_duration_days: precise ? null : (parsed.minimum_duration_days ?? null),
    schedule: blankToNull(parsed.schedule),
    client_po_number: blankToNull(parsed.client_po_number),
    job_risks: parsed.is_risky_position ? blankToNull(parsed.job_risks) : null,
    job_risk_types: parsed.is_risky_position ? parsed.job_risk_types : [],
    economic_dismissal_attested: parsed.contract_reason === "activity_increase" && parsed.economic_dismissal_attested,
  };
};

/** One call saves it all: the mission's columns and its worksite address ({} = none). */
export const toMissionSave = (values: MissionFormValues): SaveVariables<"save_mission"> => ({
  p_values: toMissionRow(values) as Json,
  p_address: isEmptyAddress(values.address) ? {} : (toAddressRow(values.address as AddressValue) as Json),
});

/** The form's values from the stored row (MISSION_SHOW_SELECT). */
export const missionFormValuesOf = (row: MissionRow): MissionFormValues => ({
  ...row,
  contract_reason: row.contract_reason,
  bonuses: Array.isArray(row.bonuses) ? (row.bonuses as BonusValue[]) : [],
  // the form offers the qualification documents only; another type written elsewhere is not edited here
  required_qualifications: row.required_qualifications.filter(isQualificationType),
  address: row.address ?? { country_code: "FR" },
  coefficient: row.pricing?.coefficient ?? null,
});

const isQualificationType = (type: string): type is (typeof QUALIFICATION_TYPES)[number] =>
  (QUALIFICATION_TYPES as readonly string[]).includes(type);
