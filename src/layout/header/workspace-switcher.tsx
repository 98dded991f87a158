// The workspace switcher, shown only to users allowed to switch (spec §6): a menu of the
// workspaces they belong to (RLS returns exactly those). Switching updates
// team_member.workspace_id (the database refuses a workspace the member does not belong to),
// then the user's context and every cached read are read again in the new workspace.
import { DownOutlined, SwapOutlined } from "@ant-design/icons";
import { useList, useUpdate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Dropdown, Space, Tag } from "antd";
import { toast } from "../../components/toast/toast-store.ts";
import { t } from "../../i18n/index.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";
import type { WorkspaceRow } from "../../lib/session/types.ts";
import { useCurrentUser, useRefreshCurrentUser } from "../../session/use-current-user.ts";

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
  const current = user.workspace?.name ?? "";

  const choose = async (workspaceId: string) => {
    if (workspaceId === member.workspace_id) return;
    try {
      await update({ resource: "team_member", id: member.id, values: { workspace_id: workspaceId }, successNotification: false, errorNotification: false });
      await refreshUser();
      // every read depends on the current workspace (RLS)
      await queryClient.invalidateQueries();
      const name = choices.find((workspace) => workspace.id === workspaceId)?.name ?? "";
      toast({ type: "success", description: t("layout.workspace.switched", { name }) });
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    }
  };

  const items = choices.map((workspace) => ({
    key: workspace.id,
    label: (
      <Space>
        <span>{workspace.name}</span>
        <Tag>{t(`layout.workspace.types.${workspace.type}`)}</Tag>
      </Space>
    ),
  }));

  return (
    <Dropdown
      trigger={["click"]}
      placement="bottomRight"
      menu={{ items, selectable: true, selectedKeys: member.workspace_id ? [member.workspace_id] : [], onClick: ({ key }) => void choose(key) }}
    >
      <Button icon={<SwapOutlined aria-hidden />} loading={query.isLoading} aria-label={`${t("layout.workspace.switchTo")} (${current})`}>
        <Space>
          {t("layout.workspace.label")} : {current}
          <DownOutlined aria-hidden />
        </Space>
      </Button>
    </Dropdown>
  );
};
