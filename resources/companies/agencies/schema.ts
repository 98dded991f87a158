// The establishment form's rules (docs/rules/general.md#validators): SIRET of 14 digits with its key (La Poste
// exception), starting with the company's SIREN, one head office per company, and the NAF code
// of the establishment (the company's rules: a sub-class of the NAF list; parse asynchronously). The database
// checks the first two again in French; the third it enforces only by a unique index
// (agency_single_head_office_idx) whose message is PostgreSQL's own, hence the check here.
import { z } from "zod";
import { t } from "../../../src/i18n/index.ts";
import type { SaveVariables } from "../../../providers/data-provider-save.ts";
import type { TablesInsert } from "../../../src/database.types.ts";
import { isEmptyAddress, toAddressRow, type AddressValue } from "../../../src/lib/geo/address.ts";
import { compact, isValidSiret } from "../../../src/lib/validators/french-ids.ts";
import { nafFields, nafRow } from "../schema.ts";
import { AGENCY_STATUSES } from "./constants.ts";

/** What the rules need to know of the company: its SIREN and its other establishments. */
export type AgencyContext = {
  siren: string | null;
  /** the establishments already saved (the one being edited included) */
  agencies: readonly { id: string; name: string; is_head_office: boolean }[];
  /** the establishment being edited, absent on creation */
  agencyId?: string;
};

/** The other establishment that is already the head office, if any. */
export const otherHeadOffice = ({ agencies, agencyId }: AgencyContext) =>
  agencies.find((agency) => agency.is_head_office && agency.id !== agencyId);

export const siretMatchesSiren = (siret: string, siren: string | null): boolean =>
  !siren || compact(siret).startsWith(compact(siren));

const v = (key: "siret" | "siretPrefix" | "headOfficeTaken", vars?: Record<string, string>) =>
  t(`resources.companies.agencies.validation.${key}`, vars);

export const agencySchema = (context: AgencyContext) =>
  z.object({
    name: z.string().trim().min(1, t("components.form.required")).max(200),
    siret: z
      .string()
      .trim()
      .optional()
      .nullable()
      .refine((value) => !value || isValidSiret(value), { message: v("siret"), abort: true })
      .refine(
        (value) => !value || siretMatchesSiren(value, context.siren),
        v("siretPrefix", { siren: context.siren ?? "" }),
      ),
    is_head_office: z
      .boolean()
      .default(false)
      .refine(
        (value) => !value || !otherHeadOffice(context),
        v("headOfficeTaken", { name: otherHeadOffice(context)?.name ?? "" }),
      ),
    status: z.enum(AGENCY_STATUSES).default("active"),
    ...nafFields,
  });

/** The form's values: the establishment's fields and its address (saved together by public.save_agency). */
export type AgencyFormValues = z.input<ReturnType<typeof agencySchema>> & { address?: AddressValue | null };

/** The establishment's row: SIRET without spaces, NAF as 43.99C, blanks as null. */
export const toAgencyRow = async (
  values: AgencyFormValues,
  context: AgencyContext & { companyId: string },
): Promise<TablesInsert<"agency">> => {
  const parsed = await agencySchema(context).parseAsync(values);
  return {
    ...parsed,
    company_id: context.companyId,
    siret: parsed.siret ? compact(parsed.siret) : null,
    ...nafRow(parsed),
  };
};

/** One call saves both: the establishment and its address ({} = none; typed head office or establishment by the database). */
export const toAgencySave = async (
  values: AgencyFormValues,
  context: AgencyContext & { companyId: string },
): Promise<SaveVariables<"save_agency">> => ({
  p_values: await toAgencyRow(values, context),
  p_address: isEmptyAddress(values.address) ? {} : toAddressRow(values.address as AddressValue),
});
