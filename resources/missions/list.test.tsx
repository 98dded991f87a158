// @vitest-environment happy-dom
import type { BaseRecord, CrudFilters, DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { MissionList } from "./list.tsx";

afterEach(cleanup);

const MISSION = {
  id: "00000000-0000-4000-8000-000000000010",
  reference: "CMD-2026-000042",
  job_name: "Coffreur bancheur",
  status: "open",
  priority: "urgent",
  start_date: "2026-03-02",
  end_date: "2026-05-29",
  number_of_open_positions: 2,
  positions_left: 1,
  is_public: false,
  is_client_order: true,
  hourly_wage: 14.5,
  created_at: "2026-02-10T08:00:00Z",
  company: { id: "co-1", name: "Bâtir Lyon" },
  agency: null,
  owner: null,
};

/** The memory provider, recording the lists' reads and answering the counts per status. */
const provider = (rows: BaseRecord[]) => {
  const { dataProvider } = memoryDataProvider({ mission: rows });
  const reads: Array<{ filters?: CrudFilters }> = [];
  const counts: unknown[] = [];
  const recorded: DataProvider = {
    ...dataProvider,
    getList: (params) => {
      if (params.resource === "mission") reads.push({ filters: params.filters });
      return dataProvider.getList(params);
    },
    custom: async <T,>(params: { url: string; query?: unknown }) => {
      counts.push(params.query);
      return {
        data: [
          { status: "open", count: 3 },
          { status: "draft", count: 1 },
        ] as T,
      };
    },
  };
  return { dataProvider: recorded, reads, counts };
};

describe("MissionList", () => {
  it(
    "reads one kind, shows its rows and counts per status, and filters by a status from its count",
    { timeout: 90_000 },
    async () => {
      const { dataProvider, reads, counts } = provider([MISSION]);
      renderInApp(<MissionList kind="client-order" />, { dataProvider, path: "/missions/client-order" });
      expect(await screen.findByRole("heading", { name: "Commandes clients" })).toBeInTheDocument();
      const row = (await screen.findByText("CMD-2026-000042")).closest("tr")!;
      expect(within(row).getByText("Bâtir Lyon")).toBeInTheDocument();
      expect(within(row).getByText("Ouverte")).toBeInTheDocument();
      expect(within(row).getByText("Urgente")).toBeInTheDocument();
      expect(screen.getByText("Missions trouvées : 1")).toBeInTheDocument();
      expect(reads[0].filters).toContainEqual({ field: "is_client_order", operator: "eq", value: true });
      expect(counts[0]).toEqual({ p_is_client_order: true });

      // quick filters: all, then the statuses in the enum's order with their figures
      const quick = screen.getByRole("radiogroup", { name: "Filtrer par statut" });
      expect(
        within(quick)
          .getAllByRole("radio")
          .map((r) => r.closest("label")!.textContent),
      ).toEqual(["Tous (4)", "Brouillon (1)", "Ouverte (3)"]);
      await userEvent.click(within(quick).getByText("Ouverte (3)"));
      await waitFor(() =>
        expect(reads.at(-1)!.filters).toEqual(
          expect.arrayContaining([
            { field: "status", operator: "in", value: ["open"] },
            { field: "is_client_order", operator: "eq", value: true },
          ]),
        ),
      );
    },
  );

  it("the talent-pooling list reads the other kind, and says so when it is empty", { timeout: 60_000 }, async () => {
    const { dataProvider, reads, counts } = provider([]);
    renderInApp(<MissionList kind="talent-pooling" />, { dataProvider, path: "/missions/talent-pooling" });
    expect(await screen.findByRole("heading", { name: "Missions vivier" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Missions trouvées : 0")).toBeInTheDocument());
    expect(reads[0].filters).toContainEqual({ field: "is_client_order", operator: "eq", value: false });
    expect(counts[0]).toEqual({ p_is_client_order: false });
  });
});
