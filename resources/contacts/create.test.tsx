// @vitest-environment happy-dom
// "Nouveau contact" from a company's tab: the « Rôles » multi-select offers the roles of the
// domain in French; a signatory without an e-mail is refused before anything is sent (the
// database's rule, same message); with one, the contact is saved with its roles.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fill } from "../../src/test/fill.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { pickOption } from "../../src/test/select.ts";
import { ContactCreateButton } from "./public/create.tsx";

afterEach(cleanup);

describe("ContactCreateButton's roles", () => {
  it(
    "offers the roles in French and saves them; a signatory needs an e-mail — R:CMP-SIGNER-EMAIL",
    { timeout: 90_000 },
    async () => {
      const { dataProvider, calls } = memoryDataProvider({ company: [{ id: "co-1", name: "Bâtir Lyon" }] });
      renderInApp(<ContactCreateButton companyId="co-1" />, { dataProvider, path: "/companies/co-1" });
      await userEvent.click(screen.getByRole("button", { name: "Nouveau contact" }));
      const dialog = await screen.findByRole("dialog", { name: "Nouveau contact" }, { timeout: 15_000 });

      await fill(within(dialog).getByLabelText("Nom de famille"), "Garnier");
      await fill(within(dialog).getByLabelText("Téléphone"), "0612345678");
      const roles = within(dialog).getByRole("combobox", { name: "Rôles" });
      fireEvent.mouseDown(roles);
      for (const label of [
        "Décideur",
        "Signataire contrats",
        "Valideur relevés d'heures",
        "Destinataire factures",
        "RH",
        "QSE / Sécurité",
      ])
        await waitFor(() => expect(document.querySelector(`.ant-select-item-option[title="${label}"]`)).not.toBeNull());
      await pickOption(dialog, "Rôles", "Signataire contrats");
      await pickOption(dialog, "Rôles", "Valideur relevés d'heures");

      await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      expect(
        await within(dialog).findByText(
          "Un signataire de contrats ou un valideur de relevés d'heures doit avoir un e-mail",
        ),
      ).toBeInTheDocument();
      expect(calls).toHaveLength(0);

      await fill(within(dialog).getByLabelText("E-mail"), "helene.garnier@exemple.fr");
      await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toMatchObject({
        method: "create",
        resource: "contact",
        variables: {
          company_id: "co-1",
          last_name: "Garnier",
          email: "helene.garnier@exemple.fr",
          roles: ["contract_signatory", "timesheet_signer"],
        },
      });
    },
  );
});
