// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { searchCommunes } from "../../src/lib/geo/communes.ts";
import { fill } from "../../src/test/fill.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { TalentCreateButton } from "./create.tsx";

afterEach(cleanup);
beforeAll(() => searchCommunes("lyon"), 30_000);

const JOBS = [
  { id: "job-macon", name: "Maçon" },
  { id: "job-coffreur", name: "Coffreur" },
  { id: "job-grutier", name: "Grutier" },
];

/** Picks an option of an antd select by writing its label in the search. */
const choose = async (dialog: HTMLElement, label: string, option: string) => {
  const select = within(dialog).getByRole("combobox", { name: label });
  await fill(select, option);
  fireEvent.keyDown(select, { key: "Enter", keyCode: 13, which: 13 });
  await waitFor(() => expect(dialog.querySelector(`.ant-select-selection-item[title='${option}']`)).not.toBeNull());
};

describe("TalentCreateButton", () => {
  it(
    "saves the talent, its address and its jobs (main first) in one call; a refused save keeps the values",
    { timeout: 90_000 },
    async () => {
      let attempts = 0;
      const { dataProvider, calls } = memoryDataProvider({ job: JOBS }, () => {
        attempts += 1;
        if (attempts === 1) throw { message: "Un talent avec cet e-mail existe déjà", statusCode: 409 };
        return { id: "00000000-0000-4000-8000-000000000001" };
      });
      renderInApp(<TalentCreateButton />, { dataProvider, path: "/talents/list" });
      await userEvent.click(screen.getByRole("button", { name: "Nouveau talent" }));
      // the modal's code loads on the click (LazyModalButton): its first transform can take a while
      const dialog = await screen.findByRole("dialog", { name: "Nouveau talent" }, { timeout: 15_000 });
      await fill(within(dialog).getByLabelText("Prénom"), "Léa");
      await fill(within(dialog).getByLabelText("Nom de famille"), "Martin");
      await choose(dialog, "Métier", "Coffreur");
      await choose(dialog, "Autres métiers", "Maçon");
      await fill(within(dialog).getByLabelText("Adresse"), "12 rue de la Paix");
      const city = within(dialog).getByRole("combobox", { name: "Ville" });
      await fill(city, "villeur");
      await screen.findByText("Villeurbanne (69100)");
      fireEvent.keyDown(city, { key: "Enter", keyCode: 13, which: 13 });
      await waitFor(() =>
        expect(dialog.querySelector(".ant-select-selection-item[title='Villeurbanne (69100)']")).not.toBeNull(),
      );

      await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toMatchObject({
        method: "create",
        resource: "talent",
        meta: { save: "save_talent" },
        variables: {
          p_values: { first_name: "Léa", last_name: "Martin" },
          p_address: {
            city: "Villeurbanne",
            postal_code: "69100",
            street1: "12 rue de la Paix",
            location: expect.stringMatching(/^POINT\(4\.8\d+ 45\.7\d+\)$/),
          },
          p_job_ids: ["job-coffreur", "job-macon"],
        },
      });
      expect(within(dialog).getByLabelText("Prénom")).toHaveValue("Léa");
      expect(within(dialog).getByLabelText("Adresse")).toHaveValue("12 rue de la Paix");

      await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(2));
      // still one call per save: no separate address or job write
      expect(calls.every((call) => call.resource === "talent" && call.meta?.save === "save_talent")).toBe(true);
      expect(calls[1].variables).toEqual(calls[0].variables);
    },
  );
});
