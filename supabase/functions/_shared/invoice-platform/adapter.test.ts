// The HTTP exchange with a plateforme agréée (docs/rules/invoice-platform.md, « Le dépôt »): the
// deposit carries the Factur-X and the identifiers the platform routes by and answers the same
// flow for (the tracking id); a platform out of reach or in error (5xx) is an error the queue
// tries again (503), a request it refuses (4xx) one the queue fails at once (422, as
// supabase/functions/document-worker/index.ts reads it).
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../project-api.ts";
import { httpPlatform, type FlowInfo } from "./adapter.ts";

const BASE = "https://pa.example.fr/api";
const info: FlowInfo = {
  trackingId: "0b6f7c1e-1d2a-4c3b-9e8f-123456789abc",
  name: "FA-2026-000123.pdf",
  flowSyntax: "Factur-X",
  flowProfile: "EN16931",
  processingRule: "B2B",
  sellerSiren: "552100554",
  buyerSiren: "732829320",
  sha256: "a".repeat(64),
};
const pdf = new TextEncoder().encode("%PDF-1.7 facture");

const answering = (status: number, body: unknown) => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the platform adapter", () => {
  it("deposits the document with the SIRENs it is routed by and the invoice as tracking id — R:PA-DEPOSIT-WHAT", async () => {
    const calls = answering(200, { flowId: "FLOW-1", status: "200", at: "2026-09-01T10:00:00Z" });
    const deposit = await httpPlatform(BASE, "cle").deposit(info, pdf);
    expect(deposit).toEqual({ flowId: "FLOW-1", status: "200", reason: null, at: "2026-09-01T10:00:00Z" });
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls;
    expect(url).toBe(`${BASE}/v1/flows`);
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer cle");
    const form = init.body as FormData;
    expect(JSON.parse(String(form.get("flowInfo")))).toEqual(info);
    const file = form.get("file") as File;
    expect([file.name, file.type, new Uint8Array(await file.arrayBuffer())]).toEqual([
      "FA-2026-000123.pdf",
      "application/pdf",
      pdf,
    ]);
  });

  it("gives back a rejection (213) with the rules the file breaks — R:PA-RESPONSE", async () => {
    answering(200, { flowId: "FLOW-2", status: "213", reason: "BR-FR-12 : SIREN de l'acheteur manquant", at: "x" });
    expect(await httpPlatform(BASE, "cle").deposit(info, pdf)).toMatchObject({
      status: "213",
      reason: "BR-FR-12 : SIREN de l'acheteur manquant",
    });
  });

  it("makes a 5xx an error to try again (503), a 4xx a final one (422), in French — R:PA-RESPONSE", async () => {
    const failure = async (status: number, body: unknown) => {
      answering(status, body);
      return httpPlatform(BASE, "cle")
        .deposit(info, pdf)
        .then(
          () => null,
          (e: unknown) => (e instanceof ApiError ? [e.status, e.message] : e),
        );
    };
    expect(await failure(502, {})).toEqual([503, "Plateforme : HTTP 502"]);
    expect(await failure(400, { message: "flowInfo invalide" })).toEqual([422, "Plateforme : flowInfo invalide"]);
    // an answer that is no deposit is the platform's fault: tried again
    expect(await failure(200, { status: "200" })).toEqual([503, "Plateforme : réponse au dépôt illisible"]);
  });
});
