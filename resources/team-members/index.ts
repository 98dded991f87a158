// Membres de l'équipe.
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { TeamOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const teamMembers = listAndDetail({
  name: "team_member",
  route: "team-members",
  label: "teamMembers",
  icon: TeamOutlined,
  group: "admin",
  subject: "team_member",
});
