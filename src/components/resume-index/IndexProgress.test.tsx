// @vitest-environment happy-dom
// The CVs' reading progress: the counts by status and the share of CVs read; « Relancer les
// échecs » (for who may have CVs read) puts the failures back « En attente » in one call and reads
// each CV returned; nothing failed, no button.
import { cleanup, configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BaseRecord, DataProvider } from "@refinedev/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { signedInAs } from "../../test/session.ts";
import type { ResumeReader } from "./calls.ts";
import { IndexProgress } from "./IndexProgress.tsx";
import { progressFigures } from "./progress.ts";

// the resume-index edge function, unreachable here: a stand-in reader
const readCv = vi.fn<ResumeReader>();

afterEach(() => {
  cleanup();
  readCv.mockReset();
});
configure({ asyncUtilTimeout: 20_000 });

const counts = (failed: number) => [
  { resume_parsing_status: "not_started", talent_count: 40 },
  { resume_parsing_status: "pending", talent_count: 1 },
  { resume_parsing_status: "processing", talent_count: 0 },
  { resume_parsing_status: "done", talent_count: 7 },
  { resume_parsing_status: "failed", talent_count: failed },
];

type Custom = { url: string; payload?: unknown };

const renderProgress = (failed: number, can = true) => {
  const customs: Custom[] = [];
  const dataProvider: DataProvider = {
    ...memoryDataProvider().dataProvider,
    custom: async <T extends BaseRecord>(call: Custom) => {
      customs.push(call);
      if (call.url === "rpc/resume_index_progress") return { data: counts(failed) as unknown as T };
      if (call.url === "rpc/request_resume_index")
        return {
          data: [
            { talent_id: "t-1", document_id: "d-1" },
            { talent_id: "t-2", document_id: "d-2" },
          ] as unknown as T,
        };
      return { data: [] as unknown as T };
    },
  };
  renderInApp(<IndexProgress reader={readCv} />, {
    dataProvider,
    authProvider: signedInAs(["csm_team_member"]),
    accessControlProvider: { can: async () => ({ can }) },
  });
  return customs;
};

describe("progressFigures", () => {
  it("counts the talents with a CV and the share read", () => {
    expect(progressFigures(counts(2) as never)).toEqual({ withCv: 10, done: 7, failed: 2, waiting: 1, percent: 70 });
    expect(progressFigures([])).toEqual({ withCv: 0, done: 0, failed: 0, waiting: 0, percent: 0 });
  });
});

describe("IndexProgress", () => {
  it("shows the counts and retries the failures, reading each CV", { timeout: 30_000 }, async () => {
    readCv.mockResolvedValue({
      status: "done",
      reason: null,
      page_count: 1,
      chars: 900,
      ms: 300,
      search: "lexical",
    });
    const customs = renderProgress(2);
    expect(await screen.findByText("7 CV lus sur 10 déposés")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "CV lus" })).toHaveAttribute("aria-valuenow", "70");
    await userEvent.click(screen.getByRole("button", { name: "Relancer les échecs" }));
    await waitFor(() => expect(readCv).toHaveBeenCalledTimes(2));
    expect(readCv).toHaveBeenCalledWith("d-1");
    expect(readCv).toHaveBeenCalledWith("d-2");
    expect(customs).toContainEqual(
      expect.objectContaining({ url: "rpc/request_resume_index", payload: { p_talent_ids: null } }),
    );
    await waitFor(() => expect(customs.filter((c) => c.url === "rpc/resume_index_progress").length).toBeGreaterThan(1));
  });

  it("offers no retry without failures, nor to a role that may not have CVs read", { timeout: 30_000 }, async () => {
    renderProgress(0);
    expect(await screen.findByText("7 CV lus sur 8 déposés")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Relancer les échecs" })).toBeNull();
    cleanup();
    renderProgress(3, false);
    expect(await screen.findByText("7 CV lus sur 11 déposés")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Relancer les échecs" })).toBeNull();
  });
});
