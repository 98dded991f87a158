// @vitest-environment happy-dom
// The documents tab's upload of a medical notice (issue #46: an uploaded, verified aptitude never
// counted for a SIR post, the form had no category): « Avis médical » asks for its follow-up and
// aptitude from the list the contract's SIR check reads, a SIR aptitude its end of validity, and
// the row is sent with its category and dates; a CACES or clearance gets a typed category.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initSupabaseClient } from "../../../providers/supabase-client.ts";
import { RuntimeConfigProvider } from "../../../src/config/runtime-config-context.tsx";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { signedInAs, TEST_RUNTIME_CONFIG } from "../../../src/test/session.ts";
import type { TalentContext } from "../show.tsx";
import { TalentDocumentsTab } from "./documents.tsx";

// The file's upload is the browser's request to storage, answered at fetch (a vi.mock of
// providers/client-calls.ts would miss the tab when another file of the worker loaded it first:
// the unit project shares its module graph, vitest.config.ts).
let uploads: string[] = [];
beforeEach(() => {
  uploads = [];
  initSupabaseClient(TEST_RUNTIME_CONFIG);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const upload = /\/storage\/v1\/object\/documents\/(.+)$/.exec(url);
      if (upload && init?.method === "POST") {
        uploads.push(decodeURIComponent(upload[1]!));
        return Response.json({ Key: `documents/${upload[1]}`, Id: "obj-1" });
      }
      return Response.json({ message: "Inattendu" }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TALENT = { id: "t-1", workspace_id: "w-1", first_name: "Noé", last_name: "Abadie" } as TalentContext["talent"];
const PDF = new File(["%PDF-1.4"], "avis-sir.pdf", { type: "application/pdf" });

const renderTab = () => {
  const memory = memoryDataProvider({ document: [], status_transition: [] });
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
      authProvider: signedInAs(["consultant_team_member"]),
      accessControlProvider: { can: async () => ({ can: true }) },
    },
  );
  return memory;
};

const chooseType = async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement, type: string) => {
  await user.type(within(form).getByLabelText("Type", { exact: true }), type);
  await user.click(await screen.findByTitle(type));
};

describe("the documents tab's medical notice", () => {
  it(
    "asks for its SIR aptitude and validity, then sends them with the row — R:DOC-MEDICAL-CATEGORY, R:DOC-MEDICAL-SIR-EXPIRY",
    { timeout: 60_000 },
    async () => {
      const { calls } = renderTab();
      const user = userEvent.setup();
      const form = await screen.findByRole("form", { name: "Ajouter un document" });
      expect(within(form).queryByLabelText("Suivi et aptitude")).toBeNull();
      await chooseType(user, form, "Avis médical / attestation de suivi");
      const category = await within(form).findByLabelText("Suivi et aptitude");
      await user.upload(form.querySelector("input[type=file]") as HTMLInputElement, PDF);
      await user.click(within(form).getByRole("button", { name: "Enregistrer" }));
      expect(
        await within(form).findByText(
          "Précisez la catégorie de l'avis médical (SIR apte, apte avec aménagements ou inapte, ou VIP)",
        ),
      ).toBeInTheDocument();
      await user.click(category);
      await user.click(await screen.findByTitle("SIR – apte"));
      await user.click(within(form).getByRole("button", { name: "Enregistrer" }));
      expect(
        await within(form).findByText("Un avis d'aptitude SIR doit préciser sa fin de validité (« Expire le »)"),
      ).toBeInTheDocument();
      expect(calls).toHaveLength(0);

      await user.type(within(form).getByLabelText("Délivré le"), "02/03/2026{Escape}");
      await user.type(within(form).getByLabelText("Expire le"), "01/03/2028{Escape}");
      await user.click(within(form).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toMatchObject({
        method: "create",
        resource: "document",
        variables: {
          type: "medical_attestation",
          category: "SIR – apte",
          issued_at: "2026-03-02",
          expiry_date: "2028-03-01",
          talent_id: "t-1",
          file_name: "avis-sir.pdf",
        },
      });
      expect(uploads).toHaveLength(1);
      expect(uploads[0]).toMatch(/avis-sir\.pdf$/);
    },
  );

  it("sends a clearance's category as written on it", { timeout: 60_000 }, async () => {
    const { calls } = renderTab();
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Ajouter un document" });
    await chooseType(user, form, "Habilitation électrique");
    await user.type(await within(form).findByLabelText("Catégorie"), "B1V, BR");
    await user.upload(form.querySelector("input[type=file]") as HTMLInputElement, PDF);
    await user.click(within(form).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].variables).toMatchObject({ type: "electrical_clearance", category: "B1V, BR", expiry_date: null });
  });
});
