// Asks for the rejection reason (public.application_rejection_reason, labels from the
// database; ten radios, one click or arrow keys) before a rejection: one card on the board, or a selection on /applications.
import { Form, Modal, Radio } from "antd";
import { useEffect } from "react";
import { t } from "../../i18n/index.ts";
import { mayRejectWith, type RejectionReason } from "./move-rules.ts";
import { enumStyle } from "../../lib/enums/labels.ts";

const REASONS = enumStyle("application_rejection_reason");

type Option = { value: string; label: string };

/** The reasons as radios in a named radiogroup (antd's group has no role of its own). */
const ReasonRadios = ({
  options,
  value,
  onChange,
}: {
  options: Option[];
  value?: string;
  onChange?: (value: string) => void;
}) => (
  <div role="radiogroup" aria-label={t("resources.kanban.reason.label")}>
    <Radio.Group
      value={value}
      onChange={(event) => onChange?.(event.target.value as string)}
      options={options}
      style={{ display: "flex", flexDirection: "column", gap: 4 }}
    />
  </div>
);

type Props = {
  open: boolean;
  title: string;
  onCancel: () => void;
  onConfirm: (reason: RejectionReason) => void;
  /** The user's roles: only the reasons they may record are offered (all when absent). */
  roles?: readonly string[];
};

export const RejectReasonModal = ({ open, title, onCancel, onConfirm, roles }: Props) => {
  const [form] = Form.useForm<{ reason: RejectionReason }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={t("resources.kanban.reason.ok")}
      cancelText={t("resources.kanban.cancel")}
      okButtonProps={{ danger: true }}
      onCancel={onCancel}
      // a missing reason shows under the field (the rejected promise carries nothing else)
      onOk={() =>
        form.validateFields().then(
          (values) => onConfirm(values.reason),
          () => undefined,
        )
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="rejection-reason" aria-label={title}>
        <Form.Item
          name="reason"
          label={t("resources.kanban.reason.label")}
          rules={[{ required: true, message: t("resources.kanban.reason.required") }]}
        >
          <ReasonRadios
            options={Object.entries(REASONS)
              .filter(([value]) => !roles || mayRejectWith(roles, value as RejectionReason))
              .map(([value, style]) => ({ value, label: style.label }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
