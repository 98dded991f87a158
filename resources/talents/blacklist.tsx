// "Ne plus déléguer": asks for a reason (the database requires it and checks the role);
// lifting it is offered to those the access-control provider allows.
import { useCan, useUpdate } from "@refinedev/core";
import { Button, Form, Input, Modal } from "antd";
import { useState } from "react";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import type { TalentRow } from "./types.ts";

export const BlacklistButton = ({
  talent,
  onDone,
}: {
  talent: Pick<TalentRow, "id" | "blacklisted_at">;
  onDone: () => void;
}) => {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const { mutate, mutation } = useUpdate();
  const { data: canEdit } = useCan({ resource: "talent", action: "edit", params: { id: talent.id } });
  const roles = useCurrentUser().user?.roles ?? [];
  // consultants and CSMs blacklist, only a CSM lifts (public.action_right, asked by private.prepare_talent)
  if (!canEdit?.can || !mayDo(roles, talent.blacklisted_at ? "talent.lift_blacklist" : "talent.blacklist")) return null;

  const save = (values: { blacklisted_at: string | null; blacklist_reason: string | null }) =>
    mutate(
      { resource: "talent", id: talent.id, values, ...MUTATION_NOTIFICATIONS },
      {
        onSuccess: () => {
          setOpen(false);
          form.resetFields();
          onDone();
        },
      },
    );

  if (talent.blacklisted_at)
    return (
      <Button onClick={() => save({ blacklisted_at: null, blacklist_reason: null })} loading={mutation.isPending}>
        {t("resources.talents.blacklist.lift")}
      </Button>
    );
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t("resources.talents.blacklist.action")}
      </Button>
      <Modal
        open={open}
        title={t("resources.talents.blacklist.title")}
        okText={t("resources.talents.blacklist.confirm")}
        cancelText={t("components.form.cancel")}
        okButtonProps={{ danger: true, loading: mutation.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
      >
        <Form
          form={form}
          // its own ids: the talent's page holds other forms with a "reason" field
          name="talent-blacklist"
          layout="vertical"
          onFinish={({ reason }) => save({ blacklisted_at: new Date().toISOString(), blacklist_reason: reason.trim() })}
        >
          <Form.Item
            name="reason"
            label={t("resources.talents.blacklist.reason")}
            rules={[{ required: true, whitespace: true, message: t("components.form.required") }]}
          >
            <Input.TextArea rows={3} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
