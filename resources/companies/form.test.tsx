// @vitest-environment happy-dom
// The company form's « Statut »: the saved status and the moves the user's roles hold in the
// migrations' transition table, never « Bloqué » (its motif goes through « Bloquer »); creation
// offers the statuses a company is created at.
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { selectOptions } from "../../src/test/select.ts";
import { signedInAs } from "../../src/test/session.ts";
import { transitionRows } from "../../src/test/transitions.ts";
import type { CompanyStatus } from "../../src/domain/companies/constants.ts";
import { CompanyForm } from "./form.tsx";

afterEach(cleanup);

const renderForm = (roles: string[], status?: CompanyStatus) => {
  const { dataProvider } = memoryDataProvider({ status_transition: transitionRows("company") });
  renderInApp(<CompanyForm status={status} formProps={{ initialValues: { status: status ?? "prospect" } }} />, {
    dataProvider,
    authProvider: signedInAs(roles),
  });
  return screen.getByRole("combobox", { name: "Statut" });
};

describe("CompanyForm « Statut »", () => {
  it(
    "offers accounting « Archivé » from Client actif, not « Inactif » nor « Bloqué »",
    { timeout: 30_000 },
    async () => {
      const field = renderForm(["accounting_team_member"], "active");
      await waitFor(() => expect(field).toBeEnabled());
      expect(await selectOptions(field)).toEqual(["Client actif", "Archivé"]);
    },
  );

  it("offers a CSM « Inactif » and « Archivé »", { timeout: 30_000 }, async () => {
    const field = renderForm(["csm_team_member"], "active");
    await waitFor(() => expect(field).toBeEnabled());
    expect(await selectOptions(field)).toEqual(["Client actif", "Inactif", "Archivé"]);
  });

  it("leaves a consultant the saved status only", { timeout: 30_000 }, async () => {
    const field = renderForm(["consultant_team_member"], "active");
    // the rules are read: still nothing to choose
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(field).toBeDisabled();
  });

  it("creates at Prospect or Client actif", { timeout: 30_000 }, async () => {
    const field = renderForm(["consultant_team_member"]);
    await waitFor(() => expect(field).toBeEnabled());
    expect(await selectOptions(field)).toEqual(["Prospect", "Client actif"]);
  });
});

describe("CompanyForm « Groupe »", () => {
  // The list asks the server for the active groups (the memory provider does not filter: the
  // request is what is checked); the company's own group, archived since, is read by its id.
  const renderWithGroup = (group: string | null) => {
    const { dataProvider } = memoryDataProvider({
      status_transition: transitionRows("company"),
      company_group: [{ id: "g-old", name: "Ancien Groupe", status: "archived" }],
    });
    const asked: unknown[] = [];
    const getList: typeof dataProvider.getList = (params) => {
      if (params.resource === "company_group") asked.push(params.filters);
      return dataProvider.getList(params);
    };
    renderInApp(
      <CompanyForm status="active" formProps={{ initialValues: { status: "active", company_group_id: group } }} />,
      { dataProvider: { ...dataProvider, getList }, authProvider: signedInAs(["csm_team_member"]) },
    );
    return asked;
  };

  it("asks for the active groups, and keeps showing the company's archived group", { timeout: 30_000 }, async () => {
    const asked = renderWithGroup("g-old");
    await waitFor(() => expect(screen.getByText("Ancien Groupe")).toBeInTheDocument());
    expect(asked).toContainEqual([{ field: "status", operator: "eq", value: "active" }]);
  });
});

describe("CompanyForm « Forme juridique »", () => {
  it("offers the legal forms; Enter there does not save a half-filled company", { timeout: 30_000 }, async () => {
    const onFinish = vi.fn();
    const { dataProvider } = memoryDataProvider({ status_transition: transitionRows("company") });
    renderInApp(<CompanyForm formProps={{ initialValues: { status: "prospect" }, onFinish }} />, {
      dataProvider,
      authProvider: signedInAs(["csm_team_member"]),
    });
    await userEvent.type(screen.getByLabelText("Raison sociale"), "Bâtiments Élan");
    const legalForm = screen.getByRole("combobox", { name: "Forme juridique" });
    await userEvent.type(legalForm, "sas");
    expect(await selectOptions(legalForm)).toEqual(["SAS", "SASU"]);
    await userEvent.keyboard("{Enter}");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onFinish).not.toHaveBeenCalled();
    // Enter in a text field saves, as before
    await userEvent.type(screen.getByLabelText("Site web"), "elan.fr{Enter}");
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toMatchObject({ name: "Bâtiments Élan", website: "elan.fr" });
  });
});

describe("CompanyForm « Convention collective (IDCC) »", () => {
  it("names the agreement typed, and says a code outside the list", { timeout: 30_000 }, async () => {
    renderForm(["csm_team_member"]);
    const idcc = screen.getByRole("textbox", { name: "Convention collective (IDCC)" });
    await userEvent.type(idcc, "1597");
    expect(await screen.findByText(/^Ouvriers du bâtiment \(plus de 10 salariés\) : ses majorations/)).toBeTruthy();
    await userEvent.clear(idcc);
    await userEvent.type(idcc, "9999");
    expect(await screen.findByText(/^Code hors de la liste des conventions de Renfort/)).toBeTruthy();
  });
});
