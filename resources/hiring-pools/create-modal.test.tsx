// @vitest-environment happy-dom
// « Nouveau vivier » saves a static pool (trimmed name, description, visibility); « Enregistrer
// comme vivier dynamique » saves the search's criteria with it; an empty name is refused in
// French before anything is sent; a name taken is refused under the field, what was typed kept.
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConstraintCatalog } from "../../src/lib/errors/constraint-catalog.ts";
import { memoryDataProvider, type WriteCall } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { accessAs, signedInAs } from "../../src/test/session.ts";
import { HiringPoolCreateButton } from "./public/create.tsx";

afterEach(cleanup);
// the real data provider waits for the constraints' catalog on a database error
beforeAll(() => loadConstraintCatalog());
configure({ asyncUtilTimeout: 20_000 });

const renderButton = (
  props: Parameters<typeof HiringPoolCreateButton>[0] = {},
  write?: (call: WriteCall) => Record<string, unknown>,
) => {
  const provider = memoryDataProvider({ team_member: [] }, write ?? (() => ({ id: "p-9", name: "x" })));
  renderInApp(
    <Routes>
      <Route path="/talents/hiring-pools" element={<HiringPoolCreateButton {...props} />} />
      <Route path="/talents/hiring-pools/:id/details" element={<p>Page du vivier</p>} />
    </Routes>,
    {
      path: "/talents/hiring-pools",
      dataProvider: provider.dataProvider,
      accessControlProvider: accessAs(["team_member_marketing"]),
      authProvider: signedInAs(["team_member_marketing"]),
    },
  );
  return provider;
};

const open = async (button: string, title: string) => {
  await userEvent.click(await screen.findByRole("button", { name: button }));
  return screen.findByRole("dialog", { name: title });
};

describe("« Nouveau vivier »", () => {
  it("saves a static pool and opens its page", { timeout: 60_000 }, async () => {
    const { calls } = renderButton();
    const dialog = await open("Nouveau vivier", "Nouveau vivier");
    await userEvent.type(within(dialog).getByLabelText("Nom"), "  Coffreurs Lyon ");
    await userEvent.type(within(dialog).getByLabelText("Description"), "Pour le printemps");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Privé" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Créer le vivier" }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: "create",
          resource: "hiring_pool",
          variables: {
            name: "Coffreurs Lyon",
            description: "Pour le printemps",
            visibility: "private",
            is_dynamic: false,
          },
        }),
      ),
    );
    expect(await screen.findByText("Page du vivier")).toBeInTheDocument();
  });

  it("refuses an empty name in French, sending nothing — R:TAL-POOL-NAME", { timeout: 60_000 }, async () => {
    const { calls } = renderButton();
    const dialog = await open("Nouveau vivier", "Nouveau vivier");
    await userEvent.type(within(dialog).getByLabelText("Nom"), "   ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Créer le vivier" }));
    expect(await within(dialog).findByText("Le nom du vivier doit compter de 1 à 120 caractères")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("refuses a name taken, under the field, keeping it — R:TAL-POOL-NAME", { timeout: 60_000 }, async () => {
    renderButton({}, () => {
      throw {
        message: 'duplicate key value violates unique constraint "hiring_pool_workspace_id_name_key"',
        statusCode: 409,
        code: "23505",
      };
    });
    const dialog = await open("Nouveau vivier", "Nouveau vivier");
    await userEvent.type(within(dialog).getByLabelText("Nom"), "Top profils");
    await userEvent.click(within(dialog).getByRole("button", { name: "Créer le vivier" }));
    expect((await within(dialog).findAllByText("Un vivier porte déjà ce nom.")).length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText("Nom")).toHaveValue("Top profils");
  });
});

describe("« Enregistrer comme vivier dynamique »", () => {
  it("saves the search's criteria with the pool", { timeout: 60_000 }, async () => {
    const criteria = { args: { p_job_ids: ["j-1"] }, search: "jobs=j-1" };
    const { calls } = renderButton({ dynamic: { criteria, summary: <p>Métiers : 1</p> } });
    const dialog = await open("Enregistrer comme vivier dynamique", "Nouveau vivier dynamique");
    expect(within(dialog).getByText("Métiers : 1")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Nom"), "Coffreurs par métier");
    await userEvent.click(within(dialog).getByRole("button", { name: "Créer le vivier" }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: "create",
          resource: "hiring_pool",
          variables: expect.objectContaining({ name: "Coffreurs par métier", is_dynamic: true, criteria }),
        }),
      ),
    );
  });
});
