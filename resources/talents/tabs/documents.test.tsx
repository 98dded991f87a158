// @vitest-environment happy-dom
// The talent's documents tab: a document still « À vérifier » gets « Valider » (saved as valid,
// the status a contract's required documents must have) and « Refuser » (with its reason), for
// the roles status_transition lets verify; a valid one has neither, nor has a role that may not.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import permissions from "../../../supabase/permissions.json" with { type: "json" };
import { RuntimeConfigProvider } from "../../../src/config/runtime-config-context.tsx";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { signedInAs, TEST_RUNTIME_CONFIG } from "../../../src/test/session.ts";
import type { TalentContext } from "../show.tsx";
import { TalentDocumentsTab } from "./documents.tsx";

afterEach(cleanup);

const TALENT = { id: "t-1", workspace_id: "w-1", first_name: "Noé", last_name: "Abadie" } as TalentContext["talent"];
const DOCUMENTS = [
  { id: "d-1", type: "sst", name: "sst-noe.pdf", expiry_date: null, status: "pending_verification", file: null },
  { id: "d-2", type: "carte_btp", name: "carte-btp.pdf", expiry_date: null, status: "valid", file: null },
];
// the migrations' transition rows for documents (supabase/permissions.json)
type Rule = { entity: string; column: string; from: string | null; to: string; roles: string[] };
const TRANSITIONS = (permissions.transitions as Rule[])
  .filter((r) => r.entity === "document" && r.column === "status")
  .map((r, i) => ({
    id: String(i),
    entity: "document",
    status_column: "status",
    from_status: r.from,
    to_status: r.to,
    roles: r.roles,
  }));

const renderTab = (roles: string[]) => {
  const memory = memoryDataProvider({ document: DOCUMENTS, status_transition: TRANSITIONS });
  renderInApp(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <Routes>
        <Route path="/talents/:id" element={<Outlet context={{ talent: TALENT, refetch: () => {} }} />}>
          <Route path="documents" element={<TalentDocumentsTab />} />
        </Route>
      </Routes>
    </RuntimeConfigProvider>,
    {
      path: "/talents/t-1/documents",
      dataProvider: memory.dataProvider,
      authProvider: signedInAs(roles),
      accessControlProvider: { can: async () => ({ can: true }) },
    },
  );
  return memory;
};

describe("TalentDocumentsTab", () => {
  it("validates a document to check, and only that one", { timeout: 30_000 }, async () => {
    const { calls } = renderTab(["consultant_team_member"]);
    const validate = await screen.findByRole("button", { name: "Valider le document sst-noe.pdf" });
    expect(screen.queryByRole("button", { name: "Valider le document carte-btp.pdf" })).toBeNull();
    fireEvent.click(validate);
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: "update", resource: "document", id: "d-1", variables: { status: "valid" } }),
      ),
    );
  });

  it("refuses a document with its reason, asked first — R:DOC-REJECTION-REASON", { timeout: 30_000 }, async () => {
    const { calls } = renderTab(["csm_team_member"]);
    await userEvent.click(await screen.findByRole("button", { name: "Refuser le document sst-noe.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuser le document sst-noe.pdf" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Refuser" }));
    expect(await within(dialog).findByText("Le motif du refus est obligatoire")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Motif du refus"), "Photocopie illisible");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refuser" }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: "update",
          resource: "document",
          id: "d-1",
          variables: { status: "rejected", rejection_reason: "Photocopie illisible" },
        }),
      ),
    );
  });

  it("offers no verification to a role that may not verify (external CSM)", async () => {
    renderTab(["external_csm_team_member"]);
    expect(await screen.findByText("sst-noe.pdf")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Valider le document/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Refuser le document/ })).toBeNull();
  });
});
