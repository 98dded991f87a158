// @vitest-environment happy-dom
// The client-roles warning of the order and contract screens: shown while the company has no
// active contract signatory or timesheet validator (each missing one said), with the link to
// its contacts tab; hidden once both are held; an order's form shows it for its company.
import type { BaseRecord, GetListParams } from "@refinedev/core";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { MissionForm } from "../../missions/form.tsx";
import { ClientRolesAlert } from "./client-roles-alert.tsx";
import type { RoleContact } from "../../../src/domain/contacts/client-roles.ts";

afterEach(cleanup);

const SIGNATORY =
  "Ce client n'a aucun signataire de contrats actif (avec un e-mail) : ses contrats de mise à disposition ne pourront pas être envoyés en signature.";
const VALIDATOR =
  "Ce client n'a aucun valideur de relevés d'heures actif (avec un e-mail) : ses relevés d'heures ne pourront pas être envoyés en signature.";

const contact = (id: string, roles: RoleContact["roles"], status: RoleContact["status"] = "active"): RoleContact => ({
  id,
  civility: "mrs",
  first_name: "Hélène",
  last_name: `Garnier ${id}`,
  email: `${id}@exemple.fr`,
  roles,
  status,
});

/** Renders the alert over the contacts; `read()` resolves once the contacts were answered. */
const renderAlert = (contacts: RoleContact[]) => {
  const { dataProvider } = memoryDataProvider({ contact: contacts });
  let answered = false;
  const view = renderInApp(<ClientRolesAlert companyId="co-1" />, {
    dataProvider: {
      ...dataProvider,
      getList: async <TData extends BaseRecord>(params: GetListParams) => {
        const rows = await dataProvider.getList<TData>(params);
        answered = true;
        return rows;
      },
    },
  });
  const read = () => waitFor(() => expect(answered).toBe(true)).then(() => new Promise((r) => setTimeout(r, 50)));
  return { ...view, read };
};

describe("ClientRolesAlert", () => {
  it("says both roles are missing, with the link to the company's contacts tab", async () => {
    renderAlert([contact("a", ["decision_maker"])]);
    expect(await screen.findByText("Contacts du client à compléter")).toBeInTheDocument();
    expect(screen.getByText(SIGNATORY)).toBeInTheDocument();
    expect(screen.getByText(VALIDATOR)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Gérer les contacts de l'entreprise et leurs rôles" })).toHaveAttribute(
      "href",
      "/companies/co-1?tab=contacts",
    );
  });

  it("names only the role nobody active holds (a validator who left does not count)", async () => {
    renderAlert([contact("a", ["contract_signatory"]), contact("b", ["timesheet_signer"], "left_company")]);
    expect(await screen.findByText(VALIDATOR)).toBeInTheDocument();
    expect(screen.queryByText(SIGNATORY)).toBeNull();
  });

  it("is hidden once both roles are held by active contacts", async () => {
    const { container, read } = renderAlert([contact("a", ["contract_signatory"]), contact("b", ["timesheet_signer"])]);
    await read();
    expect(screen.queryByText("Contacts du client à compléter")).toBeNull();
    expect(container.querySelector("[role=alert]")).toBeNull();
  });
});

describe("an order's form", () => {
  it("warns for its client, a talent pooling mission does not", { timeout: 60_000 }, async () => {
    const dataProvider = memoryDataProvider({
      company: [{ id: "co-1", name: "Bâtir Lyon" }],
      contact: [],
    }).dataProvider;
    const formProps = { initialValues: { company_id: "co-1" } };
    renderInApp(<MissionForm isClientOrder name="Commande" formProps={formProps} />, { dataProvider });
    expect(
      await screen.findByText("Contacts du client à compléter", undefined, { timeout: 30_000 }),
    ).toBeInTheDocument();
    cleanup();
    renderInApp(<MissionForm isClientOrder={false} name="Vivier" formProps={formProps} />, { dataProvider });
    await screen.findByLabelText("Intitulé du poste");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText("Contacts du client à compléter")).toBeNull();
  });
});
