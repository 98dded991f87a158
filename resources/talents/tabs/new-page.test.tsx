// @vitest-environment happy-dom
// « Fiche synthèse »: its sections render the talent's rows (identity, availability, documents
// with their expiry colours, contracts, pools, notes, next actions), say so in French when there
// is nothing, hide what the role may not read, and show a section's loading and error states.
import { cleanup, screen, within } from "@testing-library/react";
import { Outlet, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { dayjs } from "../../../src/lib/dates/dayjs.ts";
import { memoryDataProvider, type ReadState } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { signedInAs } from "../../../src/test/session.ts";
import type { TalentContext } from "../show.tsx";
import { TalentNewPageTab } from "./new-page.tsx";

afterEach(cleanup);

const day = (offset: number) => dayjs().add(offset, "day").format("YYYY-MM-DD");
const fr = (offset: number) => dayjs().add(offset, "day").format("DD/MM/YYYY");

const TALENT = {
  id: "t1",
  workspace_id: "w1",
  civility: "mr",
  first_name: "Karim",
  last_name: "Benali",
  email: "karim.benali@example.fr",
  phone_number: "+33612345678",
  qualification_status: "qualified",
  availability_status: "available",
  available_from: null,
  address_id: null,
  owner: { id: "tm1", temp_first_name: "Claire", temp_last_name: "Martin", auth_user: null },
  talent_job: [{ is_main: true, job_id: "j1", job: { id: "j1", name: "Coffreur bancheur" } }],
} as unknown as TalentContext["talent"];

const FULL = {
  talent: [
    {
      id: "t1",
      workspace: { id: "w1", name: "Renfort Lyon" },
      talent_hiring_pool: [
        {
          created_at: "2026-10-01T08:00:00Z",
          hiring_pool: { id: "p1", name: "Coffreurs Rhône", status: "active", is_dynamic: false },
        },
      ],
    },
  ],
  document: [
    { id: "d1", type: "caces", name: "R482", expiry_date: day(-1), status: "expired" },
    { id: "d2", type: "aipr", name: null, expiry_date: day(10), status: "valid" },
    { id: "d3", type: "id_card", name: null, expiry_date: day(400), status: "valid" },
  ],
  contract: [
    {
      id: "c1",
      contract_key: "CT-2026-001",
      is_amendment: false,
      amendment_number: 0,
      status: "active",
      start_date: day(-10),
      end_date: day(20),
      definitive_end_date: null,
      job_name: "Coffreur",
      company: { id: "co1", name: "Bâtiments du Rhône" },
    },
  ],
  application: [],
  note: [
    {
      id: "n1",
      note_type: "call_summary",
      title: "Appel de suivi",
      content: "<p>Très satisfait du chantier</p>",
      audio_transcription: null,
      is_feedback_positive: true,
      created_at: "2026-11-20T10:00:00Z",
    },
    {
      id: "n2",
      note_type: "voice",
      title: null,
      content: null,
      audio_transcription: "Disponible dès lundi",
      is_feedback_positive: null,
      created_at: "2026-11-19T10:00:00Z",
    },
  ],
  request_summary: [],
  request_type: [],
  "rpc/talent_private_filled": [{ nir: true, iban: true }],
  "rpc/talent_unavailabilities": [],
};

const EMPTY = {
  talent: [{ id: "t1", workspace: { id: "w1", name: "Renfort Lyon" }, talent_hiring_pool: [] }],
};

const renderTab = (
  rows: Record<string, unknown[]>,
  roles = ["consultant_team_member"],
  reads: Record<string, ReadState> = {},
  talent = TALENT,
) => {
  const { dataProvider } = memoryDataProvider(rows as never, undefined, reads);
  renderInApp(
    <Routes>
      <Route
        path="/talents/:id"
        element={<Outlet context={{ talent, refetch: () => undefined } satisfies TalentContext} />}
      >
        <Route path="new-page" element={<TalentNewPageTab />} />
      </Route>
    </Routes>,
    { path: "/talents/t1/new-page", dataProvider, authProvider: signedInAs(roles) },
  );
};

const section = (name: string) => screen.findByRole("region", { name });

describe("TalentNewPageTab", () => {
  it(
    "shows the talent's identity, availability, documents, contracts, pools, notes and next actions — R:TAL-PROFILE-IDENTITY, R:TAL-PROFILE-DOCUMENTS, R:TAL-PROFILE-LISTS",
    { timeout: 30_000 },
    async () => {
      renderTab(FULL);
      const identity = await section("Identité");
      expect(await within(identity).findByText("Renfort Lyon")).toBeInTheDocument();
      expect(within(identity).getByText("Karim BENALI")).toBeInTheDocument();
      expect(within(identity).getByText("Coffreur bancheur")).toBeInTheDocument();
      expect(within(identity).getByText("Claire Martin")).toBeInTheDocument();
      expect(within(identity).getByRole("link", { name: "karim.benali@example.fr" })).toHaveAttribute(
        "href",
        "mailto:karim.benali@example.fr",
      );
      expect(await within(identity).findByText("Renseignées")).toBeInTheDocument();

      const availability = await section("Disponibilité");
      expect(
        await within(availability).findByRole("link", { name: `En mission jusqu'au ${fr(20)} (CT-2026-001)` }),
      ).toHaveAttribute("href", "/contracts/c1");
      expect(within(availability).getByText("Rien de prévu")).toBeInTheDocument();

      const documents = await section("Qualifications et documents");
      expect((await within(documents).findByText(`Expiré le ${fr(-1)}`)).closest(".ant-tag")).toHaveClass(
        "ant-tag-red",
      );
      expect(
        within(documents)
          .getByText(`Expire le ${fr(10)}`)
          .closest(".ant-tag"),
      ).toHaveClass("ant-tag-orange");
      expect(
        within(documents)
          .getByText(`Valable jusqu'au ${fr(400)}`)
          .closest(".ant-tag"),
      ).toBeNull();
      expect(within(documents).getByText("Qualifications et habilitations")).toBeInTheDocument();

      const contracts = await section("Missions et contrats");
      expect(await within(contracts).findByRole("link", { name: "CT-2026-001" })).toHaveAttribute(
        "href",
        "/contracts/c1",
      );
      expect(within(contracts).getByText("Coffreur · Bâtiments du Rhône")).toBeInTheDocument();
      expect(within(contracts).getByRole("link", { name: "Tous les contrats (1)" })).toHaveAttribute(
        "href",
        "/talents/t1/contracts",
      );

      const pools = await section("Viviers");
      expect(await within(pools).findByRole("link", { name: "Coffreurs Rhône" })).toHaveAttribute(
        "href",
        "/talents/hiring-pools/p1/details",
      );

      const notes = await section("Dernières notes");
      expect(await within(notes).findByText("Appel de suivi")).toBeInTheDocument();
      expect(within(notes).getByText("Très satisfait du chantier")).toBeInTheDocument();
      expect(within(notes).getByRole("img", { name: "Retour positif" })).toBeInTheDocument();
      // a voice note without title: its kind, and its transcription's words
      expect(within(notes).getByText("Note vocale")).toBeInTheDocument();
      expect(within(notes).getByText("Disponible dès lundi")).toBeInTheDocument();

      const actions = await section("Prochaines actions");
      expect(await within(actions).findByRole("link", { name: "Document expiré : CACES" })).toHaveAttribute(
        "href",
        "/talents/t1/documents",
      );
      expect(
        within(actions).getByRole("link", { name: `Document à renouveler : AIPR (expire le ${fr(10)})` }),
      ).toBeInTheDocument();
    },
  );

  it("says in French when a new talent has nothing yet", { timeout: 30_000 }, async () => {
    renderTab(EMPTY, ["consultant_team_member"], {}, { ...TALENT, qualification_status: "new" } as typeof TALENT);
    expect(await within(await section("Missions et contrats")).findByText("Aucun contrat")).toBeInTheDocument();
    expect(await within(await section("Viviers")).findByText("Dans aucun vivier")).toBeInTheDocument();
    expect(await within(await section("Dernières notes")).findByText("Aucune note")).toBeInTheDocument();
    expect(
      await within(await section("Qualifications et documents")).findByText("Aucun document déposé"),
    ).toBeInTheDocument();
    expect(await within(await section("Disponibilité")).findByText("Rien de prévu")).toBeInTheDocument();
    expect(await within(await section("Identité")).findByRole("link", { name: "À compléter" })).toHaveAttribute(
      "href",
      "/talents/t1/details",
    );
    // a new talent's one action: qualify it
    expect(
      await within(await section("Prochaines actions")).findByRole("link", {
        name: "Terminer la qualification (Nouveau)",
      }),
    ).toHaveAttribute("href", "/talents/t1/qualification");
  });

  it("tells marketing what its role may not see — R:TAL-PROFILE-IDENTITY", { timeout: 30_000 }, async () => {
    renderTab(FULL, ["team_member_marketing"]);
    const contracts = await section("Missions et contrats");
    expect(await within(contracts).findByText("Non visible avec vos droits")).toBeInTheDocument();
    expect(within(contracts).queryByRole("link", { name: "CT-2026-001" })).toBeNull();
    expect(await within(await section("Identité")).findByText("Non visible avec vos droits")).toBeInTheDocument();
  });

  it("shows a section's loading and error states, the others unaffected", { timeout: 30_000 }, async () => {
    renderTab(FULL, ["consultant_team_member"], {
      note: { message: "permission denied for table note", statusCode: 403 },
      contract: "loading",
    });
    expect(
      await within(await section("Dernières notes")).findByText("Cette section n'a pas pu être chargée."),
    ).toBeInTheDocument();
    const contracts = await section("Missions et contrats");
    expect(contracts.querySelector(".ant-skeleton")).not.toBeNull();
    expect(await within(await section("Viviers")).findByRole("link", { name: "Coffreurs Rhône" })).toBeInTheDocument();
  });
});
