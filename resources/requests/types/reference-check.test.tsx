// @vitest-environment happy-dom
// A reference call completed from its detail: the move to « Terminée » asks the outcome, the
// summary and the questions with their answers — three job-related questions offered, only the
// answered pairs sent as the jsonb array the database requires (L1221-6); and the create form
// asks a way to reach the referee before sending, as the database does.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fill } from "../../../src/test/fill.ts";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { CreateRequestModal } from "../create-modal.tsx";
import { TransitionModal } from "../transition-modal.tsx";
import { referenceCheck } from "./reference-check.ts";

const OUTCOMES = [
  { value: "positive", label: "Positive" },
  { value: "reserved", label: "Réservée" },
  { value: "negative", label: "Négative" },
];

describe("a reference check", () => {
  afterEach(cleanup);

  it("is completed with its outcome, its summary and the answered questions only", async () => {
    const provider = memoryDataProvider({ enum_label: OUTCOMES }, (call) => ({ id: String(call.id) }));
    let done = 0;
    renderInApp(
      <TransitionModal
        definition={referenceCheck}
        row={{ id: "rc1", status: "in_progress", workspace_id: "w1", questions_answers: [], outcome: null, note: null }}
        transition={{
          from_status: "in_progress",
          to_status: "completed",
          roles: ["consultant_team_member"],
          requester_only_roles: [],
          required_fields: ["outcome", "note", "questions_answers"],
          requires_comment: false,
        }}
        statusLabel="Terminée"
        onClose={() => undefined}
        onDone={() => (done += 1)}
      />,
      { dataProvider: provider.dataProvider },
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Passer au statut « Terminée »" });
    expect(within(dialog).getByText(/article L1221-6 du Code du travail/)).toBeTruthy();
    expect(within(dialog).getByLabelText("Question 1 : intitulé")).toHaveValue(
      "Quelles étaient ses missions et ses responsabilités ?",
    );
    await fill(within(dialog).getByLabelText("Question 1 : réponse du référent"), "Coffrage et ferraillage", user);
    await user.clear(within(dialog).getByLabelText("Question 2 : intitulé"));
    await fill(within(dialog).getByLabelText("Question 2 : intitulé"), "Ponctualité ?", user);
    await fill(within(dialog).getByLabelText("Question 2 : réponse du référent"), "Irréprochable", user);
    await user.click(within(dialog).getByRole("combobox", { name: "Résultat" }));
    await user.click(await screen.findByTitle("Positive"));
    await fill(within(dialog).getByLabelText("Synthèse"), "Référence très favorable", user);
    await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));

    await waitFor(() => expect(provider.calls).toHaveLength(1));
    expect(provider.calls[0]).toMatchObject({ method: "update", resource: "reference_check", id: "rc1" });
    expect(provider.calls[0].variables).toMatchObject({
      status: "completed",
      outcome: "positive",
      note: "Référence très favorable",
      questions_answers: [
        { question: "Quelles étaient ses missions et ses responsabilités ?", answer: "Coffrage et ferraillage" },
        { question: "Ponctualité ?", answer: "Irréprochable" },
      ],
    });
    await waitFor(() => expect(done).toBe(1));
  }, 60_000);

  it("is asked for a talent with a way to reach the referee", async () => {
    const provider = memoryDataProvider({ talent: [{ id: "t1", first_name: "Léa", last_name: "Roux" }] }, () => ({
      id: "rc2",
    }));
    renderInApp(
      <CreateRequestModal
        definition={referenceCheck}
        prefill={{ talent_id: "t1" }}
        redirectToShow={false}
        openRequests={1}
      />,
      { dataProvider: provider.dataProvider },
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await fill(within(dialog).getByLabelText("Référent"), "Marc Petit", user);
    await fill(within(dialog).getByLabelText("Entreprise du référent"), "Gros Œuvre Atlantique", user);
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Indiquez un téléphone ou un e-mail du référent")).toBeTruthy();
    expect(provider.calls).toHaveLength(0);
    await fill(within(dialog).getByLabelText("E-mail du référent"), "m.petit@goa.fr", user);
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(provider.calls).toHaveLength(1));
    expect(provider.calls[0].variables).toMatchObject({
      talent_id: "t1",
      referee_name: "Marc Petit",
      referee_company: "Gros Œuvre Atlantique",
      referee_email: "m.petit@goa.fr",
      // not a current employer unless said: the column is NOT NULL
      is_current_employer: false,
    });
  }, 60_000);
});
