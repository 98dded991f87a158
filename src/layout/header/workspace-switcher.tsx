// The workspace switcher, shown only to users allowed to switch (docs/rules/roles.md#workspaces): a menu of the
// workspaces they belong to (RLS returns exactly those), plus "Tous mes workspaces" for the roles
// that span workspaces. The choice is saved on team_member (workspace_id, sees_all_workspaces),
// which the database's read rules honour (it refuses a workspace the member does not belong to);
// then the user's context and every cached read are read again in the new scope.
import { DownOutlined, SwapOutlined } from "@ant-design/icons";
import { useList, useUpdate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Dropdown, Space, Tag } from "antd";
import { toast } from "../../lib/toast/toast-store.ts";
import { t } from "../../i18n/index.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";
import type { WorkspaceRow } from "../../lib/session/types.ts";
import { useCurrentUser, useRefreshCurrentUser } from "../../session/use-current-user.ts";

/** The menu key of "all my workspaces" (never a workspace id: those are uuids). */
export const ALL_WORKSPACES_KEY = "all";

export const WorkspaceSwitcher = () => {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshCurrentUser();
  const allowed = !!user?.flags.canSwitchWorkspace;
  const { result, query } = useList<WorkspaceRow>({
    resource: "workspace",
    sorters: [{ field: "name", order: "asc" }],
    pagination: { mode: "off" },
    queryOptions: { enabled: allowed },
    errorNotification: false,
  });
  const { mutateAsync: update } = useUpdate();
  const member = user?.teamMember;
  if (!allowed || !user || !member) return null;

  const choices = result.data ?? [];
  // the database honours "all" only for these roles: the label says what the lists show
  const seesAll = user.flags.canSeeAllWorkspaces && member.sees_all_workspaces;
  const offersAll = user.flags.canSeeAllWorkspaces && choices.length > 1;
  const current = seesAll ? t("layout.workspace.all") : (user.workspace?.name ?? "");
  const selected = seesAll ? ALL_WORKSPACES_KEY : member.workspace_id;

  const choose = async (key: string) => {
    if (key === selected) return;
    const values =
      key === ALL_WORKSPACES_KEY ? { sees_all_workspaces: true } : { workspace_id: key, sees_all_workspaces: false };
    try {
      await update({
        resource: "team_member",
        id: member.id,
        values,
        successNotification: false,
        errorNotification: false,
      });
      await refreshUser();
      // every read depends on the current workspace (RLS): read again in the background, the
      // switch is done once the user's context says so
      void queryClient.invalidateQueries();
      const name = choices.find((workspace) => workspace.id === key)?.name ?? "";
      toast({
        type: "success",
        description:
          key === ALL_WORKSPACES_KEY ? t("layout.workspace.allSwitched") : t("layout.workspace.switched", { name }),
      });
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    }
  };

  const items = [
    ...choices.map((workspace) => ({
      key: workspace.id,
      label: (
        <Space>
          <span>{workspace.name}</span>
          <Tag>{t(`layout.workspace.types.${workspace.type}`)}</Tag>
        </Space>
      ),
    })),
    ...(offersAll ? [{ type: "divider" as const }, { key: ALL_WORKSPACES_KEY, label: t("layout.workspace.all") }] : []),
  ];

  return (
    <Dropdown
      trigger={["click"]}
      placement="bottomRight"
      menu={{
        items,
        selectable: true,
        selectedKeys: selected ? [selected] : [],
        onClick: ({ key }) => void choose(key),
      }}
    >
      <Button
        icon={<SwapOutlined aria-hidden />}
        loading={query.isLoading}
        aria-label={t("layout.workspace.switcher", { name: current })}
      >
        <Space>
          {t("layout.workspace.label")} : {current}
          <DownOutlined aria-hidden />
        </Space>
      </Button>
    </Dropdown>
  );
};
