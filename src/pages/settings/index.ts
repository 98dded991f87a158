// /settings: account, managees, members and workspace (docs/rules/application.md#settings), in one settings layout.
import { SettingOutlined } from "@ant-design/icons";
import type { RegistryEntry } from "../../../resources/types.ts";
import { lazyPage } from "../../../resources/lazy-page.ts";

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
      page: lazyPage(() => import("./settings-layout.tsx"), "SettingsLayout"),
      children: [
        {
          path: "account",
          title: "settingsAccount",
          page: lazyPage(() => import("./account/account-page.tsx"), "AccountPage"),
        },
        {
          path: "managees",
          title: "settingsManagees",
          page: lazyPage(() => import("./managees/managees-page.tsx"), "ManageesPage"),
        },
        {
          path: "members",
          title: "settingsMembers",
          page: lazyPage(() => import("./members/members-page.tsx"), "MembersPage"),
        },
        {
          path: "workspace",
          title: "settingsWorkspace",
          page: lazyPage(() => import("./workspace/workspace-page.tsx"), "WorkspacePage"),
        },
      ],
    },
  ],
};
