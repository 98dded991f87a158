// /settings/managees — 'Managés': the people the user manages or refers, with their autonomy.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Form, Switch, Table } from "antd";
import { useEffect } from "react";
import { getSupabaseClient } from "../../../../providers/supabase-client.ts";
import { toast } from "../../../components/toast/toast-store.ts";
import { AppTooltip } from "../../../components/tooltip/app-tooltip.tsx";
import { t } from "../../../i18n/index.ts";
import { errorMessage } from "../../../lib/errors/error-message.ts";
import { displayName } from "../../../lib/names/display-name.ts";
import { isManager } from "../../../lib/roles/flags.ts";
import type { TeamMemberRow } from "../../../lib/session/types.ts";
import { useCurrentUser } from "../../../session/use-current-user.ts";
import { SettingsHeader } from "../settings-header.tsx";
import { ConsultantFilterField } from "./consultant-filter-field.tsx";
import { MANAGEES_KEY, loadManagees, setAutonomous } from "./managees-queries.ts";

export const ManageesPage = () => {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const managees = useQuery({ queryKey: [MANAGEES_KEY, user?.teamMember?.id], queryFn: () => loadManagees(getSupabaseClient()) });

  useEffect(() => {
    if (managees.isError) toast({ key: "managees-error", type: "error", description: t("settings.managees.loadError") });
  }, [managees.isError]);

  const toggle = async (member: TeamMemberRow, autonomous: boolean) => {
    try {
      await setAutonomous(getSupabaseClient(), member.id, autonomous);
      await queryClient.invalidateQueries({ queryKey: [MANAGEES_KEY] });
      toast({ type: "success" });
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    }
  };

  const columns = [
    { title: t("settings.managees.name"), key: "name", render: (_: unknown, member: TeamMemberRow) => displayName(member) },
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
      {managees.isError ? (
        <Alert type="error" showIcon role="alert" message={t("settings.managees.loadError")} />
      ) : (
        <Table<TeamMemberRow>
          rowKey="id"
          loading={managees.isLoading}
          dataSource={managees.data ?? []}
          columns={columns}
          pagination={false}
          locale={{ emptyText: t("settings.managees.empty") }}
        />
      )}
    </>
  );
};
