// A status move: the fields status_transition requires that the request lacks, and the comment
// (mandatory when the move says so), asked before the move; one update carries them with the
// new status, so the database checks everything at once and a refusal (its French message in
// the toast) keeps the modal open with the values.
import { useUpdate } from "@refinedev/core";
import { uploadFile } from "../../providers/client-calls.ts";
import { useEnumStyle } from "../../src/components/status/use-enum-style.ts";
import { mimeTypeOf } from "../../src/lib/upload/accepted-types.ts";
import { requestFilePath } from "./files.tsx";
import { Form, Input, Modal } from "antd";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { toast } from "../../src/lib/toast/toast-store.ts";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import type { FieldDef, RequestDefinition, RequestRow } from "./definition.ts";
import { checklistComplete } from "./checklist.ts";
import { FieldInput, toColumnValues } from "./fields.tsx";
import { missingFields, type Transition } from "./transitions.ts";

/** A column's kind guessed from its name, for required fields the definition does not describe. */
export const kindOfColumn = (name: string): FieldDef["kind"] =>
  name === "file" || name.endsWith("_file")
    ? "file"
    : name.endsWith("_at")
      ? "datetime"
      : name.endsWith("_date")
        ? "date"
        : /(amount|price|_fee)$/.test(name)
          ? "money"
          : "text";

/** A field's own rules beyond being filled: a checklist is sent with every item ticked. */
const fieldRules = (field: FieldDef) =>
  field.kind === "checklist"
    ? [
        {
          validator: (_: unknown, value: unknown) =>
            checklistComplete(field, value)
              ? Promise.resolve()
              : Promise.reject(new Error(field.checklist?.incomplete)),
        },
      ]
    : [];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The field of a required column: the type's own definition, else one built from the column's
 * name and its French label in enum_label's `request_field` (the database's messages use it too).
 */
export const fieldFor = (
  definition: RequestDefinition,
  name: string,
  labels: Record<string, { label: string }> = {},
): FieldDef =>
  [...(definition.transitionFields ?? []), ...definition.sections.flatMap((s) => s.fields), ...definition.columns].find(
    (f) => f.name === name,
  ) ?? { name, label: capitalize(labels[name]?.label ?? name.replace(/_/g, " ")), kind: kindOfColumn(name) };

/** Uploads the files a move requires and returns the columns with their Storage paths. */
const uploadFiles = async (
  fields: readonly FieldDef[],
  values: Record<string, unknown>,
  row: RequestRow,
  entity: string,
) => {
  const out = { ...values };
  for (const field of fields) {
    const file = values[field.name];
    if (field.kind !== "file" || !(file instanceof File)) continue;
    const path = requestFilePath(String(row.workspace_id), entity, row.id, file.name, crypto.randomUUID());
    await uploadFile("documents", path, file, { contentType: mimeTypeOf(file) });
    out[field.name] = path;
  }
  return out;
};

export const TransitionModal = ({
  definition,
  row,
  transition,
  statusLabel,
  onClose,
  onDone,
}: {
  definition: RequestDefinition;
  row: RequestRow;
  transition: Transition;
  statusLabel: string;
  onClose: () => void;
  onDone: () => void;
}) => {
  const [form] = Form.useForm<Record<string, unknown>>();
  const { mutateAsync, mutation } = useUpdate();
  const labels = useEnumStyle("request_field");
  const fields = missingFields(transition, row).map((name) => fieldFor(definition, name, labels));
  const title = t("resources.requests.transition.title", { status: statusLabel });

  const submit = async (values: Record<string, unknown>) => {
    const { status_comment, ...rest } = values;
    try {
      const columns = await uploadFiles(fields, rest, row, definition.entity);
      await mutateAsync({
        resource: definition.entity,
        id: row.id,
        values: {
          ...toColumnValues(fields, columns),
          status: transition.to_status,
          status_comment: status_comment || null,
        },
        ...MUTATION_NOTIFICATIONS,
      });
      onDone();
    } catch (error) {
      // a refused update: its toast shows the database's message; an upload: shown here
      if (error instanceof Error && !("statusCode" in error))
        toast({ type: "error", title: t("toasts.errorTitle"), description: errorMessage(error) });
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={t("resources.requests.transition.confirm")}
      cancelText={t("components.form.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        // its own id prefix: the list's filters behind the drawer name the same columns (one id per label)
        name={`${definition.entity}-transition`}
        layout="vertical"
        onFinish={submit}
        aria-label={title}
      >
        {fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            rules={[
              { required: true, message: t("resources.requests.transition.fieldRequired") },
              ...fieldRules(field),
            ]}
          >
            <FieldInput field={field} />
          </Form.Item>
        ))}
        <Form.Item
          name="status_comment"
          label={t("resources.requests.transition.comment")}
          rules={
            transition.requires_comment
              ? [{ required: true, whitespace: true, message: t("resources.requests.transition.commentRequired") }]
              : []
          }
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <SubmitOnEnter />
      </Form>
    </Modal>
  );
};
