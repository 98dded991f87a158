// « Modifier » on a group's page, for the roles that may update a group (RLS has the last word):
// its name, owner (a team member), head company (one of its companies) and consolidated
// invoicing. A refused save keeps what was typed, the database's French message in the toast (a
// name already taken: under the field too).
import { Form, Input, Select, Switch } from "antd";
import type { TablesUpdate } from "../../src/database.types.ts";
import { EditModalButton } from "../../src/components/form/edit-modal-button.tsx";
import { t } from "../../src/i18n/index.ts";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { OwnerSelect } from "../../src/domain/team/owner-select.tsx";
import { companyGroupEditSchema, toCompanyGroupUpdate } from "./schema.ts";
import { COMPANY_GROUP_EDIT_SELECT } from "./select.ts";
import type { CompanyGroupEditRow } from "./types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").companyGroupsFr.fields) =>
  t(`resources.companyGroups.fields.${key}`);

export const CompanyGroupEditButton = ({
  groupId,
  members,
  onSaved,
}: {
  groupId: string;
  /** the head company is one of them */
  members: { id: string; name: string }[];
  onSaved: () => void;
}) => {
  return (
    <EditModalButton<CompanyGroupEditRow, TablesUpdate<"company_group">>
      resource="company_group"
      id={groupId}
      select={COMPANY_GROUP_EDIT_SELECT}
      formName="company-group-edit"
      action={t("resources.companyGroups.edit.action")}
      title={t("resources.companyGroups.edit.title")}
      toUpdate={toCompanyGroupUpdate}
      onSaved={onSaved}
    >
      <Form.Item name="name" label={f("name")} rules={[zodRule(companyGroupEditSchema, "name")]}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item name="owner_id" label={f("owner")}>
        <OwnerSelect />
      </Form.Item>
      <Form.Item name="head_company_id" label={f("headCompany")} extra={f("headCompanyHelp")}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          options={members.map((company) => ({ value: company.id, label: company.name }))}
        />
      </Form.Item>
      <Form.Item
        name="consolidated_invoicing"
        label={f("consolidatedInvoicing")}
        extra={f("consolidatedInvoicingHelp")}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </EditModalButton>
  );
};
