// The contact enums of supabase/schemas/04_companies_contacts.sql: their colours (labels: public.enum_label,
// src/lib/enums/labels.ts).
import { Constants } from "../../database.types.ts";
import { enumStyle } from "../../lib/enums/labels.ts";

const E = Constants.public.Enums;

export const CONTACT_STATUSES = E.contact_status;
export const CONTACT_STATUS_STYLE = enumStyle("contact_status", {
  active: "green",
  left_company: "orange",
  archived: "default",
});
export const CONTACT_CIVILITY_STYLE = enumStyle("civility");
// contact_role, in the order of its enum_label rows (docs/rules/companies-contacts.md#contact-roles).
export const CONTACT_ROLES = E.contact_role;
export type ContactRole = (typeof CONTACT_ROLES)[number];
export const CONTACT_ROLE_STYLE = enumStyle("contact_role", {
  decision_maker: "purple",
  contract_signatory: "blue",
  timesheet_signer: "cyan",
  invoice_recipient: "gold",
  hr: "magenta",
  safety: "volcano",
});
/** The roles that sign by e-mail link: the database requires an e-mail for them. */
export const SIGNING_ROLES: readonly ContactRole[] = ["contract_signatory", "timesheet_signer"];
