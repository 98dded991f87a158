// Utilisateurs (comptes d'authentification).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { UserOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const users = listAndDetail({
  name: "auth_user",
  route: "users",
  label: "users",
  icon: UserOutlined,
  group: "admin",
  subject: "user_admin",
});
