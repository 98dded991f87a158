// /settings/account — 'Mon compte': profile, avatar, password, and the connected calendar.
import { useInvalidateAuthStore } from "@refinedev/core";
import { Divider, Typography } from "antd";
import { PageLoading } from "../../../components/page-loading.tsx";
import { t } from "../../../i18n/index.ts";
import { useCurrentUser, useRefreshCurrentUser } from "../../../session/use-current-user.ts";
import { SettingsHeader } from "../settings-header.tsx";
import { AvatarUpload } from "./avatar-upload.tsx";
import { CalendarSection } from "./calendar-section.tsx";
import { PasswordForm } from "./password-form.tsx";
import { ProfileForm } from "./profile-form.tsx";

export const AccountPage = () => {
  const { user } = useCurrentUser();
  const refreshUser = useRefreshCurrentUser();
  const invalidateAuth = useInvalidateAuthStore();
  if (!user) return <PageLoading />;
  const refresh = () => void Promise.all([refreshUser(), invalidateAuth()]);
  return (
    <>
      <SettingsHeader title={t("settings.account.title")} subtitle={t("settings.account.subtitle")} />
      <Typography.Title level={3}>{t("settings.account.avatar")}</Typography.Title>
      <AvatarUpload userId={user.profile.id} name={user.name} avatar={user.profile.avatar} onSaved={refresh} />
      <Divider />
      <Typography.Title level={3}>{t("settings.account.profile")}</Typography.Title>
      <ProfileForm profile={user.profile} onSaved={refresh} />
      <Divider />
      <Typography.Title level={3}>{t("settings.account.password")}</Typography.Title>
      <PasswordForm />
      <Divider />
      <CalendarSection />
    </>
  );
};
