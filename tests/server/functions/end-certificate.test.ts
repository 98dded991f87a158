// A processed end of mission's certificat de travail (L1234-19) through the real server: the
// consultant asks the end, the CSM reviews it, accounting approves and processes it with the
// documents handed; processing queues the certificate in the same transaction; the
// `document-worker` function makes it from public.end_certificate_data, stores it once in the
// `contracts` bucket and records it on the request; the consultant reads the PDF, which says who,
// from when to when and in which job — R:CTR-END-CERTIFICATE.
import { describe, expect, it } from "vitest";
import { extractPdfText } from "../../../supabase/functions/_shared/contract-pdf/extract-text.ts";
import { account } from "../../../supabase/tests/support/db.ts";
import { rest, serviceRest, signIn } from "../../../supabase/tests/support/http.ts";
import { documentJobOf, raw, runDocumentJob } from "../helpers.ts";

const today = new Date().toISOString().slice(0, 10);
const frLong = (iso: string) =>
  new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

describe("the certificat de travail of a processed end", () => {
  it("is made by the server once the end is processed, and read by the team", async () => {
    // a running contract at its term (the end changes nothing else of the demo's data)
    const { rows: candidates } = await serviceRest(
      "GET",
      "contract",
      `status=eq.active&is_amendment=eq.false&contract_type=eq.mission&end_date=gte.${today}&select=id,contract_key,talent_id,company_id,mission_id,workspace_id,start_date,end_date,job_name&order=end_date.desc&limit=20`,
    );
    const { rows: ends } = await serviceRest("GET", "definitive_end_request", "select=contract_key");
    const taken = new Set(ends.map((e) => e.contract_key));
    const contract = candidates.find((c) => !taken.has(c.contract_key)) as Record<string, string>;
    expect(contract).toBeDefined();

    const consultant = await signIn(account("consultant"));
    const asked = await rest(consultant, "POST", "definitive_end_request", "select=id", {
      body: {
        contract_id: contract.id,
        contract_key: contract.contract_key,
        talent_id: contract.talent_id,
        company_id: contract.company_id,
        mission_id: contract.mission_id,
        initiator: "agency",
        reason: "term_reached",
        requested_end_date: contract.end_date,
      },
      prefer: "return=representation",
    });
    expect(asked.error).toBeNull();
    const id = asked.rows[0]!.id as string;
    const move = async (who: string, body: Record<string, unknown>) => {
      const moved = await rest(await signIn(account(who)), "PATCH", "definitive_end_request", `id=eq.${id}`, { body });
      expect(moved.error?.message ?? null).toBeNull();
    };
    await move("csm", { status: "under_review" });
    await move("comptable", { status: "approved", effective_end_date: contract.end_date });
    expect(await documentJobOf(id, "end_certificate")).toBeUndefined();
    await move("comptable", {
      status: "processed",
      end_documents: { certificat_de_travail: true, attestation_france_travail: true, solde_de_tout_compte: true },
    });

    expect(await documentJobOf(id, "end_certificate")).toMatchObject({ status: "pending", attempts: 0 });
    expect(await runDocumentJob(id, "end_certificate")).toEqual({ claimed: 1, done: 1, failed: [] });
    const path = `${contract.workspace_id}/${contract.id}/certificat-de-travail-${id}.pdf`;
    const job = (await documentJobOf(id, "end_certificate"))!;
    expect(job).toMatchObject({ status: "done", file: path });
    const { rows } = await serviceRest(
      "GET",
      "definitive_end_request",
      `id=eq.${id}&select=certificate_file,certificate_sha256`,
    );
    expect(rows[0]).toEqual({ certificate_file: path, certificate_sha256: job.sha256 });

    const file = await raw(`/storage/v1/object/contracts/${path}`, { token: consultant });
    expect(file.status).toBe(200);
    const text = (await extractPdfText(new Uint8Array(await file.arrayBuffer())))
      .join(" ")
      .replace(/\s+/g, " ")
      .replace(/[\u00a0\u202f]/g, " ");
    expect(text).toContain("Certificat de travail");
    expect(text).toContain(`contrat de mission ${contract.contract_key}`);
    expect(text).toContain(
      `Date d’entrée : ${frLong(contract.start_date!)}. Date de sortie : ${frLong(contract.end_date!)}.`,
    );
    // made once: a second run finds nothing to do
    expect(await runDocumentJob(id, "end_certificate")).toEqual({ claimed: 0, done: 0, failed: [] });
  });
});
