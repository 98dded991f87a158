// @vitest-environment happy-dom
import type { BaseRecord, DataProvider, GetListParams } from "@refinedev/core";
import { cleanup, configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { ListOfLinks } from "../../src/test/list-of-links.tsx";
import { afterEach, describe, expect, it } from "vitest";
import { renderInApp } from "../../src/test/render.tsx";
import { MissionShow } from "./show.tsx";
import { MISSION_LIST_SELECT } from "./select.ts";

afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

/** A provider whose mission read never answers; the list reads are recorded. */
const pendingMission = () => {
  const lists: GetListParams[] = [];
  const dataProvider = {
    getApiUrl: () => "",
    getOne: () => new Promise<never>(() => undefined),
    getList: async <T extends BaseRecord>(params: GetListParams) => {
      lists.push(params);
      return { data: [] as T[], total: 0 };
    },
  } as unknown as DataProvider;
  return { dataProvider, lists };
};

const renderShow = (path: string, dataProvider: DataProvider) =>
  renderInApp(
    <Routes>
      <Route path="/missions/:id" element={<MissionShow />}>
        <Route path="*" element={null} />
      </Route>
    </Routes>,
    { dataProvider, path },
  );

// The kanban's reads are started by the router on the applications tab (AppRoute.reads):
// src/app/route-reads.test.tsx.
describe("MissionShow", () => {
  it("reads no application on another tab", async () => {
    const { dataProvider, lists } = pendingMission();
    renderShow("/missions/m1/details", dataProvider);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lists.map((p) => p.resource)).not.toContain("application");
  });

  it("opened from a list, shows the row's reference, post, status and company while its read is on the network", async () => {
    const ROW = {
      id: "m1",
      reference: "M-0042",
      job_name: "Maçon",
      status: "open",
      priority: "high",
      is_client_order: true,
      number_of_open_positions: 2,
      positions_left: 1,
      company: { id: "co-1", name: "Bâtiments Élan" },
    };
    const { dataProvider } = pendingMission();
    renderInApp(
      <Routes>
        <Route
          path="/missions/client-order"
          element={
            <ListOfLinks
              resource="mission"
              select={MISSION_LIST_SELECT}
              to={(row) => `/missions/${row.id}/details`}
              label={(row) => String(row.reference)}
            />
          }
        />
        <Route path="/missions/:id" element={<MissionShow />}>
          <Route path="details" element={<p>Détails de la mission</p>} />
        </Route>
      </Routes>,
      {
        path: "/missions/client-order",
        dataProvider: { ...dataProvider, getList: async () => ({ data: [ROW], total: 1 }) } as DataProvider,
      },
    );
    await userEvent.click(await screen.findByRole("link", { name: "M-0042" }));
    expect(await screen.findByRole("heading", { name: "M-0042 · Maçon" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Bâtiments Élan" })).toHaveAttribute("href", "/companies/co-1");
    // the tab reads the whole record from the outlet: it waits for it
    expect(screen.queryByText("Détails de la mission")).toBeNull();
  });
});
