// "Inviter un membre": the address (and names) of the person to invite into the current
// workspace. The invite-member function checks the right in the database, records the member
// and has the invitation mailed; the link lands on /auth/invitation, where they choose a password.
import { Button, Form, Input, Modal } from "antd";
import { useState } from "react";
import { invokeFunction } from "../../../providers/client-calls.ts";
import { t } from "../../../src/i18n/index.ts";

type Values = { email: string; first_name?: string; last_name?: string };

/** Calls the function; a refusal comes back as an error carrying the database's French message. */
export const inviteMember = (values: Values): Promise<void> =>
  invokeFunction("invite-member", { ...values, redirect_to: `${window.location.origin}/auth/invitation` });

export const InviteMemberButton = ({ onInvite }: { onInvite: (values: Values) => Promise<boolean> }) => {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    setSending(true);
    const ok = await onInvite(values).finally(() => setSending(false));
    if (ok) {
      form.resetFields();
      setOpen(false);
    }
  };
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t("settings.members.invite")}
      </Button>
      <Modal
        open={open}
        title={t("settings.members.inviteTitle")}
        okText={t("settings.members.inviteSubmit")}
        confirmLoading={sending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{t("settings.members.inviteHelp")}</p>
        <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
          <Form.Item
            label={t("settings.members.inviteEmail")}
            name="email"
            rules={[{ required: true, type: "email", message: t("settings.members.inviteEmailInvalid") }]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item label={t("settings.members.inviteFirstName")} name="first_name" rules={[{ max: 100 }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label={t("settings.members.inviteLastName")} name="last_name" rules={[{ max: 100 }]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
