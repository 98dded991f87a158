// An amendment signed through the real server as an amendment (issue #46, items 7 and 13; #47):
// its validation queues its two PDFs (« Objet de l'avenant n° 1 »), which the server's document
// worker makes; the CSM sends them; the mails say « Avenant n° 1 au contrat … à signer »; each
// signer reads the PDF from their link before and after signing (a used link reads what it
// signed, its sealed copy once made); each signature queues its sealed copy, made even after the
// renewal was applied; each signer finds their signed copy in the mailbox, attached; a sealed copy
// is never made twice. The suites' server leaves the queue to the tests.
import { createHash, randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEMO_PASSWORD, WORKSPACES } from "../../../supabase/seed/accounts.ts";
import { extractPdfText } from "../../../supabase/functions/_shared/contract-pdf/extract-text.ts";
import { anonKey, raw, runDocumentJob, serverUrl, serviceClient } from "../helpers.ts";

const RENFORT = WORKSPACES.renfort.id;
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as never },
};
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const flat = (pages: string[]) => pages.join(" ").replace(/\s+/g, " ");

type Mail = { subject: string; html: string; link: string | null };
const mailbox = async (email: string): Promise<Mail[]> =>
  (await (await fetch(`${serverUrl()}/_dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as Mail[];
const tokenOf = (link: string | null) => new URL(link ?? "").searchParams.get("token") as string;

/** A signed contract of its own (own worksite, own signatory) and its renewal, validated: made as the system. */
async function validatedRenewal() {
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
  const talentEmail = `talent-avenant-${tag}@example.test`;
  const signerEmail = `signataire-avenant-${tag}@example.test`;
  await sb.from("talent").update({ email: talentEmail }).eq("id", talent!.id);
  const { data: address } = await sb
    .from("address")
    .insert({ workspace_id: RENFORT, street1: `${tag} rue de l'Avenant`, postal_code: "69003", city: "Lyon" })
    .select("id")
    .single();
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
  const key = `TEST-AV-${tag}`;
  const terms = {
    workspace_id: RENFORT,
    contract_key: key,
    talent_id: talent!.id,
    company_id: company!.id,
    address_id: address!.id,
    job_name: "Électricien",
    contract_reason: "activity_increase" as const,
    contract_reason_justification: "Chantier d'essai",
    client_signer_contact_id: signer!.id,
  };
  const { data: contract, error } = await sb
    .from("contract")
    .insert({ ...terms, start_date: "2027-03-01", end_date: "2027-03-12", hourly_wage: 14.5, status: "signed" })
    .select("id")
    .single();
  expect(error).toBeNull();
  await sb.from("contract_pricing").insert({ contract_id: contract!.id, workspace_id: RENFORT, coefficient: 2 });
  const { data: amendment, error: amendmentError } = await sb
    .from("contract")
    .insert({
      ...terms,
      is_amendment: true,
      amendment_type: "renewal",
      amended_contract_id: contract!.id,
      start_date: "2027-03-08",
      end_date: "2027-03-26",
      hourly_wage: 16,
      status: "validated",
    })
    .select("id, amendment_number")
    .single();
  expect(amendmentError).toBeNull();
  expect(amendment!.amendment_number).toBe(1);
  await sb.from("contract_pricing").insert({ contract_id: amendment!.id, workspace_id: RENFORT, coefficient: 2 });
  return { id: amendment!.id as string, contractId: contract!.id as string, key, talentEmail, signerEmail };
}

const row = async (id: string) =>
  (await serviceClient().from("contract").select("*").eq("id", id).single()).data as Record<string, string | null>;

const pdfOf = async (token: string) => {
  const res = await raw(`/functions/v1/contract-documents?token=${token}`);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return { bytes: new Uint8Array(await res.arrayBuffer()), disposition: res.headers.get("content-disposition") };
};

let renewal: Awaited<ReturnType<typeof validatedRenewal>>;
let csm: SupabaseClient;
beforeAll(async () => {
  renewal = await validatedRenewal();
  csm = createClient(serverUrl(), anonKey(), options);
  const { error } = await csm.auth.signInWithPassword({ email: "csm@renfort.test", password: DEMO_PASSWORD });
  expect(error).toBeNull();
});

describe("an amendment signed through the server", () => {
  it("is generated, mailed, read, signed and sealed as an amendment, and its signed copies mailed", async () => {
    for (const kind of ["contract_mission", "contract_mad"])
      expect(await runDocumentJob(renewal.id, kind)).toEqual({ claimed: 1, done: 1, failed: [] });
    const sent = await csm.rpc("send_contract_for_signature", {
      p_contract_id: renewal.id,
      p_base_url: "http://localhost:8080",
    });
    expect(sent.error).toBeNull();
    const [talentMail] = await mailbox(renewal.talentEmail);
    const [clientMail] = await mailbox(renewal.signerEmail);
    expect(talentMail!.subject).toBe(`Avenant n° 1 au contrat de mission ${renewal.key} à signer`);
    expect(clientMail!.subject).toBe(`Avenant n° 1 au contrat de mise à disposition ${renewal.key} à signer`);
    const talentToken = tokenOf(talentMail!.link);
    const clientToken = tokenOf(clientMail!.link);

    const page = createClient(serverUrl(), anonKey(), options);
    const session = await page.rpc("contract_signature_session", { p_token: talentToken });
    expect(session.data).toMatchObject({ is_amendment: true, amendment_number: 1, effective_date: "2027-03-08" });
    const before = await pdfOf(talentToken);
    expect(before.disposition).toBe('inline; filename="avenant-1.pdf"');
    expect(sha(before.bytes)).toBe(session.data.document_sha256);
    const text = flat(await extractPdfText(before.bytes));
    expect(text).toContain("Objet de l’avenant n° 1 Date de fin : 26 mars 2027 (au lieu de 12 mars 2027).");
    expect(text).toContain("Salaire horaire brut : 16,00 € (au lieu de 14,50 €).");

    const signed = await page.rpc("sign_contract", {
      p_token: talentToken,
      p_signer_name: "Élodie Test",
      p_signature_image: PNG,
      p_document_sha256: session.data.document_sha256,
      p_consent: true,
    });
    expect(signed.data).toMatchObject({ status: "partially_signed", party: "talent" });
    // read again from the used link before its seal: the document it signed
    expect(sha((await pdfOf(talentToken)).bytes)).toBe(session.data.document_sha256);
    expect(await runDocumentJob(renewal.id, "contract_signed_talent")).toEqual({ claimed: 1, done: 1, failed: [] });
    const sealedRead = await pdfOf(talentToken);
    expect(sealedRead.disposition).toBe('inline; filename="avenant-1-signe.pdf"');
    const sealedPages = await extractPdfText(sealedRead.bytes);
    expect(flat(sealedPages.slice(-1))).toContain("Preuves de signature");

    const clientSession = await page.rpc("contract_signature_session", { p_token: clientToken });
    const clientSigned = await page.rpc("sign_contract", {
      p_token: clientToken,
      p_signer_name: "Sonia Signataire",
      p_signature_image: PNG,
      p_document_sha256: clientSession.data.document_sha256,
      p_consent: true,
    });
    expect(clientSigned.data).toMatchObject({ status: "signed" });
    expect(await runDocumentJob(renewal.id, "contract_signed_client")).toEqual({ claimed: 1, done: 1, failed: [] });
    expect((await row(renewal.id)).signed_mad_file).toMatch(/contrat-de-mise-a-disposition-signe\.pdf$/);
    expect((await row(renewal.contractId)).end_date).toBe("2027-03-26");

    const sealed = await row(renewal.id);
    const files = async () =>
      Promise.all(
        [sealed.signed_file, sealed.signed_mad_file].map(async (path) => {
          const { data } = await serviceClient()
            .storage.from("contracts")
            .download(path as string);
          return sha(new Uint8Array(await data!.arrayBuffer()));
        }),
      );
    const first = await files();
    expect(await runDocumentJob(renewal.id, "contract_signed_client")).toEqual({ claimed: 0, done: 0, failed: [] });
    expect(await files()).toEqual(first);

    const [talentCopy] = await mailbox(renewal.talentEmail);
    const [clientCopy] = await mailbox(renewal.signerEmail);
    expect(talentCopy!.subject).toBe(`Avenant n° 1 au contrat de mission ${renewal.key} signé`);
    expect(talentCopy!.html).toContain(`avenant-1-contrat-de-mission-${renewal.key}-signe.pdf`);
    expect(clientCopy!.subject).toBe(`Avenant n° 1 au contrat de mise à disposition ${renewal.key} signé`);
    expect(clientCopy!.html).toContain(`avenant-1-contrat-de-mise-a-disposition-${renewal.key}-signe.pdf`);
  });
});
