// @vitest-environment jsdom
// The acompte's create form: the net already earned on the talent's signed or validated days
// of the month, from the pay engine, and the ceiling are shown before submit, and the net is
// sent (estimated_net_earned: the database refuses a request without it); with no work done in
// the month the form says so and sends nothing.
import type { BaseRecord } from "@refinedev/core";
import { cleanup, configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { dayjs } from "../../../src/lib/dates/dayjs.ts";
import { formatMoney } from "../../../src/lib/money/format.ts";
import { loadPayEngine, type PayEngine } from "../../../src/lib/pay/engine.ts";
import { round2 } from "../../../src/lib/pay/hours.ts";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { CreateRequestModal } from "../create-modal.tsx";
import { advancePaymentRequest } from "./advance-payment-request.ts";

afterEach(cleanup);
configure({ asyncUtilTimeout: 60_000 });

let engine: PayEngine;
beforeAll(async () => {
  engine = await loadPayEngine();
}, 120_000);

const day = (hours: number, wage: number | null): BaseRecord => ({
  worked_hours: hours,
  week: { contract_key: "CTR-LYO-2026-000123", contract: { hourly_wage: wage } },
});

const rows = (days: BaseRecord[]): Record<string, BaseRecord[]> => ({
  talent: [{ id: "t-1", first_name: "Paul", last_name: "Essai" }],
  timesheet_day: days,
  advance_payment_request: [{ approved_amount: 40, requested_amount: 60 }],
  legal_parameter: [{ value: 0.8, valid_from: "2020-01-01", valid_to: null }],
  enum_label: [],
});

const renderForm = (days: BaseRecord[]) => {
  const provider = memoryDataProvider(rows(days));
  renderInApp(
    <CreateRequestModal
      definition={advancePaymentRequest}
      prefill={{ talent_id: "t-1" }}
      redirectToShow={false}
      openRequests={1}
    />,
    { dataProvider: provider.dataProvider },
  );
  return provider;
};

describe("the acompte's create form", () => {
  it(
    "shows the net already earned and the ceiling before submit, and sends the net",
    { timeout: 120_000 },
    async () => {
      // 7 h + 8 h + 7 h at 14,50 € = 319,00 € gross (a day without hourly pay does not count)
      const { calls } = renderForm([day(7, 14.5), day(8, 14.5), day(7, 14.5), day(4, null)]);
      const net = round2(
        engine.netFromGross(319, { cadre: false, date: dayjs().startOf("month").format("YYYY-MM-DD") }),
      );
      // 80 % of the net, minus the 40,00 € already granted this month
      const ceiling = round2(round2(net * 0.8) - 40);
      expect(net).toBeGreaterThan(0);
      expect(net).toBeLessThan(319);

      await waitFor(() => expect(screen.getByLabelText("Net déjà gagné")).toHaveValue(formatMoney(net)));
      expect(screen.getByLabelText("Plafond de l'acompte")).toHaveValue(formatMoney(ceiling));
      expect(screen.getByText(/du brut de 319,00\s€ gagné sur les relevés signés ou validés/)).toBeInTheDocument();
      expect(
        screen.getByText(/^80 % du net déjà gagné, moins les acomptes déjà accordés ce mois-ci \(40,00\s€\)$/),
      ).toBeInTheDocument();

      await userEvent.type(screen.getByLabelText("Montant demandé"), "1000");
      expect(await screen.findByText(/^Au-dessus du plafond : au plus /)).toBeInTheDocument();
      await userEvent.clear(screen.getByLabelText("Montant demandé"));
      await userEvent.type(screen.getByLabelText("Montant demandé"), "50,50");
      await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toMatchObject({
        method: "create",
        resource: "advance_payment_request",
        // the payment method the database requires, SEPA unless chosen otherwise
        variables: {
          talent_id: "t-1",
          requested_amount: 50.5,
          estimated_net_earned: net,
          payment_method: "sepa_transfer",
        },
      });
    },
  );

  it("says no work was done in the month and sends nothing", { timeout: 120_000 }, async () => {
    const { calls } = renderForm([]);
    const month = dayjs().format("MM/YYYY");
    const message = `Aucune heure signée ou validée en ${month} : un acompte ne porte que sur du travail déjà effectué (L3242-1)`;
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Montant demandé"), "100");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
