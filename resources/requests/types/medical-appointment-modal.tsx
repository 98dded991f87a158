// « Modifier le rendez-vous » of a medical visit at « RDV fixé »: the centre moves it, the agency
// records the new date, hour and centre. The database checks again that it is in the future and
// the centre active (private.validate_medical_checkup_request); a refusal keeps the modal, what
// was typed, and shows its French message.
import { useUpdate, type HttpError } from "@refinedev/core";
import { Alert, Form, Modal } from "antd";
import { useState } from "react";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { t } from "../../../src/i18n/index.ts";
import { dayjs, type Dayjs } from "../../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import type { FieldDef, RequestRow } from "../definition.ts";
import { FieldInput } from "../fields.tsx";
import { label, namedReferenceField } from "./common.ts";

/** The visit's centre, picked by its name (the list, the detail and this modal). */
export const centerField = namedReferenceField("medical_center_id", "medicalCenter", "medical_center");

type Values = { medical_center_id?: string | null; appointment_at?: Dayjs | null };

export const MedicalAppointmentModal = ({
  row,
  onClose,
  onSaved,
}: {
  row: RequestRow;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync, mutation } = useUpdate<RequestRow, HttpError>();
  const title = t("resources.requests.medical.rescheduleTitle");
  const appointmentField: FieldDef = { name: "appointment_at", label: label("appointmentAt"), kind: "datetime" };
  const future = t("resources.requests.validation.appointmentFuture");

  const save = (values: Values) => {
    setFailure(null);
    return mutateAsync({
      resource: "medical_checkup_request",
      id: row.id,
      values: {
        medical_center_id: values.medical_center_id ?? null,
        appointment_at: values.appointment_at?.toISOString() ?? null,
      },
      ...MUTATION_NOTIFICATIONS,
    }).then(onSaved, (error: HttpError) => setFailure(errorMessage(error) ?? t("toasts.errorDescription")));
  };

  return (
    <Modal
      open
      title={title}
      okText={t("components.form.save")}
      cancelText={t("components.form.cancel")}
      okButtonProps={{ loading: mutation.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} /> : null}
      <Form
        form={form}
        name="medical_checkup_request-appointment"
        layout="vertical"
        aria-label={title}
        initialValues={{
          medical_center_id: row.medical_center_id ?? undefined,
          appointment_at: typeof row.appointment_at === "string" ? dayjs(row.appointment_at) : undefined,
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="medical_center_id"
          label={centerField.label}
          rules={[{ required: true, message: t("resources.requests.validation.required") }]}
        >
          <FieldInput field={centerField} />
        </Form.Item>
        <Form.Item
          name="appointment_at"
          label={appointmentField.label}
          rules={[
            { required: true, message: future },
            {
              validator: async (_: unknown, value: Dayjs | null | undefined) => {
                if (value && !value.isAfter(dayjs())) throw new Error(future);
              },
            },
          ]}
        >
          <FieldInput field={appointmentField} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
