// /functions/v1/document-worker — makes the legal documents the queue waits for
// (supabase/schemas/22_document_queue.sql, docs/rules/documents.md):
//   POST { limit?, job_ids? }  with the service role key only (the local server when a job is
//                              recorded and every minute, pg_cron on hosted Supabase) → claims up
//                              to `limit` due jobs (10 by default, 50 at most; only `job_ids` when
//                              given), produces each document from its frozen record, records it
//                              or the French reason it failed →
//                              { claimed, done, failed: [{ job_id, kind, record_id, error, final }] }.
// One failing document never stops the others. A worker killed mid-batch leaves its jobs leased:
// they are claimed again when the lease passes, and the storage keeps the first file stored.
import { ApiError, project, type Project } from "../_shared/project-api.ts";
import { produceConditions, produceSignedConditions } from "./conditions.ts";
import {
  produceClientSignedContract,
  produceMadContract,
  produceMissionContract,
  produceTalentSignedContract,
} from "./contract.ts";
import { produceEndCertificate } from "./end-certificate.ts";
import { produceTalentDataExport } from "./gdpr.ts";
import { produceInvoiceDocument } from "./invoice.ts";
import { depositInvoice, sendPaid } from "./platform.ts";
import { claim, complete, fail, FinalError, type Job, type Produced } from "./jobs.ts";
import { produceSignedTimesheet } from "./timesheet.ts";

const json = (status: number, body: unknown) => Response.json(body, { status });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;

const PRODUCERS: Record<string, (p: Project, recordId: string) => Promise<Produced>> = {
  invoice: produceInvoiceDocument,
  credit_note: produceInvoiceDocument,
  timesheet_week_signed: produceSignedTimesheet,
  commercial_condition: produceConditions,
  commercial_condition_signed: produceSignedConditions,
  contract_mission: produceMissionContract,
  contract_mad: produceMadContract,
  contract_signed_talent: produceTalentSignedContract,
  contract_signed_client: produceClientSignedContract,
  platform_deposit: depositInvoice,
  platform_paid: sendPaid,
  talent_data_export: produceTalentDataExport,
  end_certificate: produceEndCertificate,
};

type Failure = { job_id: string; kind: string; record_id: string; error: string; final: boolean };

const run = async (p: Project, job: Job): Promise<Failure | null> => {
  try {
    const produce = PRODUCERS[job.kind];
    if (!produce) throw new FinalError(`Type de document inconnu : ${job.kind}`);
    await complete(p, job, await produce(p, job.record_id));
    return null;
  } catch (error) {
    const final = error instanceof FinalError || (error instanceof ApiError && error.status === 422);
    const message = error instanceof Error ? error.message : String(error);
    // a job gone or finished meanwhile (a development reset, another worker after the lease)
    // has nothing to note; any other refusal leaves it leased, and taken again when that passes
    await fail(p, job, message, final).catch((e: unknown) =>
      console.warn(
        `document-worker: échec de ${job.kind} ${job.record_id} non noté : ${e instanceof Error ? e.message : e}`,
      ),
    );
    return { job_id: job.id, kind: job.kind, record_id: job.record_id, error: message, final };
  }
};

const parse = (raw: unknown): { limit: number; ids: string[] | null } | null => {
  const b = (raw ?? {}) as { limit?: unknown; job_ids?: unknown };
  const limit = typeof b.limit === "number" && b.limit > 0 ? Math.min(Math.floor(b.limit), MAX_LIMIT) : DEFAULT_LIMIT;
  if (b.job_ids === undefined) return { limit, ids: null };
  if (!Array.isArray(b.job_ids) || !b.job_ids.every((id) => typeof id === "string" && UUID.test(id))) return null;
  return { limit, ids: b.job_ids as string[] };
};

async function documentWorker(req: Request): Promise<Response> {
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  if (req.headers.get("authorization") !== `Bearer ${p.serviceKey}`)
    return json(403, { message: "Réservé au service qui produit les documents" });
  const body = parse(await req.json().catch(() => null));
  if (!body) return json(400, { message: "Requête invalide : job_ids est une liste d'identifiants" });
  try {
    const jobs = await claim(p, body.limit, body.ids);
    const failed: Failure[] = [];
    // one at a time: a month-end of thousands of invoices must not take the server's memory
    for (const job of jobs) {
      const failure = await run(p, job);
      if (failure) failed.push(failure);
    }
    return json(200, { claimed: jobs.length, done: jobs.length - failed.length, failed });
  } catch (error) {
    console.error("document-worker", error);
    return json(502, { message: error instanceof Error ? error.message : "La file des documents est injoignable" });
  }
}

export default { fetch: documentWorker };
