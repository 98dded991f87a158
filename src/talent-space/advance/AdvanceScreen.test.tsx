// @vitest-environment happy-dom
// « Demander un acompte »: the ceiling the server computed (pay-net, else the SQL function) shown
// before typing; the database's refusal above it said in French with the amount kept; a request
// within it sent and said so; a talent who cannot ask told why, with no form.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSpace } from "../contracts/space-fake.ts";
import { AdvanceScreen, parseAmount, type TalentAdvance } from "./AdvanceScreen.tsx";

const FIGURES: TalentAdvance = {
  month: "2026-11-01",
  earned_gross: 1000,
  already_advanced: 0,
  max_ratio: 0.5,
  net: 780,
  ceiling: 390,
  min_amount: 50,
  blocked: null,
  requests: [
    {
      id: "a0",
      created_at: "2026-10-12T09:00:00Z",
      requested_amount: 200,
      approved_amount: 150,
      status: "paid",
      paid_at: "2026-10-15T10:00:00Z",
    },
  ],
};

describe("the acompte screen", () => {
  it("shows the ceiling first, keeps the amount the database refuses, then sends one within it", async () => {
    const refusal =
      "Le montant demandé (500,00 €) dépasse votre plafond de 390,00 € ce mois-ci (50 % du net déjà gagné, acomptes déduits)";
    const { space, rpc } = fakeSpace(
      {
        talent_space_request_advance: [
          { error: { code: "P0001", message: refusal } },
          { data: { id: "a1", status: "requested" } },
        ],
      },
      {
        "pay-net": [
          { data: FIGURES },
          {
            data: {
              ...FIGURES,
              blocked: "open",
              requests: [
                {
                  id: "a1",
                  created_at: "2026-11-27T09:00:00Z",
                  requested_amount: 150,
                  approved_amount: null,
                  status: "requested",
                  paid_at: null,
                },
                ...FIGURES.requests,
              ],
            },
          },
        ],
      },
    );
    render(<AdvanceScreen space={space} />);
    expect(await screen.findByText("390,00 €")).toBeTruthy();
    expect(screen.getByText(/50 % du net déjà gagné \(780,00 €\)/)).toBeTruthy();
    expect(screen.getByText("Versée")).toBeTruthy();
    const amount = screen.getByLabelText("Montant demandé (en euros)");
    await userEvent.type(amount, "500");
    await userEvent.click(screen.getByRole("button", { name: "Demander l'acompte" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect((amount as HTMLInputElement).value).toBe("500");
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    await userEvent.clear(amount);
    await userEvent.type(amount, "150,00");
    await userEvent.click(screen.getByRole("button", { name: "Demander l'acompte" }));
    expect((await screen.findByRole("status")).textContent).toMatch(
      /^Votre demande d'acompte de 150,00\s€ a été envoyée à l'agence\.$/,
    );
    expect(rpc).toHaveBeenLastCalledWith("talent_space_request_advance", { p_amount: 150, p_comment: undefined });
    expect(
      screen.getByText("Vous avez déjà une demande d'acompte en cours : attendez la réponse de l'agence."),
    ).toBeTruthy();
    expect(screen.getByText("Demandée")).toBeTruthy();
  });

  it("checks the amount typed before sending anything", async () => {
    const { space, rpc } = fakeSpace({}, { "pay-net": { data: FIGURES } });
    render(<AdvanceScreen space={space} />);
    await userEvent.type(await screen.findByLabelText("Montant demandé (en euros)"), "cent");
    await userEvent.click(screen.getByRole("button", { name: "Demander l'acompte" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Indiquez un montant en euros, par exemple 150 ou 150,50.",
    );
    expect(rpc).not.toHaveBeenCalled();
    expect([parseAmount("150"), parseAmount("150,5"), parseAmount("1 200,50 €"), parseAmount("1,234")]).toEqual([
      150,
      150.5,
      1200.5,
      null,
    ]);
  });

  it("reads the database's figures when pay-net cannot answer, and says why no request is possible", async () => {
    const { space } = fakeSpace(
      { talent_space_advance: { data: { ...FIGURES, net: null, ceiling: null, blocked: "iban", requests: [] } } },
      { "pay-net": { error: { message: "Le net n'a pas pu être calculé par le serveur" } } },
    );
    render(<AdvanceScreen space={space} />);
    expect(await screen.findByText(/Votre agence n'a pas encore votre RIB/)).toBeTruthy();
    expect(screen.getByText(/Le montant maximum n'a pas encore été calculé/)).toBeTruthy();
    expect(screen.queryByLabelText("Montant demandé (en euros)")).toBeNull();
    expect(screen.getByText("Aucune demande d'acompte.")).toBeTruthy();
  });
});
