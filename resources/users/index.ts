// Utilisateurs (comptes d'authentification), developers only.
import { UserOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";
import { USER_LIST_READ } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";

export const users = listAndDetail({
  name: "auth_user",
  route: "users",
  label: "users",
  icon: UserOutlined,
  group: "admin",
  subject: "user_admin",
  listRead: USER_LIST_READ,
  listPage: lazyPage(() => import("./list.tsx"), "UserList"),
});
