// « Contacts du client » of the contract page: its client's signatory (who gets the contrat de
// mise à disposition's link) and timesheet validator, each picked among the company's active
// contacts holding the role. Both default to the company's (private.prepare_contract_client_contacts);
// a chosen one who left shows as such, to be replaced; the database checks each choice again
// and keeps the signatory once the client signed (contract_client_signer_signed).
import { useCan, useUpdate } from "@refinedev/core";
import { Card, Form, Select, Space, Typography } from "antd";
import { Link } from "react-router";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import type { TablesUpdate } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import { companyContactsPath } from "../contacts/public/client-roles-alert.tsx";
import {
  roleChoices,
  unqualifiedCurrent,
  type RoleContact,
  type SigningRole,
} from "../../src/domain/contacts/client-roles.ts";
import { CONTACT_STATUS_STYLE } from "../../src/domain/contacts/constants.ts";
import { useCompanyContacts } from "../../src/domain/contacts/company-contacts.ts";
import { clientSignerFrozen, validatorFrozen } from "./status.utils.ts";
import type { ContractRow } from "./types.ts";

const cc = (key: keyof typeof import("./i18n.fr.ts").contractsFr.clientContacts, vars?: Record<string, string>) =>
  t(`resources.contracts.clientContacts.${key}`, vars);

type Column = "client_signer_contact_id" | "timesheet_signer_contact_id";
/** What the card reads of the contract. */
export type ClientContactsContract = Pick<ContractRow, "id" | "company_id" | "status" | "client_signed_at" | Column>;

const ROLE_OF: Record<Column, { role: SigningRole; label: string; none: "noneSigner" | "noneValidator" }> = {
  client_signer_contact_id: { role: "contract_signatory", label: "clientSigner", none: "noneSigner" },
  timesheet_signer_contact_id: { role: "timesheet_signer", label: "timesheetSigner", none: "noneValidator" },
};

const why = (c: RoleContact) => (c.status === "active" ? cc("withoutRole") : CONTACT_STATUS_STYLE[c.status].label);

const ContactPicker = ({
  column,
  contract,
  contacts,
  loading,
  disabled,
  onSave,
}: {
  column: Column;
  contract: ClientContactsContract;
  contacts: RoleContact[];
  loading: boolean;
  disabled: boolean;
  onSave: (values: TablesUpdate<"contract">) => void;
}) => {
  const { role, label, none } = ROLE_OF[column];
  const current = contract[column];
  const options = roleChoices(contacts, role, current, cc("withoutRole"));
  const gone = unqualifiedCurrent(contacts, role, current);
  const id = `contract-${column}`;
  const help = gone
    ? cc("unqualified", { name: displayName(gone), why: why(gone) })
    : !loading && !options.length
      ? cc(none)
      : undefined;
  return (
    <Form.Item
      label={t(`resources.contracts.fields.${label as "clientSigner" | "timesheetSigner"}`)}
      htmlFor={id}
      validateStatus={gone || (!loading && !options.length) ? "warning" : undefined}
      help={help}
      style={{ marginBottom: 12 }}
    >
      <Select
        id={id}
        value={current ?? undefined}
        options={options}
        loading={loading}
        disabled={disabled}
        placeholder={cc("placeholder")}
        showSearch
        optionFilterProp="label"
        style={{ maxWidth: 420 }}
        onChange={(value: string) => onSave({ [column]: value })}
      />
    </Form.Item>
  );
};

export const ContractClientContactsCard = ({
  contract,
  onSaved,
}: {
  contract: ClientContactsContract;
  onSaved: () => void;
}) => {
  const { contacts, loading } = useCompanyContacts(contract.company_id);
  const { data: canEdit } = useCan({ resource: "contract", action: "edit", params: { id: contract.id } });
  const { mutate, mutation } = useUpdate();
  const save = (values: TablesUpdate<"contract">) =>
    mutate({ resource: "contract", id: contract.id, values, ...MUTATION_NOTIFICATIONS }, { onSuccess: onSaved });
  const readOnly = canEdit?.can !== true || mutation.isPending;
  const signerFrozen = clientSignerFrozen(contract);
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{cc("title")}</h2>} size="small">
      {contract.company_id ? (
        <Form layout="vertical" component="div">
          <Typography.Paragraph type="secondary">{cc("intro")}</Typography.Paragraph>
          <ContactPicker
            column="client_signer_contact_id"
            contract={contract}
            contacts={contacts}
            loading={loading}
            disabled={readOnly || signerFrozen}
            onSave={save}
          />
          {signerFrozen ? <Typography.Paragraph type="secondary">{cc("signerFrozen")}</Typography.Paragraph> : null}
          <ContactPicker
            column="timesheet_signer_contact_id"
            contract={contract}
            contacts={contacts}
            loading={loading}
            disabled={readOnly || validatorFrozen(contract.status)}
            onSave={save}
          />
          <Space>
            <Link to={companyContactsPath(contract.company_id)}>{cc("fix")}</Link>
          </Space>
        </Form>
      ) : (
        <Typography.Text type="secondary">{cc("noCompany")}</Typography.Text>
      )}
    </Card>
  );
};
