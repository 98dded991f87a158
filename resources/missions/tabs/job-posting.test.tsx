// @vitest-environment happy-dom
// The posting's status buttons are the moves the user's roles hold in the migrations'
// transition table (mission.job_posting_status): marketing and consultants publish, pause,
// expire and archive (a draft too); a CSM may edit the mission but gets no move.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { AppRole } from "../../../src/lib/roles/roles.ts";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { accessAs, signedInAs } from "../../../src/test/session.ts";
import { transitionRows } from "../../../src/test/transitions.ts";
import { MissionJobPostingTab } from "./job-posting.tsx";

afterEach(cleanup);

const MISSION = {
  id: "mi-1",
  reference: "CMD-2026-000042",
  job_name: "Coffreur bancheur",
  hourly_wage: 14.5,
  working_hours: 35,
  start_date: "2026-03-02",
  job_posting_status: "published",
  job_posting_date: "2026-02-20",
  job_posting_title: "Coffreur bancheur H/F",
  job_posting_description: "Chantier de la gare, coffrage des voiles.",
  job_posting_channels: ["website"],
  job_posting_expires_at: null,
  is_public: true,
  address: { city: "Lyon", postal_code: "69002" },
};

const renderTab = (roles: AppRole[], status = "published") => {
  const { dataProvider } = memoryDataProvider({
    mission: [{ ...MISSION, job_posting_status: status }],
    status_transition: transitionRows("mission", "job_posting_status"),
  });
  renderInApp(
    <Routes>
      <Route path="/missions/:id/job-posting" element={<MissionJobPostingTab />} />
    </Routes>,
    {
      path: "/missions/mi-1/job-posting",
      dataProvider,
      authProvider: signedInAs(roles),
      accessControlProvider: accessAs(roles),
    },
  );
};

const MOVES = ["Publier", "Suspendre", "Republier", "Expirer", "Archiver"];
const shown = () => MOVES.filter((name) => screen.queryByRole("button", { name }));

describe("MissionJobPostingTab status moves", () => {
  it(
    "offers marketing « Suspendre », « Expirer » and « Archiver » on a published ad",
    { timeout: 30_000 },
    async () => {
      renderTab(["team_member_marketing"]);
      await waitFor(() => expect(shown()).toEqual(["Suspendre", "Expirer", "Archiver"]));
    },
  );

  it(
    "offers a consultant « Publier » and « Archiver » on a draft — R:MIS-POSTING-ROLES",
    { timeout: 30_000 },
    async () => {
      renderTab(["consultant_team_member"], "draft");
      await waitFor(() => expect(shown()).toEqual(["Publier", "Archiver"]));
    },
  );

  it("offers a CSM, who may edit the mission, no status move — R:MIS-POSTING-ROLES", { timeout: 30_000 }, async () => {
    renderTab(["csm_team_member"]);
    expect(await screen.findByRole("button", { name: "Enregistrer l'annonce" })).toBeInTheDocument();
    // the rules are read: still no move
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shown()).toEqual([]);
  });
});

describe("MissionJobPostingTab while typing", () => {
  it("keeps what was typed when the mission is read again", { timeout: 30_000 }, async () => {
    const rows = { mission: [{ ...MISSION }], status_transition: transitionRows("mission", "job_posting_status") };
    // the save is answered, and the next read returns a changed row (as a refetch after a save
    // or a live update does) that does not hold the typed title
    const { dataProvider, calls } = memoryDataProvider(rows, (call) => {
      rows.mission[0] = { ...MISSION, job_posting_date: "2026-02-21" };
      return { id: call.id ?? "mi-1" };
    });
    renderInApp(
      <Routes>
        <Route path="/missions/:id/job-posting" element={<MissionJobPostingTab />} />
      </Routes>,
      {
        path: "/missions/mi-1/job-posting",
        dataProvider,
        authProvider: signedInAs(["csm_team_member"]),
        accessControlProvider: accessAs(["csm_team_member"]),
      },
    );
    const title = await screen.findByLabelText("Titre de l'annonce");
    await waitFor(() => expect(title).toHaveValue("Coffreur bancheur H/F"));
    fireEvent.change(title, { target: { value: "Coffreur bancheur confirmé H/F" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer l'annonce" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    // the refetch has landed: the row read again is the changed one
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(title).toHaveValue("Coffreur bancheur confirmé H/F");
  });
});
