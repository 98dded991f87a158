// @vitest-environment happy-dom
// A request in a closing status keeps the moves the transition table gives: a paid
// recruitment-office invoice offers accounting « Avoir émis » (with its comment), and nothing to
// a role the table does not name (the migrations' rows, supabase/permissions.json).
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { AppRole } from "../../src/lib/roles/roles.ts";
import { fill } from "../../src/test/fill.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { accessAs, signedInAs } from "../../src/test/session.ts";
import { transitionRows } from "../../src/test/transitions.ts";
import { RequestDetail } from "./detail.tsx";
import { recruitmentOfficeInvoiceRequest } from "./types/recruitment-office-invoice-request.ts";

afterEach(cleanup);

const ENTITY = "recruitment_office_invoice_request";
const ROWS = {
  [ENTITY]: [
    {
      id: "r1",
      status: "paid",
      workspace_id: "w1",
      requester_id: "someone",
      talent_id: "t1",
      talent: { id: "t1", first_name: "Karim", last_name: "Benali" },
      company: { id: "c1", name: "Bâtir Lyon" },
      is_fee_percentage: false,
      fee_amount: 4500,
      closed_at: "2026-03-02T09:00:00Z",
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
  enum_label: [
    { value: "invoiced", label: "Facturée" },
    { value: "paid", label: "Payée" },
    { value: "credit_note", label: "Avoir émis" },
  ],
  status_transition: transitionRows(ENTITY),
  status_history: [],
  file_link: [],
};

const renderDetail = (roles: AppRole[]) => {
  const { dataProvider, calls } = memoryDataProvider(ROWS);
  renderInApp(<RequestDetail definition={recruitmentOfficeInvoiceRequest} id="r1" />, {
    dataProvider,
    authProvider: signedInAs(roles),
    accessControlProvider: accessAs(roles),
  });
  return calls;
};

describe("RequestDetail from a closing status", () => {
  it("offers accounting « Avoir émis » on a paid invoice, with its comment", { timeout: 30_000 }, async () => {
    const calls = renderDetail(["accounting_team_member"]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Avoir émis" }));
    const dialog = await screen.findByRole("dialog", { name: "Passer au statut « Avoir émis »" });
    await fill(within(dialog).getByLabelText(/Commentaire/), "Remise commerciale accordée", user);
    await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "update",
      resource: ENTITY,
      id: "r1",
      variables: { status: "credit_note", status_comment: "Remise commerciale accordée" },
    });
  });

  it("offers a CSM no move on a paid invoice", { timeout: 30_000 }, async () => {
    renderDetail(["csm_team_member"]);
    expect(await screen.findByText("Aucun changement de statut possible avec vos droits")).toBeInTheDocument();
    // the rules are read: still no move
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("button", { name: "Avoir émis" })).toBeNull();
  });
});
