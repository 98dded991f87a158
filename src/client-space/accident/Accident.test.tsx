// @vitest-environment happy-dom
// « Déclarer un accident du travail » as public.client_accident_form and client_report_accident
// answer them: the workers placed now, the short form checked first in French, the report sent
// and confirmed with the agency's 48 h deadline, a refusal said with the values kept, and the
// company without a worker told to call the agency.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeClient, type HomeAnswer } from "../../test/portal-client.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { Accident } from "./Accident.tsx";
import { deadlineText } from "./texts.ts";

const WORKERS = {
  workers: [
    { contract_id: "c1", talent_name: "Paul Durand", job_name: "Maçon", company_name: "Bâtir Sud" },
    { contract_id: "c2", talent_name: "Léa Martin", job_name: "Cariste", company_name: "Bâtir Sud" },
  ],
};

function setup(answers: HomeAnswer[]) {
  const { client, rpc } = fakeClient({ signedIn: true, homes: answers });
  const space: SpaceContext = { client, path: "/accident", navigate: vi.fn(), reload: vi.fn(async () => undefined) };
  render(<Accident space={space} />);
  return { rpc, user: userEvent.setup() };
}

describe("« Déclarer un accident du travail »", () => {
  it("checks the short form first, then reports and gives the agency's 48 h deadline", async () => {
    const deadline = "2026-11-30T14:00:00Z";
    const { rpc, user } = setup([
      { data: WORKERS, error: null },
      { data: { id: "w1", status: "reported", declaration_deadline: deadline }, error: null },
    ]);
    await screen.findByRole("heading", { name: "Déclarer un accident du travail" });
    expect(screen.getByLabelText("Date et heure de l'accident")).not.toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Prévenir l'agence" }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Choisissez l'intérimaire concerné.");
    expect(alert).toHaveTextContent("Décrivez ce qui s'est passé.");
    expect(rpc).toHaveBeenCalledTimes(1);

    await user.selectOptions(screen.getByLabelText("Intérimaire concerné"), "c2");
    await user.type(screen.getByLabelText("Lieu de l'accident"), "Quai de chargement");
    await user.type(screen.getByLabelText("Ce qui s'est passé"), "Chute en descendant du chariot");
    await user.type(screen.getByLabelText("Blessures"), "Entorse de la cheville");
    await user.click(screen.getByRole("button", { name: "Prévenir l'agence" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(`Elle a jusqu'au ${deadlineText(deadline)} pour le déclarer à la CPAM`);
    expect(status).toHaveTextContent("48 heures, dimanches et jours fériés non compris");
    expect(rpc).toHaveBeenLastCalledWith("client_report_accident", {
      p_contract_id: "c2",
      p_occurred_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      p_location: "Quai de chargement",
      p_circumstances: "Chute en descendant du chariot",
      p_injuries: "Entorse de la cheville",
    });
  });

  it("says a refusal and keeps the values", async () => {
    const { user } = setup([
      { data: WORKERS, error: null },
      {
        data: null,
        error: { code: "P0002", message: "Choisissez un intérimaire qui travaille pour votre entreprise" },
      },
    ]);
    await user.selectOptions(await screen.findByLabelText("Intérimaire concerné"), "c1");
    await user.type(screen.getByLabelText("Lieu de l'accident"), "Atelier");
    await user.type(screen.getByLabelText("Ce qui s'est passé"), "Coupure");
    await user.type(screen.getByLabelText("Blessures"), "Main gauche");
    await user.click(screen.getByRole("button", { name: "Prévenir l'agence" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Choisissez un intérimaire qui travaille pour votre entreprise",
    );
    expect(screen.getByLabelText("Lieu de l'accident")).toHaveValue("Atelier");
  });

  it("tells a company without a worker now to call the agency", async () => {
    setup([{ data: { workers: [] }, error: null }]);
    expect(
      await screen.findByText("Aucun intérimaire ne travaille pour votre entreprise en ce moment : appelez l'agence."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Prévenir l'agence" })).not.toBeInTheDocument();
  });
});
