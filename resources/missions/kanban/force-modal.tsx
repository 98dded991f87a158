// A developer's forced move (break-glass): asks the mandatory comment, then calls
// public.force_application_stage, which logs the move as forced and flags the card with who
// and when. A refusal keeps the dialog and the comment, with the database's French message.
import { useInvalidate } from "@refinedev/core";
import { Form, Input, Modal, Typography } from "antd";
import { useRpcMutation } from "../../../providers/rpc.ts";
import { successNotificationWith } from "../../../src/lib/forms/notifications.ts";
import { t } from "../../../src/i18n/index.ts";
import { talentName } from "./card.tsx";
import { REJECTED, type Column } from "../../../src/domain/applications/move-rules.ts";
import type { KanbanCard } from "./types.ts";

export type Forcing = { card: KanbanCard; target: Column };

type Props = {
  forcing: Forcing | null;
  stageLabel: string;
  onClose: () => void;
};

export const ForceStageModal = ({ forcing, stageLabel, onClose }: Props) => {
  const [form] = Form.useForm<{ comment: string }>();
  const { mutate, isPending } = useRpcMutation();
  const invalidate = useInvalidate();
  const name = forcing ? talentName(forcing.card) : "";
  const title = t("resources.kanban.force.title", { name, stage: stageLabel });
  const submit = ({ comment }: { comment: string }) => {
    // a rejection is never forced (forcedColumns leaves it out): it is no stage of the pipeline
    if (!forcing || forcing.target === REJECTED) return;
    mutate(
      "force_application_stage",
      { p_id: forcing.card.id, p_stage: forcing.target, p_comment: comment.trim() },
      {
        successNotification: successNotificationWith(
          t("resources.kanban.force.done", { name: talentName(forcing.card), stage: stageLabel }),
        ),
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
      okButtonProps={{ danger: true, loading: isPending }}
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
