// The worker's batch (docs/rules/documents.md, « Échec »): a document that fails is noted with its
// reason, and the next documents of the batch are still made.
import { afterEach, describe, expect, it, vi } from "vitest";
import documentWorker from "./index.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the document worker's batch", () => {
  it("notes a failing document and still makes the next ones — R:FILE-FAILURE-ISOLATED", async () => {
    const calls: { name: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal("Deno", {
      env: {
        get: (name: string) =>
          ({ SUPABASE_URL: "http://db.test", SUPABASE_ANON_KEY: "anon", SUPABASE_SERVICE_ROLE_KEY: "service" })[name],
      },
    });
    const job = (id: string, kind: string) => ({ id, kind, record_id: `r${id}`, attempts: 1 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        const rpc = /\/rest\/v1\/rpc\/(\w+)$/.exec(url)?.[1];
        if (rpc) {
          const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          calls.push({ name: rpc, body });
          if (rpc === "claim_document_jobs")
            return Response.json([
              job("1", "unknown_kind"),
              job("2", "talent_data_export"),
              job("3", "talent_data_export"),
            ]);
          if (rpc === "talent_data_export_source" && body.p_request_id === "r2")
            return Response.json({ message: "Stockage : HTTP 503" }, { status: 503 });
          if (rpc === "talent_data_export_source")
            return Response.json({
              request: { id: "r3", workspace_id: "w", talent_id: "t", requested_at: "2026-11-27T08:00:00Z" },
              data: { talent_id: "t", tables: {} },
              files: [],
            });
          return new Response(null, { status: 204 });
        }
        if (url.endsWith("/storage/v1/object/gdpr-exports/w/t/r3.zip")) return Response.json({ Key: "ok" });
        throw new Error(`unexpected ${url}`);
      }),
    );
    const res = await documentWorker.fetch(
      new Request("http://app.test/functions/v1/document-worker", {
        method: "POST",
        headers: { authorization: "Bearer service" },
        body: "{}",
      }),
    );
    const answer = (await res.json()) as {
      claimed: number;
      done: number;
      failed: { job_id: string; final: boolean }[];
    };
    expect(answer).toMatchObject({ claimed: 3, done: 1 });
    expect(answer.failed.map((f) => [f.job_id, f.final])).toEqual([
      ["1", true],
      ["2", false],
    ]);
    expect(calls.filter((c) => c.name === "fail_document_job").map((c) => [c.body.p_job_id, c.body.p_final])).toEqual([
      ["1", true],
      ["2", false],
    ]);
    expect(
      calls.filter((c) => c.name === "complete_document_job").map((c) => [c.body.p_job_id, c.body.p_file]),
    ).toEqual([["3", "w/t/r3.zip"]]);
  });
});
