// The contact enums of 20260102000400_companies.sql with their French labels and colours.
import type { EnumStyle } from "../../src/components/table/columns.tsx";

export const CONTACT_STATUSES = ["active", "left_company", "archived"] as const;
export const CONTACT_STATUS_STYLE: EnumStyle<(typeof CONTACT_STATUSES)[number]> = {
  active: { label: "Actif", color: "green" },
  left_company: { label: "A quitté l'entreprise", color: "orange" },
  archived: { label: "Archivé", color: "default" },
};
export const CONTACT_CIVILITY_STYLE: EnumStyle<"mr" | "mrs" | "entity"> = {
  mr: { label: "M." },
  mrs: { label: "Mme" },
  entity: { label: "Entité" },
};
// contact_role, in the order and with the labels of its enum_label rows
// (docs/rules/companies-contacts.md#contact-roles).
export const CONTACT_ROLES = [
  "decision_maker",
  "contract_signatory",
  "timesheet_signer",
  "invoice_recipient",
  "hr",
  "safety",
] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];
export const CONTACT_ROLE_STYLE: EnumStyle<ContactRole> = {
  decision_maker: { label: "Décideur", color: "purple" },
  contract_signatory: { label: "Signataire contrats", color: "blue" },
  timesheet_signer: { label: "Valideur relevés d'heures", color: "cyan" },
  invoice_recipient: { label: "Destinataire factures", color: "gold" },
  hr: { label: "RH", color: "magenta" },
  safety: { label: "QSE / Sécurité", color: "volcano" },
};
/** The roles that sign by e-mail link: the database requires an e-mail for them. */
export const SIGNING_ROLES: readonly ContactRole[] = ["contract_signatory", "timesheet_signer"];
