// @vitest-environment happy-dom
// The action centre links an independent's monthly invoice as
// /independent-payment-requests?tab=invoices&open=<id>: the invoices tab is shown and the
// invoice opens in its drawer; without the tab, the payment requests come first and nothing opens.
import type { BaseRecord } from "@refinedev/core";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { IndependentPaymentsPage } from "./list.tsx";

const ROWS: Record<string, BaseRecord[]> = {
  independent_monthly_invoice: [
    {
      id: "i1",
      workspace_id: "w1",
      talent_id: "t1",
      month: "2026-10-01",
      amount: 1200,
      amount_ttc: 1440,
      status: "pending_independent_validation",
      due_at: null,
      created_at: "2026-11-01T09:00:00Z",
    },
  ],
  independent_payment_request: [],
  file_link: [],
};

const canAll = { can: async () => ({ can: true }) };

describe("independents' payments and invoices page", () => {
  afterEach(cleanup);

  it("opens the invoice named in the link on the invoices tab", { timeout: 60_000 }, async () => {
    const { dataProvider } = memoryDataProvider(ROWS);
    renderInApp(<IndependentPaymentsPage />, {
      path: "/independent-payment-requests?tab=invoices&open=i1",
      dataProvider,
      accessControlProvider: canAll,
    });
    expect((await screen.findByRole("tab", { name: "Factures mensuelles" })).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("shows the payment requests first, with no drawer, without the tab", async () => {
    const { dataProvider } = memoryDataProvider(ROWS);
    renderInApp(<IndependentPaymentsPage />, {
      path: "/independent-payment-requests?open=i1",
      dataProvider,
      accessControlProvider: canAll,
    });
    expect((await screen.findByRole("tab", { name: "Factures mensuelles" })).getAttribute("aria-selected")).toBe(
      "false",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
