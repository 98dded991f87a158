// Who signs for a client (docs/rules/companies-contacts.md#contact-roles): the contacts that may
// hold a signing role now — active, with an e-mail and the role, as private.company_role_contact
// picks them —, the roles nobody holds, and the choices of a contract's picker (the holders, plus
// the current one if it no longer qualifies, so that the picker can say who it is).
import type { Tables } from "../../database.types.ts";
import { displayName } from "../../lib/names/display-name.ts";
import { CONTACT_STATUS_STYLE, SIGNING_ROLES, type ContactRole } from "./constants.ts";

/** COMPANY_CONTACT_SELECT */
export type RoleContact = Pick<
  Tables<"contact">,
  "id" | "civility" | "first_name" | "last_name" | "email" | "roles" | "status"
>;
export const COMPANY_CONTACT_SELECT = "id, civility, first_name, last_name, email, roles, status";

export type SigningRole = "contract_signatory" | "timesheet_signer";

export const holdsRole = (contact: RoleContact, role: ContactRole) =>
  contact.status === "active" && !!contact.email?.trim() && contact.roles.includes(role);

/** The signing roles no active contact of the company holds, in the enum's order. */
export const missingSigningRoles = (contacts: readonly RoleContact[]): SigningRole[] =>
  SIGNING_ROLES.filter((role): role is SigningRole => !contacts.some((c) => holdsRole(c, role)));

export type RoleChoice = { value: string; label: string; disabled?: boolean };

/**
 * The picker's options: the holders of the role by name; the current contact, when it no longer
 * qualifies, first and disabled, with its status (« A quitté l'entreprise ») or « sans ce rôle ».
 */
export const roleChoices = (
  contacts: readonly RoleContact[],
  role: SigningRole,
  currentId: string | null | undefined,
  withoutRole: string,
): RoleChoice[] => {
  const byName = (a: RoleContact, b: RoleContact) =>
    `${a.last_name ?? ""} ${a.first_name ?? ""}`.localeCompare(`${b.last_name ?? ""} ${b.first_name ?? ""}`, "fr");
  const holders = contacts.filter((c) => holdsRole(c, role)).sort(byName);
  const options: RoleChoice[] = holders.map((c) => ({ value: c.id, label: displayName(c) }));
  const current = currentId ? contacts.find((c) => c.id === currentId) : undefined;
  if (current && !holders.includes(current)) {
    const why = current.status === "active" ? withoutRole : CONTACT_STATUS_STYLE[current.status].label;
    options.unshift({ value: current.id, label: `${displayName(current)} (${why})`, disabled: true });
  }
  return options;
};

/** The current contact when it can no longer hold the role (the card then says so). */
export const unqualifiedCurrent = (
  contacts: readonly RoleContact[],
  role: SigningRole,
  currentId: string | null | undefined,
): RoleContact | undefined => {
  const current = currentId ? contacts.find((c) => c.id === currentId) : undefined;
  return current && !holdsRole(current, role) ? current : undefined;
};
