// @vitest-environment happy-dom
// « Ajouter à un vivier »: to an existing static pool, one call of bulk_add_to_hiring_pool
// with the ticked talents and the count added in French, with « Annuler » (issue #49); to a new pool named inline, one call
// of add_talents_to_new_hiring_pool creating it with them; neither chosen, a French message and nothing
// sent; a role without the membership insert grant is not offered the button.
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { afterEach, describe, expect, it } from "vitest";
import type { AppRole } from "../../../src/lib/roles/roles.ts";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { toastStore } from "../../../src/lib/toast/toast-store.ts";
import { accessAs, signedInAs } from "../../../src/test/session.ts";
import { AddToPoolButton } from "./add-to-pool.tsx";
import { MissionApplicantsToPool } from "./mission-applicants.tsx";

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const TALENTS = ["t-1", "t-2"];
const POOLS = [{ id: "p-1", name: "Coffreurs Lyon" }];

const renderButton = (roles: AppRole[] = ["consultant_team_member"]) => {
  const provider = memoryDataProvider({ hiring_pool: POOLS }, (call) => ({
    id: "p-new",
    ...(call.variables as object),
  }));
  // the RPC calls, recorded with their arguments (the memory provider answers them)
  const rpc: CustomParams[] = [];
  const dataProvider: DataProvider = {
    ...provider.dataProvider,
    custom: async (params) => {
      rpc.push(params);
      // the new pool's row, or the undoable change with the number added
      return {
        data: (params.url.endsWith("new_hiring_pool")
          ? [{ id: "p-new", name: "Maçons Rhône", added: 2 }]
          : { change: "c-1", count: 2 }) as never,
      };
    },
  };
  renderInApp(<AddToPoolButton talentIds={TALENTS} />, {
    dataProvider,
    accessControlProvider: accessAs(roles),
    authProvider: signedInAs(roles),
  });
  return { calls: provider.calls, rpc };
};

const openModal = async () => {
  await userEvent.click(await screen.findByRole("button", { name: "Ajouter à un vivier (2)" }));
  return screen.findByRole("dialog", { name: "Ajouter à un vivier (talents sélectionnés : 2)" });
};

describe("« Ajouter à un vivier »", () => {
  it("adds the talents to the pool chosen, in one call", { timeout: 60_000 }, async () => {
    const { rpc } = renderButton();
    const dialog = await openModal();
    const combobox = within(dialog).getByRole("combobox", { name: "Vivier" });
    fireEvent.mouseDown(combobox);
    // antd's own option (the listbox's role=option items are only for screen readers)
    const option = () => document.querySelector('.ant-select-item-option[title="Coffreurs Lyon"]');
    await waitFor(() => expect(option()).not.toBeNull());
    fireEvent.click(option() as HTMLElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Ajouter" }));
    await waitFor(() =>
      expect(rpc).toContainEqual(
        expect.objectContaining({
          url: "rpc/bulk_add_to_hiring_pool",
          payload: { p_pool_id: "p-1", p_talent_ids: TALENTS },
        }),
      ),
    );
    await waitFor(() =>
      expect(toastStore.getSnapshot().flatMap((item) => item.description)).toContainEqual(
        expect.stringMatching(/^Talents ajoutés au vivier « Coffreurs Lyon » : 2/),
      ),
    );
    expect(toastStore.getSnapshot().find((item) => item.action)?.action?.btnText).toBe("Annuler");
  });

  it("creates the pool named inline with the talents, in one call", { timeout: 60_000 }, async () => {
    const { calls, rpc } = renderButton(["team_member_marketing"]);
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText("Ou créer un nouveau vivier"), " Maçons Rhône ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ajouter" }));
    await waitFor(() =>
      expect(rpc).toContainEqual(
        expect.objectContaining({
          url: "rpc/add_talents_to_new_hiring_pool",
          payload: { p_name: "Maçons Rhône", p_talent_ids: TALENTS },
        }),
      ),
    );
    expect(calls).toEqual([]);
    await waitFor(() =>
      expect(toastStore.getSnapshot().flatMap((item) => item.description)).toContainEqual(
        expect.stringMatching(/^Talents ajoutés au vivier « Maçons Rhône » : 2/),
      ),
    );
  });

  it("asks for a pool in French, sending nothing", { timeout: 60_000 }, async () => {
    const { calls, rpc } = renderButton();
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole("button", { name: "Ajouter" }));
    expect(await within(dialog).findByText("Choisissez un vivier ou créez-en un")).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(rpc).toEqual([]);
  });

  it("is not offered to an external CSM, who may not add talents to a pool", { timeout: 60_000 }, async () => {
    renderButton(["external_csm_team_member"]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole("button", { name: /Ajouter à un vivier/ })).toBeNull();
  });

  it("takes every applicant of a mission", { timeout: 60_000 }, async () => {
    const { dataProvider } = memoryDataProvider({
      application: [
        { id: "a-1", talent_id: "t-1" },
        { id: "a-2", talent_id: "t-2" },
      ],
      hiring_pool: POOLS,
    });
    const roles: AppRole[] = ["consultant_team_member"];
    renderInApp(<MissionApplicantsToPool missionId="m-1" />, {
      dataProvider,
      accessControlProvider: accessAs(roles),
      authProvider: signedInAs(roles),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Ajouter les candidats à un vivier (2)" }));
    expect(
      await screen.findByRole("dialog", { name: "Ajouter à un vivier (talents sélectionnés : 2)" }),
    ).toBeInTheDocument();
  });
});
