// @vitest-environment happy-dom
import { cleanup, configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import type { RuntimeConfig } from "../../src/config/runtime-config.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { PayTrackingShow } from "./show.tsx";

// the net estimate is the server's (the pay-net function): its answer for this line
const calls = vi.hoisted(() => ({
  invokeFunction: vi.fn(async () => ({
    pay_tracking_id: "p-1",
    month: "2026-05-01",
    gross: 580,
    net_before_tax: 452.34,
    estimated_net: 452.34,
    computed_at: "2026-06-01T08:00:00Z",
  })),
}));
vi.mock("../../providers/client-calls.ts", async (original) => ({
  ...(await original<typeof import("../../providers/client-calls.ts")>()),
  invokeFunction: calls.invokeFunction,
}));

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const CONFIG: RuntimeConfig = {
  supabaseUrl: "http://localhost",
  supabaseAnonKey: "anon",
  apiUrl: "http://localhost/api",
  boardManagerEmails: [],
  environment: "local",
};

const PAY = {
  id: "p-1",
  workspace_id: "w-1",
  talent_id: "t-1",
  period_start: "2026-05-01",
  period_end: "2026-05-31",
  status: "anomaly",
  anomaly_note: "Prime de salissure oubliée",
  contract_keys: ["CTR-LYO-2026-000123"],
  hours_normal: 35,
  hours_ot25: 4,
  hours_ot50: 0,
  night_hours: 0,
  sunday_hours: 0,
  holiday_hours: 0,
  gross_base: 507.5,
  gross_overtime: 72.5,
  majorations_amount: 0,
  bonuses_subject: 0,
  allowances_not_subject: 0,
  ifm_amount: 0,
  iccp_amount: 0,
  gross_total: 580,
  advances_deducted: 0,
  meal_voucher_employee_share: 0,
  net_to_pay: null,
  computed_at: "2026-06-01T08:00:00Z",
  talent: { id: "t-1", first_name: "Paul", last_name: "Essai" },
};

const element = (code: string, label: string, quantity: number, rate: number, amount: number, days: string[]) => ({
  id: `e-${code}`,
  pay_tracking_id: "p-1",
  position: 1,
  contract_key: "CTR-LYO-2026-000123",
  code,
  label,
  category: code === "HN" ? "hours" : code === "IFM" ? "ifm" : "overtime",
  quantity,
  rate,
  amount,
  timesheet_week_ids: ["w-18"],
  timesheet_day_ids: days,
  advance_payment_request_ids: [],
});

const DAYS = ["18", "19", "20", "21", "22"].map((d) => ({
  id: `d-${d}`,
  date: `2026-05-${d}`,
  worked_hours: d === "22" ? 7 : 8,
  night_hours: 0,
  absence_type: "none",
  meal: d === "18" ? "meal_allowance" : "none",
  timesheet_week_id: "w-18",
  week: { id: "w-18", week_start: "2026-05-18", status: "validated", contract_key: "CTR-LYO-2026-000123" },
}));

describe("PayTrackingShow", () => {
  it(
    "shows the totals, the anomaly note, the elements and the timesheet days behind one",
    { timeout: 90_000 },
    async () => {
      const { dataProvider } = memoryDataProvider({
        pay_tracking: [PAY],
        pay_element: [
          element(
            "HN",
            "Heures normales",
            35,
            14.5,
            507.5,
            DAYS.map((d) => d.id),
          ),
          element(
            "HS25",
            "Heures supplémentaires à +25 %",
            4,
            18.125,
            72.5,
            DAYS.map((d) => d.id),
          ),
          element("IFM", "Indemnité de fin de mission", 580, 0.1, 58, []),
        ],
        timesheet_day: DAYS,
        status_transition: [],
        status_history: [],
      });
      renderInApp(
        // the status card asks the current user's roles (board managers from the runtime config)
        <RuntimeConfigProvider config={CONFIG}>
          <Routes>
            <Route path="/pay-tracking/:id" element={<PayTrackingShow />} />
          </Routes>
        </RuntimeConfigProvider>,
        { dataProvider, path: "/pay-tracking/p-1" },
      );
      expect(await screen.findByRole("heading", { name: "Paul Essai · mai 2026" })).toBeInTheDocument();
      expect(screen.getByText("Prime de salissure oubliée")).toBeInTheDocument();
      expect(screen.getByText("580,00 €")).toBeInTheDocument();

      const hs25 = (await screen.findByText("HS25")).closest("tr")!;
      // a rate in euros to its 4th decimal, the IFM's as a share of its base
      expect(within(hs25).getByText("18,125 €")).toBeInTheDocument();
      expect(
        within((await screen.findByRole("cell", { name: "HN" })).closest("tr")!).getByText("14,50 €"),
      ).toBeInTheDocument();
      expect(
        within((await screen.findByRole("cell", { name: "IFM" })).closest("tr")!).getByText("10 %"),
      ).toBeInTheDocument();
      expect(within(hs25).getByText("72,50 €")).toBeInTheDocument();
      await userEvent.click(
        within(hs25).getByRole("button", { name: "Voir les 5 ligne(s) de relevé de HS25 · CTR-LYO-2026-000123" }),
      );
      const drawer = await screen.findByRole("dialog", { name: "Lignes de relevé : Heures supplémentaires à +25 %" });
      const friday = (await within(drawer).findByText("ven. 22/05/2026")).closest("tr")!;
      expect(within(friday).getByText("7 h")).toBeInTheDocument();
      expect(within(drawer).getByText("Panier")).toBeInTheDocument();
      expect(within(drawer).getAllByText("Validé agence")).toHaveLength(5);

      // the server's net estimate, labelled as such; the browser computes none
      expect(await screen.findByText("Net estimé (avant impôt)")).toBeInTheDocument();
      expect(screen.getByText("452,34 €")).toBeInTheDocument();
      expect(calls.invokeFunction).toHaveBeenCalledWith("pay-net", { pay_tracking_id: "p-1" });
    },
  );
});
