// The contact form's rules (docs/rules/companies-contacts.md#contacts): a company, a valid e-mail
// and phone when given, its roles, and an e-mail for the roles that sign by e-mail link.
import { z } from "zod";
import type { TablesInsert } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { isValidEmail } from "../../src/lib/validators/french-ids.ts";
import { phoneIsValid } from "../../src/lib/phone/phone-rules.ts";
import { CONTACT_ROLES, CONTACT_STATUSES, SIGNING_ROLES } from "../../src/domain/contacts/constants.ts";

const optionalText = z.string().trim().optional().nullable();

export const contactSchema = z.object({
  civility: z.enum(["mr", "mrs", "entity"]).optional().nullable(),
  first_name: optionalText,
  last_name: optionalText,
  email: optionalText.refine((v) => !v || isValidEmail(v), t("resources.contacts.validation.email")),
  phone_number: optionalText.refine(
    async (v) => !v || (await phoneIsValid(v)),
    t("resources.contacts.validation.phone"),
  ),
  job_title: optionalText,
  company_id: z
    .string({ error: t("resources.contacts.validation.company") })
    .min(1, t("resources.contacts.validation.company")),
  status: z.enum(CONTACT_STATUSES).default("active"),
  roles: z.array(z.enum(CONTACT_ROLES)).default([]),
});

/** A contract signatory or a timesheet validator signs by e-mail link: they need an e-mail. */
export const signerWithoutEmail = (values: Pick<ContactFormValues, "email" | "roles">) =>
  !values.email?.trim() && (values.roles ?? []).some((role) => SIGNING_ROLES.includes(role));

/** The database also requires a way to reach the contact (e-mail or phone), and a signer's e-mail. */
export const contactFormSchema = contactSchema
  .refine((v) => !!v.email?.trim() || !!v.phone_number?.trim(), {
    message: t("resources.contacts.validation.reachable"),
    path: ["email"],
  })
  .refine((v) => !signerWithoutEmail(v), { message: t("resources.contacts.validation.signerEmail"), path: ["email"] });
export type ContactFormValues = z.input<typeof contactSchema>;

const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export const toContactRow = async (values: ContactFormValues): Promise<TablesInsert<"contact">> => {
  const parsed = await contactFormSchema.parseAsync(values);
  return {
    ...parsed,
    civility: parsed.civility ?? null,
    first_name: blankToNull(parsed.first_name),
    last_name: blankToNull(parsed.last_name),
    email: blankToNull(parsed.email)?.toLowerCase() ?? null,
    phone_number: blankToNull(parsed.phone_number),
    job_title: blankToNull(parsed.job_title),
  };
};
