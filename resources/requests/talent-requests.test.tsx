// @vitest-environment happy-dom
// The talent's "Demandes" card: one read of request_summary, each request named by its type
// (request_type) and linked to its page, its status in French; a request is created from here
// through its type's form, the talent pre-filled.
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
// registering the entries is what the app's registry does at boot
import "../advance-payment-requests/index.ts";
import "../ppe-requests/index.ts";
import { TalentRequestsCard } from "./talent-requests.tsx";
// the cards link a request only to a screen of the app's registry (screen-link.ts), which registers itself on import
import "../../src/app/registry.ts";
import { signedInAs } from "../../src/test/session.ts";

/** The types offered for creation are those the roles may create: a consultant creates these. */
const CONSULTANT = signedInAs(["consultant_team_member"]);

const type = (entity: string, label: string, route: string, status_enum: string, position: number) => ({
  entity,
  label,
  plural_label: label,
  route,
  status_enum,
  initial_status: "requested",
  terminal_statuses: ["rejected", "canceled"],
  has_amounts: false,
  deadline_rule: null,
  position,
});

const ROWS = {
  request_type: [
    type(
      "advance_payment_request",
      "Demande d'acompte",
      "advance-payment-requests",
      "advance_payment_request_status",
      1,
    ),
    type("ppe_request", "Demande d'EPI", "ppe-requests", "ppe_request_status", 2),
  ],
  request_summary: [
    {
      entity: "advance_payment_request",
      id: "a1",
      talent_id: "t1",
      status: "approved",
      due_at: null,
      closed_at: null,
      created_at: "2026-03-01T09:00:00Z",
    },
    {
      entity: "ppe_request",
      id: "p1",
      talent_id: "t1",
      status: "rejected",
      due_at: null,
      closed_at: "2026-03-02T09:00:00Z",
      created_at: "2026-03-01T08:00:00Z",
    },
  ],
  enum_label: [
    { enum_name: "advance_payment_request_status", value: "approved", label: "Acceptée" },
    { enum_name: "ppe_request_status", value: "rejected", label: "Refusée" },
  ],
};

const Where = () => {
  const location = useLocation();
  return <output aria-label="adresse">{location.pathname + location.search}</output>;
};

describe("TalentRequestsCard", () => {
  afterEach(cleanup);

  it("lists the talent's requests by type with their French status, linked to each request", async () => {
    const { dataProvider } = memoryDataProvider(ROWS);
    renderInApp(<TalentRequestsCard talentId="t1" />, { dataProvider });
    const advance = await screen.findByRole("row", { name: /Demande d.acompte/ });
    expect(within(advance).getByRole("link", { name: "Demande d'acompte" }).getAttribute("href")).toBe(
      "/advance-payment-requests/a1",
    );
    expect(await within(advance).findByText("Acceptée")).toBeTruthy();
    const ppe = screen.getByRole("row", { name: /Demande d'EPI/ });
    // PPE requests have no page of their own in the spec: their list opens the drawer
    expect(within(ppe).getByRole("link", { name: "Demande d'EPI" }).getAttribute("href")).toBe("/ppe-requests?open=p1");
    expect(within(ppe).getByText("Refusée")).toBeTruthy();
  });

  it("opens the chosen type's create form with the talent pre-filled", async () => {
    const { dataProvider } = memoryDataProvider(ROWS);
    const user = userEvent.setup();
    renderInApp(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <TalentRequestsCard talentId="t1" />
              <Where />
            </>
          }
        />
      </Routes>,
      { dataProvider, path: "/talents/t1/contracts", authProvider: CONSULTANT },
    );
    await user.click(await screen.findByRole("combobox", { name: "Type" }));
    await user.click(await screen.findByTitle("Demande d'acompte"));
    await user.click(screen.getByRole("button", { name: "Créer" }));
    expect(screen.getByRole("status", { name: "adresse" }).textContent).toBe(
      "/advance-payment-requests/list?create=1&talent_id=t1",
    );
  });
});
