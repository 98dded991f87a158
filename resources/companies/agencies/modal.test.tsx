// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../src/components/toast/toaster.tsx";
import { clearToasts } from "../../../src/lib/toast/toast-store.ts";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { selectOptions } from "../../../src/test/select.ts";
import { signedInAs } from "../../../src/test/session.ts";
import { transitionRows } from "../../../src/test/transitions.ts";
import { useAgencyModal } from "./modal.tsx";

afterEach(() => {
  cleanup();
  clearToasts();
});

const AGENCIES = [{ id: "a1", name: "Siège Lyon", is_head_office: true }];

/** The establishment is refused once (the database's French message), then accepted. */
const stubProvider = () => {
  let attempts = 0;
  return memoryDataProvider({}, () => {
    attempts += 1;
    if (attempts === 1)
      throw { message: "Le SIRET 79465211500013 est déjà celui d'un autre établissement", statusCode: 409 };
    return { id: "a2" };
  });
};

const Harness = ({ onSaved }: { onSaved: () => void }) => {
  const { open, modal } = useAgencyModal({
    action: "create",
    companyId: "c1",
    siren: "794652115",
    agencies: AGENCIES,
    onSaved,
  });
  return (
    <>
      <button type="button" onClick={() => open()}>
        Ouvrir
      </button>
      {modal}
      <Toaster />
    </>
  );
};

describe("useAgencyModal (creation)", () => {
  it(
    "checks SIRET and head office in French, submits on Enter and keeps the values when the database refuses",
    { timeout: 30_000 },
    async () => {
      const { dataProvider, calls } = stubProvider();
      const onSaved = vi.fn();
      renderInApp(<Harness onSaved={onSaved} />, { dataProvider });
      await userEvent.click(screen.getByRole("button", { name: "Ouvrir" }));
      const dialog = await screen.findByRole("dialog", { name: "Nouvel établissement" });
      await userEvent.type(within(dialog).getByLabelText("Nom"), "Agence Vienne");
      const siret = within(dialog).getByLabelText("SIRET");
      await userEvent.type(siret, "35600000000010{Enter}");
      expect(
        await within(dialog).findByText("Le SIRET ne commence pas par le SIREN de l'entreprise (794652115)"),
      ).toBeInTheDocument();
      await userEvent.clear(siret);
      await userEvent.type(siret, "79465211500014{Enter}");
      expect(
        await within(dialog).findByText("Le SIRET est invalide (14 chiffres et clé de contrôle)"),
      ).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("switch", { name: "Siège social" }));
      expect(
        await within(dialog).findByText(/« Siège Lyon » est déjà le siège social de cette entreprise/),
      ).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("switch", { name: "Siège social" }));
      expect(calls).toHaveLength(0);

      await userEvent.clear(siret);
      await userEvent.type(siret, "794 652 115 00013{Enter}");
      await waitFor(() => expect(calls).toHaveLength(1));
      // one call: the establishment and its (empty) address, through public.save_agency
      expect(calls[0]).toMatchObject({ method: "create", resource: "agency", meta: { save: "save_agency" } });
      expect(calls[0].variables).toEqual({
        p_values: {
          name: "Agence Vienne",
          siret: "79465211500013",
          naf_code: null,
          naf_code_label: null,
          is_head_office: false,
          status: "active",
          company_id: "c1",
        },
        p_address: {},
      });
      expect(
        await screen.findByText("Le SIRET 79465211500013 est déjà celui d'un autre établissement"),
      ).toBeInTheDocument();
      expect(within(dialog).getByLabelText("Nom")).toHaveValue("Agence Vienne");
      expect(siret).toHaveValue("794 652 115 00013");
      expect(onSaved).not.toHaveBeenCalled();

      // the button's loading icon is still leaving (no CSS animations in jsdom): its name keeps "loading"
      fireEvent.click(within(dialog).getByRole("button", { name: /Enregistrer$/ }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
      expect(calls).toHaveLength(2);
      // closing: jsdom runs no CSS animation, so the modal stays on its leaving class
      await waitFor(() => expect(dialog).toHaveClass("ant-zoom-leave"));
    },
  );
});

const EditHarness = () => {
  const { open, modal } = useAgencyModal({
    action: "edit",
    companyId: "c1",
    siren: "794652115",
    agencies: AGENCIES,
    onSaved: () => undefined,
  });
  return (
    <>
      <button type="button" onClick={() => open("a1")}>
        Ouvrir
      </button>
      {modal}
    </>
  );
};

describe("useAgencyModal (edition) « Statut »", () => {
  const AGENCY = {
    id: "a1",
    name: "Siège Lyon",
    siret: null,
    is_head_office: true,
    status: "active",
    company_id: "c1",
  };

  it.each([
    // agency rules of the migrations: Fermée (CSM, accounting), Inactive ⇄ Active (consultant, CSM)
    [["consultant_team_member"], ["Active", "Inactive"]],
    [["accounting_team_member"], ["Active", "Fermée"]],
    [["csm_team_member"], ["Active", "Inactive", "Fermée"]],
  ])("offers %j %j from Active", { timeout: 30_000 }, async (roles, expected) => {
    const { dataProvider } = memoryDataProvider({ agency: [AGENCY], status_transition: transitionRows("agency") });
    renderInApp(<EditHarness />, { dataProvider, authProvider: signedInAs(roles) });
    await userEvent.click(screen.getByRole("button", { name: "Ouvrir" }));
    const dialog = await screen.findByRole("dialog", { name: "Modifier l'établissement" });
    await waitFor(() => expect(within(dialog).getByLabelText("Nom")).toHaveValue("Siège Lyon"));
    const status = within(dialog).getByRole("combobox", { name: "Statut" });
    await waitFor(() => expect(status).toBeEnabled());
    expect(await selectOptions(status)).toEqual(expected);
  });
});
