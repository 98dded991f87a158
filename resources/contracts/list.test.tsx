// @vitest-environment happy-dom
// /contracts and /amendments: one table per kind, rows with French status labels, counts per
// status as quick filters, and the computed filters ("ending within 15 days") sent to the server.
import type { BaseRecord, CrudFilters, DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { ContractList } from "./list.tsx";
import { CONTRACT } from "./test/fixtures.ts";

afterEach(cleanup);

const provider = (rows: BaseRecord[]) => {
  const { dataProvider } = memoryDataProvider({ contract: rows });
  const reads: Array<{ filters?: CrudFilters }> = [];
  const counts: unknown[] = [];
  const recorded: DataProvider = {
    ...dataProvider,
    getList: (params) => {
      if (params.resource === "contract") reads.push({ filters: params.filters });
      return dataProvider.getList(params);
    },
    custom: async <T,>(params: { url: string; query?: unknown }) => {
      counts.push(params.query);
      return {
        data: [
          { status: "review", count: 2 },
          { status: "draft", count: 5 },
        ] as T,
      };
    },
  };
  return { dataProvider: recorded, reads, counts };
};

describe("ContractList", () => {
  it(
    "reads contracts, shows their rows and counts per status, and filters from a count and a computed filter",
    { timeout: 90_000 },
    async () => {
      const { dataProvider, reads, counts } = provider([CONTRACT]);
      renderInApp(<ContractList kind="contracts" />, { dataProvider, path: "/contracts" });
      expect(await screen.findByRole("heading", { name: "Contrats" })).toBeInTheDocument();
      const row = (await screen.findByText("CTR-2026-000123")).closest("tr")!;
      expect(within(row).getByText("Bâtir Lyon")).toBeInTheDocument();
      expect(within(row).getByText("En revue administrative")).toBeInTheDocument();
      expect(within(row).getByText("Accroissement temporaire d'activité")).toBeInTheDocument();
      expect(screen.getByText("Contrats trouvés : 1")).toBeInTheDocument();
      expect(reads[0].filters).toContainEqual({ field: "is_amendment", operator: "eq", value: false });
      expect(counts[0]).toEqual({ p_is_amendment: false });

      const quick = screen.getByRole("radiogroup", { name: "Filtrer par statut" });
      expect(
        within(quick)
          .getAllByRole("radio")
          .map((r) => r.closest("label")!.textContent),
      ).toEqual(["Tous (7)", "Brouillon (5)", "En revue administrative (2)"]);
      await userEvent.click(within(quick).getByText("En revue administrative (2)"));
      await waitFor(() =>
        expect(reads.at(-1)!.filters).toEqual(
          expect.arrayContaining([{ field: "status", operator: "in", value: ["review"] }]),
        ),
      );

      // jsdom has a phone's width: the secondary filters sit in the drawer
      await userEvent.click(screen.getByRole("button", { name: "Filtres (1)" }));
      const drawer = await screen.findByRole("dialog", { name: "Filtres" });
      await userEvent.click(within(drawer).getByRole("checkbox", { name: "Se termine dans les 15 jours" }));
      await userEvent.click(within(drawer).getByRole("button", { name: "Filtrer" }));
      await waitFor(() =>
        expect(reads.at(-1)!.filters).toEqual(
          expect.arrayContaining([{ field: "contract_ending_soon", operator: "eq", value: true }]),
        ),
      );
    },
  );

  it("the amendments list reads the other kind, and says so when it is empty", { timeout: 60_000 }, async () => {
    const { dataProvider, reads, counts } = provider([]);
    renderInApp(<ContractList kind="amendments" />, { dataProvider, path: "/amendments" });
    expect(await screen.findByRole("heading", { name: "Avenants" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Avenants trouvés : 0")).toBeInTheDocument());
    expect(reads[0].filters).toContainEqual({ field: "is_amendment", operator: "eq", value: true });
    expect(counts[0]).toEqual({ p_is_amendment: true });
    expect(screen.queryByRole("button", { name: "Nouveau contrat" })).toBeNull();
  });
});
