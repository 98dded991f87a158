// A file's rows checked as the forms check them (the resources' zod schemas and
// src/lib/validators/french-ids.ts, through their public import-rules): the values sent to the
// database and each row's errors in French. The likely duplicates come from the database
// (public.import_duplicates, set-based over the whole file; values.ts). Pure but for the lazy NAF list.
import { companySchema } from "../../../resources/companies/public/import-rules.ts";
import { contactFormSchema } from "../../../resources/contacts/public/import-rules.ts";
import { talentPrivateSchema, talentSchema } from "../../../resources/talents/public/import-rules.ts";
import { t } from "../../i18n/index.ts";
import { compact, isValidSiret } from "../../lib/validators/french-ids.ts";
import { toE164 } from "../../lib/phone/phone-numbers.ts";
import type { ImportEntity } from "./mapping.ts";
import { parseFrenchDate, type ImportValues } from "./values.ts";

const issues = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => issue.message);

const unique = (messages: string[]) => [...new Set(messages)];

const blank = (v: string | undefined) => !v || !v.trim();

/** One row's values checked with the form's rules: the values to send and the French errors. */
export async function checkValues(
  entity: ImportEntity,
  values: ImportValues,
): Promise<{ data: ImportValues; errors: string[] }> {
  const errors: string[] = [];
  const data: ImportValues = { ...values };
  if (entity === "talent") {
    const birth = parseFrenchDate(values.birth_date);
    if (birth === undefined) errors.push(t("dataImport.errors.date"));
    errors.push(
      ...issues(
        await talentSchema.safeParseAsync({
          first_name: values.first_name ?? "",
          last_name: values.last_name ?? "",
          email: values.email,
          phone_number: values.phone_number,
          birth_date: birth ?? null,
        }),
      ),
      ...issues(talentPrivateSchema.safeParse({ social_security_number: values.social_security_number })),
    );
    data.birth_date = birth ?? undefined;
    if (values.social_security_number)
      data.social_security_number = compact(values.social_security_number).toUpperCase();
  } else if (entity === "company") {
    const siret = values.siret ? compact(values.siret) : undefined;
    const siren = values.siren ? compact(values.siren) : siret?.slice(0, 9);
    if (blank(values.name)) errors.push(t("dataImport.errors.companyName"));
    else
      errors.push(
        ...issues(await companySchema.safeParseAsync({ name: values.name, siren, naf_code: values.naf_code ?? null })),
      );
    if (siret && !isValidSiret(siret)) errors.push(t("dataImport.errors.siret"));
    else if (siret && values.siren && !siret.startsWith(compact(values.siren)))
      errors.push(t("dataImport.errors.siretPrefix", { siren: compact(values.siren) }));
    if (siret) data.siret = siret;
    if (siren) data.siren = siren;
  } else {
    if (blank(values.company_siret) && blank(values.company_siren) && blank(values.company_name))
      errors.push(t("dataImport.errors.contactCompany"));
    errors.push(
      ...issues(
        await contactFormSchema.safeParseAsync({
          first_name: values.first_name,
          last_name: values.last_name,
          email: values.email,
          phone_number: values.phone_number,
          job_title: values.job_title,
          company_id: "—",
        }),
      ),
    );
  }
  if (values.email) data.email = values.email.trim().toLowerCase();
  if (values.phone_number) data.phone_number = toE164(values.phone_number);
  return { data, errors: unique(errors) };
}

/** The error file: the original columns, then « Erreur ». */
export const errorFileRows = (
  headers: readonly string[],
  rows: ReadonlyArray<{ source: Record<string, unknown>; error: string }>,
): string[][] => [
  [...headers, t("dataImport.errorColumn")],
  ...rows.map((row) => [...headers.map((h) => String(row.source[h] ?? "")), row.error]),
];
