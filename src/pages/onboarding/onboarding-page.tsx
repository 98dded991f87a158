// /onboarding: a new team member gives first name, last name and phone, then is onboarded.
import { useInvalidateAuthStore } from "@refinedev/core";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../lib/toast/toast-store.ts";
import { t } from "../../i18n/index.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";
import { useCurrentUser, useRefreshCurrentUser } from "../../session/use-current-user.ts";
import { AuthCard } from "../auth/auth-card.tsx";
import { useCompleteOnboarding, type OnboardingValues } from "./onboarding-queries.ts";

export const OnboardingPage = () => {
  const { user } = useCurrentUser();
  const refreshUser = useRefreshCurrentUser();
  const invalidateAuth = useInvalidateAuthStore();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const completeOnboarding = useCompleteOnboarding();
  const memberId = user?.teamMember?.id;

  const save = async (values: OnboardingValues) => {
    if (!memberId || !user) return;
    setSaving(true);
    try {
      await completeOnboarding(user.profile.id, memberId, values);
      await Promise.all([refreshUser(), invalidateAuth()]);
      toast({ type: "success", description: t("auth.onboarding.done") });
      navigate("/", { replace: true });
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthCard title={t("auth.onboarding.title")} subtitle={t("auth.onboarding.subtitle")}>
      <Form<OnboardingValues>
        layout="vertical"
        initialValues={{
          first_name: user?.profile.firstName,
          last_name: user?.profile.lastName,
          phone_number: user?.profile.phone,
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          label={t("auth.onboarding.firstName")}
          name="first_name"
          rules={[{ required: true, whitespace: true }]}
        >
          <Input autoComplete="given-name" autoFocus />
        </Form.Item>
        <Form.Item
          label={t("auth.onboarding.lastName")}
          name="last_name"
          rules={[{ required: true, whitespace: true }]}
        >
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label={t("auth.onboarding.phone")} name="phone_number">
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={saving}>
          {t("auth.onboarding.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
};
