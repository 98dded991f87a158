// The server's production of issued invoices' documents as the screens follow it: the queue's jobs
// (public.document_job, supabase/schemas/22_document_queue.sql), read again every 2 s while one
// is waiting or being made, and « Relancer » (public.retry_document_job) for whoever may prepare
// invoices. The browser never makes a document: it only watches the server make it.
import { useList } from "@refinedev/core";
import type { Tables } from "../../src/database.types.ts";
import { useInvoiceCall } from "./calls.ts";

export type DocumentJob = Pick<Tables<"document_job">, "id" | "record_id" | "status" | "attempts" | "last_error">;

const WATCH_MS = 2000;
const SELECT = "id, record_id, status, attempts, last_error";

/** A job is still moving while it waits (possibly for its next attempt) or is being made. */
export const isMoving = (job: Pick<DocumentJob, "status">): boolean =>
  job.status === "pending" || job.status === "running";

export type DocumentProgress = { total: number; done: number; failed: number; moving: number };

export const documentProgress = (jobs: readonly Pick<DocumentJob, "status">[], total: number): DocumentProgress => {
  const done = jobs.filter((j) => j.status === "done").length;
  const failed = jobs.filter((j) => j.status === "failed").length;
  return { total, done, failed, moving: total - done - failed };
};

/** The kinds of an invoice's own document (its deposits at the platform are jobs of other kinds). */
const DOCUMENT_KINDS = ["invoice", "credit_note"];

/** The jobs of these invoices' documents, followed until none moves. */
export const useDocumentJobs = (recordIds: readonly string[]) =>
  useList<DocumentJob>({
    liveMode: "off",
    resource: "document_job",
    filters: [
      { field: "record_id", operator: "in", value: recordIds },
      { field: "kind", operator: "in", value: DOCUMENT_KINDS },
    ],
    pagination: { pageSize: 1000 },
    meta: { select: SELECT },
    queryOptions: {
      enabled: recordIds.length > 0,
      refetchInterval: (q) =>
        (q.state.data?.data ?? []).some(isMoving) || (q.state.data?.data.length ?? 0) < recordIds.length
          ? WATCH_MS
          : false,
    },
  });

export const useRetryDocument = () => {
  const { call, busy } = useInvoiceCall();
  return {
    retry: async (jobId: string, success: string) =>
      (await call("retry_document_job", { p_job_id: jobId }, success)).ok,
    busy,
  };
};
