// Changing the password of the signed-in account.
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { toast } from "../../../lib/toast/toast-store.ts";
import { t } from "../../../i18n/index.ts";
import { authErrorMessage } from "../../../lib/auth/auth-error-message.ts";
import { confirmRules, passwordRules } from "../../auth/password-rules.ts";
import { changePassword } from "./account-queries.ts";

type Values = { password: string; confirm: string };

export const PasswordForm = () => {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const save = async ({ password }: Values) => {
    setSaving(true);
    try {
      await changePassword(password);
      form.resetFields();
      toast({ type: "success", description: t("settings.account.passwordUpdated") });
    } catch (error) {
      toast({ type: "error", description: authErrorMessage(error) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<Values> form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={(values) => void save(values)}>
      <Form.Item label={t("settings.account.newPassword")} name="password" rules={passwordRules()}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t("settings.account.confirmPassword")}
        name="confirm"
        dependencies={["password"]}
        rules={confirmRules()}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button htmlType="submit" loading={saving}>
        {t("settings.account.changePassword")}
      </Button>
    </Form>
  );
};
