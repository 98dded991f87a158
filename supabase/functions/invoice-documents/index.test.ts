// The invoice-documents function against a mocked project (fetch): it reads the document as the
// caller, stores the Factur-X PDF as the service role without overwriting, records the path and
// the PDF's SHA-256 as the caller, and refuses what it should (a document a plateforme agréée would
// reject with the rules it breaks).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { embeddedXml } from "../_shared/invoice-pdf/facturx.ts";
import type { InvoiceDocument } from "../_shared/invoice-pdf/types.ts";
import handler, { fileName } from "./index.ts";

const WORKSPACE = "11111111-1111-4111-8111-111111111111";
const INVOICE_ID = "22222222-2222-4222-8222-222222222222";
const ENV: Record<string, string> = {
  SUPABASE_URL: "http://project.test",
  SUPABASE_ANON_KEY: "anon-key",
  SUPABASE_SERVICE_ROLE_KEY: "service-key",
};

const DOCUMENT: InvoiceDocument = {
  kind: "invoice",
  number: "FA-2026-000042",
  issueDate: "2026-11-09",
  dueDate: "2026-12-09",
  periodStart: "2026-11-02",
  periodEnd: "2026-11-08",
  currency: "EUR",
  seller: {
    name: "Renfort Intérim",
    legalForm: "SAS",
    street: "5 place Bellecour",
    postalCode: "69002",
    city: "Lyon",
    country: "FR",
    siren: "732829320",
    siret: "73282932000074",
    vatNumber: "FR44732829320",
  },
  buyer: {
    name: "Bâtiments Durand",
    street: "10 avenue Foch",
    postalCode: "69006",
    city: "Lyon",
    country: "FR",
    siren: "552100554",
  },
  lines: [{ position: 1, label: "Heures", quantity: 10, unit: "HUR", unitPriceHt: 30, vatRate: 20, amountHt: 300 }],
  totals: { ht: 300, vat: [{ rate: 20, base: 300, amount: 60 }], tva: 60, ttc: 360 },
  paymentTerms: "30 jours nets",
  latePenaltyRate: "trois fois le taux d'intérêt légal",
  recoveryIndemnity: 40,
  vatOnDebits: false,
};

type Call = { url: string; method: string; headers: Headers; body: unknown };

const mockProject = (opts: { document?: unknown; storageStatus?: number } = {}) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      const body = init.body instanceof Uint8Array ? init.body : init.body ? JSON.parse(String(init.body)) : null;
      calls.push({ url, method: init.method ?? "GET", headers: new Headers(init.headers), body });
      if (url.endsWith("/rest/v1/rpc/client_invoice_document"))
        return Response.json(
          "document" in opts ? opts.document : { workspaceId: WORKSPACE, invoiceId: INVOICE_ID, document: DOCUMENT },
        );
      if (url.endsWith("/rest/v1/rpc/attach_client_invoice_documents")) return Response.json({ id: INVOICE_ID });
      if (url.includes("/storage/v1/object/invoices/")) {
        const status = opts.storageStatus ?? 200;
        return status === 200
          ? Response.json({ Key: "ok" })
          : Response.json(
              { statusCode: "409", error: "Duplicate", message: "The resource already exists" },
              { status },
            );
      }
      return new Response("not found", { status: 404 });
    }),
  );
  return calls;
};

const post = (body: unknown, authorization = "Bearer user-jwt") =>
  handler(
    new Request("http://localhost/invoice-documents", {
      method: "POST",
      headers: { Authorization: authorization, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

beforeEach(() => {
  vi.stubGlobal("Deno", { env: { get: (name: string) => ENV[name] } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("invoice-documents", () => {
  it("reads as the caller, stores the Factur-X as the service role, records path and hash", async () => {
    const calls = mockProject();
    const res = await post({ invoice_id: INVOICE_ID });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { pdf_file: string; sha256: string };
    const path = `${WORKSPACE}/${INVOICE_ID}/FA-2026-000042.pdf`;
    expect(answer.pdf_file).toBe(path);

    const [read, upload, attach] = calls;
    expect(calls).toHaveLength(3);
    expect(read.url).toBe("http://project.test/rest/v1/rpc/client_invoice_document");
    expect(read.headers.get("authorization")).toBe("Bearer user-jwt");
    expect(read.body).toEqual({ p_invoice_id: INVOICE_ID });

    expect(upload.url).toBe(`http://project.test/storage/v1/object/invoices/${path}`);
    expect(upload.headers.get("authorization")).toBe("Bearer service-key");
    expect(upload.headers.get("x-upsert")).toBe("false");
    expect(upload.headers.get("content-type")).toBe("application/pdf");
    const pdf = upload.body as Uint8Array;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(pdf)));
    expect(answer.sha256).toBe([...digest].map((b) => b.toString(16).padStart(2, "0")).join(""));
    expect(await embeddedXml(pdf)).toContain("<ram:ID>FA-2026-000042</ram:ID>");

    expect(attach.url).toBe("http://project.test/rest/v1/rpc/attach_client_invoice_documents");
    expect(attach.headers.get("authorization")).toBe("Bearer user-jwt");
    expect(attach.body).toEqual({
      p_invoice_id: INVOICE_ID,
      p_pdf_file: path,
      p_pdf_sha256: answer.sha256,
      p_facturx_profile: "EN 16931",
    });
  });

  it("refuses a second production (the stored file is never overwritten)", async () => {
    const calls = mockProject({ storageStatus: 409 });
    const res = await post({ invoice_id: INVOICE_ID });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe("Le PDF de cette facture a déjà été produit");
    expect(calls.map((c) => c.url)).not.toContain("http://project.test/rest/v1/rpc/attach_client_invoice_documents");
  });

  it("answers 404 when the caller cannot read the invoice, 400 on a bad request", async () => {
    mockProject({ document: null });
    expect((await post({ invoice_id: INVOICE_ID })).status).toBe(404);
    const calls = mockProject();
    expect((await post({ invoice_id: "not-a-uuid" })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    expect((await post({ invoice_id: INVOICE_ID }, "")).status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it("refuses a document that breaks a French CTC rule, naming it, and stores nothing (422)", async () => {
    const calls = mockProject({
      document: {
        workspaceId: WORKSPACE,
        invoiceId: INVOICE_ID,
        document: { ...DOCUMENT, buyer: { ...DOCUMENT.buyer, siren: null } },
      },
    });
    const res = await post({ invoice_id: INVOICE_ID });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; code: string };
    expect(body.code).toBe("invoice_not_compliant");
    expect(body.message).toContain("BR-FR-12 : adresse électronique de l'acheteur (SIREN, schéma 0225) manquante");
    expect(calls.map((c) => c.url)).toEqual(["http://project.test/rest/v1/rpc/client_invoice_document"]);
  });

  it("names the file after the number, with only safe characters", () => {
    expect(fileName("FA-2026-000042")).toBe("FA-2026-000042.pdf");
    expect(fileName("FA/2026 42")).toBe("FA-2026-42.pdf");
  });
});
