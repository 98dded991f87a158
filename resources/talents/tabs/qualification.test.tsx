// @vitest-environment happy-dom
// The qualification tab's status: the saved one and the moves the user's roles hold in the
// migrations' transition table (talent.qualification_status): « Qualifié » for a consultant or
// the independents' administrator, nothing for marketing from « À qualifier ».
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { Outlet, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { selectOptions } from "../../../src/test/select.ts";
import { signedInAs } from "../../../src/test/session.ts";
import { transitionRows } from "../../../src/test/transitions.ts";
import type { TalentContext } from "../show.tsx";
import { TalentQualificationTab } from "./qualification.tsx";

afterEach(cleanup);

const TALENT = {
  id: "ta-1",
  workspace_id: "w1",
  first_name: "Karim",
  last_name: "Benali",
  email: null,
  phone_number: "+33612345678",
  talent_job: [],
  availability_status: "available",
  available_from: null,
  address_id: null,
  qualification_status: "to_qualify",
} as unknown as TalentContext["talent"];

const renderTab = (roles: string[]) => {
  const { dataProvider } = memoryDataProvider({
    document: [],
    reference_check: [{ id: "rc-1", status: "completed", outcome: "reserved", referee_name: "Marc Durand" }],
    status_transition: transitionRows("talent", "qualification_status"),
  });
  renderInApp(
    <Routes>
      <Route
        path="/talents/:id"
        element={<Outlet context={{ talent: TALENT, refetch: () => undefined } satisfies TalentContext} />}
      >
        <Route path="qualification" element={<TalentQualificationTab />} />
      </Route>
    </Routes>,
    { path: "/talents/ta-1/qualification", dataProvider, authProvider: signedInAs(roles) },
  );
  return screen.getByRole("combobox", { name: "Statut de qualification" });
};

describe("TalentQualificationTab", () => {
  it.each([
    [["consultant_team_member"], ["À qualifier", "Qualifié", "Archivé"]],
    [["team_member_independent_administrator"], ["À qualifier", "Qualifié"]],
  ])("offers %j %j", { timeout: 30_000 }, async (roles, expected) => {
    const field = renderTab(roles);
    await waitFor(() => expect(field).toBeEnabled());
    expect(await selectOptions(field)).toEqual(expected);
  });

  it("lists the talent's reference checks under the checklist", { timeout: 30_000 }, async () => {
    renderTab(["consultant_team_member"]);
    const section = await screen.findByRole("region", { name: "Références" });
    expect(await within(section).findByRole("link", { name: "Marc Durand" })).toHaveAttribute(
      "href",
      "/reference-checks?open=rc-1",
    );
    expect(within(section).getByText("Réservée")).toBeInTheDocument();
  });

  it("leaves marketing the saved status only", { timeout: 30_000 }, async () => {
    const field = renderTab(["team_member_marketing"]);
    // the rules are read: still nothing to choose
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(field).toBeDisabled();
  });
});
