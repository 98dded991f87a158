// @vitest-environment happy-dom
import type { BaseRecord, DataProvider } from "@refinedev/core";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider, type WriteCall } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { Toaster } from "../../../src/components/toast/toaster.tsx";
import { ApplicationsKanban } from "./board.tsx";

afterEach(cleanup);
// the first render loads antd and the board's modules: slow on a busy machine
configure({ asyncUtilTimeout: 10_000 });

const C = "consultant_team_member";
const CSM = "csm_team_member";
const X = "external_csm_team_member";
const M = "team_member_marketing";
const TRANSITIONS = [
  ["new", [C]],
  ["to_qualify", [C, X]],
  ["qualified", [C, X]],
  ["shortlisted", [C]],
  ["presented", [C, CSM]],
  ["client_interview", [C, CSM]],
  ["retained", [C, CSM]],
  ["onboarding", [C, CSM, X]],
  ["placed", [C]],
  ["on_hold", [C]],
].map(([to_status, roles]) => ({ entity: "application", status_column: "stage", from_status: "*", to_status, roles }));

const card = (id: string, first: string, last: string, stage: string, extra: Record<string, unknown> = {}) => ({
  id,
  stage,
  is_rejected: false,
  rejection_reason: null,
  rejected_at: null,
  has_stage_been_forced: false,
  stage_forced_at: null,
  source: "manual",
  match_score: null,
  owner_id: null,
  created_at: "2026-01-05T10:00:00Z",
  updated_at: "2026-01-05T10:00:00Z",
  talent: { id: `t-${id}`, first_name: first, last_name: last, qualification_status: "qualified" },
  owner: null,
  forced_by: null,
  ...extra,
});

const CARDS = [
  card("a1", "Léa", "Martin", "new"),
  card("a2", "Hugo", "Bernard", "new", { source: "job_board" }),
  card("a3", "Inès", "Petit", "shortlisted", {
    has_stage_been_forced: true,
    stage_forced_at: "2026-01-04T09:00:00Z",
    forced_by: { first_name: "Camille", last_name: "Durand" },
  }),
];

/** The memory provider, with `eq` filters applied (enum labels, transitions). */
const setup = (write?: (call: WriteCall) => BaseRecord, extra: Record<string, BaseRecord[]> = {}) => {
  // the RPCs the board calls (a developer's forced move)
  const rpcs: Array<{ url: string; payload: unknown }> = [];
  const memory = memoryDataProvider(
    {
      application: CARDS,
      status_transition: TRANSITIONS,
      ...extra,
    },
    write,
  );
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: async <TData extends BaseRecord>(params: Parameters<DataProvider["getList"]>[0]) => {
      const result = await memory.dataProvider.getList<TData>(params);
      const eqs = (params.filters ?? []).flatMap((f) => ("field" in f && f.operator === "eq" ? [f] : []));
      const data = result.data.filter((row) => eqs.every((f) => !(f.field in row) || row[f.field] === f.value));
      return { data, total: data.length };
    },
    custom: async <TData extends BaseRecord>({ url, payload }: Parameters<NonNullable<DataProvider["custom"]>>[0]) => {
      rpcs.push({ url, payload });
      return { data: {} as TData };
    },
  };
  return { dataProvider, calls: memory.calls, rpcs };
};

let lastRpcs: Array<{ url: string; payload: unknown }> = [];
const column = (name: RegExp) => screen.getByRole("region", { name });
/** Once the stage labels have loaded. */
const findColumn = (name: RegExp) => screen.findByRole("region", { name });
const Location = () => <output aria-label="adresse">{useLocation().pathname}</output>;
const renderBoard = (
  roles: string[],
  write?: (call: WriteCall) => BaseRecord,
  extra: Record<string, BaseRecord[]> = {},
) => {
  const { dataProvider, calls, rpcs } = setup(write, extra);
  lastRpcs = rpcs;
  renderInApp(
    <>
      <Location />
      <ApplicationsKanban missionId="m1" roles={roles} />
      <Toaster />
    </>,
    { dataProvider, path: "/missions/m1/applications" },
  );
  return calls;
};
const moveByMenu = async (name: string, target: string) => {
  await userEvent.click(screen.getByRole("button", { name: `Déplacer vers… (${name})` }));
  // closed menus stay in the DOM under jsdom: the last one is the one just opened
  await userEvent.click((await screen.findAllByRole("menuitem", { name: target })).at(-1)!);
};

describe("ApplicationsKanban", () => {
  it("shows each application in its stage's column with counts, the forced flag with who and when, and filters", async () => {
    renderBoard([C]);
    await within(await findColumn(/^Nouvelle candidature/)).findByText("Léa Martin");
    expect(column(/^Nouvelle candidature/)).toHaveTextContent("Nouvelle candidature 2");
    expect(column(/^Présélectionné\(e\)/)).toHaveTextContent("Étape forcée par Camille Durand le 04/01/2026");
    expect(column(/^Refusé\(e\)s/)).toHaveTextContent("Aucune candidature");
    expect(screen.getByText("3 candidature(s)")).toBeInTheDocument();
    // a stage without cards is a narrow strip (kanban.css, kanban-layout.test.ts): at 1440 px the
    // eleven stages fit; the board itself scrolls sideways and takes the focus when they do not
    expect(column(/^Refusé\(e\)s/)).toHaveAttribute("data-empty");
    expect(column(/^À qualifier/)).toHaveAttribute("data-empty");
    expect(column(/^Nouvelle candidature/)).not.toHaveAttribute("data-empty");
    expect(column(/^Présélectionné\(e\)/)).not.toHaveAttribute("data-empty");
    const board = screen.getByRole("group", { name: "Tableau des candidatures par étape" });
    expect(board).toHaveAttribute("tabindex", "0");
    expect(board).toContainElement(column(/^Refusé\(e\)s/));

    await userEvent.type(screen.getByRole("textbox", { name: "Rechercher un talent" }), "hugo");
    await waitFor(() => expect(column(/^Nouvelle candidature/)).toHaveTextContent("Nouvelle candidature 1"));
    expect(screen.queryByText("Léa Martin")).toBeNull();
  });

  it("opens a talent from its card in the app (a plain link, routed by the board)", async () => {
    renderBoard([C]);
    const link = await screen.findByRole("link", { name: "Hugo Bernard" });
    expect(link).toHaveAttribute("href", "/talents/t-a2");
    await userEvent.click(link);
    expect(screen.getByRole("status", { name: "adresse" })).toHaveTextContent("/talents/t-a2");
  });

  it("moves a card through its menu, offering only the columns the role may reach", async () => {
    const calls = renderBoard([CSM]);
    await screen.findByText("Inès Petit");
    await findColumn(/^Qualifié\(e\)/);
    // a CSM may not bring anyone to "qualified" nor touch a card from "new" except to reject it
    await userEvent.click(screen.getByRole("button", { name: "Déplacer vers… (Léa Martin)" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).queryByRole("menuitem", { name: "Qualifié(e)" })).toBeNull();
    await userEvent.keyboard("{Escape}");

    await moveByMenu("Inès Petit", "Présenté(e) au client");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "update",
      resource: "application",
      id: "a3",
      variables: { stage: "presented" },
    });
    await within(column(/^Présenté\(e\) au client/)).findByText("Inès Petit");
    // the saved move says so
    const toast = (await screen.findByText("Inès Petit : « Présenté(e) au client »")).closest(".toast")!;
    expect(toast).toHaveTextContent("Succès !");
  });

  it("opens the board's one menu from a card's button with the keyboard; Escape gives the focus back", async () => {
    const calls = renderBoard([C]);
    const button = await screen.findByRole("button", { name: "Déplacer vers… (Léa Martin)" });
    await findColumn(/^À qualifier/);
    button.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "À qualifier" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByRole("menu")).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("drags a card with the keyboard sensor: Space, arrows to the next reachable column, Space", async () => {
    const calls = renderBoard([C]);
    const handle = await screen.findByRole("button", { name: /Déplacer la candidature de Léa Martin/ });
    handle.focus();
    const press = async (code: string) => {
      await act(async () => {
        fireEvent.keyDown(document.activeElement ?? handle, { code, key: code === "Space" ? " " : code });
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    };
    await press("Space");
    await press("ArrowRight");
    await press("ArrowRight");
    await press("Space");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ id: "a1", variables: { stage: "qualified" } });
    await within(column(/^Qualifié\(e\)/)).findByText("Léa Martin");
  });

  it("asks for a rejection reason before a move to the negative column — R:APP-REJECT-REASON", async () => {
    const calls = renderBoard([C]);
    await screen.findByText("Léa Martin");
    await moveByMenu("Léa Martin", "Refusé(e)s");
    const dialog = await screen.findByRole("dialog", { name: "Refuser la candidature de Léa Martin" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Refuser" }));
    expect(await within(dialog).findByText("Un motif de refus est obligatoire")).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole("radio", { name: "Absent(e) au rendez-vous" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Refuser" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ id: "a1", variables: { is_rejected: true, rejection_reason: "no_show" } });
    await within(column(/^Refusé\(e\)s/)).findByText("Léa Martin");
  });

  it("says a contract is needed before 'placed'", async () => {
    const calls = renderBoard([C]);
    await screen.findByText("Léa Martin");
    await moveByMenu("Léa Martin", "Placé(e) / En mission");
    const dialog = await screen.findByRole("dialog", { name: "Placer Léa Martin" });
    expect(dialog).toHaveTextContent("qu'avec un contrat pour ce talent sur cette mission");
    expect(dialog).not.toHaveTextContent("arrive bientôt");
    // no contract yet: the dialog offers to create it from the application
    expect(await within(dialog).findByText("Aucun contrat pour ce talent sur cette mission.")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Créer le contrat de Léa Martin" })).toHaveAttribute(
      "href",
      "/contracts?application=a1",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    expect(calls).toHaveLength(0);
  });

  it("links the placement to the talent's contract on this mission when it exists", async () => {
    const calls = renderBoard([C], undefined, {
      contract: [
        { id: "k9", contract_key: "CTR-LYO-2026-000321", mission_id: "m1", talent_id: "t-a1", is_amendment: false },
        { id: "k8", contract_key: "CTR-LYO-2026-000999", mission_id: "m2", talent_id: "t-a1", is_amendment: false },
      ],
    });
    await screen.findByText("Léa Martin");
    await moveByMenu("Léa Martin", "Placé(e) / En mission");
    const dialog = await screen.findByRole("dialog", { name: "Placer Léa Martin" });
    expect(await within(dialog).findByRole("link", { name: "Ouvrir le contrat CTR-LYO-2026-000321" })).toHaveAttribute(
      "href",
      "/contracts/k9",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Placer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ id: "a1", variables: { stage: "placed" } });
  });

  it("puts the card back in its column with the database's message when the move is refused", async () => {
    const calls = renderBoard([C], () => {
      throw { message: "Le talent doit être qualifié avant d'être présenté au client", statusCode: 400 };
    });
    await screen.findByText("Hugo Bernard");
    await findColumn(/^Présenté\(e\) au client/);
    await moveByMenu("Hugo Bernard", "Présenté(e) au client");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByText("Le talent doit être qualifié avant d'être présenté au client")).toBeInTheDocument();
    await within(column(/^Nouvelle candidature/)).findByText("Hugo Bernard");
    expect(within(column(/^Présenté\(e\) au client/)).queryByText("Hugo Bernard")).toBeNull();
  });

  it("offers no move to a role the transition table leaves out — R:APP-STAGE-ROLES", async () => {
    renderBoard([M]);
    await screen.findByText("Léa Martin");
    expect(screen.queryByRole("button", { name: /Déplacer vers/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Déplacer la candidature/ })).toBeNull();
  });

  it("offers a developer the stages the rules refuse, marked as forced, and asks a mandatory comment — R:ROLE-BREAK-GLASS-SCREENS", async () => {
    const calls = renderBoard(["team_member_developer"]);
    await screen.findByText("Léa Martin");
    await findColumn(/^Retenu\(e\) par le client/);
    await userEvent.click(screen.getByRole("button", { name: "Déplacer vers… (Léa Martin)" }));
    const menu = await screen.findByRole("menu");
    // the developer holds no ordinary right but rejecting: every other stage is a forced one
    expect(within(menu).getByRole("menuitem", { name: "Refusé(e)s" })).toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: "Retenu(e) par le client" })).toBeNull();
    expect(within(menu).getByText("Forcer l'étape (développeur)")).toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: "Nouvelle candidature (forcé)" })).toBeNull();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Retenu(e) par le client (forcé)" }));

    const dialog = await screen.findByRole("dialog", {
      name: "Forcer l'étape de Léa Martin vers « Retenu(e) par le client »",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Forcer l'étape" }));
    expect(await within(dialog).findByText("Un commentaire est obligatoire pour forcer une étape")).toBeInTheDocument();
    expect(lastRpcs).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Commentaire" }), "Reprise du dossier papier");
    await userEvent.click(within(dialog).getByRole("button", { name: "Forcer l'étape" }));
    await waitFor(() => expect(lastRpcs).toHaveLength(1));
    expect(lastRpcs[0]).toMatchObject({
      url: "rpc/force_application_stage",
      payload: { p_id: "a1", p_stage: "retained", p_comment: "Reprise du dossier papier" },
    });
    expect(calls).toHaveLength(0);
    const toast = (await screen.findByText("Léa Martin : étape forcée vers « Retenu(e) par le client »")).closest(
      ".toast",
    );
    expect(toast).toHaveTextContent("Succès !");
  });

  it("offers a consultant no forced stage", async () => {
    renderBoard([C]);
    await screen.findByText("Léa Martin");
    await findColumn(/^À qualifier/);
    await userEvent.click(screen.getByRole("button", { name: "Déplacer vers… (Léa Martin)" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "À qualifier" })).toBeInTheDocument();
    expect(within(menu).queryByText("Forcer l'étape (développeur)")).toBeNull();
    expect(within(menu).queryByRole("menuitem", { name: /\(forcé\)$/ })).toBeNull();
  });
});
