// The contract form's rules (docs/rules/contracts.md#validations): each field's own rule, and the cross-field rules
// (motif and justification, term, pay, schedule, workplace, risks, the agency's PPE) for
// instant feedback. The dated legal values — SMIC on the start date, the motif's maximum with
// renewals, carence, documents, coefficient band — are the database's: its French message
// reaches the toast (public.save_contract, private.prepare_contract) and the form keeps its values.
import { z } from "zod";
import type { Json, TablesInsert } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { isEmptyAddress, toAddressRow, type AddressValue } from "../../src/lib/geo/address.ts";
import { CONTRACT_REASONS, IMPRECISE_TERM_REASONS, JOB_RISKS, PPE_ITEMS } from "../../src/domain/missions/constants.ts";
import { bonusSchema, type BonusValue } from "../../src/domain/missions/bonuses.ts";
import {
  AGENCY_PPE,
  CONTRACT_TYPES,
  EMPLOYEE_STATUSES,
  MEAL_TYPES,
  MEDICAL_SURVEILLANCES,
  type AmendmentType,
} from "../../src/domain/contracts/constants.ts";
import type { ContractRow, PricingRow } from "./types.ts";

const v = (key: keyof typeof import("./i18n.fr.ts").contractsFr.validation) =>
  t(`resources.contracts.validation.${key}`);
const optionalText = z.string().trim().optional().nullable();
const optionalId = z.string().optional().nullable();

export const contractSchema = z.object({
  contract_type: z.enum(CONTRACT_TYPES).default("mission"),
  talent_id: z.string({ message: v("talentRequired") }).min(1, v("talentRequired")),
  company_id: optionalId,
  mission_id: optionalId,
  job_id: optionalId,
  job_name: optionalText,
  qualification_level: optionalText,
  employee_status: z.enum(EMPLOYEE_STATUSES).default("worker"),
  owner_id: optionalId,
  contract_reason: z.enum(CONTRACT_REASONS).optional().nullable(),
  contract_reason_justification: optionalText,
  // a replacement's absent person, compared for the délai de carence exemption (L1251-37-1)
  replaced_employee: optionalText,
  replaced_employee_qualification: optionalText,
  start_date: z.string({ message: t("components.form.required") }).min(1, t("components.form.required")),
  end_date: optionalText,
  is_precise_term: z.boolean().default(true),
  minimum_duration_days: z.number().int().min(1).max(1100).optional().nullable(),
  schedule: optionalText,
  working_hours: z
    .number({ message: v("workingHours") })
    .min(1, v("workingHours"))
    .max(48, v("workingHours")),
  working_days: z.array(z.number().int().min(1).max(7)).min(1, v("workingDays")),
  hourly_wage: z.number().positive(v("wagePositive")).optional().nullable(),
  meal_type: z.enum(MEAL_TYPES).default("none"),
  meal_card_value: z.number().min(0).max(25, v("mealCardValue")).optional().nullable(),
  is_risky_position: z.boolean().default(false),
  job_risks: z.array(z.enum(JOB_RISKS)).default([]),
  risks_description: optionalText,
  reinforced_safety_training: z.boolean().default(false),
  ppe_by_agency: z.array(z.enum(PPE_ITEMS)).default([]),
  ppe_by_client: z.array(z.enum(PPE_ITEMS)).default([]),
  medical_surveillance: z.enum(MEDICAL_SURVEILLANCES).default("vip"),
  bonuses: z.array(bonusSchema).default([]),
  // the band (1,5–2,5 on the start date) is the database's; 1–5 are the column's bounds
  coefficient: z.number().min(1, v("coefficientRange")).max(5, v("coefficientRange")).optional().nullable(),
  coefficient_override_reason: optionalText,
  // an amendment's own columns
  amendment_type: z.string().optional().nullable(),
});

/** The form's values: the contract's fields, its workplace and its coefficient — saved together by public.save_contract. */
export type ContractFormValues = z.input<typeof contractSchema> & { address?: AddressValue | null };
export type ContractField = keyof ContractFormValues;

const blank = (value: string | null | undefined) => !value || !value.trim();

/** The motifs that replace a person (L1251-6 1°, 4° and 5°): the form asks who. */
export const isReplacementReason = (reason: string | null | undefined) => !!reason?.startsWith("replacement_");

/** The cross-field rules: the message for `field`, or undefined. */
export const contractFieldError = (values: ContractFormValues, field: ContractField): string | undefined => {
  const temp = values.contract_type !== "independent_service";
  const precise = values.is_precise_term !== false;
  switch (field) {
    case "company_id":
      return temp && !values.company_id && !values.mission_id ? v("companyRequired") : undefined;
    case "contract_reason":
      return temp && !values.contract_reason ? v("reasonRequired") : undefined;
    case "contract_reason_justification":
      return temp && blank(values.contract_reason_justification) ? v("justificationRequired") : undefined;
    case "end_date":
      if (precise && blank(values.end_date)) return v("endDateRequired");
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
      return temp && values.hourly_wage == null ? v("wageRequired") : undefined;
    case "schedule":
      return temp && blank(values.schedule) ? v("scheduleRequired") : undefined;
    case "address":
      return temp && isEmptyAddress(values.address) ? v("workplaceRequired") : undefined;
    case "risks_description":
      return values.is_risky_position && !values.job_risks?.length && blank(values.risks_description)
        ? v("risksRequired")
        : undefined;
    case "meal_card_value":
      return values.meal_type === "meal_voucher" && !values.meal_card_value ? v("mealCardValue") : undefined;
    case "ppe_by_agency":
      return values.ppe_by_agency?.some((item) => !AGENCY_PPE.includes(item)) ? v("ppeAgency") : undefined;
    default:
      return undefined;
  }
};

export const CROSS_FIELDS: readonly ContractField[] = [
  "company_id",
  "contract_reason",
  "contract_reason_justification",
  "end_date",
  "is_precise_term",
  "minimum_duration_days",
  "hourly_wage",
  "schedule",
  "address",
  "risks_description",
  "meal_card_value",
  "ppe_by_agency",
];

/** Every cross-field message of the values, by field. */
export const contractErrors = (values: ContractFormValues): Partial<Record<ContractField, string>> =>
  Object.fromEntries(
    CROSS_FIELDS.map((field) => [field, contractFieldError(values, field)] as const).filter(([, m]) => m),
  );

const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** The contract row sent to the database (blanks as null; the coefficient goes to contract_pricing). */
/** The contract key is the database's (private.prepare_contract numbers a new contract). */
export type ContractInsert = Omit<TablesInsert<"contract">, "contract_key">;

export const toContractRow = (values: ContractFormValues): ContractInsert => {
  const {
    coefficient: _c,
    coefficient_override_reason: _o,
    amendment_type: _a,
    ...parsed
  } = contractSchema.parse(values);
  const precise = parsed.is_precise_term;
  return {
    ...parsed,
    job_name: blankToNull(parsed.job_name),
    qualification_level: blankToNull(parsed.qualification_level),
    contract_reason: parsed.contract_reason ?? null,
    contract_reason_justification: blankToNull(parsed.contract_reason_justification),
    replaced_employee: blankToNull(parsed.replaced_employee),
    replaced_employee_qualification: blankToNull(parsed.replaced_employee_qualification),
    end_date: precise ? blankToNull(parsed.end_date) : null,
    minimum_duration_days: precise ? null : (parsed.minimum_duration_days ?? null),
    schedule: blankToNull(parsed.schedule),
    meal_card_value: parsed.meal_type === "none" ? null : (parsed.meal_card_value ?? null),
    job_risks: parsed.is_risky_position ? parsed.job_risks : [],
    risks_description: parsed.is_risky_position ? blankToNull(parsed.risks_description) : null,
    bonuses: parsed.bonuses as Json,
  };
};

export type PricingRights = { canSeePricing: boolean; canOverride: boolean };

export type ContractSave = { p_values: Json; p_address: Json | undefined; p_pricing: Json | undefined };

/**
 * One call saves it all: the contract's columns, its workplace ({} = none) and its pricing —
 * sent only by the roles that see coefficients; the override reason only by accounting.
 */
export const toContractSave = (values: ContractFormValues, rights: PricingRights): ContractSave => {
  const parsed = contractSchema.parse(values);
  const pricing =
    rights.canSeePricing && parsed.coefficient != null
      ? {
          coefficient: parsed.coefficient,
          ...(rights.canOverride
            ? { coefficient_override_reason: blankToNull(parsed.coefficient_override_reason) }
            : {}),
        }
      : undefined;
  return {
    p_values: toContractRow(values) as Json,
    p_address: isEmptyAddress(values.address) ? {} : (toAddressRow(values.address as AddressValue) as Json),
    p_pricing: pricing,
  };
};

/** An amendment: the same save, with the amendment's columns on the row. */
export const toAmendmentSave = (
  values: ContractFormValues,
  rights: PricingRights,
  amended: { id: string; contract_key: string },
  type: AmendmentType,
): ContractSave => {
  const save = toContractSave(values, rights);
  return {
    ...save,
    p_values: {
      ...(save.p_values as Record<string, Json>),
      is_amendment: true,
      amendment_type: type,
      amended_contract_id: amended.id,
      contract_key: amended.contract_key,
    },
  };
};

/** The form's values from the stored row (CONTRACT_SHOW_SELECT) and its pricing. */
export const contractFormValuesOf = (row: ContractRow, pricing: PricingRow | null): ContractFormValues => ({
  ...row,
  working_hours: Number(row.working_hours),
  hourly_wage: row.hourly_wage == null ? null : Number(row.hourly_wage),
  meal_card_value: row.meal_card_value == null ? null : Number(row.meal_card_value),
  bonuses: Array.isArray(row.bonuses) ? (row.bonuses as BonusValue[]) : [],
  coefficient: pricing ? Number(pricing.coefficient) : null,
  coefficient_override_reason: pricing?.coefficient_override_reason ?? null,
  address: row.address ?? { country_code: "FR" },
});

export const NEW_CONTRACT_VALUES: Partial<ContractFormValues> = {
  contract_type: "mission",
  employee_status: "worker",
  is_precise_term: true,
  working_hours: 35,
  working_days: [1, 2, 3, 4, 5],
  meal_type: "none",
  is_risky_position: false,
  job_risks: [],
  ppe_by_agency: [],
  ppe_by_client: [],
  bonuses: [],
  medical_surveillance: "vip",
  reinforced_safety_training: false,
  address: { country_code: "FR" },
};
