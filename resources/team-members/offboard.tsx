// "Faire partir" / "Réintégrer" a member: one call to public.offboard_team_member (the
// database checks the right again and moves the member's managees to their manager).
import { useInvalidate } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import { useRpcMutation } from "../../providers/rpc.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import type { TeamMemberRow } from "./types.ts";

export const OffboardButton = ({ member }: { member: TeamMemberRow }) => {
  const { mutate, isPending } = useRpcMutation();
  const invalidate = useInvalidate();
  const leaving = !member.is_offboarded;
  const name = member.full_name ?? member.email ?? "";
  const run = () =>
    mutate(
      "offboard_team_member",
      { p_team_member_id: member.id, p_offboard: leaving },
      {
        ...MUTATION_NOTIFICATIONS,
        onSuccess: () => void invalidate({ resource: "team_member_directory", invalidates: ["list"] }),
      },
    );
  return (
    <Popconfirm
      title={t(leaving ? "resources.teamMembers.offboard.confirm" : "resources.teamMembers.offboard.reinstateConfirm", {
        name,
      })}
      okText={t("resources.teamMembers.offboard.ok")}
      cancelText={t("resources.teamMembers.offboard.cancel")}
      onConfirm={run}
    >
      <Button
        size="small"
        danger={leaving}
        loading={isPending}
        aria-label={`${t(leaving ? "resources.teamMembers.offboard.action" : "resources.teamMembers.offboard.reinstate")} ${name}`}
      >
        {t(leaving ? "resources.teamMembers.offboard.action" : "resources.teamMembers.offboard.reinstate")}
      </Button>
    </Popconfirm>
  );
};
