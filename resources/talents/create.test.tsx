// @vitest-environment jsdom
import type { DataProvider } from "@refinedev/core";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { searchCommunes } from "../../src/lib/geo/communes.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { TalentCreateButton } from "./create.tsx";

afterEach(cleanup);
beforeAll(() => searchCommunes("lyon"), 30_000);

/** Addresses are written; the talent is refused once (a database message), then accepted. */
const stubProvider = () => {
  let talentAttempts = 0;
  const provider: DataProvider = {
    getApiUrl: () => "",
    getList: vi.fn(async () => ({ data: [], total: 0 }) as never),
    getOne: vi.fn(),
    create: vi.fn(async ({ resource, variables }) => {
      if (resource === "address") return { data: { id: "addr-1", ...(variables as object) } } as never;
      talentAttempts += 1;
      if (talentAttempts === 1) throw { message: "Un talent avec cet e-mail existe déjà", statusCode: 409 };
      return { data: { id: "00000000-0000-4000-8000-000000000001", ...(variables as object) } } as never;
    }),
    update: vi.fn(async ({ id, variables }) => ({ data: { id, ...(variables as object) } }) as never),
    deleteOne: vi.fn(),
  };
  return provider;
};

describe("TalentCreateButton", () => {
  it("saves the address, then the talent with its address_id; a refused save keeps the values and reuses the address", { timeout: 30_000 }, async () => {
    const provider = stubProvider();
    renderInApp(<TalentCreateButton />, { dataProvider: provider, path: "/talents/list" });
    await userEvent.click(screen.getByRole("button", { name: "Nouveau talent" }));
    // the modal's code loads on the click (LazyModalButton): its first transform can take a while
    const dialog = await screen.findByRole("dialog", { name: "Nouveau talent" }, { timeout: 15_000 });
    await userEvent.type(within(dialog).getByLabelText("Prénom"), "Léa");
    await userEvent.type(within(dialog).getByLabelText("Nom de famille"), "Martin");
    await userEvent.type(within(dialog).getByLabelText("Adresse"), "12 rue de la Paix");
    const city = within(dialog).getByRole("combobox", { name: "Ville" });
    await userEvent.type(city, "villeur");
    await screen.findByText("Villeurbanne (69100)");
    fireEvent.keyDown(city, { key: "Enter", keyCode: 13, which: 13 });
    await waitFor(() => expect(dialog.querySelector(".ant-select-selection-item[title='Villeurbanne (69100)']")).not.toBeNull());

    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(vi.mocked(provider.create).mock.calls.filter(([p]) => p.resource === "talent")).toHaveLength(1));
    expect(provider.create).toHaveBeenCalledWith(expect.objectContaining({ resource: "address", variables: expect.objectContaining({ type: "home", city: "Villeurbanne", postal_code: "69100", street1: "12 rue de la Paix", location: expect.stringMatching(/^POINT\(4\.8\d+ 45\.7\d+\)$/) }) }));
    expect(provider.create).toHaveBeenCalledWith(expect.objectContaining({ resource: "talent", variables: expect.objectContaining({ first_name: "Léa", address_id: "addr-1" }) }));
    expect(within(dialog).getByLabelText("Prénom")).toHaveValue("Léa");
    expect(within(dialog).getByLabelText("Adresse")).toHaveValue("12 rue de la Paix");

    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(provider.update).toHaveBeenCalledWith(expect.objectContaining({ resource: "address", id: "addr-1" })));
    await waitFor(() => expect(vi.mocked(provider.create).mock.calls.filter(([p]) => p.resource === "talent")).toHaveLength(2));
    expect(vi.mocked(provider.create).mock.calls.filter(([p]) => p.resource === "address")).toHaveLength(1);
    expect(vi.mocked(provider.create).mock.calls.at(-1)![0].variables).toMatchObject({ address_id: "addr-1", last_name: "Martin" });
  });
});
