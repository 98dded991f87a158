// The queue's calls (supabase/schemas/22_document_queue.sql) and the producer of each kind of
// document. A producer throws FinalError when the record itself is wrong (trying again changes
// nothing until someone fixes it); any other error is retried with back-off.
import type { Project } from "../_shared/project-api.ts";
import { rpc } from "../contract-documents/api.ts";

export type Job = { id: string; kind: string; record_id: string; attempts: number };
export type Produced = { file: string; sha256: string; profile: string | null };

export class FinalError extends Error {}

export const claim = (p: Project, limit: number, ids: string[] | null) =>
  rpc<Job[]>(p, "service", "claim_document_jobs", { p_limit: limit, p_ids: ids });

export const complete = (p: Project, job: Job, made: Produced) =>
  rpc(p, "service", "complete_document_job", {
    p_job_id: job.id,
    p_file: made.file,
    p_sha256: made.sha256,
    p_profile: made.profile,
  });

export const fail = (p: Project, job: Job, error: string, final: boolean) =>
  rpc(p, "service", "fail_document_job", { p_job_id: job.id, p_error: error, p_final: final });
