// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearToasts, toastStore } from "../../src/lib/toast/toast-store.ts";
import { searchCommunes } from "../../src/lib/geo/communes.ts";
import { fill } from "../../src/test/fill.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import { typeInPicker } from "../../src/test/pickers.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { signedInAs, TEST_RUNTIME_CONFIG } from "../../src/test/session.ts";
import { MissionCreateButton } from "./public/create.tsx";

afterEach(() => {
  cleanup();
  clearToasts();
});
beforeAll(() => searchCommunes("lyon"), 30_000);

const SMIC = "Le salaire horaire (10,00 €) est inférieur au SMIC en vigueur au 02/03/2026 (12,02 €)";

/** Picks an option of an antd select by writing its label in the search. */
const choose = async (dialog: HTMLElement, label: string, option: string) => {
  const select = within(dialog).getByRole("combobox", { name: label });
  await fill(select, option);
  await waitFor(() => expect(screen.getAllByText(option).length).toBeGreaterThan(0));
  fireEvent.keyDown(select, { key: "Enter", keyCode: 13, which: 13 });
  await waitFor(() => expect(dialog.querySelector(`.ant-select-selection-item[title="${option}"]`)).not.toBeNull());
};
const typeNumber = async (dialog: HTMLElement, label: string, value: string) => {
  const input = within(dialog).getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
};

describe("MissionCreateButton", () => {
  it(
    "an order refused by the database (SMIC) keeps its values; fixed, it is saved in one call with its worksite",
    { timeout: 120_000 },
    async () => {
      let attempts = 0;
      const { dataProvider, calls } = memoryDataProvider({ company: [{ id: "co-1", name: "Bâtir Lyon" }] }, () => {
        attempts += 1;
        if (attempts === 1) throw { message: SMIC, statusCode: 400 };
        return { id: "00000000-0000-4000-8000-000000000002" };
      });
      renderInApp(
        <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
          <MissionCreateButton companyId="co-1" />
        </RuntimeConfigProvider>,
        {
          dataProvider, // the consultant taking the order: its « Chargé(e) de la mission » by default
          authProvider: signedInAs(["consultant_team_member"], "tm-1"),
          path: "/companies/co-1",
        },
      );
      await userEvent.click(screen.getByRole("button", { name: "Nouvelle mission" }));
      const dialog = await screen.findByRole("dialog", { name: "Nouvelle commande client" }, { timeout: 15_000 });
      // the company comes pre-filled from its page
      await waitFor(() =>
        expect(dialog.querySelector('.ant-select-selection-item[title="Bâtir Lyon"]')).not.toBeNull(),
      );

      await fill(within(dialog).getByLabelText("Intitulé du poste"), "Maçon VRD");
      await choose(dialog, "Motif de recours", "Accroissement temporaire d'activité");
      await fill(within(dialog).getByLabelText("Justification du motif"), "Démarrage du chantier");
      await typeInPicker(within(dialog).getByLabelText("Début"), "02/03/2026");
      await typeInPicker(within(dialog).getByLabelText("Fin"), "29/05/2026");
      await fill(within(dialog).getByLabelText("Adresse du chantier"), "12 rue du Chantier");
      const city = within(dialog).getByRole("combobox", { name: "Ville" });
      await fill(city, "villeur");
      await screen.findByText("Villeurbanne (69100)");
      // Enter picks the active option, which antd sets a moment after the list shows: on a busy
      // machine the first Enter can come before it, and is pressed again until the commune is chosen
      const chosen = () => dialog.querySelector(".ant-select-selection-item[title='Villeurbanne (69100)']");
      await waitFor(() => {
        if (!chosen()) fireEvent.keyDown(city, { key: "Enter", keyCode: 13, which: 13 });
        expect(chosen()).not.toBeNull();
      });
      await typeNumber(dialog, "Salaire horaire brut (€)", "10");
      await typeNumber(dialog, "Coefficient", "1,9");
      await waitFor(() => expect(within(dialog).getByTestId("billing-rate")).toHaveTextContent("19,00 €"));

      // the attestations are required before anything is sent
      await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      expect(
        await within(dialog).findByText("Attestez que la mission ne remplace pas un salarié gréviste (L1251-10)"),
      ).toBeInTheDocument();
      expect(calls).toHaveLength(0);
      await userEvent.click(within(dialog).getByRole("checkbox", { name: /ne remplace pas un salarié gréviste/ }));
      await userEvent.click(within(dialog).getByRole("checkbox", { name: /aucun licenciement économique/ }));

      await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toMatchObject({
        method: "create",
        resource: "mission",
        meta: { save: "save_mission" },
        variables: {
          p_values: {
            is_client_order: true,
            company_id: "co-1",
            owner_id: "tm-1",
            job_name: "Maçon VRD",
            contract_reason: "activity_increase",
            start_date: "2026-03-02",
            end_date: "2026-05-29",
            hourly_wage: 10,
            coefficient: 1.9,
            striker_replacement_attested: true,
            economic_dismissal_attested: true,
          },
          p_address: { street1: "12 rue du Chantier", city: "Villeurbanne", postal_code: "69100" },
        },
      });
      // the database's French message in the toast, and the form keeps what was typed
      await waitFor(() =>
        expect(toastStore.getSnapshot()).toContainEqual(
          expect.objectContaining({ type: "error", description: [SMIC] }),
        ),
      );
      expect(within(dialog).getByLabelText("Intitulé du poste")).toHaveValue("Maçon VRD");
      expect(within(dialog).getByLabelText("Adresse du chantier")).toHaveValue("12 rue du Chantier");

      await typeNumber(dialog, "Salaire horaire brut (€)", "14,5");
      await waitFor(() => expect(within(dialog).getByTestId("billing-rate")).toHaveTextContent("27,55 €"));
      await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(2));
      expect(calls[1].variables).toMatchObject({ p_values: { hourly_wage: 14.5 } });
      expect(calls.every((call) => call.resource === "mission" && call.meta?.save === "save_mission")).toBe(true);
    },
  );
});
