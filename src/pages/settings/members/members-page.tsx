// /settings/members — 'Membres': the team members of the current workspace, their roles and
// management level. Editing follows the role matrix; RLS has the last word. Below, for managers
// of level 3 or more and developers, « Accès aux fonctionnalités » (feature-access-section.tsx).
import { Table, Tag } from "antd";
import { toast } from "../../../lib/toast/toast-store.ts";
import { t } from "../../../i18n/index.ts";
import { errorMessage } from "../../../lib/errors/error-message.ts";
import { displayName } from "../../../lib/names/display-name.ts";
import { useCurrentUser, useRefreshCurrentUser } from "../../../session/use-current-user.ts";
import { SettingsHeader } from "../settings-header.tsx";
import { LevelStepper } from "./level-stepper.tsx";
import { useMemberWrites, useWorkspaceMembers, type MemberWithRoles } from "./members-queries.ts";
import { InviteMemberButton, inviteMember } from "../../../../resources/team-members/public/invite-member.tsx";
import { canInviteMembers, memberRights } from "./member-rights.ts";
import { RoleTags } from "./role-tags.tsx";
import { decidesFeatureAccess } from "../../../lib/feature-access/feature-access.ts";
import { FeatureAccessSection } from "./feature-access-section.tsx";

export const MembersPage = () => {
  const { user } = useCurrentUser();
  const refreshUser = useRefreshCurrentUser();
  const members = useWorkspaceMembers(user?.teamMember?.workspace_id ?? null);
  const { addRole, removeRole, setManagementLevel, refresh } = useMemberWrites();
  const me = {
    roles: user?.roles ?? [],
    level: user?.teamMember?.management_level ?? 1,
    teamMemberId: user?.teamMember?.id ?? null,
  };

  /** Runs a write (which refreshes the list) and says how it went; true when it succeeded. */
  const attempt = async (write: () => Promise<void>, success: string): Promise<boolean> => {
    try {
      await write();
      void refreshUser();
      toast({ type: "success", description: success });
      return true;
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
      return false;
    }
  };
  const run = async (write: () => Promise<void>, success: string): Promise<void> =>
    void (await attempt(write, success));

  const columns = [
    {
      title: t("settings.members.name"),
      key: "name",
      render: (_: unknown, member: MemberWithRoles) => (
        <>
          {displayName(member)} {member.offboarded_at ? <Tag>{t("settings.members.offboarded")}</Tag> : null}
        </>
      ),
    },
    { title: t("settings.members.email"), dataIndex: "email", key: "email" },
    {
      title: t("settings.members.roles"),
      key: "roles",
      render: (_: unknown, member: MemberWithRoles) => (
        <RoleTags
          roles={member.roles}
          name={displayName(member)}
          rights={memberRights(me, member)}
          onAdd={(role) => run(() => addRole(member.auth_user_id as string, role), t("settings.members.roleAdded"))}
          onRemove={(role) => run(() => removeRole(member, role), t("settings.members.roleRemoved"))}
        />
      ),
    },
    {
      title: t("settings.members.level"),
      key: "level",
      render: (_: unknown, member: MemberWithRoles) => (
        <LevelStepper
          level={member.management_level}
          name={displayName(member)}
          editable={memberRights(me, member).level}
          onChange={(level) => run(() => setManagementLevel(member.id, level), t("settings.members.levelUpdated"))}
        />
      ),
    },
  ];

  return (
    <>
      <SettingsHeader title={t("settings.members.title")} subtitle={t("settings.members.subtitle")} />
      {canInviteMembers(me) ? (
        <div style={{ display: "flex", justifyContent: "flex-end", marginBottom: 16 }}>
          <InviteMemberButton
            onInvite={(values) =>
              attempt(() => inviteMember(values).then(refresh), t("settings.members.invited", { email: values.email }))
            }
          />
        </div>
      ) : null}
      <Table<MemberWithRoles>
        rowKey="id"
        loading={members.isLoading}
        dataSource={members.members}
        columns={columns}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t("settings.members.empty") }}
      />
      {decidesFeatureAccess(me.roles, me.level) ? (
        <FeatureAccessSection workspaceId={user?.teamMember?.workspace_id ?? null} />
      ) : null}
    </>
  );
};
