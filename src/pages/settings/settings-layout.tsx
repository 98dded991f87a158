// /settings: a section menu (account, managees, members, workspace) beside the section.
import { Card, Col, Menu, Row } from "antd";
import { Link, Outlet, useLocation } from "react-router";
import { t } from "../../i18n/index.ts";

const SECTIONS = [
  { key: "/settings/account", label: t("settings.account.title") },
  { key: "/settings/managees", label: t("settings.managees.title") },
  { key: "/settings/members", label: t("settings.members.title") },
  { key: "/settings/workspace", label: t("settings.workspace.title") },
];

export const SettingsLayout = () => {
  const { pathname } = useLocation();
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={6} lg={5}>
        <nav aria-label={t("settings.menu")}>
          <Menu
            mode="inline"
            selectedKeys={[pathname]}
            items={SECTIONS.map(({ key, label }) => ({ key, label: <Link to={key}>{label}</Link> }))}
          />
        </nav>
      </Col>
      <Col xs={24} md={18} lg={19}>
        <Card>
          <Outlet />
        </Card>
      </Col>
    </Row>
  );
};
