// The user menu: the signed-in person, "Mon compte" and "Se déconnecter".
import { LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { useLogout } from "@refinedev/core";
import { Button, Dropdown, Space, Typography } from "antd";
import { useNavigate } from "react-router";
import { t } from "../../i18n/index.ts";
import { PersonAvatar } from "../../session/avatar/person-avatar.tsx";
import { useCurrentUser } from "../../session/use-current-user.ts";

export const UserMenu = () => {
  const { user } = useCurrentUser();
  const { mutate: logout } = useLogout();
  const navigate = useNavigate();
  const name = user?.name ?? "";
  const items = [
    {
      key: "account",
      icon: <UserOutlined aria-hidden />,
      label: t("layout.userMenu.account"),
      onClick: () => navigate("/settings/account"),
    },
    {
      key: "logout",
      icon: <LogoutOutlined aria-hidden />,
      label: t("layout.userMenu.signOut"),
      onClick: () => logout(),
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={["click"]} placement="bottomRight">
      <Button
        type="text"
        aria-label={name ? t("layout.userMenu.labelWithName", { name }) : t("layout.userMenu.label")}
        style={{ height: 48 }}
      >
        <Space>
          <PersonAvatar size="small" name={name} avatar={user?.profile.avatar} aria-hidden />
          <Typography.Text className="app-header-label">{name}</Typography.Text>
        </Space>
      </Button>
    </Dropdown>
  );
};
