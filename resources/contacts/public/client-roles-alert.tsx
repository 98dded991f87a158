// The warning of the order and contract screens: the client has no active contract signatory
// or no active timesheet validator (with an e-mail), with the link to its contacts tab to fix it.
import { Alert } from "antd";
import { Link } from "react-router";
import { t } from "../../../src/i18n/index.ts";
import { missingSigningRoles } from "../../../src/domain/contacts/client-roles.ts";
import { useCompanyContacts } from "../../../src/domain/contacts/company-contacts.ts";

export const companyContactsPath = (companyId: string) => `/companies/${companyId}?tab=contacts`;

export const ClientRolesAlert = ({ companyId }: { companyId: string | null | undefined }) => {
  const { contacts, ready } = useCompanyContacts(companyId);
  if (!companyId || !ready) return null;
  const missing = missingSigningRoles(contacts);
  if (!missing.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={t("resources.contacts.clientRoles.title")}
      description={
        <>
          {missing.map((role) => (
            <div key={role}>{t(`resources.contacts.clientRoles.missing.${role}`)}</div>
          ))}
          <Link to={companyContactsPath(companyId)}>{t("resources.contacts.clientRoles.fix")}</Link>
        </>
      }
    />
  );
};
