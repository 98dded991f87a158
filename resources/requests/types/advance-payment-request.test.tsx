// @vitest-environment happy-dom
// The acompte's create form: the net already earned and the ceiling are the server's (the pay-net
// function, asked with the talent, the month and the contract), shown before submit; the form
// sends no net (the database takes the server's); while the server computes, when it fails, or
// with no work done in the month the form says so in French and sends nothing. The month starts
// at the current one, the one the net's help names, and is sent; emptied, the form asks for it.
// The « Contrat » picker offers only the chosen talent's contracts that can carry an acompte. The
// database's refusal is said in full in the form, which keeps what was typed (issue #46).
import type { BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dayjs } from "../../../src/lib/dates/dayjs.ts";
import { formatMoney } from "../../../src/lib/money/format.ts";
import { memoryDataProvider, type WriteCall } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { CreateRequestModal } from "../create-modal.tsx";
import type { AdvanceFigures } from "./advance-payment-earnings.ts";
import { advancePaymentRequest } from "./advance-payment-request.ts";

const calls = vi.hoisted(() => ({ invokeFunction: vi.fn() }));
vi.mock("../../../providers/client-calls.ts", async (original) => ({
  ...(await original<typeof import("../../../providers/client-calls.ts")>()),
  invokeFunction: calls.invokeFunction,
}));

afterEach(cleanup);
configure({ asyncUtilTimeout: 30_000 });

/** The server's figures: 22 h at 14,50 € = 319,00 € gross, its net by the engine, 40,00 € already granted. */
const FIGURES: AdvanceFigures = {
  talent_id: "t-1",
  month: dayjs().startOf("month").format("YYYY-MM-DD"),
  contract_key: null,
  gross: 319,
  net: 245.52,
  already_advanced: 40,
  max_ratio: 0.8,
  // 80 % of the net, minus the 40,00 € already granted this month
  ceiling: 156.42,
  computed_at: "2026-11-27T08:00:00Z",
};

beforeEach(() => {
  calls.invokeFunction.mockReset();
  calls.invokeFunction.mockImplementation(async () => FIGURES);
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

const rows = (): Record<string, BaseRecord[]> => ({
  talent: [{ id: "t-1", first_name: "Paul", last_name: "Essai" }],
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
const renderForm = (write?: (call: WriteCall) => BaseRecord) => {
  const data = rows();
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

/** Once the net already earned is there (the server's figures shown). */
const computed = (dialog: HTMLElement) =>
  waitFor(() =>
    expect((within(dialog).getByLabelText("Net déjà gagné") as HTMLInputElement).value).toMatch(/\d+,\d{2}/),
  );

describe("the acompte's create form", () => {
  it("shows the server's net and ceiling before submit, and sends no net", async () => {
    const { calls: writes } = renderForm();
    await waitFor(() => expect(screen.getByLabelText("Net déjà gagné")).toHaveValue(formatMoney(245.52)));
    expect(screen.getByLabelText("Plafond de l'acompte")).toHaveValue(formatMoney(156.42));
    expect(calls.invokeFunction).toHaveBeenCalledWith("pay-net", {
      talent_id: "t-1",
      month: thisMonth().format("YYYY-MM-DD"),
      contract_id: null,
    });
    expect(
      screen.getByText(
        /^Net avant impôt calculé par le serveur \(règles URSSAF\) du brut de 319,00\s€ gagné sur les relevés signés ou validés/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^80 % du net déjà gagné, moins les acomptes déjà accordés ce mois-ci \(40,00\s€\)$/),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Montant demandé"), "1000");
    expect(await screen.findByText(/^Au-dessus du plafond : au plus 156,42\s€/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("Montant demandé"));
    await userEvent.type(screen.getByLabelText("Montant demandé"), "50,50");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: "create",
      resource: "advance_payment_request",
      // the payment method the database requires, SEPA unless chosen otherwise
      variables: {
        talent_id: "t-1",
        requested_amount: 50.5,
        payment_method: "sepa_transfer",
        // the month the form opened on, the one the net's help names
        period_month: thisMonth().format("YYYY-MM-DD"),
      },
    });
    // no net: the database takes the server's
    expect(Object.keys(writes[0]!.variables as object).filter((k) => k.includes("net"))).toEqual([]);
  });

  it("says the server is computing, and sends nothing until it has answered", async () => {
    calls.invokeFunction.mockImplementation(() => new Promise(() => {}));
    const { calls: writes } = renderForm();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Net déjà gagné")).toHaveAttribute("placeholder", "Calcul par le serveur…"),
    );
    await userEvent.type(within(dialog).getByLabelText("Montant demandé"), "60");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Patientez : le serveur calcule le net déjà gagné")).toBeInTheDocument();
    expect(writes).toHaveLength(0);
  });

  it("says the server's refusal in French, offers to compute again, and sends nothing", async () => {
    calls.invokeFunction.mockImplementation(async () => {
      throw new Error("Talent introuvable ou acomptes non consultables avec vos droits");
    });
    const { calls: writes } = renderForm();
    const message =
      "Le serveur n'a pas pu calculer le net déjà gagné : Talent introuvable ou acomptes non consultables avec vos droits";
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Montant demandé"), "60");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(writes).toHaveLength(0);
    // computed again once the server answers
    calls.invokeFunction.mockImplementation(async () => FIGURES);
    await userEvent.click(screen.getByRole("button", { name: "Recalculer" }));
    await waitFor(() => expect(screen.getByLabelText("Net déjà gagné")).toHaveValue(formatMoney(245.52)));
  });

  it("opens on the current month, the one the net's help names — R:PAY-ADV-MONTH", async () => {
    renderForm();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    expect(within(dialog).getByLabelText("Mois")).toHaveValue(thisMonth().format("MM/YYYY"));
    expect(
      await within(dialog).findByText(
        new RegExp(`gagné sur les relevés signés ou validés de ${thisMonth().format("MM/YYYY")}$`),
      ),
    ).toBeInTheDocument();
  });

  it("asks for the month when it is emptied, and sends nothing", async () => {
    const { calls: writes } = renderForm();
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
    expect(writes).toHaveLength(0);
  });

  it("offers only the talent's contracts that can carry an acompte", async () => {
    renderForm();
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

  it("says the database's refusal in full in the form and keeps what was typed", async () => {
    const refusal =
      "La paie de 11/2026 de ce talent est exportée : un acompte de ce mois n'y serait pas déduit (passez d'abord la paie en régularisation)";
    const { calls: writes } = renderForm(() => {
      throw { message: refusal, statusCode: 400 };
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await computed(dialog);
    await user.type(within(dialog).getByLabelText("Montant demandé"), "60");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    expect(screen.getByRole("dialog", { name: "Nouvelle demande" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Montant demandé")).toHaveValue("60,00");
    expect(within(dialog).getByLabelText("Mois")).toHaveValue(thisMonth().format("MM/YYYY"));
  });

  it("says no work was done in the month and sends nothing", async () => {
    calls.invokeFunction.mockImplementation(async () => ({ ...FIGURES, gross: 0, net: null, ceiling: null }));
    const { calls: writes } = renderForm();
    const month = dayjs().format("MM/YYYY");
    const message = `Aucune heure signée ou validée en ${month} : un acompte ne porte que sur du travail déjà effectué (L3242-1)`;
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Montant demandé"), "100");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(writes).toHaveLength(0);
  });
});
