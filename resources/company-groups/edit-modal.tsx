// « Modifier » on a group's page, for the roles that may update a group (RLS has the last word):
// its name, owner (a team member), head company (one of its companies) and consolidated
// invoicing. A refused save keeps what was typed, the database's French message in the toast (a
// name already taken: under the field too).
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Button, Form, Input, Modal, Select, Switch } from "antd";
import type { TablesUpdate } from "../../src/database.types.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/components/form/notifications.ts";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { useCloseAfterSave } from "../../src/components/form/use-close-after-save.ts";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { useTeamMembersSelect } from "../talents/hooks.ts";
import { companyGroupEditSchema, toCompanyGroupUpdate } from "./schema.ts";
import { COMPANY_GROUP_EDIT_SELECT } from "./select.ts";
import type { CompanyGroupEditRow } from "./types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").companyGroupsFr.fields) =>
  t(`resources.companyGroups.fields.${key}`);

// PostgreSQL's unique violation: the name is the group's only unique column
const UNIQUE_VIOLATION = "23505";

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
  const { modalProps, formProps, form, show, close, onFinish } = useModalForm<
    CompanyGroupEditRow,
    HttpError,
    TablesUpdate<"company_group">
  >({
    resource: "company_group",
    action: "edit",
    id: groupId,
    redirect: false,
    warnWhenUnsavedChanges: true,
    meta: { select: COMPANY_GROUP_EDIT_SELECT },
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: onSaved,
    onMutationError: (error) => {
      if (error?.code === UNIQUE_VIOLATION)
        form.setFields([{ name: "name", errors: [errorMessage(error) ?? t("toasts.errorDescription")] }]);
    },
  });
  const closeAfterSave = useCloseAfterSave(close);
  const owners = useTeamMembersSelect();
  const title = t("resources.companyGroups.edit.title");
  return (
    <>
      {/* the id again: closing the modal forgets it (useModalForm), and an edit opens only with one */}
      <Button onClick={() => show(groupId)}>{t("resources.companyGroups.edit.action")}</Button>
      <Modal
        {...modalProps}
        forceRender={false}
        title={title}
        okText={t("components.form.save")}
        cancelText={t("components.form.cancel")}
        width={560}
        destroyOnHidden
      >
        <Form
          {...formProps}
          name="company-group-edit"
          layout="vertical"
          aria-label={title}
          onFinish={(values) => onFinish(toCompanyGroupUpdate(values)).then(closeAfterSave, () => undefined)}
        >
          <Form.Item name="name" label={f("name")} rules={[zodRule(companyGroupEditSchema, "name")]}>
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
          <Form.Item name="owner_id" label={f("owner")}>
            <Select allowClear showSearch optionFilterProp="label" loading={owners.loading} options={owners.options} />
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
          <SubmitOnEnter />
        </Form>
      </Modal>
    </>
  );
};
