// The add / move form of a shift: native date and time inputs (keyboard and phone friendly);
// a refusal from the database (overlap, limits, period) is shown in the toast and the modal
// keeps what was typed.
import { Form, Input, InputNumber, Modal, Select } from "antd";
import { DateInput, TimeInput } from "../../components/date-picker/french-pickers.tsx";
import { useEffect } from "react";
import { t, type MessageVars } from "../../i18n/index.ts";
import { enumLabel } from "../../lib/enums/labels.ts";
import type { EntryFormValues } from "./contract-planning.ts";

const d = (key: string, vars?: MessageVars) => t(`planning.detail.${key}` as Parameters<typeof t>[0], vars);
const required = [{ required: true, message: d("required") }];
const TYPES = ["day", "night", "on_call"] as const;

export const EntryModal = ({
  open,
  title,
  initial,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  initial: Partial<EntryFormValues>;
  saving: boolean;
  onSave: (values: EntryFormValues) => void;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<EntryFormValues>();
  useEffect(() => {
    if (open) form.setFieldsValue({ shift_type: "day", break_minutes: 0, ...initial });
  }, [open, initial, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={d("save")}
      cancelText={d("keep")}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<EntryFormValues> form={form} layout="vertical" aria-label={title} onFinish={onSave}>
        <Form.Item name="date" label={d("date")} rules={required}>
          <DateInput />
        </Form.Item>
        <Form.Item name="start_time" label={d("startTime")} rules={required}>
          <TimeInput />
        </Form.Item>
        <Form.Item name="end_time" label={d("endTime")} rules={required}>
          <TimeInput />
        </Form.Item>
        <Form.Item name="break_minutes" label={d("breakMinutes")}>
          <InputNumber min={0} max={600} step={15} style={{ width: "100%" }} />
        </Form.Item>
        <Form.Item name="shift_type" label={d("type")} rules={required}>
          <Select options={TYPES.map((v) => ({ value: v, label: enumLabel("planning_shift_type", v) }))} />
        </Form.Item>
        <Form.Item name="worksite_label" label={d("worksite")} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
};
