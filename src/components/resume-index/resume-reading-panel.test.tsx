// @vitest-environment happy-dom
// « Lecture du CV »: a failed reading shows its status and reason and « Relancer », which puts the
// talent back « En attente » (request_resume_index) and reads the CV it returns; a read CV shows
// the size of its text, « Réindexer » and that the search is lexical; a role that may not have CVs
// read gets no button; an unreadable state says so.
import { cleanup, configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BaseRecord, DataProvider } from "@refinedev/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { signedInAs } from "../../test/session.ts";
import type { ResumeReader, ResumeState } from "./calls.ts";
import { ResumeReadingPanel, useResumeReading } from "./resume-reading-panel.tsx";

// the resume-index edge function, unreachable here: a stand-in reader
const readCv = vi.fn<ResumeReader>();

afterEach(() => {
  cleanup();
  readCv.mockReset();
});
configure({ asyncUtilTimeout: 20_000 });

const FAILED: ResumeState = {
  resume_parsing_status: "failed",
  resume_parsing_error: "PDF sans texte (image scannée) : ajoutez un CV au format texte",
  embedding_status: "not_started",
  document_id: null as unknown as string,
  chars: null as unknown as number,
  page_count: null as unknown as number,
  extracted_at: null as unknown as string,
};
const DONE: ResumeState = {
  resume_parsing_status: "done",
  resume_parsing_error: null as unknown as string,
  embedding_status: "not_started",
  document_id: "d-cv",
  chars: 12345,
  page_count: 2,
  extracted_at: "2026-11-25T10:00:00Z",
};

type Custom = { url: string; payload?: unknown; query?: unknown };

const Panel = () => <ResumeReadingPanel reading={useResumeReading("t-1", readCv)} hasCv />;

const renderPanel = (state: ResumeState | "error", can = true) => {
  const customs: Custom[] = [];
  const memory = memoryDataProvider();
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    custom: async <T extends BaseRecord>(call: Custom) => {
      customs.push(call);
      if (call.url === "rpc/talent_resume_index_state") {
        if (state === "error") throw { message: "indisponible", statusCode: 500 };
        return { data: [state] as unknown as T };
      }
      if (call.url === "rpc/request_resume_index")
        return { data: [{ talent_id: "t-1", document_id: "d-cv" }] as unknown as T };
      return { data: [] as unknown as T };
    },
  };
  renderInApp(<Panel />, {
    dataProvider,
    authProvider: signedInAs(["consultant_team_member"]),
    accessControlProvider: { can: async () => ({ can }) },
  });
  return customs;
};

describe("ResumeReadingPanel", () => {
  it("shows a failure's reason and « Relancer » reads the talent's newest CV again", { timeout: 30_000 }, async () => {
    readCv.mockResolvedValue({
      status: "done",
      reason: null,
      page_count: 2,
      chars: 1800,
      ms: 420,
      search: "lexical",
    });
    const customs = renderPanel(FAILED);
    expect(await screen.findByText("Échec")).toBeInTheDocument();
    expect(screen.getByText("PDF sans texte (image scannée) : ajoutez un CV au format texte")).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Relancer" }));
    await waitFor(() => expect(readCv).toHaveBeenCalledWith("d-cv"));
    expect(customs).toContainEqual(
      expect.objectContaining({ url: "rpc/request_resume_index", payload: { p_talent_ids: ["t-1"] } }),
    );
    // the state is read again once the CV is read
    await waitFor(() =>
      expect(customs.filter((c) => c.url === "rpc/talent_resume_index_state").length).toBeGreaterThan(1),
    );
  });

  it("shows the text indexed, « Réindexer », and that the search is lexical", { timeout: 30_000 }, async () => {
    renderPanel(DONE);
    expect(await screen.findByText("Terminé")).toBeInTheDocument();
    expect(screen.getByText(/^12\s345 caractères, 2 page\(s\), lu le 25\/11\/2026$/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Réindexer" })).toBeInTheDocument();
    expect(screen.getByText(/^Recherche lexicale/)).toBeInTheDocument();
  });

  it("offers no button to a role that may not have CVs read", { timeout: 30_000 }, async () => {
    renderPanel(FAILED, false);
    expect(await screen.findByText("Échec")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Relancer" })).toBeNull();
  });

  it("says when the state cannot be read", { timeout: 30_000 }, async () => {
    renderPanel("error");
    expect(await screen.findByText("Impossible de lire l'état de la lecture du CV.")).toBeInTheDocument();
  });
});
