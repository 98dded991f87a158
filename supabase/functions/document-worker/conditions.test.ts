// Commercial conditions' documents against a mocked project (fetch): the document queue's
// producers (document-worker/conditions.ts) make the PDF and the sealed copy as the service role
// in the requests' files, stored once (the same bytes when made twice; an earlier attempt's file
// read back); the contract-documents function makes none for a browser, and shows the signer the
// conditions from the `documents` bucket while a contract's link reads `contracts`.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { conditionsDocument, type ConditionsDocumentData } from "../_shared/contract-pdf/conditions.ts";
import { extractPdfText } from "../_shared/contract-pdf/extract-text.ts";
import { renderContractPdf } from "../_shared/contract-pdf/render.ts";
import { produceConditions, produceSignedConditions } from "../document-worker/conditions.ts";
import { FinalError } from "../document-worker/jobs.ts";
import contractDocuments from "../contract-documents/index.ts";

const WORKSPACE = "11111111-1111-4111-8111-111111111111";
const ID = "33333333-3333-4333-8333-333333333333";
const TOKEN = "t".repeat(43);
const FOLDER = `${WORKSPACE}/requests/commercial_condition/${ID}`;
const ENV: Record<string, string> = {
  SUPABASE_URL: "http://project.test",
  SUPABASE_ANON_KEY: "anon-key",
  SUPABASE_SERVICE_ROLE_KEY: "service-key",
};
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const DATA: ConditionsDocumentData = {
  condition: {
    id: ID,
    workspace_id: WORKSPACE,
    scope_type: "company",
    version: 2,
    valid_from: "2026-06-01",
    valid_to: null,
    default_coefficient: 1.8,
    overtime_coefficient: null,
    non_subject_coefficient: 1.05,
    coefficient_grid: [{ job: "Maçon", coefficient: 1.9, min_pay_rate: 13.5 }],
    recruitment_fee_percentage: null,
    recruitment_fee_min: null,
    guarantee_months: null,
    payment_terms_days: 30,
    payment_terms_mode: "net",
    invoice_frequency: "monthly",
    invoice_grouping: "contract",
    po_required: false,
    special_clauses: null,
  },
  invoice_frequency_label: "Mensuelle",
  invoice_grouping_label: "Par contrat",
  company: { name: "Bâtiments Durand", siren: "552100554", legal_form: "SAS", address: null },
  company_group: null,
  signer: { first_name: "Jean", last_name: "Durand", job_title: "Président" },
  workspace: { name: "Renfort" },
  identity: null,
};

const SIGNED_DOC = `${FOLDER}/conditions-commerciales-v2-20260520T100000.pdf`;
const EVIDENCE = {
  party: "client",
  signer_name: "Jean Durand",
  signer_email: "jean@durand.test",
  signed_at: "2026-05-21T08:30:00Z",
  ip: "203.0.113.7",
  user_agent: "Firefox",
  channel: "email_link",
  document_sha256: "ab".repeat(32),
  document_path: SIGNED_DOC,
  signature_image: PNG,
  consent_text: "J'accepte les conditions commerciales.",
};

type Call = { url: string; method: string; headers: Headers; body: unknown };
type Mock = {
  data?: unknown;
  visible?: unknown[];
  signedFile?: string | null;
  /** the storage already holds the object (an earlier attempt stored it and died) */
  stored?: boolean;
  evidence?: unknown[];
  link?: { contract_id: string | null; commercial_condition_id: string | null; used_at: string | null };
};

const mockProject = async (opts: Mock = {}) => {
  const original = await renderContractPdf(conditionsDocument(DATA), new Date("2026-05-20T10:00:00Z"));
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      const body = init.body instanceof Uint8Array ? init.body : init.body ? JSON.parse(String(init.body)) : null;
      const method = init.method ?? "GET";
      calls.push({ url, method, headers: new Headers(init.headers), body });
      const rest = "http://project.test/rest/v1/";
      if (url === `${rest}rpc/commercial_condition_document_data`)
        return Response.json("data" in opts ? opts.data : DATA);
      if (url.startsWith(`${rest}rpc/record_commercial_condition_`)) return new Response(null, { status: 204 });
      if (url === `${rest}rpc/contract_signature_session`) return Response.json({ ok: true });
      if (url === `${rest}rpc/contract_signature_link_by_token`)
        return Response.json({
          link: {
            party: "client",
            ...(opts.link ?? { contract_id: null, commercial_condition_id: ID, used_at: null }),
          },
          document_path: SIGNED_DOC,
        });
      if (url.startsWith(`${rest}commercial_condition?`))
        return init.headers && new Headers(init.headers).get("authorization") === "Bearer service-key"
          ? Response.json([{ id: ID, workspace_id: WORKSPACE, version: 2, signed_file: opts.signedFile ?? null }])
          : Response.json(opts.visible ?? [{ id: ID }]);
      if (url.startsWith(`${rest}contract_signature?`)) return Response.json(opts.evidence ?? [EVIDENCE]);
      if (url.includes("/storage/v1/object/")) {
        if (method === "GET") return new Response(new Uint8Array(original));
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
const P = { url: "http://project.test", anonKey: "anon-key", serviceKey: "service-key" };

const post = (body: unknown, authorization = "Bearer user-jwt") =>
  contractDocuments.fetch(
    new Request("http://localhost/contract-documents", {
      method: "POST",
      headers: { ...(authorization ? { Authorization: authorization } : {}), "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

const names = (calls: Call[]) => calls.map((c) => `${c.method} ${c.url.replace("http://project.test", "")}`);

beforeEach(() => {
  vi.stubGlobal("Deno", { env: { get: (name: string) => ENV[name] } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the document queue's producers of commercial conditions", () => {
  it("makes the validated conditions' PDF as the service role, once per version, the same bytes twice — R:FILE-CONDITIONS-PDF", async () => {
    const calls = await mockProject({
      data: { ...DATA, condition: { ...DATA.condition, created_at: "2026-05-19T09:00:00Z" } },
    });
    const made = await produceConditions(P, ID);
    const path = `${FOLDER}/conditions-commerciales-v2.pdf`;
    expect(made.file).toBe(path);
    const [read, upload] = calls;
    expect(read.headers.get("authorization")).toBe("Bearer service-key");
    expect(upload.url).toBe(`http://project.test/storage/v1/object/documents/${path}`);
    expect(upload.headers.get("x-upsert")).toBe("false");
    const pdf = upload.body as Uint8Array;
    expect((await extractPdfText(pdf)).join(" ")).toContain("Conditions commerciales");
    expect(made.sha256).toBe(await hex(pdf));
    expect((await produceConditions(P, ID)).sha256).toBe(made.sha256);
    // an unknown record is final: trying again changes nothing
    await mockProject({ data: null });
    await expect(produceConditions(P, ID)).rejects.toBeInstanceOf(FinalError);
  });

  it("seals the signed conditions with their evidence page; a file already stored is the document — R:FILE-CONDITIONS-PDF", async () => {
    let calls = await mockProject();
    const sealedPath = `${FOLDER}/conditions-commerciales-v2-signees.pdf`;
    const made = await produceSignedConditions(P, ID);
    expect(made.file).toBe(sealedPath);
    const upload = calls.find((c) => c.method === "POST" && c.url.includes("/storage/"))!;
    expect(upload.headers.get("authorization")).toBe("Bearer service-key");
    const pages = await extractPdfText(upload.body as Uint8Array);
    expect(pages[pages.length - 1]).toContain("Conditions commerciales v2 — preuves de signature");
    expect(made.sha256).toBe(await hex(upload.body as Uint8Array));
    expect((await produceSignedConditions(P, ID)).sha256).toBe(made.sha256);

    calls = await mockProject({ stored: true });
    const kept = await produceSignedConditions(P, ID);
    expect(names(calls)).toContain(`GET /storage/v1/object/documents/${sealedPath}`);
    expect(kept.sha256).toBe(
      await hex(await renderContractPdf(conditionsDocument(DATA), new Date("2026-05-20T10:00:00Z"))),
    );

    await mockProject({ evidence: [] });
    await expect(produceSignedConditions(P, ID)).rejects.toThrow("Ces conditions n'ont pas encore été signées");
  });
});

describe("contract-documents: commercial conditions", () => {
  it("makes no document for a browser: generating or sealing is refused, nothing stored — R:FILE-NO-BROWSER", async () => {
    const calls = await mockProject({
      link: { contract_id: null, commercial_condition_id: ID, used_at: "2026-05-21T08:30:00Z" },
    });
    for (const body of [{ commercial_condition_id: ID }, { commercial_condition_id: ID, seal: true }, { token: TOKEN }])
      expect((await post(body)).status).toBe(405);
    expect(calls).toHaveLength(0);
  });

  it("shows the signer the conditions from the documents bucket, a contract's link still its contract", async () => {
    let calls = await mockProject();
    let res = await contractDocuments.fetch(new Request(`http://localhost/contract-documents?token=${TOKEN}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('inline; filename="conditions-commerciales.pdf"');
    expect(names(calls)).toContain(`GET /storage/v1/object/documents/${SIGNED_DOC}`);

    calls = await mockProject({ link: { contract_id: "c1", commercial_condition_id: null, used_at: null } });
    res = await contractDocuments.fetch(new Request(`http://localhost/contract-documents?token=${TOKEN}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('inline; filename="contrat.pdf"');
    expect(names(calls)).toContain(`GET /storage/v1/object/contracts/${SIGNED_DOC}`);
  });
});
