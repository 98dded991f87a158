// The server's production of legal documents as the screens follow it (docs/rules/documents.md):
// the queue's jobs (public.document_job, supabase/schemas/22_document_queue.sql), read again every
// 2 s while one is waiting or being made, and « Relancer » (public.retry_document_job) for whoever
// has the kind's retry right (public.document_kind). The browser never makes a legal document: it
// only watches the server make it. Shared by every resource whose records have documents.
import { useList } from "@refinedev/core";
import { useRpcMutation } from "../../../providers/rpc.ts";
import type { Tables } from "../../database.types.ts";

export type DocumentJob = Pick<
  Tables<"document_job">,
  "id" | "kind" | "record_id" | "status" | "attempts" | "last_error"
>;

const WATCH_MS = 2000;
const SELECT = "id, kind, record_id, status, attempts, last_error";

/** A job is still moving while it waits (possibly for its next attempt) or is being made. */
export const isMoving = (job: Pick<DocumentJob, "status">): boolean =>
  job.status === "pending" || job.status === "running";

export type DocumentProgress = { total: number; done: number; failed: number; moving: number };

export const documentProgress = (jobs: readonly Pick<DocumentJob, "status">[], total: number): DocumentProgress => {
  const done = jobs.filter((j) => j.status === "done").length;
  const failed = jobs.filter((j) => j.status === "failed").length;
  return { total, done, failed, moving: total - done - failed };
};

/** The jobs of these records (of these kinds when given), followed until none moves. */
export const useDocumentJobs = (recordIds: readonly string[], kinds?: readonly string[]) =>
  useList<DocumentJob>({
    liveMode: "off",
    resource: "document_job",
    filters: [
      { field: "record_id", operator: "in", value: recordIds },
      ...(kinds ? [{ field: "kind", operator: "in" as const, value: kinds }] : []),
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

/** « Relancer »: the job back in the queue; the database checks the kind's retry right. */
export const useRetryDocument = () => {
  const { mutateAsync, isPending } = useRpcMutation();
  return {
    retry: async (jobId: string, success: string): Promise<boolean> =>
      mutateAsync("retry_document_job", { p_job_id: jobId }, { successNotification: success }).then(
        () => true,
        () => false,
      ),
    busy: isPending,
  };
};
