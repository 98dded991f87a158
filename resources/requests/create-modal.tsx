// The create modal of a request type: the definition's fields, checked by its zod schema (the
// catalog's French messages), pre-filled from a talent; the database checks again and its
// French message reaches the toast, the modal keeping the values.
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Form, Modal } from "antd";
import { Suspense } from "react";
import type { LazyModalProps } from "../../src/components/form/lazy-modal-button.tsx";
import { MUTATION_NOTIFICATIONS } from "../../src/components/form/notifications.ts";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { useCloseAfterSave } from "../../src/components/form/use-close-after-save.ts";
import { useOpenOnRequest } from "../../src/components/form/use-open-on-request.ts";
import { t } from "../../src/i18n/index.ts";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import type { RequestDefinition, RequestRow } from "./definition.ts";
import { FieldInput, toColumnValues } from "./fields.tsx";

export const CreateRequestModal = ({
  definition,
  prefill,
  redirectToShow,
  onCreated,
  openRequests,
}: {
  definition: RequestDefinition;
  prefill: Record<string, unknown>;
  redirectToShow: boolean;
  onCreated?: () => void;
} & LazyModalProps) => {
  const create = definition.create;
  const { modalProps, formProps, show, close, onFinish } = useModalForm<RequestRow, HttpError, Record<string, unknown>>(
    {
      resource: definition.entity,
      action: "create",
      redirect: redirectToShow ? "show" : false,
      warnWhenUnsavedChanges: true,
      ...MUTATION_NOTIFICATIONS,
      onMutationSuccess: () => onCreated?.(),
    },
  );
  const closeAfterSave = useCloseAfterSave(close);
  useOpenOnRequest(openRequests, show);
  if (!create) return null;
  const ExtraFields = create.extraFields;
  const title = t("resources.requests.list.create");
  return (
    <Modal
      {...modalProps}
      forceRender={false}
      title={title}
      okText={t("components.form.save")}
      cancelText={t("components.form.cancel")}
      width={720}
      destroyOnHidden
    >
      <Form
        {...formProps}
        // its own id prefix: the list's filters name the same columns (one id per label)
        name={`${definition.entity}-create`}
        layout="vertical"
        aria-label={title}
        initialValues={{ ...create.initialValues, ...prefill }}
        onFinish={(values: Record<string, unknown>) => {
          const row = toColumnValues(create.fields, values);
          return onFinish(create.schema.parse(row) as Record<string, unknown>).then(
            redirectToShow ? undefined : closeAfterSave,
            () => undefined,
          );
        }}
      >
        {create.fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            rules={[
              {
                validator: async (_: unknown, value: unknown) =>
                  zodRule(create.schema, field.name).validator(
                    _,
                    toColumnValues([field], { [field.name]: value })[field.name],
                  ),
              },
            ]}
          >
            <FieldInput field={field} />
          </Form.Item>
        ))}
        {ExtraFields ? (
          <Suspense fallback={null}>
            <ExtraFields />
          </Suspense>
        ) : null}
        <SubmitOnEnter />
      </Form>
    </Modal>
  );
};
