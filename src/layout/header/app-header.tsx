// The header (the banner landmark): command palette, workspace switcher (for users allowed to
// switch), notifications bell (with the offline indicator), user menu; compact on a phone (app-header.css).
import { Layout, Space, theme } from "antd";
import { PaletteButton } from "../palette/palette-button.tsx";
import { NotificationBell } from "./notification-bell.tsx";
import { UserMenu } from "./user-menu.tsx";
import "./app-header.css";
import { WorkspaceSwitcher } from "./workspace-switcher.tsx";

export const AppHeader = () => {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      role="banner"
      className="app-header"
      style={{
        display: "flex",
        justifyContent: "flex-end",
        alignItems: "center",
        gap: 16,
        height: 64,
        backgroundColor: token.colorBgElevated,
        position: "sticky",
        top: 0,
        zIndex: 1,
      }}
    >
      <Space size="middle">
        <PaletteButton />
        <WorkspaceSwitcher />
        <NotificationBell />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
};
