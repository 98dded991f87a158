// A developer's forced move (break-glass): asks the mandatory comment, then calls
// public.force_application_stage, which logs the move as forced and flags the card with who
// and when. A refusal keeps the dialog and the comment, with the database's French message.
import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { Form, Input, Modal, Typography } from "antd";
import { dbErrorNotification, successNotificationWith } from "../../../src/components/form/notifications.ts";
import { t } from "../../../src/i18n/index.ts";
import { talentName } from "./card.tsx";
import type { Column } from "./move-rules.ts";
import type { KanbanCard } from "./types.ts";

export type Forcing = { card: KanbanCard; target: Column };

type Props = {
  forcing: Forcing | null;
  stageLabel: string;
  onClose: () => void;
};

export const ForceStageModal = ({ forcing, stageLabel, onClose }: Props) => {
  const [form] = Form.useForm<{ comment: string }>();
  const { mutate, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const name = forcing ? talentName(forcing.card) : "";
  const title = t("resources.kanban.force.title", { name, stage: stageLabel });
  const submit = ({ comment }: { comment: string }) => {
    if (!forcing) return;
    mutate(
      {
        url: "rpc/force_application_stage",
        method: "post",
        values: { p_id: forcing.card.id, p_stage: forcing.target, p_comment: comment.trim() },
        successNotification: successNotificationWith(
          t("resources.kanban.force.done", { name: talentName(forcing.card), stage: stageLabel }),
        ),
        errorNotification: dbErrorNotification,
      },
      {
        onSuccess: () => {
          void invalidate({ resource: "application", invalidates: ["list"] });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open={!!forcing}
      title={title}
      okText={t("resources.kanban.force.ok")}
      cancelText={t("resources.kanban.cancel")}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t("resources.kanban.force.body")}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="force-stage" aria-label={title} onFinish={submit}>
        <Form.Item
          name="comment"
          label={t("resources.kanban.force.comment")}
          rules={[{ required: true, whitespace: true, message: t("resources.kanban.force.required") }]}
        >
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
