// What the form sends to public.contract_preview(p_contract jsonb)
// (supabase/schemas/07_contracts.sql), and the shape of its answer. Every rule lives in the database: this module
// only picks the contract's columns out of the form's values (blanks as null) and reads the
// answer leniently (a preview must never break the form).
import type { Json } from "../../src/database.types.ts";
import { loadedConstraintCatalog } from "../../src/lib/errors/constraint-catalog.ts";
import { frenchDatabaseError } from "../../src/lib/errors/database-error.ts";
import type { ContractFormValues } from "./schema.ts";

export type PreviewProblem = { rule: string | null; message: string };
export type PreviewWarning = { code: string; message: string };

/** The answer of public.contract_preview, as documented in its migration. */
export type ContractPreview = {
  trial_period_days: number | null;
  trial_period_end_date: string | null;
  flexibility_days: number | null;
  flexibility_max_advance_days: number | null;
  latest_end_with_flexibility: string | null;
  hourly_billing_rate: number | null;
  break_even_coefficient: number | null;
  duration: {
    days: number | null;
    /** a term that is not precise: `days` runs to the minimum duration only, and nothing moves the term */
    imprecise_term?: boolean | null;
    max_months: number | null;
    max_end_date: string | null;
    within_max: boolean | null;
  } | null;
  carence: { days: number | null; next_start_date: string | null } | null;
  warnings: PreviewWarning[];
  errors: PreviewProblem[];
  errors_at_validation: PreviewProblem[];
};

/** The form's fields that are columns of public.contract (the rest — workplace, override — are not previewed). */
const COLUMNS = [
  "contract_type",
  "talent_id",
  "company_id",
  "mission_id",
  "job_id",
  "job_name",
  "qualification_level",
  "employee_status",
  "owner_id",
  "contract_reason",
  "contract_reason_justification",
  "start_date",
  "end_date",
  "is_precise_term",
  "minimum_duration_days",
  "schedule",
  "working_hours",
  "working_days",
  "hourly_wage",
  "meal_type",
  "meal_card_value",
  "is_risky_position",
  "job_risks",
  "risks_description",
  "reinforced_safety_training",
  "ppe_by_agency",
  "ppe_by_client",
  "medical_surveillance",
] as const satisfies readonly (keyof ContractFormValues)[];

/**
 * The `p_contract` argument, or null while the talent or the start date is missing (the
 * database computes nothing useful without them). `base` carries what the form does not show:
 * the edited contract's id, or an amendment's columns (is_amendment, contract_key…).
 */
export const previewInput = (
  values: Partial<ContractFormValues> | undefined,
  base: Record<string, Json>,
  withCoefficient: boolean,
): Record<string, Json> | null => {
  if (!values?.talent_id || !values.start_date) return null;
  const input: Record<string, Json> = { ...base };
  for (const column of COLUMNS) {
    const value = values[column];
    if (value === undefined) continue;
    input[column] = typeof value === "string" && !value.trim() ? null : (value as Json);
  }
  if (values.is_precise_term === false) input.end_date = null;
  else input.minimum_duration_days = null;
  if (withCoefficient && values.coefficient != null) input.coefficient = values.coefficient;
  return input;
};

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The answer as the panel reads it (null when it is not an object). */
export const readPreview = (data: unknown): ContractPreview | null => {
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const p = data as Partial<ContractPreview>;
  return {
    trial_period_days: p.trial_period_days ?? null,
    trial_period_end_date: p.trial_period_end_date ?? null,
    flexibility_days: p.flexibility_days ?? null,
    flexibility_max_advance_days: p.flexibility_max_advance_days ?? null,
    latest_end_with_flexibility: p.latest_end_with_flexibility ?? null,
    hourly_billing_rate: p.hourly_billing_rate == null ? null : Number(p.hourly_billing_rate),
    break_even_coefficient: p.break_even_coefficient == null ? null : Number(p.break_even_coefficient),
    duration: p.duration ?? null,
    carence: p.carence ?? null,
    warnings: list(p.warnings),
    errors: list(p.errors),
    errors_at_validation: list(p.errors_at_validation),
  };
};

/** A problem in French: the database's own English errors (a missing column…) through the catalog. */
export const problemMessage = ({ message }: PreviewProblem): string => {
  const code = message.startsWith("null value in column")
    ? "23502"
    : /^new row violates row-level security|^permission denied/.test(message)
      ? "42501"
      : "";
  return frenchDatabaseError({ code, message }, loadedConstraintCatalog()) ?? message;
};
