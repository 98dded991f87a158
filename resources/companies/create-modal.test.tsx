// @vitest-environment happy-dom
// « Nouvelle entreprise »: saved in one call with the head office's address and SIRET
// (public.save_company), a SIRET of another SIREN refused in French before any call; refused by
// the database (a SIREN already used, 409): the French message in the toast, the modal open with
// its values, and no promise left rejected (the console's « Uncaught (in promise) »).
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "../../src/components/toast/toaster.tsx";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { signedInAs } from "../../src/test/session.ts";
import { transitionRows } from "../../src/test/transitions.ts";
import { CompanyCreateModal } from "./create-modal.tsx";

afterEach(cleanup);

const TAKEN = "Une entreprise avec ce SIREN existe déjà.";

describe("CompanyCreateModal", () => {
  it("keeps the form and leaves no rejected promise when the SIREN is taken", { timeout: 60_000 }, async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => void unhandled.push(reason);
    process.on("unhandledRejection", record);
    try {
      const { dataProvider, calls } = memoryDataProvider({ status_transition: transitionRows("company") }, () => {
        throw { message: TAKEN, statusCode: 409, code: "23505" };
      });
      renderInApp(
        <>
          <CompanyCreateModal openRequests={1} />
          <Toaster />
        </>,
        { dataProvider, authProvider: signedInAs(["csm_team_member"]) },
      );
      const dialog = await screen.findByRole("dialog", { name: "Nouvelle entreprise" }, { timeout: 15_000 });
      await userEvent.type(within(dialog).getByLabelText("Raison sociale"), "Bâtiments Élan");
      await userEvent.type(within(dialog).getByLabelText("SIREN"), "732829320");
      await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(await screen.findByText(TAKEN)).toBeInTheDocument();
      expect(within(dialog).getByLabelText("Raison sociale")).toHaveValue("Bâtiments Élan");
      // a rejection nobody handles is reported once the microtasks have run
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", record);
    }
  });

  it(
    "saves the company with its head office's address and SIRET in one call, after refusing a SIRET of another SIREN",
    { timeout: 60_000 },
    async () => {
      const { dataProvider, calls } = memoryDataProvider({ status_transition: transitionRows("company") }, (call) => ({
        id: "new-company",
        ...(call.variables as object),
      }));
      renderInApp(<CompanyCreateModal openRequests={1} />, {
        dataProvider,
        authProvider: signedInAs(["csm_team_member"]),
      });
      const dialog = await screen.findByRole("dialog", { name: "Nouvelle entreprise" }, { timeout: 15_000 });
      await userEvent.type(within(dialog).getByLabelText("Raison sociale"), "Levage des Alpes");
      await userEvent.type(within(dialog).getByLabelText("SIREN"), "732829320");
      // 552 100 554 00005: a valid SIRET, of another company's SIREN
      await userEvent.type(within(dialog).getByLabelText("SIRET du siège"), "552 100 554 00005");
      await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      expect(
        await within(dialog).findByText("Le SIRET ne commence pas par le SIREN de l'entreprise (732829320)"),
      ).toBeInTheDocument();
      expect(calls).toHaveLength(0);

      await userEvent.clear(within(dialog).getByLabelText("SIRET du siège"));
      await userEvent.type(within(dialog).getByLabelText("SIRET du siège"), "732 829 320 00074");
      await userEvent.type(within(dialog).getByLabelText("Adresse du siège"), "12 avenue des Grues");
      await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(1));
      const [call] = calls;
      expect(call!.meta?.save).toBe("save_company");
      const variables = call!.variables as {
        p_values: { name: string; siren: string };
        p_head_office_siret: string;
        p_address: { street1: string };
      };
      expect(variables.p_values).toMatchObject({ name: "Levage des Alpes", siren: "732829320" });
      expect(variables.p_head_office_siret).toBe("73282932000074");
      expect(variables.p_address.street1).toBe("12 avenue des Grues");
    },
  );
});
