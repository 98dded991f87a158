// @vitest-environment happy-dom
// The list's « Préparer les relevés de la semaine » (the batch's result stays in the dialog:
// created, existing, each skipped contract with its reason) and « Créer un relevé » from a
// contract (the period shown, a week outside it refused before sending).
import type { DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { typeInPicker } from "../../src/test/pickers.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { CreateWeekButton } from "./create-week.tsx";
import { PrepareWeekButton } from "./prepare-week.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Call = { url: string; method: string; payload?: unknown; query?: unknown };

const provider = (answer: (call: Call) => unknown) => {
  const calls: Call[] = [];
  const { dataProvider } = memoryDataProvider({});
  const recorded: DataProvider = {
    ...dataProvider,
    custom: async <T,>(params: Call) => {
      calls.push({ url: params.url, method: params.method, payload: params.payload, query: params.query });
      return { data: answer(params) as T };
    },
  };
  return { dataProvider: recorded, calls };
};

describe("PrepareWeekButton", () => {
  it(
    "prepares the Monday of the chosen day and lists what it skipped, with the reasons",
    { timeout: 60_000 },
    async () => {
      const { dataProvider, calls } = provider(() => ({
        created: 2,
        existing: 1,
        skipped: [
          {
            contract_id: "c9",
            contract_key: "CTR-LYO-2026-000009",
            talent: "Karim BENALI",
            reason:
              "La semaine du 14/12/2026 est après la fin définitive du contrat CTR-LYO-2026-000009 (le 04/12/2026)",
          },
        ],
      }));
      const onDone = vi.fn();
      renderInApp(<PrepareWeekButton week="2026-12-07" onDone={onDone} />, { dataProvider });
      await userEvent.click(screen.getByRole("button", { name: "Préparer les relevés de la semaine" }));
      const dialog = await screen.findByRole("dialog", { name: "Préparer les relevés de la semaine" });
      const week = within(dialog).getByLabelText("Semaine");
      expect(week).toHaveValue("07/12/2026");
      await typeInPicker(week, "16/12/2026");
      expect(await within(dialog).findByText("Semaine du lundi 14/12/2026")).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("button", { name: "Préparer" }));
      const outcome = await within(dialog).findByRole("alert");
      expect(calls).toEqual([
        expect.objectContaining({ url: "rpc/open_timesheet_weeks", payload: { p_week_start: "2026-12-14" } }),
      ]);
      expect(outcome).toHaveTextContent("2 relevé(s) créé(s) pour la semaine du 14/12/2026");
      expect(outcome).toHaveTextContent("1 relevé(s) existaient déjà.");
      expect(within(outcome).getByRole("listitem")).toHaveTextContent(
        "CTR-LYO-2026-000009 · Karim BENALI — La semaine du 14/12/2026 est après la fin définitive du contrat CTR-LYO-2026-000009 (le 04/12/2026)",
      );
      expect(onDone).toHaveBeenCalledOnce();
    },
  );
});

describe("CreateWeekButton", () => {
  it(
    "shows the contract's period, refuses a week outside it, creates the chosen one",
    { timeout: 60_000 },
    async () => {
      const { dataProvider, calls } = provider((call) =>
        call.url === "rpc/contract_timesheet_period"
          ? {
              first_day: "2026-12-09",
              last_day: "2026-12-15",
              term: "2026-12-11",
              flexibility_days: 2,
              definitive_end: null,
            }
          : { id: "w1", week_start: "2026-12-14" },
      );
      const onCreated = vi.fn();
      renderInApp(
        <CreateWeekButton contract={{ id: "c1", contract_key: "CTR-LYO-2026-000123" }} onCreated={onCreated} />,
        {
          dataProvider,
        },
      );
      await userEvent.click(screen.getByRole("button", { name: "Créer un relevé" }));
      const dialog = await screen.findByRole("dialog", { name: "Créer un relevé d'heures" });
      expect(
        await within(dialog).findByText("Relevés possibles du 09/12/2026 au 15/12/2026 (souplesse incluse, L1251-30)", {
          exact: false,
        }),
      ).toBeInTheDocument();
      const week = within(dialog).getByLabelText("Semaine");
      await waitFor(() => expect(week).toHaveValue("07/12/2026"));
      await typeInPicker(week, "21/12/2026");
      await userEvent.click(within(dialog).getByRole("button", { name: "Créer le relevé" }));
      expect(
        await within(dialog).findByText("Cette semaine est en dehors de la période du contrat (souplesse incluse)"),
      ).toBeInTheDocument();
      expect(calls.filter((c) => c.url === "rpc/create_timesheet_week")).toEqual([]);
      await typeInPicker(week, "15/12/2026");
      await userEvent.click(within(dialog).getByRole("button", { name: "Créer le relevé" }));
      await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: "w1", week_start: "2026-12-14" }));
      expect(calls.find((c) => c.url === "rpc/create_timesheet_week")?.payload).toEqual({
        p_contract_id: "c1",
        p_week_start: "2026-12-14",
      });
    },
  );
});
