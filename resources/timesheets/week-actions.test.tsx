// @vitest-environment jsdom
// A signed week's PDF in the back office: the link comes from the timesheet-pdf function (the
// file lives in the `signed-timesheets` bucket, which only the function writes), never from a
// signed URL of the `documents` bucket, where the file is not. The browser's requests are
// recorded at fetch: nothing of our server runs here.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initSupabaseClient } from "../../providers/supabase-client.ts";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import type { RuntimeConfig } from "../../src/config/runtime-config.ts";
import { renderInApp } from "../../src/test/render.tsx";
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

beforeEach(() => {
  requests = [];
  initSupabaseClient(CONFIG);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      requests.push(url);
      if (url.endsWith("/functions/v1/timesheet-pdf"))
        return Response.json({ url: LINK, sha256: "ab".repeat(32), expires_in: 600 });
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
