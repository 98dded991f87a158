// @vitest-environment happy-dom
// « Supprimer la demande » on a request's detail: offered to the role with the table's delete grant
// (the developer: supabase/schemas/02_workspaces_team.sql), never to the others; a click deletes at
// once, without a confirmation, then the page goes back to its list — or the drawer closes.
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeletePlace } from "../../src/components/undo/delete-record-button.tsx";
import type { AppRole } from "../../src/lib/roles/roles.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { accessAs, signedInAs } from "../../src/test/session.ts";
import { transitionRows } from "../../src/test/transitions.ts";
import { RequestDetail } from "./detail.tsx";
import { recruitmentOfficeInvoiceRequest } from "./types/recruitment-office-invoice-request.ts";

afterEach(cleanup);

const ENTITY = "recruitment_office_invoice_request";
const PAGE = "/recruitment-office-invoice-requests/r1";
const LIST = "/recruitment-office-invoice-requests";
const ROWS = {
  [ENTITY]: [
    {
      id: "r1",
      status: "requested",
      workspace_id: "w1",
      requester_id: "someone",
      talent_id: "t1",
      talent: { id: "t1", first_name: "Karim", last_name: "Benali" },
      company: { id: "c1", name: "Bâtir Lyon" },
      is_fee_percentage: false,
      fee_amount: 4500,
      closed_at: null,
      due_at: null,
      created_at: "2026-02-01T09:00:00Z",
    },
  ],
  request_type: [
    {
      entity: ENTITY,
      label: "Facture cabinet de recrutement",
      status_enum: "recruitment_office_invoice_request_status",
      initial_status: "requested",
      terminal_statuses: ["paid", "credit_note", "canceled"],
      editable_statuses: ["requested"],
    },
  ],
  enum_label: [{ value: "requested", label: "Demandée" }],
  status_transition: transitionRows(ENTITY),
  status_history: [],
  file_link: [],
};

const renderDetail = (roles: AppRole[], deletePlace: DeletePlace) => {
  const { dataProvider, calls } = memoryDataProvider(ROWS);
  renderInApp(
    <Routes>
      <Route
        path={PAGE}
        element={<RequestDetail definition={recruitmentOfficeInvoiceRequest} id="r1" deletePlace={deletePlace} />}
      />
      <Route path={LIST} element={<p>La liste des factures</p>} />
    </Routes>,
    { path: PAGE, dataProvider, authProvider: signedInAs(roles), accessControlProvider: accessAs(roles) },
  );
  return calls;
};

const DELETE = { name: "Supprimer la demande" };

describe("« Supprimer la demande » on a request's detail", () => {
  it("is offered to the developer: deleted at once, back to the list", { timeout: 30_000 }, async () => {
    const calls = renderDetail(["team_member_developer"], { listPath: LIST, showPath: PAGE });
    const button = await screen.findByRole("button", DELETE);
    expect(button).toHaveAttribute("title", expect.stringContaining("Facture cabinet de recrutement — Karim BENALI"));
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByText("La liste des factures")).toBeInTheDocument());
    expect(calls).toEqual([expect.objectContaining({ method: "deleteOne", resource: ENTITY, id: "r1" })]);
  });

  it("closes the drawer it was opened in", { timeout: 30_000 }, async () => {
    const place = { onDeleted: vi.fn(), onRestored: vi.fn() };
    const calls = renderDetail(["team_member_developer"], place);
    await userEvent.click(await screen.findByRole("button", DELETE));
    await waitFor(() => expect(place.onDeleted).toHaveBeenCalledOnce());
    expect(calls).toEqual([expect.objectContaining({ method: "deleteOne", resource: ENTITY, id: "r1" })]);
    expect(place.onRestored).not.toHaveBeenCalled();
  });

  it("is not offered to a role without the delete grant", { timeout: 30_000 }, async () => {
    renderDetail(["csm_team_member"], { listPath: LIST, showPath: PAGE });
    // the page is there, with what the CSM may do (« Modifier », a requested invoice being editable)
    expect(await screen.findByRole("button", { name: "Modifier" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("button", DELETE)).toBeNull();
  });
});
