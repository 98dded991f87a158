// The contract-documents function's commercial conditions against a mocked project (fetch): the
// PDF generated and recorded as the caller in the requests' files, the signed one sealed once as
// the service role, from a staff call or the signer's token, and the signer's page reading the
// conditions from the `documents` bucket while a contract's link still reads `contracts`.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { conditionsDocument, type ConditionsDocumentData } from "../_shared/contract-pdf/conditions.ts";
import { extractPdfText } from "../_shared/contract-pdf/extract-text.ts";
import { renderContractPdf } from "../_shared/contract-pdf/render.ts";
import handler from "./index.ts";

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
  link?: { contract_id: string | null; commercial_condition_id: string | null; used_at: string | null };
};

const mockProject = async (opts: Mock = {}) => {
  const original = await renderContractPdf(conditionsDocument(DATA));
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
      if (url.startsWith(`${rest}contract_signature?`)) return Response.json([EVIDENCE]);
      if (url.includes("/storage/v1/object/"))
        return method === "GET" ? new Response(new Uint8Array(original)) : Response.json({ Key: "ok" });
      return new Response("not found", { status: 404 });
    }),
  );
  return calls;
};

const post = (body: unknown, authorization = "Bearer user-jwt") =>
  handler(
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

describe("contract-documents: commercial conditions", () => {
  it("generates the PDF as the caller into the requests' files and records path and hash", async () => {
    const calls = await mockProject();
    const res = await post({ commercial_condition_id: ID });
    expect(res.status).toBe(200);
    const { path } = (await res.json()) as { path: string };
    expect(path).toMatch(new RegExp(`^${FOLDER}/conditions-commerciales-v2-\\d{8}T\\d{6}\\.pdf$`));

    const [read, upload, record] = calls;
    expect(calls).toHaveLength(3);
    expect(read.body).toEqual({ p_commercial_condition_id: ID });
    expect(read.headers.get("authorization")).toBe("Bearer user-jwt");
    expect(upload.url).toBe(`http://project.test/storage/v1/object/documents/${path}`);
    expect(upload.headers.get("authorization")).toBe("Bearer user-jwt");
    const pdf = upload.body as Uint8Array;
    expect((await extractPdfText(pdf)).join(" ")).toContain("Conditions commerciales");
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(pdf)));
    expect(record.url).toBe("http://project.test/rest/v1/rpc/record_commercial_condition_document");
    expect(record.headers.get("authorization")).toBe("Bearer user-jwt");
    expect(record.body).toEqual({
      p_commercial_condition_id: ID,
      p_path: path,
      p_sha256: [...digest].map((b) => b.toString(16).padStart(2, "0")).join(""),
    });
  });

  it("answers 404 when the caller cannot read the conditions, 400 without Authorization", async () => {
    await mockProject({ data: null });
    const res = await post({ commercial_condition_id: ID });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe("Conditions introuvables");
    const calls = await mockProject();
    expect((await post({ commercial_condition_id: ID }, "")).status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it("seals for staff who see the row: evidence appended, stored and recorded as the service role", async () => {
    const calls = await mockProject();
    const res = await post({ commercial_condition_id: ID, seal: true });
    expect(res.status).toBe(200);
    const sealedPath = `${FOLDER}/conditions-commerciales-v2-signees.pdf`;
    expect(await res.json()).toEqual({ sealed: [sealedPath] });
    expect(calls[0].headers.get("authorization")).toBe("Bearer user-jwt");
    expect(names(calls)).toEqual([
      "GET /rest/v1/commercial_condition?id=eq.33333333-3333-4333-8333-333333333333&select=id",
      "GET /rest/v1/commercial_condition?id=eq.33333333-3333-4333-8333-333333333333&select=id,workspace_id,version,signed_file",
      expect.stringMatching(/^GET \/rest\/v1\/contract_signature\?commercial_condition_id=eq\.33333333-/),
      `GET /storage/v1/object/documents/${SIGNED_DOC}`,
      `POST /storage/v1/object/documents/${sealedPath}`,
      "POST /rest/v1/rpc/record_commercial_condition_signed_file",
    ]);
    const upload = calls[4];
    expect(upload.headers.get("authorization")).toBe("Bearer service-key");
    const pages = await extractPdfText(upload.body as Uint8Array);
    expect(pages[pages.length - 1]).toContain("Conditions commerciales v2 — preuves de signature");
    expect(calls[5].headers.get("authorization")).toBe("Bearer service-key");
    expect(calls[5].body).toEqual({ p_commercial_condition_id: ID, p_path: sealedPath });
  });

  it("refuses to seal conditions the caller cannot see, and seals once", async () => {
    await mockProject({ visible: [] });
    expect((await post({ commercial_condition_id: ID, seal: true })).status).toBe(404);
    const calls = await mockProject({ signedFile: `${FOLDER}/conditions-commerciales-v2-signees.pdf` });
    const res = await post({ commercial_condition_id: ID, seal: true });
    expect(await res.json()).toEqual({ sealed: [] });
    expect(names(calls).some((n) => n.startsWith("POST /storage"))).toBe(false);
  });

  it("seals the conditions a just-used link signed, from the signer's page", async () => {
    const calls = await mockProject({
      link: { contract_id: null, commercial_condition_id: ID, used_at: "2026-05-21T08:30:00Z" },
    });
    const res = await post({ token: TOKEN }, "");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sealed: [`${FOLDER}/conditions-commerciales-v2-signees.pdf`] });
    expect(names(calls)).toContain("POST /rest/v1/rpc/record_commercial_condition_signed_file");
    expect(names(calls).some((n) => n.includes("/rest/v1/contract?"))).toBe(false);
  });

  it("shows the signer the conditions from the documents bucket, a contract's link still its contract", async () => {
    let calls = await mockProject();
    let res = await handler(new Request(`http://localhost/contract-documents?token=${TOKEN}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('inline; filename="conditions-commerciales.pdf"');
    expect(names(calls)).toContain(`GET /storage/v1/object/documents/${SIGNED_DOC}`);

    calls = await mockProject({ link: { contract_id: "c1", commercial_condition_id: null, used_at: null } });
    res = await handler(new Request(`http://localhost/contract-documents?token=${TOKEN}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('inline; filename="contrat.pdf"');
    expect(names(calls)).toContain(`GET /storage/v1/object/contracts/${SIGNED_DOC}`);
  });
});
