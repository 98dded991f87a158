// @vitest-environment happy-dom
// A referral declared from the cooptation list: the referrer's fields follow its kind (a talent
// picked, or an outsider's name and a way to reach them), what the database would refuse is said
// in French before sending, and the bonus's defaults are the database's.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { CreateRequestModal } from "../create-modal.tsx";
import { cooptation } from "./cooptation.ts";

const ROWS = {
  talent: [{ id: "t1", first_name: "Léa", last_name: "Roux" }],
  enum_label: [
    { value: "talent", label: "Talent" },
    { value: "employee", label: "Salarié" },
    { value: "external", label: "Personne extérieure" },
  ],
};

describe("the cooptation's create form", () => {
  afterEach(cleanup);

  it("asks an outsider's name and a way to reach them, then sends the referral with the bonus's defaults", async () => {
    const provider = memoryDataProvider(ROWS, () => ({ id: "k1" }));
    renderInApp(
      <CreateRequestModal
        definition={cooptation}
        prefill={{ coopted_id: "t1" }}
        redirectToShow={false}
        openRequests={1}
      />,
      { dataProvider: provider.dataProvider },
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    // a talent referrer by default: the talent is asked
    expect(within(dialog).getByLabelText("Parrain (talent)")).toBeTruthy();
    expect(within(dialog).queryByLabelText("Nom du parrain")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Le talent est obligatoire")).toBeTruthy();

    await user.click(within(dialog).getByRole("combobox", { name: "Parrain" }));
    await user.click(await screen.findByTitle("Personne extérieure"));
    expect(within(dialog).queryByLabelText("Parrain (talent)")).toBeNull();
    await user.type(within(dialog).getByLabelText("Nom du parrain"), "Jean-Pierre Lambert");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Indiquez un téléphone ou un e-mail du parrain")).toBeTruthy();
    expect(provider.calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Téléphone du parrain"), "+33612345678");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(provider.calls).toHaveLength(1));
    // one transaction with the referee (public.declare_cooptation): here a talent picked
    expect(provider.calls[0]).toMatchObject({
      method: "create",
      resource: "cooptation",
      meta: { save: "declare_cooptation" },
    });
    expect(provider.calls[0].variables).toMatchObject({
      p_values: {
        coopted_id: "t1",
        referrer_type: "external",
        referrer_name: "Jean-Pierre Lambert",
        referrer_phone: "+33612345678",
        condition_type: "hours_worked",
        condition_threshold: 150,
        bonus_amount: 150,
        payout_mode: "payroll_bonus",
      },
      p_referee: null,
    });
  }, 60_000);

  it("creates the referee with the referral when no talent is picked: its name is required", async () => {
    const provider = memoryDataProvider(ROWS, () => ({ id: "k2" }));
    renderInApp(
      <CreateRequestModal
        definition={cooptation}
        prefill={{ referrer_type: "employee" }}
        redirectToShow={false}
        openRequests={1}
      />,
      { dataProvider: provider.dataProvider },
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    const referee = within(dialog).getByRole("region", { name: "Nouveau talent" });
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(
      await within(referee).findAllByText("Choisissez un talent ou saisissez le prénom et le nom du filleul"),
    ).toHaveLength(2);
    expect(provider.calls).toHaveLength(0);

    await user.type(within(referee).getByLabelText("Prénom du filleul"), "Inès");
    await user.type(within(referee).getByLabelText("Nom du filleul"), "Nouvelle");
    await user.type(within(referee).getByLabelText("Téléphone du filleul"), "06 55 50 98 76");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(provider.calls).toHaveLength(1));
    expect(provider.calls[0].variables).toMatchObject({
      p_values: { referrer_type: "employee", bonus_amount: 150 },
      p_referee: { first_name: "Inès", last_name: "Nouvelle", email: null, phone_number: "06 55 50 98 76" },
    });
  }, 60_000);
});
