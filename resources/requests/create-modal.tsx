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
import type { RequestDefinition, RequestRow } from "./definition.ts";
import { toColumnValues } from "./fields.tsx";
import { RequestFormItems } from "./form-items.tsx";
import { clearHidden, fieldErrors } from "./visibility.ts";

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
      ...(definition.create?.save ? { meta: { save: definition.create.save.fn } } : {}),
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
          const row = clearHidden(create.fields, toColumnValues(create.fields, values));
          // the whole schema: its cross-field rules (an address for a delivery) land on their field
          const parsed = create.schema.safeParse(row);
          if (!parsed.success) {
            formProps.form?.setFields(fieldErrors(parsed.error.issues));
            return;
          }
          const data = parsed.data as Record<string, unknown>;
          return onFinish(create.save ? { ...create.save.args(data, values) } : data).then(
            redirectToShow ? undefined : closeAfterSave,
            () => undefined,
          );
        }}
      >
        <RequestFormItems fields={create.fields} schema={create.schema} />
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
