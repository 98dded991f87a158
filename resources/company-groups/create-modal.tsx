// The « Nouveau groupe » modal, loaded on demand by its button (create.tsx): the group's name,
// saved as a company_group row, then handed to the caller (the company form selects it). The
// database refuses a name already taken in the workspace (company_group_workspace_id_name_key):
// its French message shows under the field as in the toast, the modal keeping what was typed.
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Form, Input, Modal, Typography } from "antd";
import type { Tables, TablesInsert } from "../../src/database.types.ts";
import type { LazyModalProps } from "../../src/components/form/lazy-modal-button.tsx";
import { MUTATION_NOTIFICATIONS } from "../../src/components/form/notifications.ts";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { useCloseAfterSave } from "../../src/components/form/use-close-after-save.ts";
import { useOpenOnRequest } from "../../src/components/form/use-open-on-request.ts";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { companyGroupCreateSchema, toCompanyGroupInsert, type CompanyGroupCreateValues } from "./schema.ts";
import type { CompanyGroupRef } from "./types.ts";

const c = (key: keyof typeof import("./i18n.fr.ts").companyGroupsFr.create) =>
  t(`resources.companyGroups.create.${key}`);

// PostgreSQL's unique violation: the name is the group's only unique column
const UNIQUE_VIOLATION = "23505";

export type CompanyGroupCreateProps = { onCreated: (group: CompanyGroupRef) => void; hint?: boolean };

export const CompanyGroupCreateModal = ({
  openRequests,
  onCreated,
  hint = false,
}: LazyModalProps & CompanyGroupCreateProps) => {
  const { modalProps, formProps, form, show, close, onFinish } = useModalForm<
    Tables<"company_group">,
    HttpError,
    TablesInsert<"company_group">
  >({
    resource: "company_group",
    action: "create",
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: ({ data }) => onCreated({ id: data.id, name: data.name }),
    onMutationError: (error) => {
      if (error?.code === UNIQUE_VIOLATION)
        form.setFields([{ name: "name", errors: [errorMessage(error) ?? t("toasts.errorDescription")] }]);
    },
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
