// The company group form's rules, as the database checks them again (company_group_name_length:
// 1 to 200 characters once trimmed; the name unique in the workspace, which only the database knows).
import { z } from "zod";
import type { TablesInsert, TablesUpdate } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";

const name = z
  .string({ error: t("resources.companyGroups.validation.name") })
  .trim()
  .min(1, t("resources.companyGroups.validation.name"))
  .max(200, t("resources.companyGroups.validation.name"));

export const companyGroupCreateSchema = z.object({ name });
export type CompanyGroupCreateValues = z.input<typeof companyGroupCreateSchema>;

export const companyGroupEditSchema = z.object({
  name,
  owner_id: z.string().min(1).nullable().optional(),
  head_company_id: z.string().min(1).nullable().optional(),
  consolidated_invoicing: z.boolean().optional(),
});

/** The new row: the trimmed name (workspace, status and audit columns are the database's). */
export const toCompanyGroupInsert = (values: CompanyGroupCreateValues): TablesInsert<"company_group"> =>
  companyGroupCreateSchema.parse(values);

/** The edited columns: the trimmed name, an emptied select as null (the schema refuses a missing name). */
export const toCompanyGroupUpdate = (values: TablesUpdate<"company_group">): TablesUpdate<"company_group"> => {
  const parsed = companyGroupEditSchema.parse(values);
  return {
    name: parsed.name,
    owner_id: parsed.owner_id ?? null,
    head_company_id: parsed.head_company_id ?? null,
    consolidated_invoicing: parsed.consolidated_invoicing ?? false,
  };
};
