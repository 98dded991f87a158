// /settings/managees — 'Managés': the people the user manages or refers (from the user's
// context), with their autonomy.
import { useUpdate } from "@refinedev/core";
import { Alert, Form, Switch, Table } from "antd";
import { useEffect } from "react";
import { toast } from "../../../lib/toast/toast-store.ts";
import { AppTooltip } from "../../../components/tooltip/app-tooltip.tsx";
import { t } from "../../../i18n/index.ts";
import { errorMessage } from "../../../lib/errors/error-message.ts";
import { displayName } from "../../../lib/names/display-name.ts";
import { isManager } from "../../../lib/roles/flags.ts";
import type { TeamMemberRow } from "../../../lib/session/types.ts";
import { useCurrentUser, useRefreshCurrentUser } from "../../../session/use-current-user.ts";
import { SettingsHeader } from "../settings-header.tsx";
import { ConsultantFilterField } from "./consultant-filter-field.tsx";

export const ManageesPage = () => {
  const { user, isLoading, error } = useCurrentUser();
  const refreshUser = useRefreshCurrentUser();
  const { mutateAsync: update } = useUpdate();

  useEffect(() => {
    if (error) toast({ key: "managees-error", type: "error", description: t("settings.managees.loadError") });
  }, [error]);

  const toggle = async (member: TeamMemberRow, autonomous: boolean) => {
    try {
      await update({
        resource: "team_member",
        id: member.id,
        values: { is_autonomous: autonomous },
        successNotification: false,
        errorNotification: false,
      });
      await refreshUser();
      toast({ type: "success" });
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    }
  };

  const columns = [
    {
      title: t("settings.managees.name"),
      key: "name",
      render: (_: unknown, member: TeamMemberRow) => displayName(member),
    },
    { title: t("settings.managees.email"), dataIndex: "email", key: "email" },
    { title: t("settings.managees.level"), dataIndex: "management_level", key: "level" },
    {
      title: t("settings.managees.autonomous"),
      key: "autonomous",
      render: (_: unknown, member: TeamMemberRow) =>
        isManager(member.management_level) ? (
          <AppTooltip title={t("settings.managees.autonomousByLevel")}>
            <Switch checked disabled aria-label={`${t("settings.managees.autonomous")} — ${displayName(member)}`} />
          </AppTooltip>
        ) : (
          <Switch
            checked={member.is_autonomous}
            aria-label={`${t("settings.managees.autonomous")} — ${displayName(member)}`}
            onChange={(checked) => void toggle(member, checked)}
          />
        ),
    },
  ];

  return (
    <>
      <SettingsHeader title={t("settings.managees.title")} subtitle={t("settings.managees.subtitle")} />
      {user ? (
        <Form layout="vertical">
          <ConsultantFilterField userId={user.profile.id} />
        </Form>
      ) : null}
      {error ? (
        <Alert type="error" showIcon role="alert" message={t("settings.managees.loadError")} />
      ) : (
        <Table<TeamMemberRow>
          rowKey="id"
          loading={isLoading}
          dataSource={user?.managees ?? []}
          columns={columns}
          pagination={false}
          locale={{ emptyText: t("settings.managees.empty") }}
        />
      )}
    </>
  );
};
