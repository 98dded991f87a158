// @vitest-environment happy-dom
// A create form whose schema refuses a column that none of its fields shows says so above the
// fields instead of doing nothing, and sends nothing.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { CreateRequestModal } from "./create-modal.tsx";
import type { RequestDefinition } from "./definition.ts";
import { cooptation } from "./types/cooptation.ts";

const ROWS = { talent: [{ id: "t1", first_name: "Léa", last_name: "Roux" }] };

describe("CreateRequestModal", () => {
  afterEach(cleanup);

  it("shows the schema's refusal of a column no field shows, and sends nothing", async () => {
    const create = cooptation.create!;
    // the bonus's field left out: the schema still asks a positive amount for it
    const definition = {
      ...cooptation,
      create: { ...create, fields: create.fields.filter((f) => f.name !== "bonus_amount") },
    } as RequestDefinition;
    const provider = memoryDataProvider(ROWS, () => ({ id: "k1" }));
    renderInApp(
      <CreateRequestModal
        definition={definition}
        prefill={{ coopted_id: "t1", referrer_type: "employee" }}
        redirectToShow={false}
        openRequests={1}
      />,
      { dataProvider: provider.dataProvider },
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    const alert = await within(dialog).findByRole("alert");
    await waitFor(() => expect(alert.textContent).toMatch(/montant/i));
    expect(provider.calls).toHaveLength(0);
  }, 60_000);
});
