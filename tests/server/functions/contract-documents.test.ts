// The contract documents and signature through the real server (issue #17, items 4–5; #47): the
// validation queues both PDFs, which the server's document worker makes (stored in the
// `contracts` bucket, hashed) before a CSM can send them for signature; the talent and the client
// sign from their e-mailed links as anonymous visitors (the evidence's IP is the socket's, never
// the X-Forwarded-For they write); each signature queues its sealed copy with the evidence page.
// No browser call makes a document. The suites' server leaves the queue to the tests: each step
// runs the worker as the server would.
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
const publicPage = () =>
  createClient(serverUrl(), anonKey(), { ...options, global: { headers: { "X-Forwarded-For": "6.6.6.6" } } });

async function signedIn(email: string): Promise<SupabaseClient> {
  const sb = createClient(serverUrl(), anonKey(), options);
  const { error } = await sb.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  expect(error).toBeNull();
  return sb;
}

/** A validated contract of its own (own worksite, own signatory), made as the system. */
async function validatedContract(): Promise<{ id: string; talentEmail: string; signerEmail: string }> {
  const sb = serviceClient();
  const tag = randomUUID().slice(0, 8);
  const { data: talent } = await sb
    .from("talent")
    .select("id")
    .eq("workspace_id", RENFORT)
    .eq("qualification_status", "qualified")
    .is("blacklisted_at", null)
    .limit(1)
    .single();
  const { data: company } = await sb.from("company").select("id").eq("workspace_id", RENFORT).limit(1).single();
  const talentEmail = `talent-${tag}@example.test`;
  const signerEmail = `signataire-${tag}@example.test`;
  await sb.from("talent").update({ email: talentEmail }).eq("id", talent!.id);
  const { data: address, error: addressError } = await sb
    .from("address")
    .insert({ workspace_id: RENFORT, street1: `${tag} rue du Test`, postal_code: "69003", city: "Lyon" })
    .select("id")
    .single();
  expect(addressError).toBeNull();
  await sb.from("contact").insert({
    workspace_id: RENFORT,
    company_id: company!.id,
    first_name: "Sonia",
    last_name: `Signataire ${tag}`,
    email: signerEmail,
    roles: ["contract_signatory"],
  });
  const { data: contract, error } = await sb
    .from("contract")
    .insert({
      workspace_id: RENFORT,
      contract_key: `TEST-${tag}`,
      talent_id: talent!.id,
      company_id: company!.id,
      address_id: address!.id,
      job_name: "Maçon coffreur",
      start_date: "2027-03-01",
      end_date: "2027-03-12",
      hourly_wage: 14.5,
      contract_reason: "activity_increase",
      contract_reason_justification: "Chantier d'essai",
      status: "validated",
    })
    .select("id")
    .single();
  expect(error).toBeNull();
  await sb.from("contract_pricing").insert({ contract_id: contract!.id, workspace_id: RENFORT, coefficient: 2 });
  return { id: contract!.id, talentEmail, signerEmail };
}

const tokenFor = async (contractId: string, email: string) => {
  const { data } = await serviceClient()
    .from("mail_outbox")
    .select("link")
    .eq("entity_id", contractId)
    .eq("recipient", email)
    .order("created_at", { ascending: false })
    .limit(1)
    .single();
  return new URL(data!.link as string).searchParams.get("token") as string;
};

const contractRow = async (id: string) =>
  (await serviceClient().from("contract").select("*").eq("id", id).single()).data as Record<string, string | null>;

let contract: { id: string; talentEmail: string; signerEmail: string };
let csm: SupabaseClient;
beforeAll(async () => {
  contract = await validatedContract();
  csm = await signedIn("csm@renfort.test");
});

describe("contract documents and signature through the server", () => {
  it("makes both PDFs in the server's queue from the validation, stored hashed in the contracts bucket — R:CTR-PDF-AT-VALIDATION", async () => {
    // not before they exist
    const early = await csm.rpc("send_contract_for_signature", {
      p_contract_id: contract.id,
      p_base_url: "http://localhost:8080",
    });
    expect(early.error?.message).toBe(
      "Les deux documents du contrat sont en cours de production : envoyez-le une fois qu'ils existent",
    );
    expect(await runDocumentJob(contract.id, "contract_mission")).toEqual({ claimed: 1, done: 1, failed: [] });
    expect(await runDocumentJob(contract.id, "contract_mad")).toEqual({ claimed: 1, done: 1, failed: [] });
    const row = await contractRow(contract.id);
    expect(row.generated_file).toMatch(
      new RegExp(`^${RENFORT}/${contract.id}/contrat-de-mission-\\d{8}T\\d{6}\\.pdf$`),
    );
    expect(row.documents_generated_at).not.toBeNull();
    const mission = await csm.storage.from("contracts").download(row.generated_file as string);
    const mad = await csm.storage.from("contracts").download(row.generated_mad_file as string);
    const missionBytes = new Uint8Array(await mission.data!.arrayBuffer());
    const madBytes = new Uint8Array(await mad.data!.arrayBuffer());
    expect(sha(missionBytes)).toBe(row.generated_file_sha256);
    expect(sha(madBytes)).toBe(row.generated_mad_file_sha256);
    const missionText = (await extractPdfText(missionBytes)).join(" ").replace(/\n/g, " ");
    const madText = (await extractPdfText(madBytes)).join(" ").replace(/\n/g, " ");
    expect(missionText).toContain("Contrat de mission");
    expect(missionText).toContain("Indemnité de fin de mission");
    expect(missionText).not.toContain("Prix de la prestation");
    expect(madText).toContain("Prix de la prestation\u00a0: 29,00\u00a0€ HT");
  });

  it("makes no document for a browser: the function only reads what a link signs", async () => {
    const res = await raw("/functions/v1/contract-documents", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ contract_id: contract.id }),
    });
    expect(res.status).toBe(405);
  });

  it("sends the links; the talent then the client sign from them, with evidence and sealed copies", async () => {
    const sent = await csm.rpc("send_contract_for_signature", {
      p_contract_id: contract.id,
      p_base_url: "http://localhost:8080",
    });
    expect(sent.error).toBeNull();
    const talentToken = await tokenFor(contract.id, contract.talentEmail);
    // The client's first contract signatory by name (the seed's, or ours when the company had none).
    const clientToken = await tokenFor(contract.id, sent.data.client_email);

    const page = publicPage();
    const session = await page.rpc("contract_signature_session", { p_token: talentToken });
    expect(session.data).toMatchObject({ party: "talent", contract_key: expect.stringMatching(/^TEST-/) });
    const pdf = await raw(`/functions/v1/contract-documents?token=${talentToken}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(sha(new Uint8Array(await pdf.arrayBuffer()))).toBe(session.data.document_sha256);
    expect((await raw(`/functions/v1/contract-documents?token=${"z".repeat(43)}`)).status).toBe(404);

    const signed = await page.rpc("sign_contract", {
      p_token: talentToken,
      p_signer_name: "Élodie Test",
      p_signature_image: PNG,
      p_document_sha256: session.data.document_sha256,
      p_consent: true,
    });
    expect(signed.error).toBeNull();
    expect(signed.data).toMatchObject({ status: "partially_signed", party: "talent" });
    const again = await page.rpc("contract_signature_session", { p_token: talentToken });
    expect(again.error).toMatchObject({ message: "Ce contrat a déjà été signé avec ce lien", hint: "used" });

    // the signature queued the talent's sealed copy
    expect(await documentJobOf(contract.id, "contract_signed_talent")).toMatchObject({ status: "pending" });
    expect(await runDocumentJob(contract.id, "contract_signed_talent")).toEqual({ claimed: 1, done: 1, failed: [] });
    const { data: evidence } = await serviceClient()
      .from("contract_signature")
      .select("ip, channel")
      .eq("contract_id", contract.id)
      .single();
    expect(evidence!.ip).not.toBe("6.6.6.6");
    expect(evidence!.channel).toBe("email_link");

    const clientSession = await page.rpc("contract_signature_session", { p_token: clientToken });
    const clientSigned = await page.rpc("sign_contract", {
      p_token: clientToken,
      p_signer_name: "Sonia Signataire",
      p_signature_image: PNG,
      p_document_sha256: clientSession.data.document_sha256,
      p_consent: true,
    });
    expect(clientSigned.data).toMatchObject({ status: "signed" });
    expect(await runDocumentJob(contract.id, "contract_signed_client")).toEqual({ claimed: 1, done: 1, failed: [] });

    const row = await contractRow(contract.id);
    expect(row.status).toBe("signed");
    const signedPdf = await serviceClient()
      .storage.from("contracts")
      .download(row.signed_file as string);
    const pages = await extractPdfText(new Uint8Array(await signedPdf.data!.arrayBuffer()));
    const last = pages[pages.length - 1].replace(/\n/g, " ");
    expect(last).toContain("Preuves de signature");
    expect(last).toContain("Élodie Test");
    expect(last).toContain(row.generated_file_sha256 as string);
    expect(row.signed_mad_file).toMatch(/contrat-de-mise-a-disposition-signe\.pdf$/);
  });
});
