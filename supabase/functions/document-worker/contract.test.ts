// A contract's documents as the document queue's producers make them (document-worker/contract.ts),
// against a mocked project (fetch): each copy read as the service role and stored once
// (x-upsert false) at its validation's path, dated from the validation — the same bytes when made
// twice —; a copy an earlier attempt stored is the document (read back and hashed); a contract no
// longer validated is final; a party's sealed copy is its signed document with its evidence page.
import { afterEach, describe, expect, it, vi } from "vitest";
import { extractPdfText } from "../_shared/contract-pdf/extract-text.ts";
import { contractDocument } from "../_shared/contract-pdf/mentions.ts";
import { renderContractPdf } from "../_shared/contract-pdf/render.ts";
import { CONTRACT_DATA } from "../_shared/contract-pdf/test-data.ts";
import { produceMadContract, produceMissionContract, produceTalentSignedContract } from "./contract.ts";
import { FinalError } from "./jobs.ts";

const P = { url: "http://project.test", anonKey: "anon-key", serviceKey: "service-key" };
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const VALIDATED = {
  ...CONTRACT_DATA,
  contract: { ...CONTRACT_DATA.contract, status: "validated", status_changed_at: "2026-11-20T09:30:00Z" },
};

type Call = { url: string; method: string; headers: Headers; body: unknown };

const mockProject = (opts: { data?: unknown; stored?: Uint8Array; original?: Uint8Array } = {}) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? "GET";
      calls.push({ url, method, headers: new Headers(init.headers), body: init.body });
      if (url.endsWith("/rest/v1/rpc/contract_document_data")) return Response.json(opts.data ?? VALIDATED);
      if (url.includes("/rest/v1/contract?"))
        return Response.json([{ id: "c1", workspace_id: "w1", contract_key: "CTR-1" }]);
      if (url.includes("/rest/v1/contract_signature?"))
        return Response.json([
          {
            party: "talent",
            signer_name: "Élodie Test",
            signer_email: "e@test.fr",
            signed_at: "2026-11-21T10:00:00Z",
            ip: "203.0.113.7",
            user_agent: "Firefox",
            channel: "email_link",
            document_sha256: "ab".repeat(32),
            document_path: "w1/c1/contrat-de-mission-20261120T093000.pdf",
            signature_image: PNG,
            consent_text: "J'ai lu le contrat et je le signe électroniquement.",
          },
        ]);
      if (url.includes("/storage/v1/object/")) {
        if (method === "GET") return new Response(new Uint8Array(opts.stored ?? opts.original ?? new Uint8Array()));
        return opts.stored
          ? Response.json(
              { statusCode: "409", error: "Duplicate", message: "The resource already exists" },
              { status: 400 },
            )
          : Response.json({ Key: "ok" });
      }
      return new Response("not found", { status: 404 });
    }),
  );
  return calls;
};

const hex = async (bytes: Uint8Array) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(bytes)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

afterEach(() => vi.unstubAllGlobals());

describe("the document queue's producers of a contract", () => {
  it("makes each copy once at its validation's path, the same bytes twice — R:FILE-CONTRACT-PDF", async () => {
    const calls = mockProject();
    const mission = await produceMissionContract(P, "c1");
    expect(mission.file).toBe("w1/c1/contrat-de-mission-20261120T093000.pdf");
    const upload = calls.find((c) => c.method === "POST" && c.url.includes("/storage/"))!;
    expect(upload.url).toBe(`http://project.test/storage/v1/object/contracts/${mission.file}`);
    expect(upload.headers.get("authorization")).toBe("Bearer service-key");
    expect(upload.headers.get("x-upsert")).toBe("false");
    expect(mission.sha256).toBe(await hex(upload.body as Uint8Array));
    expect((await extractPdfText(upload.body as Uint8Array)).join(" ")).toContain("Contrat de mission");
    expect((await produceMissionContract(P, "c1")).sha256).toBe(mission.sha256);
    const mad = await produceMadContract(P, "c1");
    expect(mad.file).toBe("w1/c1/contrat-de-mise-a-disposition-20261120T093000.pdf");
    expect(mad.sha256).not.toBe(mission.sha256);
  });

  it("keeps the copy an earlier attempt stored; a contract no longer validated is final — R:FILE-CONTRACT-PDF", async () => {
    const earlier = new TextEncoder().encode("%PDF-1.7 stored by the attempt that died\n%%EOF\n");
    mockProject({ stored: earlier });
    expect((await produceMissionContract(P, "c1")).sha256).toBe(await hex(earlier));
    mockProject({ data: { ...VALIDATED, contract: { ...VALIDATED.contract, status: "canceled" } } });
    await expect(produceMissionContract(P, "c1")).rejects.toBeInstanceOf(FinalError);
  });

  it("seals the talent's signed document with the evidence page of its signature — R:CTR-SIGN-SEALED, R:CTR-SIGN-EVIDENCE", async () => {
    const original = await renderContractPdf(
      contractDocument(CONTRACT_DATA, "mission"),
      new Date("2026-11-20T09:30:00Z"),
    );
    const calls = mockProject({ original });
    const sealed = await produceTalentSignedContract(P, "c1");
    expect(sealed.file).toBe("w1/c1/contrat-de-mission-signe.pdf");
    const upload = calls.find((c) => c.method === "POST" && c.url.includes("/storage/"))!;
    const pages = await extractPdfText(upload.body as Uint8Array);
    expect(pages[pages.length - 1]).toContain("Preuves de signature");
    expect((await produceTalentSignedContract(P, "c1")).sha256).toBe(sealed.sha256);
  });
});
