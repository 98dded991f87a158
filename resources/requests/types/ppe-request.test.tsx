// @vitest-environment happy-dom
// A PPE request delivered to the site or by post: the create form asks for the delivery address
// (the database refuses the request without one: private.validate_ppe_request), says so in
// French before sending, and sends it; a pick-up at the agency asks for none and sends none.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fill } from "../../../src/test/fill.ts";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { CreateRequestModal } from "../create-modal.tsx";
import { ppeRequest } from "./ppe-request.ts";

const ROWS = {
  talent: [{ id: "t1", first_name: "Léa", last_name: "Roux" }],
  company: [{ id: "c1", name: "BTP Sud" }],
  contract: [],
  enum_label: [
    { value: "agency", label: "Retrait agence" },
    { value: "worksite", label: "Livraison chantier" },
    { value: "shipping", label: "Envoi" },
  ],
};

const openForm = () => {
  const provider = memoryDataProvider(ROWS, () => ({ id: "p1" }));
  renderInApp(
    <CreateRequestModal
      definition={ppeRequest}
      prefill={{ talent_id: "t1", company_id: "c1" }}
      redirectToShow={false}
      openRequests={1}
    />,
    { dataProvider: provider.dataProvider },
  );
  return provider;
};

const chooseMode = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string) => {
  await user.click(within(dialog).getByRole("combobox", { name: "Livraison" }));
  await user.click(await screen.findByTitle(label));
};

describe("the PPE request's create form", () => {
  afterEach(cleanup);

  it("asks for the delivery address of a delivery to the site, in French, and sends it", async () => {
    const { calls } = openForm();
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await fill(within(dialog).getByLabelText("Nécessaire le"), "10/04/2026", user);
    // (Enter would submit the form: SubmitOnEnter) the title takes the focus, the picker closes
    await user.click(within(dialog).getByText("Nouvelle demande"));
    // a pick-up at the agency by default: no address asked
    expect(within(dialog).queryByLabelText("Adresse de livraison")).toBeNull();
    await chooseMode(user, dialog, "Livraison chantier");
    const address = await within(dialog).findByLabelText("Adresse de livraison");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(
      await within(dialog).findByText("L'adresse de livraison est obligatoire hors retrait en agence"),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
    await fill(address, "Chantier de la gare, 12 rue Garibaldi, 69003 Lyon", user);
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].variables).toMatchObject({
      talent_id: "t1",
      company_id: "c1",
      needed_by: "2026-04-10",
      delivery_mode: "worksite",
      delivery_address: "Chantier de la gare, 12 rue Garibaldi, 69003 Lyon",
    });
  }, 60_000);

  it("sends no address for a pick-up at the agency, even one typed before the mode changed", async () => {
    const { calls } = openForm();
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await fill(within(dialog).getByLabelText("Nécessaire le"), "10/04/2026", user);
    // (Enter would submit the form: SubmitOnEnter) the title takes the focus, the picker closes
    await user.click(within(dialog).getByText("Nouvelle demande"));
    await chooseMode(user, dialog, "Envoi");
    await fill(await within(dialog).findByLabelText("Adresse de livraison"), "3 place Bellecour, Lyon", user);
    await chooseMode(user, dialog, "Retrait agence");
    await waitFor(() => expect(within(dialog).queryByLabelText("Adresse de livraison")).toBeNull());
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].variables).toMatchObject({ delivery_mode: "agency", delivery_address: null });
  }, 60_000);
});
