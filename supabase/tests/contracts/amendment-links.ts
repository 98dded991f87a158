// Fixtures of the amendments' signature tests: a signed contract with a reachable talent and a
// client signatory, an amendment of it written as the consultant's form writes one, and its
// signature from the mailed links (sent by the CSM, signed by the talent then the client as
// anonymous visitors of /sign/contract).
import { expect } from "vitest";
import type { Query } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";

export const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
export const HASH = "c".repeat(64);

/** Continues the transaction as the public signing page (no session). */
export async function asAnon(q: Query) {
  await q("reset role", []);
  await q(
    `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true),
            set_config('request.headers', '{"user-agent":"Test"}', true)`,
    [],
  );
}

/** A copy of a seeded contract starts without the seed's documents, links' dates and signed copies. */
const UNSIGNED = {
  generated_file: null,
  generated_file_sha256: null,
  generated_mad_file: null,
  generated_mad_file_sha256: null,
  documents_generated_at: null,
  signed_file: null,
  signed_mad_file: null,
  signature_sent_at: null,
  signature_request_id: null,
  talent_signed_at: null,
  client_signed_at: null,
  transmitted_to_talent_at: null,
};

export type Signed = { id: string; key: string; talentEmail: string; signerEmail: string };

/** A draft contract at 14,50 €/h, coefficient 2, whose talent and client signatory have their own e-mails. */
export async function reachableContract(q: Query, values: Record<string, unknown> = {}): Promise<Signed> {
  const c = await draftContract(q, "consultant", {
    start_date: "2026-12-07",
    end_date: "2027-02-26",
    ...UNSIGNED,
    ...values,
  });
  const id = c.id as string;
  const talentEmail = `t-${id.slice(0, 8)}@example.test`;
  const signerEmail = `s-${id.slice(0, 8)}@example.test`;
  await q("insert into public.contract_pricing (contract_id, workspace_id, coefficient) values ($1, $2, 2)", [
    id,
    RENFORT,
  ]);
  await q("update public.talent set email = $2, nationality_code = 'FR' where id = $1", [c.talent_id, talentEmail]);
  const signer = await one<{ id: string }>(
    q,
    `insert into public.contact (workspace_id, company_id, first_name, last_name, email, roles, status)
     select workspace_id, company_id, 'Sonia', 'Signataire', $2, '{contract_signatory}', 'active' from public.contract where id = $1
     returning id`,
    [id, signerEmail],
  );
  await q("update public.contract set client_signer_contact_id = $2 where id = $1", [id, signer.id]);
  return { id, key: c.contract_key as string, talentEmail, signerEmail };
}

/** The same contract, signed (its DPAE recorded). */
export async function signedContract(q: Query, values: Record<string, unknown> = {}): Promise<Signed> {
  const contract = await reachableContract(q, values);
  await q("update public.contract set status = 'signed', dpae_submitted_at = now() where id = $1", [contract.id]);
  return contract;
}

/** An amendment of `contractId` written by the consultant's form (a copy of the contract's terms, its pricing). */
export async function amendmentOf(q: Query, contractId: string, type: string, values: Record<string, unknown>) {
  const a = await cloneRow(q, "contract", "id = $1", [contractId], {
    is_amendment: true,
    amendment_type: type,
    amendment_number: 0,
    amended_contract_id: contractId,
    status: "draft",
    version: 0,
    amendment_changes: [],
    dpae_submitted_at: null,
    ...UNSIGNED,
    ...values,
  });
  await q(
    "insert into public.contract_pricing (contract_id, workspace_id, coefficient) select $1, workspace_id, coefficient from public.contract_pricing where contract_id = $2",
    [a.id, contractId],
  );
  return a.id as string;
}

/** Validated with its two documents (their paths and hashes), then sent for signature by the CSM. */
export async function sentForSignature(q: Query, id: string) {
  await q(
    `update public.contract set status = 'validated', generated_file = workspace_id || '/' || id || '/m.pdf', generated_file_sha256 = $2,
            generated_mad_file = workspace_id || '/' || id || '/d.pdf', generated_mad_file_sha256 = $2 where id = $1`,
    [id, HASH],
  );
  await as(q, "csm");
  await q("select public.send_contract_for_signature($1, 'http://localhost:8080')", [id]);
  await asSystem(q);
}

export type Mail = { recipient: string; subject: string; body: string; link: string | null; attachments: unknown[] };

/** The mails about a contract or an amendment, in the order they were written. */
export const mailsOf = async (q: Query, id: string, kind: string): Promise<Mail[]> =>
  (
    await q<Mail>(
      "select recipient, subject, body, link, attachments from public.mail_outbox where entity_id = $1 and kind = $2 order by seq",
      [id, kind],
    )
  ).rows;

export const tokenOf = (link: string | null) => new URL(link ?? "").searchParams.get("token") as string;

/** Each party signs from its mailed link (the talent first). */
export async function signThroughLinks(q: Query, id: string) {
  const links = await mailsOf(q, id, "contract_signature");
  expect(links).toHaveLength(2);
  for (const { link } of links) {
    await asAnon(q);
    await q("select public.sign_contract($1, 'É. Test', $2, $3, true)", [tokenOf(link), PNG, HASH]);
  }
  await asSystem(q);
}
