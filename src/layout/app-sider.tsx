// The French sider grouped by domain, from the registry's Refine resources (useMenu); sign-out
// lives in the user menu, so only the entries are shown. Laid out as Refine's ThemedSider (fixed
// sider with its collapse trigger, a drawer under antd's `lg` breakpoint), but its entries are
// filtered in the render by the one access rule (providers/access-control-provider.ts) from the
// user's roles, where ThemedSider asks Refine's access control once per entry through a
// <CanAccess> (≈ 100 queries, each resolved in its own update while the page's first rows are
// rendering), and without antd's per-entry tooltip: antd shows it only for a first-level entry of a
// folded sider, and every entry here sits in a group (whose pop-up names its entries when
// folded), so the 54 idle tooltips only held memory. The entries render in a hidden <Activity>
// (React renders it at the lowest priority, after the page and its rows) and show once the
// browser is idle: the menu never delays a page's first rows. A navigation
// landmark around it (display: contents keeps the layout's flex row); labels wrap instead of
// being cut ("Super recherche", not "Super reche…", see app-sider.css).
import { BarsOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { useThemedLayoutContext } from "@refinedev/antd";
import { useGetIdentity, useLink, useMenu, type TreeMenuItem } from "@refinedev/core";
import { Button, Drawer, Grid, Layout, Menu, theme, type MenuProps } from "antd";
import { Activity, useMemo, type CSSProperties } from "react";
import { canWithRoles } from "../../providers/access-control-provider.ts";
import type { Identity } from "../../providers/auth-provider.ts";
import { t } from "../i18n/index.ts";
import { useIdleSinceMount } from "../lib/browser/when-idle.ts";
import type { AppRole } from "../lib/roles/roles.ts";
import { AppTitle } from "./app-title.tsx";
import "./app-sider.css";

type MenuItems = NonNullable<MenuProps["items"]>;
type LinkComponent = ReturnType<typeof useLink>;

const WIDTH = 200;
const COLLAPSED_WIDTH = 80;

/** The entries the roles may open, as antd menu items (a group shows when one of its entries does). */
export const siderItems = (tree: TreeMenuItem[], roles: readonly AppRole[], Link: LinkComponent): MenuItems =>
  tree.flatMap((item): MenuItems => {
    if (!canWithRoles(roles, { resource: item.name, action: "list", params: { resource: item } })) return [];
    const label = item.label ?? item.meta?.label ?? item.name;
    const icon = item.meta?.icon;
    if (item.children.length > 0)
      return [{ key: item.key, icon, label, children: siderItems(item.children, roles, Link) }];
    return [{ key: item.key, icon, label: <Link to={item.list ?? ""}>{label}</Link> }];
  });

const SiderMenu = ({ onClick }: { onClick?: () => void }) => {
  const roles = useGetIdentity<Identity>().data?.context?.roles as readonly AppRole[] | undefined;
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  const Link = useLink();
  const items = useMemo(() => (roles ? siderItems(menuItems, roles, Link) : []), [menuItems, roles, Link]);
  const shown = useIdleSinceMount(2_000);
  return (
    <Activity mode={shown ? "visible" : "hidden"}>
      <Menu
        items={items}
        selectedKeys={selectedKey ? [selectedKey] : []}
        defaultOpenKeys={defaultOpenKeys}
        mode="inline"
        style={{ paddingTop: 8, border: "none", overflow: "auto", height: "calc(100% - 72px)" }}
        onClick={onClick}
        _internalDisableMenuItemTitleTooltip
      />
    </Activity>
  );
};

const titleStyle = (collapsed: boolean, background: string): CSSProperties => ({
  width: collapsed ? COLLAPSED_WIDTH : WIDTH,
  padding: collapsed ? 0 : "0 16px",
  display: "flex",
  justifyContent: collapsed ? "center" : "flex-start",
  alignItems: "center",
  height: 64,
  backgroundColor: background,
  fontSize: 14,
});

const MobileSider = () => {
  const { token } = theme.useToken();
  const { mobileSiderOpen, setMobileSiderOpen } = useThemedLayoutContext();
  return (
    <>
      <Drawer
        open={mobileSiderOpen}
        onClose={() => setMobileSiderOpen(false)}
        placement="left"
        closable={false}
        width={WIDTH}
        styles={{ body: { padding: 0 } }}
      >
        <Layout>
          <Layout.Sider
            style={{
              height: "100vh",
              backgroundColor: token.colorBgContainer,
              borderRight: `1px solid ${token.colorBgElevated}`,
            }}
          >
            <div style={titleStyle(false, token.colorBgElevated)}>
              <AppTitle collapsed={false} />
            </div>
            <SiderMenu onClick={() => setMobileSiderOpen(false)} />
          </Layout.Sider>
        </Layout>
      </Drawer>
      <Button
        // in the header's room on its left (app-header.css), over no page's heading
        style={{ borderStartStartRadius: 0, borderEndStartRadius: 0, position: "fixed", top: 12, zIndex: 999 }}
        size="large"
        aria-label={t("a11y.openMenu")}
        onClick={() => setMobileSiderOpen(true)}
        icon={<BarsOutlined />}
      />
    </>
  );
};

const DesktopSider = () => {
  const { token } = theme.useToken();
  const { siderCollapsed, setSiderCollapsed } = useThemedLayoutContext();
  const width = siderCollapsed ? COLLAPSED_WIDTH : WIDTH;
  const Icon = siderCollapsed ? RightOutlined : LeftOutlined;
  return (
    <>
      <div style={{ width, transition: "all 0.2s" }} />
      <Layout.Sider
        style={{
          backgroundColor: token.colorBgContainer,
          borderRight: `1px solid ${token.colorBgElevated}`,
          position: "fixed",
          top: 0,
          height: "100vh",
          zIndex: 999,
        }}
        collapsible
        collapsed={siderCollapsed}
        onCollapse={(collapsed, type) => type === "clickTrigger" && setSiderCollapsed(collapsed)}
        collapsedWidth={COLLAPSED_WIDTH}
        breakpoint="lg"
        trigger={
          <Button
            type="text"
            aria-label={siderCollapsed ? t("a11y.expandMenu") : t("a11y.collapseMenu")}
            style={{ borderRadius: 0, height: "100%", width: "100%", backgroundColor: token.colorBgElevated }}
          >
            <Icon style={{ color: token.colorPrimary }} />
          </Button>
        }
      >
        <div style={titleStyle(siderCollapsed, token.colorBgElevated)}>
          <AppTitle collapsed={siderCollapsed} />
        </div>
        <SiderMenu />
      </Layout.Sider>
    </>
  );
};

export const AppSider = () => {
  const breakpoint = Grid.useBreakpoint();
  const mobile = breakpoint.lg === undefined ? false : !breakpoint.lg;
  return (
    <nav aria-label={t("a11y.mainNav")} style={{ display: "contents" }}>
      {mobile ? <MobileSider /> : <DesktopSider />}
    </nav>
  );
};
