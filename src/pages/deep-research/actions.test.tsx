// @vitest-environment happy-dom
// Deep research's actions: « Ajouter à une mission » (one call of add_talents_to_pipeline with the
// source « Recherche approfondie », for the roles that may create applications) and the synonym
// dictionary (entries added by CONS, read only by the others).
import type { CustomParams, DataProvider } from "@refinedev/core";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toastStore } from "../../lib/toast/toast-store.ts";
import type { AppRole } from "../../lib/roles/roles.ts";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { accessAs, signedInAs } from "../../test/session.ts";
import { AddToMissionButton } from "./add-to-mission.tsx";
import { SynonymsButton } from "./synonyms-modal.tsx";

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const TALENTS = ["t-1", "t-2"];
const MISSIONS = [{ id: "m-1", reference: "CMD-2026-000042", job: { name: "Coffreur-bancheur" }, company: null }];
const SYNONYMS = [{ id: "s-1", workspace_id: "w-1", term: "coffreur", synonyms: ["bancheur"] }];

const render = (ui: React.ReactElement, roles: AppRole[]) => {
  const provider = memoryDataProvider({ mission: MISSIONS, deep_research_synonym: SYNONYMS }, (call) => ({
    id: "new-id",
    ...(call.variables as object),
  }));
  const rpc: CustomParams[] = [];
  const dataProvider: DataProvider = {
    ...provider.dataProvider,
    custom: async (params) => {
      rpc.push(params);
      return { data: [] as never };
    },
  };
  renderInApp(ui, { dataProvider, accessControlProvider: accessAs(roles), authProvider: signedInAs(roles) });
  return { calls: provider.calls, rpc };
};

describe("« Ajouter à une mission »", () => {
  it(
    "adds the talents to the open mission chosen, source deep research, in one call — R:TAL-DEEP-ACTIONS",
    { timeout: 60_000 },
    async () => {
      const { rpc } = render(<AddToMissionButton talentIds={TALENTS} />, ["consultant_team_member"]);
      await userEvent.click(await screen.findByRole("button", { name: "Ajouter à une mission" }));
      const dialog = await screen.findByRole("dialog", { name: "Ajouter à une mission" });
      fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Mission ouverte" }));
      const option = () =>
        document.querySelector('.ant-select-item-option[title="CMD-2026-000042 — Coffreur-bancheur"]');
      await waitFor(() => expect(option()).not.toBeNull());
      fireEvent.click(option() as HTMLElement);
      await userEvent.click(within(dialog).getByRole("button", { name: "Ajouter au pipeline" }));
      await waitFor(() =>
        expect(rpc).toContainEqual(
          expect.objectContaining({
            url: "rpc/add_talents_to_pipeline",
            payload: { p_mission_id: "m-1", p_talent_ids: TALENTS, p_source: "deep_research" },
          }),
        ),
      );
      await waitFor(() =>
        expect(toastStore.getSnapshot().flatMap((item) => item.description)).toContainEqual(
          "Talents ajoutés au pipeline de la mission : 2",
        ),
      );
    },
  );

  it("is not offered to accounting, who may not create applications", { timeout: 60_000 }, async () => {
    render(
      <>
        <AddToMissionButton talentIds={TALENTS} />
        <span>rendu</span>
      </>,
      ["accounting_team_member"],
    );
    await screen.findByText("rendu");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole("button", { name: "Ajouter à une mission" })).toBeNull();
  });
});

describe("« Dictionnaire des synonymes »", () => {
  it("lets a consultant add an entry, term and synonyms — R:TAL-DEEP-SYNONYMS", { timeout: 60_000 }, async () => {
    const { calls } = render(<SynonymsButton />, ["consultant_team_member"]);
    await userEvent.click(screen.getByRole("button", { name: "Dictionnaire des synonymes" }));
    const dialog = await screen.findByRole("dialog", { name: "Dictionnaire des synonymes" });
    expect(await within(dialog).findByText("bancheur")).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole("button", { name: /Nouvelle entrée$/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Saisissez le terme.")).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText("Terme"), "maçon");
    await userEvent.type(within(dialog).getByRole("combobox", { name: "Synonymes" }), "maçonnerie,");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: "create",
          resource: "deep_research_synonym",
          variables: { term: "maçon", synonyms: ["maçonnerie"] },
        }),
      ),
    );
  });

  it("is read only for accounting — R:TAL-DEEP-SYNONYMS", { timeout: 60_000 }, async () => {
    render(<SynonymsButton />, ["accounting_team_member"]);
    await userEvent.click(screen.getByRole("button", { name: "Dictionnaire des synonymes" }));
    const dialog = await screen.findByRole("dialog", { name: "Dictionnaire des synonymes" });
    expect(
      await within(dialog).findByText("Vous pouvez consulter le dictionnaire, pas le modifier."),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText("bancheur")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /Nouvelle entrée$/ })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Modifier « coffreur »" })).toBeNull();
  });
});
