// Commercial conditions signed by the client through the real server, by the contracts' own
// mechanism: a consultant drafts, accounting validates — which queues their PDF —, the server's
// document worker makes it (bucket `documents`, under the request's folder, hashed; the same
// bytes when made again), the consultant sends it to the client's signatory; the signatory opens
// the e-mailed link as an anonymous visitor, reads the PDF, signs — which queues the sealed copy
// —, and the worker makes it with the evidence page. No browser call makes a document. The
// suites' server leaves the queue to the tests: each step runs the worker as the server would.
import { createHash, randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEMO_PASSWORD, WORKSPACES } from "../../../supabase/seed/accounts.ts";
import { extractPdfText } from "../../../supabase/functions/_shared/contract-pdf/extract-text.ts";
import { anonKey, documentJobOf, raw, runDocumentJob, serverUrl, serviceClient } from "../helpers.ts";

const RENFORT = WORKSPACES.renfort.id;
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as never },
};
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const text = async (bytes: Uint8Array) => (await extractPdfText(bytes)).join(" ").replace(/\s+/g, " ");

async function signedIn(email: string): Promise<SupabaseClient> {
  const sb = createClient(serverUrl(), anonKey(), options);
  const { error } = await sb.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  expect(error).toBeNull();
  return sb;
}

const move = async (sb: SupabaseClient, id: string, status: string) => {
  const { error } = await sb.rpc("transition_status", {
    p_entity: "commercial_condition",
    p_id: id,
    p_status: status,
  });
  expect(error).toBeNull();
};

/** A prospect of its own with a signatory, and conditions drafted by the consultant, validated by accounting. */
async function validatedConditions(consultant: SupabaseClient) {
  const sb = serviceClient();
  const tag = randomUUID().slice(0, 8);
  const { data: company } = await sb
    .from("company")
    .insert({ workspace_id: RENFORT, name: `Conditions ${tag}`, status: "prospect" })
    .select("id")
    .single();
  const signerEmail = `signataire-${tag}@example.test`;
  const { data: signer } = await sb
    .from("contact")
    .insert({
      workspace_id: RENFORT,
      company_id: company!.id,
      first_name: "Sonia",
      last_name: `Signataire ${tag}`,
      email: signerEmail,
      roles: ["contract_signatory"],
    })
    .select("id")
    .single();
  const { data: condition, error } = await consultant
    .from("commercial_condition")
    .insert({
      scope_type: "company",
      company_id: company!.id,
      default_coefficient: 1.85,
      coefficient_grid: [{ job: "Maçon", coefficient: 1.9, min_pay_rate: 13.5 }],
      payment_terms_days: 45,
      payment_terms_mode: "end_of_month",
    })
    .select("id")
    .single();
  expect(error).toBeNull();
  await move(consultant, condition!.id, "pending_validation");
  await move(await signedIn("comptable@renfort.test"), condition!.id, "validated");
  return { id: condition!.id as string, signer: signer!.id as string, signerEmail, tag };
}

let consultant: SupabaseClient;
let conditions: Awaited<ReturnType<typeof validatedConditions>>;
beforeAll(async () => {
  consultant = await signedIn("consultant@renfort.test");
  conditions = await validatedConditions(consultant);
});

const row = async (id: string) =>
  (await serviceClient().from("commercial_condition").select("*").eq("id", id).single()).data as Record<
    string,
    string | null
  >;

describe("commercial conditions signed through the contracts' mechanism", () => {
  it("makes the PDF in the server's queue, sends it, and the client's signatory signs from the link", async () => {
    // not before the document exists
    const early = await consultant.rpc("send_commercial_condition_for_signature", {
      p_commercial_condition_id: conditions.id,
      p_signer_contact_id: conditions.signer,
      p_base_url: "http://localhost:8080",
    });
    expect(early.error?.message).toBe(
      "Le document des conditions est en cours de production : envoyez-les une fois qu'il existe",
    );
    expect(await runDocumentJob(conditions.id, "commercial_condition")).toEqual({ claimed: 1, done: 1, failed: [] });
    const before = await row(conditions.id);
    expect(before.generated_file).toBe(
      `${RENFORT}/requests/commercial_condition/${conditions.id}/conditions-commerciales-v1.pdf`,
    );
    const stored = await consultant.storage.from("documents").download(before.generated_file as string);
    const bytes = new Uint8Array(await stored.data!.arrayBuffer());
    expect(sha(bytes)).toBe(before.generated_file_sha256);
    const document = await text(bytes);
    expect(document).toContain("Conditions commerciales");
    expect(document).toContain(`Conditions ${conditions.tag}`);
    expect(document).toContain("45 jours fin de mois");
    expect(document).toContain("L1251-44");

    const sent = await consultant.rpc("send_commercial_condition_for_signature", {
      p_commercial_condition_id: conditions.id,
      p_signer_contact_id: conditions.signer,
      p_base_url: "http://localhost:8080",
    });
    expect(sent.error).toBeNull();
    const { data: mail } = await serviceClient()
      .from("mail_outbox")
      .select("link, recipient")
      .eq("entity_id", conditions.id)
      .single();
    expect(mail!.recipient).toBe(conditions.signerEmail);
    const token = new URL(mail!.link as string).searchParams.get("token") as string;

    const page = createClient(serverUrl(), anonKey(), options);
    const session = await page.rpc("contract_signature_session", { p_token: token });
    expect(session.data).toMatchObject({ document: "commercial_condition", version: 1, party: "client" });
    const pdf = await raw(`/functions/v1/contract-documents?token=${token}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toContain("conditions-commerciales.pdf");
    expect(sha(new Uint8Array(await pdf.arrayBuffer()))).toBe(session.data.document_sha256);

    const signed = await page.rpc("sign_contract", {
      p_token: token,
      p_signer_name: "Sonia Signataire",
      p_signature_image: PNG,
      p_document_sha256: session.data.document_sha256,
      p_consent: true,
    });
    expect(signed.error).toBeNull();
    // the signature queued the sealed copy; nothing asked for it
    expect(await documentJobOf(conditions.id, "commercial_condition_signed")).toMatchObject({ status: "pending" });
    expect(await runDocumentJob(conditions.id, "commercial_condition_signed")).toEqual({
      claimed: 1,
      done: 1,
      failed: [],
    });

    const after = await row(conditions.id);
    expect(after.status).toBe("signed");
    expect(after.signed_file).toMatch(/conditions-commerciales-v1-signees\.pdf$/);
    const signedPdf = await consultant.storage.from("documents").download(after.signed_file as string);
    const pages = await extractPdfText(new Uint8Array(await signedPdf.data!.arrayBuffer()));
    const last = pages[pages.length - 1].replace(/\s+/g, " ");
    expect(last).toContain("Preuves de signature");
    expect(last).toContain("Sonia Signataire");
    expect(last).toContain(before.generated_file_sha256 as string);
    const sealedJob = await documentJobOf(conditions.id, "commercial_condition_signed");
    expect(sealedJob).toMatchObject({ status: "done", file: after.signed_file });
    expect(
      sha(
        new Uint8Array(
          await (
            await serviceClient()
              .storage.from("documents")
              .download(after.signed_file as string)
          ).data!.arrayBuffer(),
        ),
      ),
    ).toBe(sealedJob!.sha256);
  });

  it("keeps the conditions' PDF from marketing", async () => {
    const marketing = await signedIn("marketing@renfort.test");
    const { generated_file } = await row(conditions.id);
    const { data } = await marketing.storage.from("documents").download(generated_file as string);
    expect(data).toBeNull();
  });
});
