// @vitest-environment happy-dom
// An application in the /applications drawer: « Voir » on its row (or a link's `?open=<id>`)
// opens what the row says with its links, and its talent's reference checks, compact, with the
// button that asks one (the check recording the application); not-found and error states in French.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider, type ReadState } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import { accessAs, signedInAs, TEST_RUNTIME_CONFIG } from "../../src/test/session.ts";
import { enumStyle } from "../../src/lib/enums/labels.ts";
import { ApplicationDetail } from "./detail.tsx";
import { ApplicationList } from "./list.tsx";

afterEach(cleanup);

const APPLICATION = {
  id: "a-1",
  stage: "shortlisted",
  is_rejected: false,
  rejection_reason: null,
  has_stage_been_forced: false,
  source: "job_board",
  created_at: "2026-02-02T09:00:00+00:00",
  talent: { id: "t-1", first_name: "Léa", last_name: "Roux" },
  mission: {
    id: "m-1",
    reference: "CMD-0042",
    job_name: "Maçon",
    company_id: "c-1",
    company: { id: "c-1", name: "Bâtir Lyon" },
  },
  owner: null,
};

const ROWS = {
  application: [APPLICATION],
  reference_check: [
    {
      id: "rc-1",
      status: "completed",
      outcome: "positive",
      note: "Très fiable",
      referee_name: "Marc Durand",
      referee_company: "Gros Œuvre Atlantique",
      performed_at: "2026-02-10T09:00:00+00:00",
      closed_at: "2026-02-10T10:00:00+00:00",
      created_at: "2026-02-01T09:00:00+00:00",
      application_id: null,
    },
  ],
};

const STYLES = {
  stages: enumStyle("application_stage"),
  sources: enumStyle("application_source"),
  reasons: enumStyle("application_rejection_reason"),
};

const CONSULTANT = ["consultant_team_member"] as const;

const renderDetail = (reads: Record<string, ReadState> = {}, rows: typeof ROWS | object = ROWS) => {
  const provider = memoryDataProvider(rows as never, () => ({ id: "rc-new" }), reads);
  renderInApp(<ApplicationDetail id="a-1" styles={STYLES} />, {
    dataProvider: provider.dataProvider,
    accessControlProvider: accessAs(CONSULTANT),
  });
  return provider;
};

describe("ApplicationDetail", () => {
  it("shows the application and its talent's reference checks, compact", { timeout: 60_000 }, async () => {
    renderDetail();
    expect(await screen.findByRole("link", { name: "Léa ROUX" }, { timeout: 30_000 })).toHaveAttribute(
      "href",
      "/talents/t-1",
    );
    expect(screen.getByText("Présélectionné(e)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "CMD-0042 — Maçon" })).toHaveAttribute(
      "href",
      "/missions/m-1/applications",
    );
    expect(screen.getByRole("link", { name: "Bâtir Lyon" })).toHaveAttribute("href", "/companies/c-1");
    const section = screen.getByRole("region", { name: "Références" });
    expect(await within(section).findByRole("link", { name: "Marc Durand" })).toHaveAttribute(
      "href",
      "/reference-checks?open=rc-1",
    );
    expect(within(section).getByText("Positive")).toBeInTheDocument();
    // compact: the summary stays in the check's drawer
    expect(within(section).queryByText("Très fiable")).toBeNull();
    expect(
      await within(section).findByRole("button", { name: "Demander une prise de références" }),
    ).toBeInTheDocument();
  });

  it("asks a check that records this application", { timeout: 60_000 }, async () => {
    const provider = renderDetail();
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: "Références" }, { timeout: 30_000 });
    await user.click(await within(section).findByRole("button", { name: "Demander une prise de références" }));
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await user.type(within(dialog).getByLabelText("Référent"), "Paul Martin");
    await user.type(within(dialog).getByLabelText("Entreprise du référent"), "Charpentes du Rhône");
    await user.type(within(dialog).getByLabelText("Téléphone du référent"), "+33478000000");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(provider.calls.filter((c) => c.method === "create")).toHaveLength(1));
    expect(provider.calls.find((c) => c.method === "create")).toMatchObject({
      resource: "reference_check",
      variables: { talent_id: "t-1", application_id: "a-1", referee_name: "Paul Martin" },
    });
  });

  it("says in French that the application is out of reach", { timeout: 30_000 }, async () => {
    renderDetail({}, {});
    expect(
      await screen.findByText("Candidature introuvable ou non visible avec vos droits", undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it("explains in French that the application could not be read", { timeout: 30_000 }, async () => {
    renderDetail({ application: { message: "permission denied for table application", statusCode: 403 } });
    expect(
      await screen.findByText("Impossible de charger la candidature", undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });
});

// the list reads the signed-in member's roles (its bulk actions) from the runtime config's session
const renderList = (path: string) =>
  renderInApp(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <ApplicationList />
    </RuntimeConfigProvider>,
    {
      path,
      dataProvider: memoryDataProvider(ROWS).dataProvider,
      accessControlProvider: accessAs(CONSULTANT),
      authProvider: signedInAs([...CONSULTANT]),
    },
  );

/** The application's drawer (under jsdom antd gives every drawer the same title id: found by its content). */
const findDrawer = async (): Promise<HTMLElement> => {
  const title = await screen.findByRole("heading", { name: "Léa ROUX" }, { timeout: 30_000 });
  const drawer = title.closest<HTMLElement>("[role=dialog]");
  expect(drawer).not.toBeNull();
  expect(within(drawer as HTMLElement).getByText("Candidature")).toBeInTheDocument();
  return drawer as HTMLElement;
};

describe("the applications list's drawer", () => {
  it("opens an application from its row's « Voir »", { timeout: 60_000 }, async () => {
    renderList("/applications");
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Voir la candidature de Léa Roux" }, { timeout: 30_000 }),
    );
    const drawer = await findDrawer();
    expect(await within(drawer).findByRole("region", { name: "Références" })).toBeInTheDocument();
    expect(await within(drawer).findByRole("link", { name: "Marc Durand" })).toBeInTheDocument();
  });

  it("opens the application a link names (`?open=<id>`)", { timeout: 60_000 }, async () => {
    renderList("/applications?open=a-1");
    const drawer = await findDrawer();
    expect(within(drawer).getByRole("link", { name: "Léa ROUX" })).toHaveAttribute("href", "/talents/t-1");
  });
});
