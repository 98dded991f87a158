// /auth/recovery: the recovery link signed the user in; they choose a new password.
// /auth/invitation: the same for an invited member choosing their first password.
import { useUpdatePassword } from "@refinedev/core";
import { Alert, Button, Form, Input, Spin } from "antd";
import { t } from "../../i18n/index.ts";
import { AuthCard } from "./auth-card.tsx";
import { useSessionFromLink } from "./use-session-from-link.ts";
import { passwordRules, confirmRules } from "./password-rules.ts";

type Values = { password: string; confirm: string };

const TEXTS = {
  recovery: { title: "auth.recovery.title", subtitle: "auth.recovery.subtitle", noSession: "auth.recovery.noSession" },
  invitation: {
    title: "auth.invitation.title",
    subtitle: "auth.invitation.subtitle",
    noSession: "auth.invitation.noSession",
  },
} as const;

const PasswordChoice = ({ kind }: { kind: keyof typeof TEXTS }) => {
  const outcome = useSessionFromLink();
  const { mutate, isPending } = useUpdatePassword<{ password: string }>();
  const texts = TEXTS[kind];
  return (
    <AuthCard title={t(texts.title)} subtitle={t(texts.subtitle)}>
      {outcome === "pending" ? <Spin /> : null}
      {outcome === "failed" ? <Alert type="error" showIcon role="alert" message={t(texts.noSession)} /> : null}
      {outcome === "signed-in" ? (
        <Form<Values> layout="vertical" requiredMark={false} onFinish={({ password }) => mutate({ password })}>
          <Form.Item label={t("auth.recovery.password")} name="password" rules={passwordRules()}>
            <Input.Password autoComplete="new-password" autoFocus />
          </Form.Item>
          <Form.Item
            label={t("auth.recovery.confirm")}
            name="confirm"
            dependencies={["password"]}
            rules={confirmRules()}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isPending}>
            {t("auth.recovery.submit")}
          </Button>
        </Form>
      ) : null}
    </AuthCard>
  );
};

export const RecoveryPage = () => <PasswordChoice kind="recovery" />;
export const InvitationPage = () => <PasswordChoice kind="invitation" />;
