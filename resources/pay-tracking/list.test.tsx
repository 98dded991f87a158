// @vitest-environment happy-dom
import type { BaseRecord, CrudFilters, DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { PayTrackingList } from "./list.tsx";

afterEach(cleanup);

const PAY = {
  id: "00000000-0000-4000-8000-000000000020",
  talent_id: "t-1",
  period_start: "2026-05-01",
  period_end: "2026-05-31",
  status: "to_control",
  contract_keys: ["CTR-LYO-2026-000123"],
  hours_normal: 133,
  hours_ot25: 16.5,
  hours_ot50: 4,
  gross_total: 3213.49,
  advances_deducted: 200,
  net_to_pay: null,
  anomaly_note: null,
  computed_at: "2026-06-01T08:00:00Z",
  talent: { id: "t-1", first_name: "Paul", last_name: "Essai" },
};

const CUTOFF = {
  period_start: "2026-05-01",
  period_end: "2026-05-31",
  cutoff_date: "2026-06-02",
  days_left: 3,
  contract_count: 2,
  contracts: [
    {
      contract_id: "c-1",
      contract_key: "CTR-LYO-2026-000123",
      talent_id: "t-1",
      talent_name: "Paul Essai",
      company_id: "co-1",
      company_name: "Bâtir Lyon",
      weeks: ["2026-05-04", "2026-05-11"],
    },
    {
      contract_id: "c-2",
      contract_key: "CTR-LYO-2026-000124",
      talent_id: "t-2",
      talent_name: "Lina Vidal",
      company_id: null,
      company_name: null,
      weeks: ["2026-05-25"],
    },
  ],
};

/** The memory provider, recording the list's reads and answering the counts and the cut-off. */
const provider = (rows: BaseRecord[]) => {
  const { dataProvider } = memoryDataProvider({ pay_tracking: rows });
  const reads: Array<{ filters?: CrudFilters }> = [];
  const calls: Array<{ url: string; query?: unknown }> = [];
  const recorded: DataProvider = {
    ...dataProvider,
    getList: (params) => {
      if (params.resource === "pay_tracking") reads.push({ filters: params.filters });
      return dataProvider.getList(params);
    },
    custom: async <T,>(params: { url: string; query?: unknown }) => {
      calls.push(params);
      if (params.url.endsWith("pay_cutoff_status")) return { data: CUTOFF as T };
      return {
        data: [
          { status: "to_control", count: 5 },
          { status: "in_progress", count: 2 },
        ] as T,
      };
    },
  };
  return { dataProvider: recorded, reads, calls };
};

describe("PayTrackingList", () => {
  it(
    "shows the lines, the cut-off banner with its contracts, and filters by a status from its count",
    { timeout: 90_000 },
    async () => {
      const { dataProvider, reads } = provider([PAY]);
      renderInApp(<PayTrackingList />, { dataProvider, path: "/pay-tracking" });
      expect(await screen.findByRole("heading", { name: "Suivi de paie" })).toBeInTheDocument();
      const row = (await screen.findByText("Paul Essai")).closest("tr")!;
      expect(within(row).getByText("mai 2026")).toBeInTheDocument();
      expect(within(row).getByText("À contrôler")).toBeInTheDocument();
      expect(within(row).getByText("CTR-LYO-2026-000123")).toBeInTheDocument();
      // hours in French: a decimal comma and « h »
      expect(within(row).getByText("16,5 h")).toBeInTheDocument();
      expect(within(row).getByText("133 h")).toBeInTheDocument();

      expect(
        await screen.findByText("Clôture de paie dans 3 jours — 2 contrats sans relevé signé"),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByText("Voir les contrats"));
      expect(await screen.findByText("Semaines sans relevé signé : 04/05/2026, 11/05/2026")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "CTR-LYO-2026-000124" })).toHaveAttribute("href", "/contracts/c-2");

      const quick = screen.getByRole("radiogroup", { name: "Filtrer par statut" });
      expect(
        within(quick)
          .getAllByRole("radio")
          .map((r) => r.closest("label")!.textContent),
      ).toEqual(["Tous (7)", "En cours (2)", "À contrôler (5)"]);
      await userEvent.click(within(quick).getByText("À contrôler (5)"));
      await waitFor(() =>
        expect(reads.at(-1)!.filters).toContainEqual({ field: "status", operator: "in", value: ["to_control"] }),
      );
    },
  );

  it("says so when no line matches", { timeout: 60_000 }, async () => {
    const { dataProvider } = provider([]);
    renderInApp(<PayTrackingList />, { dataProvider, path: "/pay-tracking" });
    await waitFor(() => expect(screen.getByText("Paies trouvées : 0")).toBeInTheDocument());
  });
});
