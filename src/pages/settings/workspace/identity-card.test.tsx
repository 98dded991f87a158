// @vitest-environment happy-dom
// The agency's legal identity form: French messages for a wrong SIRET key, a malformed APE
// code and a missing guarantee fund; a valid save sends the normalised row on the workspace's
// key, the option for VAT on debits with it; a failed save keeps what was typed; read-only for a role that may not write it.
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts, toastStore } from "../../../lib/toast/toast-store.ts";
import { memoryDataProvider } from "../../../test/memory-data-provider.ts";
import { renderInApp } from "../../../test/render.tsx";
import { IdentityCard } from "./identity-card.tsx";

afterEach(() => {
  cleanup();
  clearToasts();
});
configure({ asyncUtilTimeout: 10_000 });

const WS = "00000000-0000-4000-8000-00000000a001";
const ROW = {
  workspace_id: WS,
  legal_name: "Renfort Intérim SAS",
  legal_form: "SAS",
  street: "12 rue de la République",
  postal_code: "69002",
  city: "Lyon",
  siret: "84512300900001",
  naf_code: "78.20Z",
  activity_declaration: null,
  financial_guarantor: "Caisse de garantie de l'intérim",
  pension_body: null,
  prevoyance_body: null,
  occupational_health_service: null,
  signatory_name: "Claire Direction",
  signatory_title: "directrice d'agence",
  vat_on_debits: false,
};

const form = async () => screen.findByRole("form", { name: "Identité légale de l'agence" });

describe("IdentityCard", () => {
  it(
    "checks the SIRET key, the APE code and the required mentions in French, then saves the normalised row",
    { timeout: 60_000 },
    async () => {
      let attempts = 0;
      const { dataProvider, calls } = memoryDataProvider({ workspace_identity: [ROW] }, (call) => {
        attempts += 1;
        if (attempts === 1)
          throw { message: "Le SIRET est invalide (14 chiffres et clé de contrôle)", statusCode: 400 };
        return { id: call.id ?? "x" };
      });
      renderInApp(<IdentityCard workspaceId={WS} editable />, { dataProvider });
      const f = await form();
      const siret = within(f).getByLabelText("SIRET");
      await waitFor(() => expect(siret).toHaveValue("84512300900001"));
      await userEvent.clear(siret);
      await userEvent.type(siret, "84512300900002");
      const naf = within(f).getByLabelText("Code APE");
      await userEvent.clear(naf);
      await userEvent.type(naf, "78Z");
      await userEvent.clear(within(f).getByLabelText("Garantie financière (garant, adresse)"));
      await userEvent.click(within(f).getByRole("button", { name: "Enregistrer" }));
      // antd animates a message in while the previous one leaves: each may be there twice
      expect(
        (await within(f).findAllByText("Le SIRET est invalide (14 chiffres et clé de contrôle)."))[0],
      ).toBeInTheDocument();
      expect(within(f).getAllByText("Le code APE doit avoir la forme 78.20Z.")[0]).toBeInTheDocument();
      expect(within(f).getAllByText("Ce champ est obligatoire : les contrats le mentionnent.")[0]).toBeInTheDocument();
      expect(calls).toHaveLength(0);

      await userEvent.clear(siret);
      await userEvent.type(siret, "845 123 009 00001");
      await userEvent.clear(naf);
      await userEvent.type(naf, "7820z");
      await userEvent.type(within(f).getByLabelText("Garantie financière (garant, adresse)"), "Garant SA, Paris");
      // the option for VAT on debits: the invoices issued afterwards carry its mention
      await userEvent.click(within(f).getByLabelText("Option pour le paiement de la TVA d'après les débits"));
      await userEvent.click(within(f).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toMatchObject({
        method: "update",
        resource: "workspace_identity",
        id: WS,
        meta: { idColumnName: "workspace_id" },
        variables: {
          siret: "84512300900001",
          naf_code: "78.20Z",
          financial_guarantor: "Garant SA, Paris",
          pension_body: null,
          vat_on_debits: true,
        },
      });
      // the refused save: the database's message, the typed values kept
      await waitFor(() =>
        expect(toastStore.getSnapshot()).toContainEqual(
          expect.objectContaining({
            type: "error",
            description: ["Le SIRET est invalide (14 chiffres et clé de contrôle)"],
          }),
        ),
      );
      expect(siret).toHaveValue("845 123 009 00001");
      await userEvent.click(within(f).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(2));
      await waitFor(() =>
        expect(toastStore.getSnapshot()).toContainEqual(
          expect.objectContaining({ type: "success", description: ["Identité de l'agence enregistrée."] }),
        ),
      );
    },
  );

  it("creates the row when the workspace has none", { timeout: 30_000 }, async () => {
    const { dataProvider, calls } = memoryDataProvider({ workspace_identity: [] });
    renderInApp(<IdentityCard workspaceId={WS} editable />, { dataProvider });
    const f = await form();
    const values: Array<[string, string]> = [
      ["Raison sociale", "Agence Test SAS"],
      ["SIRET", "84512300900001"],
      ["Adresse du siège", "1 place Bellecour"],
      ["Code postal", "69002"],
      ["Ville", "Lyon"],
      ["Garantie financière (garant, adresse)", "Garant SA"],
    ];
    for (const [name, value] of values) await userEvent.type(within(f).getByLabelText(name), value);
    await userEvent.click(within(f).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "create",
      variables: {
        workspace_id: WS,
        legal_name: "Agence Test SAS",
        naf_code: null,
        city: "Lyon",
        vat_on_debits: false,
      },
    });
  });

  it("is read-only for a role the policies keep out", async () => {
    const { dataProvider } = memoryDataProvider({ workspace_identity: [ROW] });
    renderInApp(<IdentityCard workspaceId={WS} editable={false} />, { dataProvider });
    const f = await form();
    await waitFor(() => expect(within(f).getByLabelText("Raison sociale")).toHaveValue("Renfort Intérim SAS"));
    expect(within(f).getByLabelText("Raison sociale")).toBeDisabled();
    expect(within(f).queryByRole("button", { name: "Enregistrer" })).toBeNull();
    expect(
      screen.getByText(/Seuls les développeurs et les country managers peuvent modifier ces mentions/),
    ).toBeInTheDocument();
  });
});
