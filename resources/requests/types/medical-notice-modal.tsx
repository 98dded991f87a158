// « Avis reçu »: the doctor's notice of a medical visit (aptitude, date, validity, the workplace
// adjustments as the doctor wrote them, the file), recorded with the visit's close in one call
// (public.record_medical_checkup_result). The file goes first to the notice's own folder (read
// only by those who read the aptitude: can_access_request_file). A refusal keeps the modal, what
// was typed, and shows the database's French message.
import type { HttpError } from "@refinedev/core";
import { Alert, Form, Input, Modal, Select, Typography } from "antd";
import { useState } from "react";
import { useRpcMutation } from "../../../providers/rpc.ts";
import { uploadFile } from "../../../providers/client-calls.ts";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { useEnumStyle } from "../../../src/components/status/use-enum-style.ts";
import { DateInput } from "../../../src/components/date-picker/french-pickers.tsx";
import { UploadField } from "../../../src/components/upload/upload-field.tsx";
import { t } from "../../../src/i18n/index.ts";
import { dayjs } from "../../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { mimeTypeOf } from "../../../src/lib/upload/accepted-types.ts";
import { BUCKETS } from "../../../src/lib/upload/buckets.generated.ts";
import type { RequestRow } from "../definition.ts";
import { requestFilePath } from "../files.tsx";
import { fieldErrors } from "../visibility.ts";
import { noticeArgs, noticeSchema, type NoticeValues } from "./medical-notice.ts";

const m = (key: keyof typeof import("../i18n.fr.ts").requestsFr.medical) => t(`resources.requests.medical.${key}`);

type FormValues = NoticeValues;

export const MedicalNoticeModal = ({
  row,
  onClose,
  onSaved,
}: {
  row: RequestRow;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const [form] = Form.useForm<FormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutateAsync } = useRpcMutation();
  const aptitudes = useEnumStyle("medical_aptitude");
  const result = Form.useWatch("result", form);
  const title = m("recordTitle");

  const save = async (values: FormValues) => {
    const parsed = noticeSchema(dayjs().format("YYYY-MM-DD")).safeParse(values);
    if (!parsed.success) {
      form.setFields(
        fieldErrors(parsed.error.issues).map(({ name, errors }) => ({ name: name as keyof FormValues, errors })),
      );
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const file = parsed.data.certificate_file;
      const path = requestFilePath(
        String(row.workspace_id),
        "medical_checkup_result",
        row.id,
        file.name,
        crypto.randomUUID(),
      );
      await uploadFile("documents", path, file, { contentType: mimeTypeOf(file) });
      await mutateAsync("record_medical_checkup_result", noticeArgs(row.id, parsed.data, path), MUTATION_NOTIFICATIONS);
      onSaved();
    } catch (error) {
      setFailure(errorMessage(error as HttpError) ?? t("toasts.errorDescription"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={t("components.form.save")}
      cancelText={t("components.form.cancel")}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} /> : null}
      <Typography.Paragraph type="secondary">{m("recordHelp")}</Typography.Paragraph>
      <Form
        form={form}
        name="medical_checkup_result-record"
        layout="vertical"
        aria-label={title}
        initialValues={{ issued_at: dayjs().format("YYYY-MM-DD") }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="result" label={m("result")}>
          <Select
            allowClear
            options={Object.entries(aptitudes).map(([value, style]) => ({ value, label: style.label }))}
          />
        </Form.Item>
        <Form.Item name="issued_at" label={m("issuedAt")}>
          <DateInput />
        </Form.Item>
        <Form.Item name="valid_until" label={m("validUntil")}>
          <DateInput />
        </Form.Item>
        {result === "fit_with_adjustments" ? (
          <Form.Item name="workplace_restrictions" label={m("restrictions")}>
            <Input.TextArea rows={3} />
          </Form.Item>
        ) : null}
        <Form.Item name="next_visit_due" label={m("nextVisitDue")}>
          <DateInput />
        </Form.Item>
        <Form.Item name="certificate_file" label={m("file")}>
          <UploadField types={BUCKETS.documents.allowedMimeTypes} />
        </Form.Item>
        <Form.Item name="comment" label={m("comment")}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
