// The workspace switcher, shown only to users allowed to switch (spec §6): a menu of the
// workspaces they belong to. Switching updates team_member.workspace_id, then every cached
// query is refetched in the new workspace.
import { DownOutlined, SwapOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Dropdown, Space, Tag } from "antd";
import { getSupabaseClient } from "../../../providers/supabase-client.ts";
import { toast } from "../../components/toast/toast-store.ts";
import { t } from "../../i18n/index.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";
import { useCurrentUser } from "../../session/use-current-user.ts";
import { fetchWorkspaces, switchWorkspace } from "./workspace-queries.ts";

export const WorkspaceSwitcher = () => {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const allowed = !!user?.flags.canSwitchWorkspace;
  const workspaces = useQuery({ queryKey: ["workspaces"], queryFn: () => fetchWorkspaces(getSupabaseClient()), enabled: allowed });
  const member = user?.teamMember;
  if (!allowed || !user || !member) return null;

  const choices = workspaces.data ?? [];
  const current = user.workspace?.name ?? "";

  const choose = async (workspaceId: string) => {
    if (workspaceId === member.workspace_id) return;
    try {
      await switchWorkspace(getSupabaseClient(), member.id, workspaceId);
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
      <Button icon={<SwapOutlined aria-hidden />} loading={workspaces.isLoading} aria-label={`${t("layout.workspace.switchTo")} (${current})`}>
        <Space>
          {t("layout.workspace.label")} : {current}
          <DownOutlined aria-hidden />
        </Space>
      </Button>
    </Dropdown>
  );
};
