// @vitest-environment jsdom
// The acompte's create form: the net already earned on the talent's signed or validated days
// of the month, from the pay engine, and the ceiling are shown before submit, and the net is
// sent (estimated_net_earned: the database refuses a request without it); with no work done in
// the month the form says so and sends nothing. The month starts at the current one, the one the
// net's help names, and is sent; emptied, the form asks for it. The « Contrat » picker offers only
// the chosen talent's contracts that can carry an acompte. The database's refusal is said in full
// in the form, which keeps what was typed (issue #46).
import type { BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { dayjs } from "../../../src/lib/dates/dayjs.ts";
import { formatMoney } from "../../../src/lib/money/format.ts";
import { loadPayEngine, type PayEngine } from "../../../src/lib/pay/engine.ts";
import { round2 } from "../../../src/lib/pay/hours.ts";
import { memoryDataProvider, type WriteCall } from "../../../src/test/memory-data-provider.ts";
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

const contract = (id: string, talentId: string, key: string, values: BaseRecord = {}): BaseRecord => ({
  id,
  talent_id: talentId,
  contract_key: key,
  job_name: "Maçon",
  is_amendment: false,
  contract_type: "mission",
  status: "active",
  ...values,
});

const rows = (days: BaseRecord[]): Record<string, BaseRecord[]> => ({
  talent: [{ id: "t-1", first_name: "Paul", last_name: "Essai" }],
  timesheet_day: days,
  advance_payment_request: [{ approved_amount: 40, requested_amount: 60 }],
  legal_parameter: [{ value: 0.8, valid_from: "2020-01-01", valid_to: null }],
  enum_label: [],
  contract: [
    contract("c-1", "t-1", "CTR-LYO-2026-000123"),
    // another talent's, a draft, an amendment, an independent's service: none can carry his acompte
    contract("c-2", "t-2", "CTR-LYO-2026-000200"),
    contract("c-3", "t-1", "CTR-LYO-2026-000300", { status: "draft" }),
    contract("c-4", "t-1", "CTR-LYO-2026-000123", { is_amendment: true }),
    contract("c-5", "t-1", "CTR-LYO-2026-000500", { contract_type: "independent_service" }),
  ],
});

/** The filters the server applies, as PostgREST reads them (eq, ne, in). */
const matches = (row: BaseRecord, f: CrudFilter) =>
  !("field" in f) ||
  (f.operator === "eq"
    ? row[f.field] === f.value
    : f.operator === "ne"
      ? row[f.field] !== f.value
      : f.operator === "in"
        ? (f.value as unknown[]).includes(row[f.field])
        : f.operator === "null"
          ? row[f.field] == null
          : true);

/** The memory provider with the contracts' reads filtered as the server would (the other reads as given). */
const renderForm = (days: BaseRecord[], write?: (call: WriteCall) => BaseRecord) => {
  const data = rows(days);
  const memory = memoryDataProvider(data, write);
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: async (params) =>
      params.resource === "contract"
        ? (() => {
            const found = data.contract.filter((row) => (params.filters ?? []).every((f) => matches(row, f)));
            return { data: found as never[], total: found.length };
          })()
        : memory.dataProvider.getList(params),
  };
  renderInApp(
    <CreateRequestModal
      definition={advancePaymentRequest}
      prefill={{ talent_id: "t-1" }}
      redirectToShow={false}
      openRequests={1}
    />,
    { dataProvider },
  );
  return memory;
};

const thisMonth = () => dayjs().startOf("month");

/** Once the net already earned is computed (the pay engine's figures shown). */
const computed = (dialog: HTMLElement) =>
  waitFor(() =>
    expect((within(dialog).getByLabelText("Net déjà gagné") as HTMLInputElement).value).toMatch(/\d+,\d{2}/),
  );

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
          // the month the form opened on, the one the net's help names
          period_month: thisMonth().format("YYYY-MM-DD"),
        },
      });
    },
  );

  it("opens on the current month, the one the net's help names", { timeout: 120_000 }, async () => {
    renderForm([day(7, 14.5)]);
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    expect(within(dialog).getByLabelText("Mois")).toHaveValue(thisMonth().format("MM/YYYY"));
    expect(
      await within(dialog).findByText(
        new RegExp(`gagné sur les relevés signés ou validés de ${thisMonth().format("MM/YYYY")}$`),
      ),
    ).toBeInTheDocument();
  });

  it("asks for the month when it is emptied, and sends nothing", { timeout: 120_000 }, async () => {
    const { calls } = renderForm([day(7, 14.5)]);
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await computed(dialog);
    // the picker's clear button empties it
    await user.hover(within(dialog).getByLabelText("Mois"));
    await user.click(dialog.querySelector(".ant-picker-clear")!);
    expect(within(dialog).getByLabelText("Mois")).toHaveValue("");
    await user.type(within(dialog).getByLabelText("Montant demandé"), "60");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Le mois de l'acompte est obligatoire")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("offers only the talent's contracts that can carry an acompte", { timeout: 120_000 }, async () => {
    renderForm([day(7, 14.5)]);
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await user.click(within(dialog).getByLabelText("Contrat"));
    expect(await screen.findByTitle("CTR-LYO-2026-000123 — Maçon")).toBeInTheDocument();
    // one option: not the other talent's, the draft, the amendment nor the independent's service
    expect(screen.getAllByRole("option")).toHaveLength(1);
    expect(screen.queryByTitle("CTR-LYO-2026-000200 — Maçon")).toBeNull();
    expect(screen.queryByTitle("CTR-LYO-2026-000300 — Maçon")).toBeNull();
    expect(screen.queryByTitle("CTR-LYO-2026-000500 — Maçon")).toBeNull();
  });

  it("says the database's refusal in full in the form and keeps what was typed", { timeout: 120_000 }, async () => {
    const refusal =
      "La paie de 11/2026 de ce talent est exportée : un acompte de ce mois n'y serait pas déduit (passez d'abord la paie en régularisation)";
    const { calls } = renderForm([day(7, 14.5), day(8, 14.5)], () => {
      throw { message: refusal, statusCode: 400 };
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await computed(dialog);
    await user.type(within(dialog).getByLabelText("Montant demandé"), "60");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    expect(screen.getByRole("dialog", { name: "Nouvelle demande" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Montant demandé")).toHaveValue("60,00");
    expect(within(dialog).getByLabelText("Mois")).toHaveValue(thisMonth().format("MM/YYYY"));
  });

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
