// @vitest-environment happy-dom
// « Mes disponibilités »: « disponible à partir du » saved; an unavailability added (reason
// optional), a day the talent works refused in French with what was typed kept; one removed.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSpace } from "../contracts/space-fake.ts";
import { AvailabilityScreen, type TalentAvailability } from "./AvailabilityScreen.tsx";

const NONE: TalentAvailability = { available_from: null, unavailabilities: [] };
const ONE: TalentAvailability = {
  available_from: "2027-01-04",
  unavailabilities: [{ id: "u1", date_from: "2026-12-21", date_to: "2026-12-24", reason: "leave", comment: null }],
};

describe("the availability screen", () => {
  it("keeps the dates typed when the database refuses a day worked, then adds and removes", async () => {
    const refusal =
      "Vous travaillez le 02/12/2026 (08h00–16h00, contrat RF-2026-0042) : ce jour ne peut pas être déclaré indisponible. Parlez-en à votre agence.";
    const { space, rpc } = fakeSpace({
      talent_space_availability: [{ data: NONE }, { data: ONE }, { data: NONE }],
      talent_space_add_unavailability: [{ error: { code: "23514", message: refusal } }, { data: "u1" }],
      talent_space_remove_unavailability: { data: 4 },
    });
    render(<AvailabilityScreen space={space} />);
    const from = await screen.findByLabelText("Du");
    await userEvent.type(from, "2026-12-02");
    await userEvent.click(screen.getByRole("button", { name: "Ajouter l'indisponibilité" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect((from as HTMLInputElement).value).toBe("2026-12-02");
    await userEvent.clear(from);
    await userEvent.type(from, "2026-12-21");
    await userEvent.type(screen.getByLabelText("Au (facultatif, un seul jour sinon)"), "2026-12-24");
    await userEvent.selectOptions(screen.getByLabelText("Motif (facultatif)"), "Congés");
    await userEvent.click(screen.getByRole("button", { name: "Ajouter l'indisponibilité" }));
    expect((await screen.findByRole("status")).textContent).toBe("Indisponibilité ajoutée.");
    expect(rpc).toHaveBeenCalledWith("talent_space_add_unavailability", {
      p_date_from: "2026-12-21",
      p_date_to: "2026-12-24",
      p_reason: "leave",
      p_comment: undefined,
    });
    expect(screen.getByText("Du 21/12/2026 au 24/12/2026")).toBeTruthy();
    expect(screen.getByText("Vous êtes disponible à partir du 04/01/2027.", { exact: false })).toBeTruthy();
    await userEvent.click(
      screen.getByRole("button", { name: "Retirer l'indisponibilité : Du 21/12/2026 au 24/12/2026" }),
    );
    expect((await screen.findByRole("status")).textContent).toBe("Indisponibilité retirée.");
    expect(screen.getByText("Aucune indisponibilité à venir.")).toBeTruthy();
  });

  it("saves « disponible à partir du »", async () => {
    const { space, rpc } = fakeSpace({
      talent_space_availability: [{ data: NONE }, { data: { ...NONE, available_from: "2027-01-04" } }],
      talent_space_set_available_from: { data: "2027-01-04" },
    });
    render(<AvailabilityScreen space={space} />);
    const save = await screen.findByRole("button", { name: "Enregistrer la date" });
    await userEvent.click(save);
    expect((await screen.findByRole("alert")).textContent).toBe("Choisissez une date.");
    await userEvent.type(screen.getByLabelText("Disponible à partir du"), "2027-01-04");
    await userEvent.click(save);
    expect((await screen.findByRole("status")).textContent).toBe("Date enregistrée.");
    expect(rpc).toHaveBeenCalledWith("talent_space_set_available_from", { p_date: "2027-01-04" });
    expect(screen.getByRole("button", { name: "Effacer la date" })).toBeTruthy();
  });
});
