// @vitest-environment jsdom
// The talent's documents tab: a document still « À vérifier » gets « Marquer comme vérifié »,
// which saves it as valid (the status a contract's required documents must have); a valid one
// has no such button, and neither has a user who may not edit documents.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Outlet, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import type { TalentContext } from "../show.tsx";
import { TalentDocumentsTab } from "./documents.tsx";

afterEach(cleanup);

const TALENT = { id: "t-1", workspace_id: "w-1", first_name: "Noé", last_name: "Abadie" } as TalentContext["talent"];
const DOCUMENTS = [
  { id: "d-1", type: "sst", name: "sst-noe.pdf", expiry_date: null, status: "pending_verification", file: null },
  { id: "d-2", type: "carte_btp", name: "carte-btp.pdf", expiry_date: null, status: "valid", file: null },
];

const renderTab = (canEdit: boolean) => {
  const memory = memoryDataProvider({ document: DOCUMENTS });
  renderInApp(
    <Routes>
      <Route path="/talents/:id" element={<Outlet context={{ talent: TALENT, refetch: () => {} }} />}>
        <Route path="documents" element={<TalentDocumentsTab />} />
      </Route>
    </Routes>,
    {
      path: "/talents/t-1/documents",
      dataProvider: memory.dataProvider,
      accessControlProvider: { can: async ({ action }) => ({ can: action !== "edit" || canEdit }) },
    },
  );
  return memory;
};

describe("TalentDocumentsTab", () => {
  it("marks a document to check as verified, and only that one", { timeout: 30_000 }, async () => {
    const { calls } = renderTab(true);
    const verify = await screen.findByRole("button", { name: "Marquer « sst-noe.pdf » comme vérifié" });
    expect(screen.queryByRole("button", { name: "Marquer « carte-btp.pdf » comme vérifié" })).toBeNull();
    fireEvent.click(verify);
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: "update", resource: "document", id: "d-1", variables: { status: "valid" } }),
      ),
    );
  });

  it("offers no verification to a user who may not edit documents", async () => {
    renderTab(false);
    expect(await screen.findByText("sst-noe.pdf")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /comme vérifié$/ })).toBeNull();
  });
});
