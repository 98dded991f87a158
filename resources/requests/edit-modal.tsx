// "Modifier": a request's create form opened on the request itself, while its type allows it
// (request_type.editable_statuses, the database freezing these fields afterwards). Same
// fields, same zod schema and French messages as the creation; only the fields shown are
// sent. A refusal by the database keeps the modal, what was typed, and shows its message.
import { useUpdate, type HttpError } from "@refinedev/core";
import { Alert, Button, Form, Modal } from "antd";
import { Suspense, useState } from "react";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import type { FieldDef, RequestDefinition, RequestRow } from "./definition.ts";
import { toColumnValues, toFormValues } from "./fields.tsx";
import { RequestFormItems } from "./form-items.tsx";
import { clearHidden, fieldErrors } from "./visibility.ts";

/** The fields an edit may change: the create form's, files aside (the files card holds them). */
export const editableFields = (definition: RequestDefinition): FieldDef[] =>
  (definition.create?.fields ?? []).filter((f) => f.kind !== "file");

/** Whether the request may still be edited: its status is one its type leaves editable. */
export const isEditable = (status: string, editableStatuses: readonly string[] | null | undefined): boolean =>
  !!editableStatuses?.includes(status);

export const EditRequestButton = ({
  definition,
  row,
  onSaved,
}: {
  definition: RequestDefinition;
  row: RequestRow;
  onSaved: () => void;
}) => {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync, mutation } = useUpdate<RequestRow, HttpError>();
  const create = definition.create;
  const fields = editableFields(definition);
  if (!create || !fields.length) return null;
  const extraColumns: string[] = create.extraColumns ?? [];
  const ExtraFields = create.extraFields;
  const title = t("resources.requests.edit.title");

  const save = async (values: Record<string, unknown>) => {
    // the whole create schema judges the request as it would be saved (cross-field rules too)
    const edited = clearHidden(fields, toColumnValues(fields, values));
    const current = {
      ...toColumnValues(create.fields, toFormValues(create.fields, row)),
      ...Object.fromEntries(extraColumns.map((name) => [name, row[name]])),
    };
    const parsed = create.schema.safeParse({ ...current, ...edited });
    if (!parsed.success) {
      form.setFields(fieldErrors(parsed.error.issues));
      setFailure(parsed.error.issues[0]?.message ?? t("toasts.errorDescription"));
      return;
    }
    const clean = parsed.data as Record<string, unknown>;
    const changes = Object.fromEntries(
      [...fields.map((f) => f.name), ...extraColumns].map((name) => [name, clean[name] ?? null]),
    );
    setFailure(null);
    await mutateAsync({ resource: definition.entity, id: row.id, values: changes, ...MUTATION_NOTIFICATIONS }).then(
      () => {
        setOpen(false);
        onSaved();
      },
      (error: HttpError) => setFailure(errorMessage(error) ?? t("toasts.errorDescription")),
    );
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("resources.requests.edit.action")}</Button>
      <Modal
        open={open}
        title={title}
        okText={t("components.form.save")}
        cancelText={t("components.form.cancel")}
        okButtonProps={{ loading: mutation.isPending }}
        onOk={() => form.submit()}
        onCancel={() => {
          setOpen(false);
          setFailure(null);
        }}
        width={720}
        destroyOnHidden
      >
        {failure ? <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} /> : null}
        <Form
          form={form}
          // its own id prefix: the detail's comment and the list's filters name the same columns
          name={`${definition.entity}-edit`}
          layout="vertical"
          aria-label={title}
          initialValues={{
            ...toFormValues(fields, row),
            ...Object.fromEntries(extraColumns.map((name) => [name, row[name]])),
          }}
          onFinish={(values) => void save(values)}
        >
          <RequestFormItems fields={fields} schema={create.schema} />
          {ExtraFields && extraColumns.length ? (
            <Suspense fallback={null}>
              <ExtraFields />
            </Suspense>
          ) : null}
        </Form>
      </Modal>
    </>
  );
};
