// The talent form's rules (docs/rules/talents-documents.md#talents,
// docs/rules/general.md#validators), mirrored from the database's constraints for instant feedback;
// the database has the last word. Messages are the catalog's French texts.
import { z } from "zod";
import { t } from "../../src/i18n/index.ts";
import type { SaveVariables } from "../../providers/data-provider-save.ts";
import type { Tables, TablesInsert } from "../../src/database.types.ts";
import { isEmptyAddress, toAddressRow, type AddressValue } from "../../src/lib/geo/address.ts";
import { isValidEmail, isValidIban, isValidNir } from "../../src/lib/validators/french-ids.ts";
import { phoneIsValid, phoneToStore } from "../../src/lib/phone/phone-rules.ts";
import {
  AVAILABILITY_STATUSES,
  CONSTRUCTION_TYPES,
  CONTRACT_TYPES,
  EXPERIENCE_LEVELS,
  QUALIFICATION_STATUSES,
} from "../../src/domain/talents/constants.ts";

const optionalText = z.string().trim().optional().nullable();

export const talentSchema = z.object({
  civility: z.enum(["mr", "mrs"]).optional().nullable(),
  first_name: z.string().trim().min(1, t("resources.talents.validation.nameRequired")),
  last_name: z.string().trim().min(1, t("resources.talents.validation.nameRequired")),
  email: optionalText.refine((v) => !v || isValidEmail(v), t("resources.talents.validation.email")),
  phone_number: optionalText.refine(
    async (v) => !v || (await phoneIsValid(v)),
    t("resources.talents.validation.phone"),
  ),
  birth_date: optionalText,
  nationality_code: optionalText,
  qualification_status: z.enum(QUALIFICATION_STATUSES).default("new"),
  availability_status: z.enum(AVAILABILITY_STATUSES).default("available"),
  available_from: optionalText,
  experience_level: z.enum(EXPERIENCE_LEVELS).optional().nullable(),
  contract_types: z.array(z.enum(CONTRACT_TYPES)).default([]),
  construction_types: z.array(z.enum(CONSTRUCTION_TYPES)).default([]),
  wage: z.number().positive(t("resources.talents.validation.wage")).optional().nullable(),
  mobility_radius_km: z.number().int().min(0).max(500).optional().nullable(),
  is_top_profile: z.boolean().default(false),
  is_benched: z.boolean().default(false),
});
/**
 * The form's values: the talent's fields, its address, its main job and its other jobs —
 * saved together by public.save_talent.
 */
export type TalentFormValues = z.input<typeof talentSchema> & {
  address?: AddressValue | null;
  main_job_id?: string | null;
  other_job_ids?: string[] | null;
};

/** talent_private: NIR, IBAN and birth place, read and written only by the roles that see them. */
export const talentPrivateSchema = z.object({
  social_security_number: optionalText.refine((v) => !v || isValidNir(v), t("resources.talents.validation.nir")),
  iban: optionalText.refine((v) => !v || isValidIban(v), t("resources.talents.validation.iban")),
  bic: optionalText.refine(
    (v) => !v || /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v.replace(/\s/g, "").toUpperCase()),
    t("resources.talents.validation.bic"),
  ),
  birth_place: optionalText,
  birth_country_code: optionalText,
});
export type TalentPrivateValues = z.input<typeof talentPrivateSchema>;

const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** The row sent to the database: empty strings become null, phones take the stored form. */
export const toTalentRow = async (values: TalentFormValues): Promise<TablesInsert<"talent">> => {
  const parsed = await talentSchema.parseAsync(values);
  return {
    ...parsed,
    email: blankToNull(parsed.email)?.toLowerCase() ?? null,
    phone_number: parsed.phone_number ? await phoneToStore(parsed.phone_number) : null,
    birth_date: blankToNull(parsed.birth_date),
    nationality_code: blankToNull(parsed.nationality_code),
    available_from: blankToNull(parsed.available_from),
    // not null in the database: an emptied field keeps the stored radius (or its default)
    mobility_radius_km: parsed.mobility_radius_km ?? undefined,
  };
};

/** The talent's jobs, main first (the order public.save_talent stores: the first is the main job). */
export const jobIdsOf = (values: Pick<TalentFormValues, "main_job_id" | "other_job_ids">): string[] => {
  const others = (values.other_job_ids ?? []).filter((id) => id !== values.main_job_id);
  return values.main_job_id ? [values.main_job_id, ...others] : others;
};

/** The form's job fields from the stored rows (`talent_job(job_id, is_main)`). */
export const jobFieldsOf = (
  rows: ReadonlyArray<Pick<Tables<"talent_job">, "job_id" | "is_main">> | null | undefined,
): Pick<TalentFormValues, "main_job_id" | "other_job_ids"> => {
  const sorted = [...(rows ?? [])].sort((a, b) => Number(b.is_main) - Number(a.is_main));
  const main = sorted.find((row) => row.is_main)?.job_id ?? null;
  return { main_job_id: main, other_job_ids: sorted.filter((row) => row.job_id !== main).map((row) => row.job_id) };
};

/** One call saves it all: the talent's columns, its home address ({} = none) and its jobs. */
export const toTalentSave = async (values: TalentFormValues): Promise<SaveVariables<"save_talent">> => ({
  p_values: await toTalentRow(values),
  p_address: isEmptyAddress(values.address) ? {} : toAddressRow(values.address as AddressValue),
  p_job_ids: jobIdsOf(values),
});
