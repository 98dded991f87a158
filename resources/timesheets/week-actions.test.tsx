// @vitest-environment happy-dom
// A signed week's PDF in the back office: the link comes from the timesheet-pdf function (the
// file lives in the `signed-timesheets` bucket, which only the server's document queue writes),
// never from a signed URL of the `documents` bucket, where the file is not; until the queue made
// it, the job's state — and « Relancer » when it failed. The browser's requests are recorded at
// fetch: nothing of our server runs here.
import type { DataProvider } from "@refinedev/core";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initSupabaseClient } from "../../providers/supabase-client.ts";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import type { RuntimeConfig } from "../../src/config/runtime-config.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { signedInAs } from "../../src/test/session.ts";
import { transitionRows } from "../../src/test/transitions.ts";
import type { TimesheetRow } from "./types.ts";
import { WeekActions } from "./week-actions.tsx";

const CONFIG: RuntimeConfig = {
  supabaseUrl: "http://localhost:54321",
  supabaseAnonKey: "anon",
  apiUrl: "http://localhost:54321/api",
  boardManagerEmails: [],
  environment: "local",
};
const LINK = "http://localhost:54321/storage/v1/object/sign/signed-timesheets/w/k/1.pdf?token=x&download=releve.pdf";

const WEEK = {
  id: "00000000-0000-4000-8000-0000000000a1",
  status: "signed",
  total_hours: 35,
  signed_at: "2026-05-23T16:00:00Z",
  signer_name: "Marc Durand",
  // what the seed and older weeks hold: a path that is not in `documents`
  pdf_file: "0e000000-0000-4000-8000-000000000001/timesheets/w/releve-2026-05-18.pdf",
  signer: null,
  reminder_sent_at: null,
  escalated_at: null,
} as unknown as TimesheetRow;

let requests: string[] = [];
let producing = false;

beforeEach(() => {
  requests = [];
  producing = false;
  initSupabaseClient(CONFIG);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      requests.push(url);
      if (url.endsWith("/functions/v1/timesheet-pdf"))
        return producing
          ? Response.json({ code: "PT409", message: "Document en cours de production" }, { status: 409 })
          : Response.json({ url: LINK, sha256: "ab".repeat(32), expires_in: 600 });
      return Response.json({ statusCode: "404", error: "not_found", message: "Object not found" }, { status: 400 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("WeekActions", () => {
  it("offers the signed PDF through the timesheet-pdf function, not the documents bucket", async () => {
    renderInApp(
      <RuntimeConfigProvider config={CONFIG}>
        <WeekActions week={WEEK} onDone={() => undefined} />
      </RuntimeConfigProvider>,
    );
    const link = await screen.findByRole("link", { name: "Télécharger le relevé signé (PDF)" });
    expect(link.getAttribute("href")).toBe(LINK);
    expect(requests.filter((u) => u.includes("/storage/v1/object/sign/documents"))).toEqual([]);
  });

  it("follows the queue while the server makes the PDF; « Relancer » once it failed — R:FILE-SCREEN-TIMESHEET", async () => {
    producing = true;
    const job = {
      id: "66666666-6666-4666-8666-666666666666",
      kind: "timesheet_week_signed",
      record_id: WEEK.id,
      status: "failed",
      attempts: 6,
      last_error: "Stockage : HTTP 503",
    };
    const custom = vi.fn(async () => ({ data: { ...job, status: "pending" } }));
    const dataProvider = { ...memoryDataProvider({ document_job: [job] }).dataProvider, custom } as DataProvider;
    renderInApp(
      <RuntimeConfigProvider config={CONFIG}>
        <WeekActions week={WEEK} onDone={() => undefined} />
      </RuntimeConfigProvider>,
      { authProvider: signedInAs(["csm_team_member"]), dataProvider },
    );
    expect(await screen.findByText("Échec : Stockage : HTTP 503")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Télécharger le relevé signé (PDF)" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Relancer" }));
    await waitFor(() =>
      expect(custom).toHaveBeenCalledWith(
        expect.objectContaining({ url: "rpc/retry_document_job", payload: { p_job_id: job.id } }),
      ),
    );
  });

  it("offers no PDF before the week is signed", async () => {
    renderInApp(
      <RuntimeConfigProvider config={CONFIG}>
        <WeekActions
          week={{ ...WEEK, status: "pending_signature", signed_at: null, pdf_file: null }}
          onDone={() => undefined}
        />
      </RuntimeConfigProvider>,
    );
    expect(screen.queryByRole("link", { name: "Télécharger le relevé signé (PDF)" })).toBeNull();
    expect(requests.filter((u) => u.includes("timesheet-pdf"))).toEqual([]);
  });
});

const DRAFT = { ...WEEK, status: "draft", total_hours: 0, signed_at: null } as TimesheetRow;
const TRANSITIONS = memoryDataProvider({ status_transition: transitionRows("timesheet_week") }).dataProvider;

describe("WeekActions: cancelling a week", () => {
  it("lets a CSM cancel a draft week once confirmed, through the status transition — R:TS-CANCEL", async () => {
    // the back office's custom calls go through the data provider (rpc/… on the REST API)
    const custom = vi.fn(async () => ({ data: "canceled" }));
    const rows = { status_transition: transitionRows("timesheet_week") };
    const dataProvider: DataProvider = { ...memoryDataProvider(rows).dataProvider, custom } as DataProvider;
    const onDone = vi.fn();
    renderInApp(
      <RuntimeConfigProvider config={CONFIG}>
        <WeekActions week={DRAFT} onDone={onDone} />
      </RuntimeConfigProvider>,
      { authProvider: signedInAs(["csm_team_member"]), dataProvider },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Annuler le relevé" }));
    const confirm = await screen.findByRole("tooltip");
    fireEvent.click(within(confirm).getByRole("button", { name: "Annuler le relevé" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(custom).toHaveBeenCalledWith(
      expect.objectContaining({
        url: "rpc/transition_status",
        payload: { p_entity: "timesheet_week", p_id: WEEK.id, p_status: "canceled", p_comment: null },
      }),
    );
  });

  it("offers no cancel to a consultant, who may send the week once it has hours", async () => {
    renderInApp(
      <RuntimeConfigProvider config={CONFIG}>
        <WeekActions week={{ ...DRAFT, total_hours: 14 } as TimesheetRow} onDone={() => {}} />
      </RuntimeConfigProvider>,
      { authProvider: signedInAs(["consultant_team_member"]), dataProvider: TRANSITIONS },
    );
    expect(await screen.findByRole("button", { name: "Envoyer en signature" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Annuler le relevé" })).toBeNull();
  });

  it.each([["team_member_developer"], ["accounting_team_member"]])(
    "offers %s no « Envoyer en signature » (the transition table does not name it)",
    async (role) => {
      renderInApp(
        <RuntimeConfigProvider config={CONFIG}>
          <WeekActions week={{ ...DRAFT, total_hours: 14 } as TimesheetRow} onDone={() => {}} />
        </RuntimeConfigProvider>,
        { authProvider: signedInAs([role]), dataProvider: TRANSITIONS },
      );
      // the rules are read: still no button
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(screen.queryByRole("button", { name: "Envoyer en signature" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Annuler le relevé" })).toBeNull();
    },
  );
});
