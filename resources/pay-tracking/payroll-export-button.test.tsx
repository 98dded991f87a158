// @vitest-environment happy-dom
// The payroll export says which controlled pays it left out and why (the database's reasons),
// and downloads no file when it exported nothing.
import type { DataProvider } from "@refinedev/core";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { PayrollExportButtons } from "./payroll-export-button.tsx";
import type { PayrollExportResult } from "./payroll-export.ts";

afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

const REASON = "Aucun élément de paie calculé : recalculez la paie (relevés validés de la période) avant de l'exporter";

const provider = (result: PayrollExportResult) => {
  const calls: string[] = [];
  const dataProvider: DataProvider = {
    ...memoryDataProvider().dataProvider,
    custom: async <T,>(params: { url: string }) => {
      calls.push(params.url);
      return { data: (params.url.endsWith("export_pay_period") ? result : []) as T };
    },
  };
  return { dataProvider, calls };
};

/** The left-out dialog, by its title (antd gives every dialog the same labelledby id under test). */
const leftOutDialog = async (count: number) =>
  (await screen.findByText(`Paies non exportées : ${count}`)).closest<HTMLElement>("[role=dialog]")!;

const exportPeriod = async () => {
  await userEvent.click(await screen.findByRole("button", { name: "Exporter la période vers la paie" }));
  const confirm = await screen.findByRole("dialog", { name: "Exporter la paie de mai 2026 ?" });
  await userEvent.click(within(confirm).getByRole("button", { name: "Exporter" }));
};

describe("PayrollExportButtons", () => {
  it("lists the pays left out with their reason, beside the file of those exported", { timeout: 30_000 }, async () => {
    const { dataProvider, calls } = provider({
      exported: 3,
      not_exported: 1,
      batch_ids: ["b-1"],
      left_out: [{ pay_tracking_id: "p-9", talent_id: "t-9", talent_name: "Lise Sans-Élément", reason: REASON }],
    });
    renderInApp(<PayrollExportButtons periodStart="2026-05-01" periodEnd="2026-05-31" />, { dataProvider });
    await exportPeriod();
    const dialog = await leftOutDialog(1);
    expect(within(dialog).getByRole("link", { name: "Lise Sans-Élément" })).toHaveAttribute(
      "href",
      "/pay-tracking/p-9",
    );
    expect(within(dialog).getByText(REASON)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toEqual(["rpc/export_pay_period", "rpc/pay_export_lines", "rpc/pay_export_missions"]),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "J'ai compris" }));
    await waitFor(() => expect(dialog).toHaveClass("ant-zoom-leave"));
  });

  it("downloads nothing when no pay was exported", { timeout: 30_000 }, async () => {
    const { dataProvider, calls } = provider({
      exported: 0,
      not_exported: 1,
      batch_ids: [],
      left_out: [{ pay_tracking_id: "p-9", talent_id: "t-9", talent_name: "Lise Sans-Élément", reason: REASON }],
    });
    renderInApp(<PayrollExportButtons periodStart="2026-05-01" periodEnd="2026-05-31" />, { dataProvider });
    await exportPeriod();
    expect(within(await leftOutDialog(1)).getByText("Lise Sans-Élément")).toBeInTheDocument();
    expect(calls).toEqual(["rpc/export_pay_period"]);
  });
});
