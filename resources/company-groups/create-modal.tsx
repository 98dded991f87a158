// The « Nouveau groupe » modal, loaded on demand by its button (create.tsx): the group's name,
// saved as a company_group row, then handed to the caller (the company form selects it). The
// database refuses a name already taken in the workspace (company_group_workspace_id_name_key):
// its French message shows under the field as in the toast, the modal keeping what was typed.
import { Form, Input, Modal, Typography } from "antd";
import type { Tables, TablesInsert } from "../../src/database.types.ts";
import type { LazyModalProps } from "../../src/components/form/lazy-modal-button.tsx";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { useNamedModalForm } from "../../src/components/form/use-named-modal-form.ts";
import { useCloseAfterSave } from "../../src/components/form/use-close-after-save.ts";
import { useOpenOnRequest } from "../../src/components/form/use-open-on-request.ts";
import { t } from "../../src/i18n/index.ts";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { companyGroupCreateSchema, toCompanyGroupInsert, type CompanyGroupCreateValues } from "./schema.ts";
import type { CompanyGroupRef } from "./types.ts";

const c = (key: keyof typeof import("./i18n.fr.ts").companyGroupsFr.create) =>
  t(`resources.companyGroups.create.${key}`);

export type CompanyGroupCreateProps = { onCreated: (group: CompanyGroupRef) => void; hint?: boolean };

export const CompanyGroupCreateModal = ({
  openRequests,
  onCreated,
  hint = false,
}: LazyModalProps & CompanyGroupCreateProps) => {
  const { modalProps, formProps, show, close, onFinish } = useNamedModalForm<
    Tables<"company_group">,
    TablesInsert<"company_group">
  >({
    resource: "company_group",
    action: "create",
    onMutationSuccess: ({ data }) => onCreated({ id: data.id, name: data.name }),
  });
  const closeAfterSave = useCloseAfterSave(close);
  useOpenOnRequest(openRequests, show);
  const title = c("title");
  return (
    <Modal
      {...modalProps}
      // the form renders when the modal opens, not with the page (useModalForm forces it)
      forceRender={false}
      title={title}
      okText={c("save")}
      cancelText={t("components.form.cancel")}
      width={480}
      destroyOnHidden
    >
      <Form
        {...formProps}
        // its own id prefix: the company form around it names its fields too
        name="company-group-create"
        layout="vertical"
        aria-label={title}
        onFinish={(values: CompanyGroupCreateValues) =>
          onFinish(toCompanyGroupInsert(values)).then(closeAfterSave, () => undefined)
        }
      >
        <Form.Item
          name="name"
          label={t("resources.companyGroups.fields.name")}
          rules={[zodRule(companyGroupCreateSchema, "name")]}
        >
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        {hint ? <Typography.Paragraph type="secondary">{c("hint")}</Typography.Paragraph> : null}
        <SubmitOnEnter />
      </Form>
    </Modal>
  );
};
