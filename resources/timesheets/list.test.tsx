// @vitest-environment happy-dom
import type { BaseRecord, CrudFilters, DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { signedInAs } from "../../src/test/session.ts";
import { transitionRows } from "../../src/test/transitions.ts";
import { TimesheetList } from "./list.tsx";

afterEach(cleanup);

const WEEK = {
  id: "00000000-0000-4000-8000-0000000000a1",
  contract_id: "c1",
  contract_key: "CTR-LYO-2026-000123",
  week_start: "2026-12-07",
  iso_year: 2026,
  iso_week: 50,
  status: "draft",
  total_hours: 38.5,
  hours_normal: 35,
  hours_ot25: 3.5,
  hours_ot50: 0,
  signature_sent_at: null,
  signed_at: null,
  signature_round: 1,
  talent: { id: "t1", first_name: "Karim", last_name: "Benali" },
  company: { id: "co-1", name: "Bâtir Lyon" },
  owner: null,
};

const provider = (rows: BaseRecord[]) => {
  const { dataProvider } = memoryDataProvider({
    timesheet_week: rows,
    status_transition: transitionRows("timesheet_week"),
  });
  const reads: Array<{ filters?: CrudFilters }> = [];
  const counts: unknown[] = [];
  const recorded: DataProvider = {
    ...dataProvider,
    getList: (params) => {
      if (params.resource === "timesheet_week") reads.push({ filters: params.filters });
      return dataProvider.getList(params);
    },
    custom: async <T,>(params: { url: string; query?: unknown }) => {
      counts.push(params.query);
      return { data: { to_fill: 4, to_send: 1, awaiting: 2, disputed: 1, to_validate: 0, validated: 7 } as T };
    },
  };
  return { dataProvider: recorded, reads, counts };
};

describe("TimesheetList", () => {
  it(
    "shows the weeks with their step counts, and a tab filters the list by its statuses",
    { timeout: 90_000 },
    async () => {
      const { dataProvider, reads, counts } = provider([WEEK]);
      renderInApp(<TimesheetList />, { dataProvider, path: "/timesheets" });
      expect(await screen.findByRole("heading", { name: "Relevés d'heures" })).toBeInTheDocument();
      const row = (await screen.findByText("CTR-LYO-2026-000123")).closest("tr")!;
      expect(within(row).getByText("Bâtir Lyon")).toBeInTheDocument();
      expect(within(row).getByText("Brouillon")).toBeInTheDocument();
      expect(within(row).getByText("38,5 h")).toBeInTheDocument();
      expect(
        within(row).getByRole("button", { name: "S50 2026 · 07/12/2026, ouvrir le relevé de Karim BENALI" }),
      ).toBeInTheDocument();
      expect(screen.getByText("Relevés trouvés : 1")).toBeInTheDocument();
      expect(counts[0]).toEqual({ p_week_start: null, p_company_id: null, p_talent_id: null, p_owner_id: null });

      const tabs = screen.getByRole("radiogroup", { name: "Étape des relevés" });
      expect(
        within(tabs)
          .getAllByRole("radio")
          .map((r) => r.closest("label")!.textContent),
      ).toEqual([
        "À remplir (4)",
        "À envoyer (1)",
        "En attente de signature (2)",
        "Contestés (1)",
        "Signés, à valider (0)",
        "Validés (7)",
        "Tous",
      ]);
      await userEvent.click(within(tabs).getByText("En attente de signature (2)"));
      await waitFor(() =>
        expect(reads.at(-1)!.filters).toContainEqual({
          field: "status",
          operator: "in",
          value: ["pending_signature", "signature_expired"],
        }),
      );
      await userEvent.click(within(tabs).getByText("À envoyer (1)"));
      await waitFor(() =>
        expect(reads.at(-1)!.filters).toEqual(
          expect.arrayContaining([
            { field: "status", operator: "in", value: ["draft"] },
            { field: "total_hours", operator: "gt", value: 0 },
          ]),
        ),
      );
    },
  );

  it("asks for a week before the bulk sending, and says when nothing is found", { timeout: 60_000 }, async () => {
    const { dataProvider } = provider([]);
    renderInApp(<TimesheetList />, {
      dataProvider,
      path: "/timesheets",
      authProvider: signedInAs(["consultant_team_member"]),
    });
    await waitFor(() => expect(screen.getByText("Relevés trouvés : 0")).toBeInTheDocument());
    expect(await screen.findByRole("button", { name: "Envoyer la semaine en signature" })).toBeDisabled();
  });
});
