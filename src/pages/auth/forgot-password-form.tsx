// "Mot de passe oublié ?": sends the recovery link, which lands on /auth/recovery.
import { useForgotPassword } from "@refinedev/core";
import { Alert, Button, Form, Input } from "antd";
import { useState } from "react";
import { t } from "../../i18n/index.ts";
import { AuthCard } from "./auth-card.tsx";

export const ForgotPasswordForm = ({ onBack }: { onBack: () => void }) => {
  const [sent, setSent] = useState(false);
  const { mutate, isPending } = useForgotPassword<{ email: string }>();
  return (
    <AuthCard title={t("auth.forgot.title")} subtitle={t("auth.forgot.subtitle")}>
      {sent ? <Alert type="success" showIcon message={t("auth.forgot.sent")} style={{ marginBottom: 16 }} /> : null}
      <Form<{ email: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => mutate(values, { onSuccess: (result) => setSent(result.success) })}
      >
        <Form.Item
          label={t("auth.login.email")}
          name="email"
          rules={[
            { required: true, message: t("auth.login.emailRequired") },
            { type: "email", message: t("auth.login.emailInvalid") },
          ]}
        >
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t("auth.forgot.submit")}
        </Button>
      </Form>
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        {t("auth.forgot.backToLogin")}
      </Button>
    </AuthCard>
  );
};
