// Records, edits or removes a talent's unavailability: dates (native date inputs, keyboard and
// phone friendly), the part of the day, a reason from the database's list and a comment. One
// call each (public.save_unavailability, public.cancel_unavailability); a refusal (an overlap
// with a shift, in French) shows in the toast and the dialog keeps what was typed.
import { Button, Form, Input, Modal, Popconfirm, Radio } from "antd";
import { DateInput, TimeInput } from "../../components/date-picker/french-pickers.tsx";
import { useEffect } from "react";
import { useRpcMutation } from "../../../providers/rpc.ts";
import { FormSelect } from "../../components/form/form-select.tsx";
import { MUTATION_NOTIFICATIONS } from "../../lib/forms/notifications.ts";
import { useTalentsSelect } from "../talents/talents-select.ts";
import { datesInOrder, PARTS, toSave, u, type UnavailabilityFormValues } from "./unavailability.ts";
import { enumStyle } from "../../lib/enums/labels.ts";

const REASONS = enumStyle("planning_unavailability_reason");

export type UnavailabilityModalProps = {
  open: boolean;
  /** the unavailability edited; null to record a new one */
  editingId: string | null;
  /** the talent, when the screen already says whose it is (no talent field then) */
  talentId?: string;
  initial: Partial<UnavailabilityFormValues>;
  onClose: () => void;
  onSaved: () => void;
};

const required = [{ required: true, message: u("required") }];

/** The parts of the day as radios in a named radiogroup (antd's group has no role of its own). */
const PartRadios = ({ value, onChange }: { value?: string; onChange?: (value: string) => void }) => (
  <div role="radiogroup" aria-label={u("part")}>
    <Radio.Group
      value={value}
      onChange={(event) => onChange?.(event.target.value as string)}
      options={PARTS.map((p) => ({ value: p, label: u(`parts.${p}`) }))}
    />
  </div>
);

const TalentField = ({ initial }: { initial?: string }) => {
  const { selectProps } = useTalentsSelect(initial);
  return (
    <Form.Item name="talent_id" label={u("talent")} rules={required}>
      <FormSelect {...selectProps} showSearch allowClear />
    </Form.Item>
  );
};

export const UnavailabilityModal = ({
  open,
  editingId,
  talentId,
  initial,
  onClose,
  onSaved,
}: UnavailabilityModalProps) => {
  const [form] = Form.useForm<UnavailabilityFormValues>();
  const { mutate, isPending } = useRpcMutation();
  const part = Form.useWatch("part", form);
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue({ part: "full", talent_id: talentId, ...initial });
    }
  }, [open, initial, talentId, form]);
  const title = editingId ? u("editTitle") : u("newTitle");
  const done = () => {
    onSaved();
    onClose();
  };
  const submit = (values: UnavailabilityFormValues) =>
    mutate(
      "save_unavailability",
      { p_values: toSave({ ...values, talent_id: talentId ?? values.talent_id }), p_id: editingId },
      { ...MUTATION_NOTIFICATIONS, onSuccess: done },
    );
  const remove = () =>
    editingId && mutate("cancel_unavailability", { p_id: editingId }, { ...MUTATION_NOTIFICATIONS, onSuccess: done });

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      forceRender
      footer={[
        editingId ? (
          <Popconfirm
            key="remove"
            title={u("removeConfirm")}
            okText={u("removeOk")}
            cancelText={u("keep")}
            onConfirm={remove}
          >
            <Button danger disabled={isPending}>
              {u("remove")}
            </Button>
          </Popconfirm>
        ) : null,
        <Button key="close" onClick={onClose}>
          {u("close")}
        </Button>,
        <Button key="save" type="primary" loading={isPending} onClick={() => form.submit()}>
          {u("save")}
        </Button>,
      ]}
    >
      <Form<UnavailabilityFormValues> form={form} layout="vertical" aria-label={title} onFinish={submit}>
        {talentId || !open ? null : <TalentField initial={initial.talent_id} />}
        <Form.Item name="date_from" label={u("dateFrom")} rules={required}>
          <DateInput />
        </Form.Item>
        <Form.Item
          name="date_to"
          label={u("dateTo")}
          dependencies={["date_from"]}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value?: string) =>
                datesInOrder(getFieldValue("date_from") as string | undefined, value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(u("dateOrder"))),
            }),
          ]}
        >
          <DateInput />
        </Form.Item>
        <Form.Item name="part" label={u("part")} rules={required}>
          <PartRadios />
        </Form.Item>
        {part === "hours" ? (
          <>
            <Form.Item name="start_time" label={u("startTime")} rules={required}>
              <TimeInput />
            </Form.Item>
            <Form.Item name="end_time" label={u("endTime")} rules={required}>
              <TimeInput />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="reason" label={u("reason")} rules={required}>
          <FormSelect options={Object.entries(REASONS).map(([value, style]) => ({ value, label: style.label }))} />
        </Form.Item>
        <Form.Item
          name="comment"
          label={u("comment")}
          extra={u("commentHelp")}
          rules={[{ max: 500, message: u("commentMax") }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
