// @vitest-environment happy-dom
// The contact form's « Statut »: the saved status and the moves the user's roles hold in the
// migrations' transition table — « Archivé » ('*' → archived) for a CSM only, not for a
// consultant or an external CSM.
import type { BaseRecord, DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { selectOptions } from "../../src/test/select.ts";
import { signedInAs } from "../../src/test/session.ts";
import { transitionRows } from "../../src/test/transitions.ts";
import { ContactForm } from "./form.tsx";

afterEach(cleanup);

describe("ContactForm « Statut »", () => {
  it.each([
    [["csm_team_member"], ["Actif", "A quitté l'entreprise", "Archivé"]],
    [["consultant_team_member"], ["Actif", "A quitté l'entreprise"]],
    [["external_csm_team_member"], ["Actif", "A quitté l'entreprise"]],
  ])("offers %j %j from Actif", { timeout: 30_000 }, async (roles, expected) => {
    const { dataProvider } = memoryDataProvider({ status_transition: transitionRows("contact") });
    renderInApp(<ContactForm status="active" formProps={{ initialValues: { status: "active" } }} />, {
      dataProvider,
      authProvider: signedInAs(roles),
    });
    const field = screen.getByRole("combobox", { name: "Statut" });
    await waitFor(() => expect(field).toBeEnabled());
    expect(await selectOptions(field)).toEqual(expected);
  });
});

describe("ContactForm « Entreprise »", () => {
  it("names the company the contact is created for, though not among the first companies read", async () => {
    const company = { id: "5b0c7f4e-3d9a-4c1e-9b7a-2f6d8e1a4c30", name: "Zénith Bâtiment" };
    const memory = memoryDataProvider({ company: [company], status_transition: transitionRows("contact") });
    // the picker's list read answers the first page of the companies (by name), without this one
    const dataProvider: DataProvider = {
      ...memory.dataProvider,
      getList: async <TData extends BaseRecord>(params: Parameters<DataProvider["getList"]>[0]) =>
        params.resource === "company"
          ? { data: [{ id: "c-1", name: "Alpha Construction" }] as unknown as TData[], total: 120 }
          : memory.dataProvider.getList<TData>(params),
    };
    renderInApp(
      <ContactForm
        lockCompany
        formProps={{ initialValues: { status: "active", company_id: company.id, roles: [] } }}
      />,
      { dataProvider, authProvider: signedInAs(["csm_team_member"]) },
    );
    const field = screen.getByRole("combobox", { name: "Entreprise" });
    await waitFor(() => expect(field.closest(".ant-select")).toHaveTextContent("Zénith Bâtiment"));
    expect(field.closest(".ant-select")).not.toHaveTextContent(company.id);
  });
});
