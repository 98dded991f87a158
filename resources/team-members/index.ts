// Membres de l'équipe: the workspace's team members (resources/team-members/list.tsx).
import { TeamOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";
import { TEAM_MEMBER_LIST_READ } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";

export const teamMembers = listAndDetail({
  name: "team_member",
  route: "team-members",
  label: "teamMembers",
  icon: TeamOutlined,
  group: "admin",
  subject: "team_member",
  listRead: TEAM_MEMBER_LIST_READ,
  listPage: lazyPage(() => import("./list.tsx"), "TeamMemberList"),
});
