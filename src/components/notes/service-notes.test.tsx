// @vitest-environment happy-dom
import type { DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { signedInAs } from "../../test/session.ts";
import { ServiceNotesBanner } from "./service-notes-banner.tsx";
import { ServiceNotesCard } from "./service-notes-card.tsx";

afterEach(cleanup);

const NOTE = {
  id: "s-1",
  title: "Clôture de paie",
  content: "Les relevés doivent être signés avant le 2.",
  published_at: "2026-11-20T09:30:00Z",
  created_at: "2026-11-20T09:30:00Z",
};

const as = (roles: string[]) => ({ ...signedInAs(roles), getPermissions: async () => roles });

describe("ServiceNotesBanner", () => {
  it(
    "shows the unread service notes until « Marquer comme lue » — R:GEN-SERVICE-NOTE-UNREAD",
    { timeout: 60_000 },
    async () => {
      const rows: Record<string, object[]> = { "rpc/unread_service_notes": [NOTE] };
      const { dataProvider } = memoryDataProvider(rows as never);
      const customs: Array<{ url: string; payload?: unknown }> = [];
      const recording: DataProvider = {
        ...dataProvider,
        custom: async (params) => {
          customs.push({ url: params.url, payload: params.payload });
          if (params.url === "rpc/mark_service_note_read") rows["rpc/unread_service_notes"] = [];
          return dataProvider.custom!(params);
        },
      };
      renderInApp(<ServiceNotesBanner />, { dataProvider: recording });
      const region = await screen.findByRole("region", { name: "Notes de service" });
      expect(within(region).getByText("Note de service : Clôture de paie")).toBeInTheDocument();
      expect(within(region).getByText("Les relevés doivent être signés avant le 2.")).toBeInTheDocument();
      await userEvent.click(within(region).getByRole("button", { name: "Marquer comme lue : Clôture de paie" }));
      await waitFor(() => expect(screen.queryByText("Note de service : Clôture de paie")).toBeNull());
      expect(customs).toContainEqual({ url: "rpc/mark_service_note_read", payload: { p_note_id: "s-1" } });
    },
  );

  it("shows nothing when every service note is read", { timeout: 60_000 }, async () => {
    const { dataProvider } = memoryDataProvider({});
    renderInApp(<ServiceNotesBanner />, { dataProvider });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Notes de service" })).toBeNull();
  });
});

describe("ServiceNotesCard", () => {
  const published = {
    ...NOTE,
    status: "published",
    audience_roles: ["consultant_team_member"],
    audience_agency_ids: [],
    is_pinned: false,
    created_by: "u-1",
  };

  it("lets a CSM write one and archive a published one — R:GEN-SERVICE-NOTE-STATUS", { timeout: 60_000 }, async () => {
    const { dataProvider } = memoryDataProvider({ note: [published] });
    renderInApp(<ServiceNotesCard />, { dataProvider, authProvider: as(["csm_team_member"]) });
    const card = await screen.findByRole("region", { name: "Notes de service" });
    expect(within(card).getByRole("button", { name: "Nouvelle note de service" })).toBeInTheDocument();
    expect(await within(card).findByText("Clôture de paie")).toBeInTheDocument();
    expect(within(card).getByText("Publiée")).toBeInTheDocument();
    expect(within(card).getByText("Consultant")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Archiver" })).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Publier" })).toBeNull();
  });

  it("is not shown to a consultant", { timeout: 60_000 }, async () => {
    const { dataProvider } = memoryDataProvider({ note: [published] });
    renderInApp(<ServiceNotesCard />, { dataProvider, authProvider: as(["consultant_team_member"]) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Notes de service" })).toBeNull();
  });
});
