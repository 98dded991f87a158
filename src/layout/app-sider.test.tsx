// @vitest-environment happy-dom
// The sider: its groups and entries follow the roles through the one access rule, without a
// query per entry, and each group opens on its links; on a phone it is a drawer
// behind « Ouvrir le menu », on a wide screen a fixed column.
import { ThemedLayoutContextProvider } from "@refinedev/antd";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toRefineResources } from "../../resources/refine-resources.ts";
import { GROUP_ICONS, REGISTRY, SIDER_GROUPS } from "../app/registry.ts";
import { t } from "../i18n/index.ts";
import { renderInApp } from "../test/render.tsx";
import { signedInAs } from "../test/session.ts";
import { AppSider } from "./app-sider.tsx";

const resources = toRefineResources(REGISTRY, SIDER_GROUPS, t, GROUP_ICONS);

const renderSider = (roles: string[]) =>
  renderInApp(
    <ThemedLayoutContextProvider>
      <AppSider />
    </ThemedLayoutContextProvider>,
    { path: "/talents/list", resources, authProvider: signedInAs(roles) },
  );

/** The phone's sider: the drawer opened from its button. */
const openSider = async (roles: string[]) => {
  renderSider(roles);
  fireEvent.click(screen.getByRole("button", { name: "Ouvrir le menu" }));
  const menu = await screen.findByRole("menu");
  await waitFor(() => expect(within(menu).getAllByRole("menuitem").length).toBeGreaterThan(1));
  return menu;
};

/** Opens a group (the test router is not Refine's: no group starts open on the current route). */
const openGroup = (menu: HTMLElement, label: string) => fireEvent.click(within(menu).getByText(label));

describe("AppSider", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the groups the roles may open, each opening on its links", async () => {
    const menu = await openSider(["consultant_team_member"]);
    openGroup(menu, "Talents");
    expect(await within(menu).findByRole("link", { name: "Talents" })).toHaveAttribute("href", "/talents/list");
    expect(within(menu).getByText("Administration")).toBeInTheDocument();
    expect(within(menu).getByText("Pilotage")).toBeInTheDocument();
  });

  it("hides a group none of whose entries the roles reach, like the access control", async () => {
    const menu = await openSider(["team_member_marketing"]);
    expect(within(menu).getByText("Talents")).toBeInTheDocument();
    expect(within(menu).queryByText("Finance")).not.toBeInTheDocument();
  });

  it("shows a group to the role that reaches one of its entries", async () => {
    const menu = await openSider(["team_member_independent_administrator"]);
    expect(within(menu).getByText("Finance")).toBeInTheDocument();
  });

  it("is a fixed column on a wide screen, folded by its trigger", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: /min-width/.test(query) && Number(/(\d+)px/.exec(query)?.[1]) <= 1440,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    const { container } = renderSider(["consultant_team_member"]);
    expect(screen.queryByRole("button", { name: "Ouvrir le menu" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Replier le menu" })).toBeInTheDocument();
    // no entry before the identity (and its roles) is known
    expect(container.querySelectorAll(".ant-menu-item")).toHaveLength(0);
    // rendered hidden first, shown once the browser is idle
    await waitFor(() => expect(container.querySelectorAll(".ant-menu-submenu").length).toBeGreaterThan(1));
    openGroup(await screen.findByRole("menu"), "Talents");
    expect(await screen.findByRole("link", { name: "Talents" })).toHaveAttribute("href", "/talents/list");
    fireEvent.click(screen.getByRole("button", { name: "Replier le menu" }));
    expect(await screen.findByRole("button", { name: "Déplier le menu" })).toBeInTheDocument();
  });
});
