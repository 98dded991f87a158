// @vitest-environment happy-dom
import "../../test/dom-polyfills.ts";
import { Refine } from "@refinedev/core";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp, ConfigProvider } from "antd";
import { ANTD_LOCALE } from "../../app/antd-locale.ts";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { createAccessControlProvider } from "../../../providers/access-control-provider.ts";
import { i18nProvider } from "../../../providers/i18n-provider.ts";
import type { AppRole } from "../../lib/roles/roles.ts";
import { RouteAccess } from "../../routing/route-access.tsx";
import { playground } from "./index.ts";
import { PlaygroundPage } from "./playground-page.tsx";
import "../../lib/dates/dayjs.ts";

const { dataProvider } = memoryDataProvider();

/** /playground as the router mounts it: the registry's subject behind RouteAccess, for `roles`. */
const renderAs = (roles: AppRole[]) =>
  render(
    <MemoryRouter>
      <ConfigProvider locale={ANTD_LOCALE}>
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            accessControlProvider={createAccessControlProvider(async () => roles)}
            options={{ disableTelemetry: true }}
          >
            <RouteAccess subject={playground.subject ?? ""} action="list">
              <PlaygroundPage />
            </RouteAccess>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </MemoryRouter>,
  );

const SECTIONS = [
  "Colonnes de tableau",
  "Barre de filtres",
  "Personnes et avatars",
  "Statuts",
  "Envoi de fichier",
  "Export",
  "États de liste",
  "Dates",
  "Notifications",
  "Adresse",
];

afterEach(cleanup);

describe("/playground", () => {
  it("shows a developer every section with live examples", { timeout: 20_000 }, async () => {
    renderAs(["team_member_developer"]);
    expect(await screen.findByRole("heading", { level: 2, name: "Bac à sable des composants" })).toBeInTheDocument();
    expect(
      screen.getAllByRole("region").map((region) => within(region).getByRole("heading", { level: 3 }).textContent),
    ).toEqual(SECTIONS);

    const columns = screen.getByRole("region", { name: "Colonnes de tableau" });
    expect(within(columns).getByRole("link", { name: "Bâtir Rhône" })).toHaveAttribute("href", "/companies/c1");
    expect(within(columns).getByText("En cours")).toBeInTheDocument();
    expect(within(columns).getByText("02/03/2026")).toBeInTheDocument();
    expect(within(columns).getByText(/14,50\s€/)).toBeInTheDocument();

    const people = screen.getByRole("region", { name: "Personnes et avatars" });
    // the initials are drawn by CSS from the attribute (person-avatar.tsx says why)
    expect(people.querySelector('[data-initials="ÉD"]')).not.toBeNull();

    const address = screen.getByRole("region", { name: "Adresse" });
    expect(within(address).getByRole("combobox", { name: "Ville seule" })).toBeInTheDocument();
    expect(within(address).getByText("Adresse : —")).toBeInTheDocument();

    const filters = screen.getByRole("region", { name: "Barre de filtres" });
    expect(within(filters).getByText("Lignes affichées : 3")).toBeInTheDocument();
    await userEvent.type(within(filters).getByLabelText("Rechercher"), "eleonore{Enter}");
    expect(await within(filters).findByText("Lignes affichées : 1")).toBeInTheDocument();
    expect(within(filters).getByText("Éléonore Dupré")).toBeInTheDocument();
  });

  it("refuses a consultant", async () => {
    renderAs(["consultant_team_member"]);
    expect(await screen.findByText("Vous n'avez pas accès à cette page.")).toBeInTheDocument();
    expect(screen.queryByText("Bac à sable des composants")).not.toBeInTheDocument();
  });
});
