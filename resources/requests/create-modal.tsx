// The create modal of a request type: the definition's fields, checked by its zod schema (the
// catalog's French messages), pre-filled from a talent; the database checks again and its
// French message reaches the toast and stays above the fields, the modal keeping the values. A
// pre-filled column the definition accepts without a field (a reference check's application)
// goes with the row.
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Alert, Form, Modal } from "antd";
import { Suspense, useState } from "react";
import type { LazyModalProps } from "../../src/components/form/lazy-modal-button.tsx";
import type { Json } from "../../src/database.types.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { useCloseAfterSave } from "../../src/components/form/use-close-after-save.ts";
import { useOpenOnRequest } from "../../src/components/form/use-open-on-request.ts";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import type { RequestDefinition, RequestRow } from "./definition.ts";
import { toColumnValues, toFormValues } from "./fields.tsx";
import { RequestFormItems } from "./form-items.tsx";
import { clearHidden, fieldErrors, unshownPrefill } from "./visibility.ts";

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
  // what the schema refuses on a column no field of the form shows (a value the type sets itself),
  // or the database's refusal of the save: said above the fields, what was typed kept
  const [unseen, setUnseen] = useState<string | null>(null);
  useOpenOnRequest(openRequests, show);
  if (!create) return null;
  const ExtraFields = create.extraFields;
  const title = create.label ?? t("resources.requests.list.create");
  const start = {
    ...(typeof create.initialValues === "function" ? create.initialValues() : create.initialValues),
    ...prefill,
  };
  return (
    <Modal
      {...modalProps}
      forceRender={false}
      title={title}
      okText={t("components.form.save")}
      cancelText={t("components.form.cancel")}
      width={720}
      destroyOnHidden
      afterClose={() => setUnseen(null)}
    >
      {unseen ? <Alert type="error" showIcon message={unseen} style={{ marginBottom: 16 }} /> : null}
      <Form
        {...formProps}
        // its own id prefix: the list's filters name the same columns (one id per label)
        name={`${definition.entity}-create`}
        layout="vertical"
        aria-label={title}
        // a date of the definition's starting values is a Dayjs for its picker
        initialValues={{
          ...start,
          ...toFormValues(
            create.fields.filter((f) => f.name in start),
            start,
          ),
        }}
        onFinish={(values: Record<string, unknown>) => {
          // a pre-filled column no field shows (the application a reference check is asked from)
          // is not among the form's values: sent as given
          const row = {
            ...unshownPrefill(create.fields, create.prefill ?? [], prefill),
            ...clearHidden(create.fields, toColumnValues(create.fields, values)),
          };
          // the whole schema: its cross-field rules (an address for a delivery) land on their field
          const parsed = create.schema.safeParse(row);
          if (!parsed.success) {
            const errors = fieldErrors(parsed.error.issues);
            formProps.form?.setFields(errors);
            const shown = new Set((formProps.form?.getFieldsError() ?? []).map((f) => String(f.name[0])));
            const hidden = parsed.error.issues
              .filter((issue) => !shown.has(String(issue.path[0] ?? "")))
              .map((issue) => issue.message);
            setUnseen(hidden.length ? hidden.join(" ") : null);
            return;
          }
          setUnseen(null);
          // the schema's output of the form's values: JSON (strings, numbers, booleans, null, arrays)
          const data = parsed.data as Record<string, Json>;
          return onFinish(create.save ? { ...create.save.args(data, values) } : data).then(
            redirectToShow ? undefined : closeAfterSave,
            (error: HttpError) => setUnseen(errorMessage(error) ?? t("toasts.errorDescription")),
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
