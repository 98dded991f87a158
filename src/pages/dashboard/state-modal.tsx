// Snooze (until a chosen day) or dismiss an action item, with a reason
// (public.set_action_item_state, the database checks the reason again).
import { useInvalidate } from "@refinedev/core";
import { Form, Input, Modal, Radio } from "antd";
import { useId } from "react";
import { useRpcMutation } from "../../../providers/rpc.ts";
import { t } from "../../i18n/index.ts";
import { dayjs } from "../../lib/dates/dayjs.ts";
import { ACTION_CENTRE_RESOURCE } from "./action-centre-read.ts";
import type { ActionItem } from "./action-centre.utils.ts";

export type StateAction = "snooze" | "dismiss";
type Values = { reason: string; days: number };

/** How long a snooze lasts: until tomorrow, in 3 days, in a week (8:00, the start of a working day). */
export const SNOOZE_DAYS = [1, 3, 7] as const;
export const snoozeUntil = (days: number, from = dayjs()) =>
  from.add(days, "day").hour(8).minute(0).second(0).millisecond(0);

export const StateModal = ({
  item,
  action,
  onClose,
}: {
  item: ActionItem;
  action: StateAction;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<Values>();
  const titleId = useId();
  const invalidate = useInvalidate();
  const { mutate, isPending } = useRpcMutation();
  const submit = (values: Values) =>
    mutate(
      "set_action_item_state",
      {
        p_rule: item.rule,
        p_subject_id: item.subject_id,
        p_reason: values.reason,
        p_until: action === "snooze" ? snoozeUntil(values.days).toISOString() : null,
      },
      {
        successNotification: () => ({
          type: "success",
          message: t("toasts.successTitle"),
          description: t(action === "snooze" ? "actionCentre.state.snoozed" : "actionCentre.state.dismissed"),
        }),
        onSuccess: () => {
          void invalidate({ resource: ACTION_CENTRE_RESOURCE, invalidates: ["list"] });
          onClose();
        },
      },
    );
  const title = t(action === "snooze" ? "actionCentre.state.snoozeTitle" : "actionCentre.state.dismissTitle", {
    label: item.label,
  });
  return (
    <Modal
      open
      title={<span id={titleId}>{title}</span>}
      okText={t("actionCentre.state.save")}
      onOk={() => form.submit()}
      okButtonProps={{ loading: isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        aria-labelledby={titleId}
        initialValues={{ days: 1 }}
        onFinish={submit}
      >
        {action === "snooze" && (
          <Form.Item
            name="days"
            label={t("actionCentre.state.until")}
            rules={[{ required: true, message: t("actionCentre.state.untilRequired") }]}
          >
            <Radio.Group
              aria-label={t("actionCentre.state.until")}
              options={SNOOZE_DAYS.map((days) => ({ value: days, label: snoozeUntil(days).format("dddd D MMMM") }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t("actionCentre.state.reason")}
          rules={[{ required: true, whitespace: true, message: t("actionCentre.state.reasonRequired") }]}
        >
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
