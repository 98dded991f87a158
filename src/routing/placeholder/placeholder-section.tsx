// A record page whose tabs (spec children routes) arrive later: the title, real links to
// each tab, and the tab's own placeholder below.
import { Menu, Typography } from "antd";
import { Link, Outlet, useLocation, useResolvedPath } from "react-router";
import type { AppRoute, RouteTitle } from "../../../resources/types.ts";
import { t } from "../../i18n/index.ts";

export const PlaceholderSection = ({ title, sections }: { title: RouteTitle; sections: readonly AppRoute[] }) => {
  const base = useResolvedPath(".").pathname;
  const { pathname } = useLocation();
  const items = sections.map((section) => {
    const to = section.path ? `${base}/${section.path}` : base;
    return { key: to, label: <Link to={to}>{t(`routes.${section.title}`)}</Link> };
  });
  return (
    <section>
      <Typography.Title level={2}>{t(`routes.${title}`)}</Typography.Title>
      <nav aria-label={t("app.sections")}>
        <Menu mode="horizontal" selectedKeys={[pathname]} items={items} />
      </nav>
      <div style={{ paddingTop: 16 }}>
        <Outlet />
      </div>
    </section>
  );
};
