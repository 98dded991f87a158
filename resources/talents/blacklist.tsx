// "Ne plus déléguer": asks for a reason (the database requires it and checks the role);
// lifting it is offered to those the access-control provider allows.
import { useCan, useUpdate } from "@refinedev/core";
import { Button, Form, Input, Modal } from "antd";
import { useState } from "react";
import { MUTATION_NOTIFICATIONS } from "../../src/components/form/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import type { AppRole } from "../../src/lib/roles/roles.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import type { TalentRow } from "./types.ts";

/** Mirrors private.prepare_talent: consultants and CSMs blacklist, only a CSM (or a developer) lifts. */
export const BLACKLIST_ROLES: readonly AppRole[] = [
  "consultant_team_member",
  "csm_team_member",
  "team_member_developer",
];
export const LIFT_BLACKLIST_ROLES: readonly AppRole[] = ["csm_team_member", "team_member_developer"];
const hasAny = (roles: readonly string[], allowed: readonly AppRole[]) =>
  roles.some((role) => allowed.includes(role as AppRole));

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
  if (!canEdit?.can || !hasAny(roles, talent.blacklisted_at ? LIFT_BLACKLIST_ROLES : BLACKLIST_ROLES)) return null;

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
