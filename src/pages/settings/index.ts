// /settings: account, managees, members and workspace (docs/rules/application.md#settings), in one settings layout.
import { SettingOutlined } from "@ant-design/icons";
import type { RegistryEntry } from "../../../resources/types.ts";

export const settings: RegistryEntry = {
  name: "settings",
  label: "settings",
  icon: SettingOutlined,
  group: "admin",
  subject: "settings",
  area: "main",
  list: "/settings/account",
  routes: [
    {
      path: "settings",
      title: "settings",
      redirect: "account",
      page: () => import("./settings-layout.tsx").then((m) => m.SettingsLayout),
      children: [
        {
          path: "account",
          title: "settingsAccount",
          page: () => import("./account/account-page.tsx").then((m) => m.AccountPage),
        },
        {
          path: "managees",
          title: "settingsManagees",
          page: () => import("./managees/managees-page.tsx").then((m) => m.ManageesPage),
        },
        {
          path: "members",
          title: "settingsMembers",
          page: () => import("./members/members-page.tsx").then((m) => m.MembersPage),
        },
        {
          path: "workspace",
          title: "settingsWorkspace",
          page: () => import("./workspace/workspace-page.tsx").then((m) => m.WorkspacePage),
        },
      ],
    },
  ],
};
