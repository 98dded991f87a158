// The company form's rules (docs/rules/general.md#validators): SIREN key, NAF format and sub-class of the NAF list, e-mail; the database checks
// the same and answers in French.
import { z } from "zod";
import type { SaveVariables } from "../../providers/data-provider-save.ts";
import type { TablesInsert } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { isEmptyAddress, toAddressRow, type AddressValue } from "../../src/lib/geo/address.ts";
import { compact, isValidEmail, isValidSiren, isValidSiret } from "../../src/lib/validators/french-ids.ts";
import { COMPANY_STATUSES } from "../../src/domain/companies/constants.ts";
import { isKnownNafCode, normalizeNafCode } from "./naf.ts";

const optionalText = z.string().trim().optional().nullable();

/**
 * The NAF fields of a company or an establishment: the format, then a sub-class of the NAF list
 * (asynchronous: the list loads lazily, so parse with parseAsync/safeParseAsync).
 */
export const nafFields = {
  naf_code: optionalText
    .refine((v) => !v || /^\d{2}\.?\d{2}[A-Z]$/.test(v.toUpperCase()), {
      message: t("resources.companies.validation.nafCode"),
      abort: true,
    })
    .refine(isKnownNafCode, t("resources.companies.validation.nafUnknown")),
  naf_code_label: optionalText,
};

const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** The NAF columns of a row: the code as 43.99C, its label only with a code. */
export const nafRow = ({ naf_code, naf_code_label }: { naf_code?: string | null; naf_code_label?: string | null }) => {
  const code = blankToNull(naf_code);
  return { naf_code: code ? normalizeNafCode(code) : null, naf_code_label: code ? blankToNull(naf_code_label) : null };
};

export const companySchema = z.object({
  name: z.string().trim().min(1, t("components.form.required")).max(200),
  siren: optionalText.refine((v) => !v || isValidSiren(v), t("resources.companies.validation.siren")),
  status: z.enum(COMPANY_STATUSES).default("prospect"),
  ...nafFields,
  legal_form: optionalText,
  idcc: optionalText.refine((v) => !v || /^\d{4}$/.test(v), t("resources.companies.validation.idcc")),
  phone_number: optionalText,
  website: optionalText,
  billing_email: optionalText.refine((v) => !v || isValidEmail(v), t("resources.companies.validation.email")),
  company_group_id: z.string().uuid().optional().nullable(),
});
export type CompanyFormValues = z.input<typeof companySchema>;

/** The row sent to PostgREST: SIREN without spaces, NAF as 43.99C, blanks as null (async: the NAF list is loaded lazily). */
export const toCompanyRow = async (values: CompanyFormValues): Promise<TablesInsert<"company">> => {
  const parsed = await companySchema.parseAsync(values);
  return {
    ...parsed,
    siren: parsed.siren ? compact(parsed.siren) : null,
    ...nafRow(parsed),
    legal_form: blankToNull(parsed.legal_form),
    idcc: blankToNull(parsed.idcc),
    phone_number: blankToNull(parsed.phone_number),
    website: blankToNull(parsed.website),
    billing_email: blankToNull(parsed.billing_email),
    company_group_id: parsed.company_group_id ?? null,
  };
};

/** The form's other fields: the head office's address (the company's own) and, on creation, its SIRET. */
export type CompanyFormExtras = { address?: AddressValue | null; head_office_siret?: string | null };

/**
 * The head office's SIRET: 14 digits with its key, starting with the SIREN when one is typed
 * (the database checks both again, in French, on the establishment it creates).
 */
export const headOfficeSiretError = (siret: string | null | undefined, siren: string | null | undefined) => {
  if (!siret?.trim()) return undefined;
  if (!isValidSiret(siret)) return t("resources.companies.validation.siret");
  if (siren?.trim() && !compact(siret).startsWith(compact(siren)))
    return t("resources.companies.validation.siretPrefix", { siren: compact(siren) });
  return undefined;
};

/** One call saves the company, its address and its head office's SIRET (public.save_company). */
export const toCompanySave = async (
  values: CompanyFormValues & CompanyFormExtras,
): Promise<SaveVariables<"save_company">> => {
  return {
    p_values: await toCompanyRow(values),
    p_address: isEmptyAddress(values.address) ? {} : toAddressRow(values.address as AddressValue),
    ...(values.head_office_siret?.trim() ? { p_head_office_siret: compact(values.head_office_siret) } : {}),
  };
};
