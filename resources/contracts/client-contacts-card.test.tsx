// @vitest-environment happy-dom
// « Contacts du client » of the contract page: a signatory who left is shown as such with what
// to do; another active signatory is picked among the company's and saved on the contract; the
// signatory is fixed once the contract is signed.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInApp } from "../../src/test/render.tsx";
import type { RoleContact } from "../../src/domain/contacts/client-roles.ts";
import { ContractClientContactsCard, type ClientContactsContract } from "./client-contacts-card.tsx";
import { canAll, CONTRACT, contractProvider } from "./test/fixtures.ts";

afterEach(cleanup);

const person = (id: string, first: string, last: string, values: Partial<RoleContact>): RoleContact => ({
  id,
  civility: null,
  first_name: first,
  last_name: last,
  email: `${id}@exemple.fr`,
  roles: [],
  status: "active",
  ...values,
});
const CONTACTS = [
  person("ct-left", "Denise", "Dupont", { roles: ["contract_signatory"], status: "left_company" }),
  person("ct-eric", "Éric", "Etienne", { roles: ["contract_signatory"] }),
  person("ct-val", "Bruno", "Bernard", { roles: ["timesheet_signer"] }),
];

const renderCard = (contract: Partial<ClientContactsContract>) => {
  const provider = contractProvider({ contact: CONTACTS });
  renderInApp(
    <ContractClientContactsCard
      contract={{
        id: CONTRACT.id,
        company_id: "co-1",
        status: "validated",
        client_signed_at: null,
        client_signer_contact_id: null,
        timesheet_signer_contact_id: "ct-val",
        ...contract,
      }}
      onSaved={() => undefined}
    />,
    { dataProvider: provider.dataProvider, accessControlProvider: canAll },
  );
  return provider;
};

describe("ContractClientContactsCard", () => {
  it("says the signatory left and saves the active one picked instead", { timeout: 60_000 }, async () => {
    const { calls } = renderCard({ client_signer_contact_id: "ct-left" });
    expect(
      await screen.findByText(
        "Denise Dupont ne peut plus tenir ce rôle (A quitté l'entreprise) : choisissez un autre contact.",
      ),
    ).toBeInTheDocument();
    const signer = screen.getByRole("combobox", { name: "Signataire du contrat (client)" });
    await waitFor(() => expect(signer).toBeEnabled());
    fireEvent.mouseDown(signer);
    const eric = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title="Éric Etienne"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    // the validator is not offered as signatory
    expect(document.querySelector('.ant-select-item-option[title="Bruno Bernard"]')).toBeNull();
    fireEvent.click(eric);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "update",
      resource: "contract",
      id: CONTRACT.id,
      variables: { client_signer_contact_id: "ct-eric" },
    });
  });

  it("keeps the signatory of a signed contract, the validator still changes", { timeout: 60_000 }, async () => {
    renderCard({ status: "active", client_signer_contact_id: "ct-eric", client_signed_at: "2026-02-20T10:00:00Z" });
    expect(await screen.findByText("Le client a signé : son signataire ne change plus.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Signataire du contrat (client)" })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Valideur des relevés d'heures" })).toBeEnabled());
  });
});
