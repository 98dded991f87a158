// @vitest-environment happy-dom
// A pay period: hours and gross by element (those at zero left out), the acomptes withheld, the
// net once computed, and the pay date: the day paid, else « pas encore payée ».
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeSpace } from "../contracts/space-fake.ts";
import { PayScreen, type TalentPay } from "./PayScreen.tsx";

const PAY: TalentPay = {
  period_start: "2026-10-01",
  period_end: "2026-10-31",
  status: "to_control",
  hours_normal: 151.67,
  hours_ot25: 8,
  hours_ot50: 0,
  night_hours: 0,
  sunday_hours: 0,
  holiday_hours: 0,
  gross_base: 2167.36,
  gross_overtime: 142.9,
  majorations_amount: 0,
  bonuses_subject: 0,
  allowances_not_subject: 0,
  ifm_amount: 231.03,
  iccp_amount: 254.13,
  gross_total: 2795.42,
  advances_deducted: 150,
  net_to_pay: null,
  paid_at: null,
  advances: [{ amount: 150, paid_at: "2026-10-15T10:00:00Z", status: "deducted" }],
};

describe("the pay screen", () => {
  it("shows the period's elements, the acompte withheld and the pay date the agency gives", async () => {
    const { space, rpc } = fakeSpace({ talent_space_pay: { data: PAY } });
    render(<PayScreen space={space} period="2026-10-01" />);
    expect(await screen.findByRole("heading", { name: "Ma paie : Du 01/10/2026 au 31/10/2026" })).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith("talent_space_pay", { p_period_start: "2026-10-01" });
    expect(screen.getByText("pas encore payée")).toBeTruthy();
    expect(screen.getByText("Heures supplémentaires à 25 %")).toBeTruthy();
    expect(screen.queryByText("Heures de nuit")).toBeNull();
    expect(screen.getByText("Indemnité de fin de mission")).toBeTruthy();
    expect(screen.getByText("2 795,42 €")).toBeTruthy();
    expect(screen.getByText("150,00 € versé le 15/10/2026")).toBeTruthy();
    expect(screen.getByText("calculé par l'agence à la clôture de la paie")).toBeTruthy();
  });

  it("gives the day it was paid and the net", async () => {
    const { space } = fakeSpace({
      talent_space_pay: { data: { ...PAY, status: "paid", net_to_pay: 2011.5, paid_at: "2026-11-05T09:00:00Z" } },
    });
    render(<PayScreen space={space} period="2026-10-01" />);
    expect(await screen.findByText("Payée le 05/11/2026")).toBeTruthy();
    expect(screen.getByText("2 011,50 €")).toBeTruthy();
  });

  it("says an unknown period in French", async () => {
    const { space } = fakeSpace({ talent_space_pay: { error: { code: "P0002", message: "Paie introuvable" } } });
    render(<PayScreen space={space} period="2019-01-01" />);
    expect((await screen.findByRole("alert")).textContent).toBe("Paie introuvable");
  });
});
