// What the steps show, out of their JSX: the mapping's rows and choices, the preview's rows and
// counts, the progress of the server's job. Pure.
import type { Tables } from "../../database.types.ts";
import { IMPORT_FIELDS, type ImportEntity } from "./mapping.ts";
import type { ReadFile } from "./read-file.ts";
import { tx, type Key } from "./texts.ts";
import type { CheckedRow } from "./values.ts";

export type ImportJob = Pick<
  Tables<"import_job">,
  "id" | "status" | "total" | "done_count" | "error_count" | "last_error"
>;

/** The columns the job is read with (useOne's select). */
export const IMPORT_JOB_COLUMNS = "id, status, total, done_count, error_count, last_error";

/** One mapping row per column: its header and the first value it has, as an example. */
export const mappingRows = (file: ReadFile) =>
  file.headers.map((header, index) => ({
    index,
    header,
    sample: file.rows.find((r) => (r[index] ?? "").trim())?.[index] ?? "",
  }));

/** A column's choices: « Ne pas importer », then the entity's fields in their order. */
export const fieldOptions = (entity: ImportEntity) => [
  { value: "", label: tx("mapping.ignore") },
  ...IMPORT_FIELDS[entity].fields.map((f) => ({ value: f, label: tx(`fields.${f}` as Key) })),
];

export const validCount = (rows: readonly CheckedRow[]) => rows.filter((r) => r.errors.length === 0).length;

/** A preview row's first four values, in the order of the entity's fields. */
export const previewValues = (entity: ImportEntity, row: CheckedRow) =>
  IMPORT_FIELDS[entity].fields
    .map((f) => row.data[f])
    .filter(Boolean)
    .slice(0, 4)
    .join(" · ");

export const isFinished = (status: ImportJob["status"] | undefined) => status === "done" || status === "failed";

/** The rows the server has gone through: written, refused or failed. */
export const processedCount = (job: ImportJob | undefined) => (job?.done_count ?? 0) + (job?.error_count ?? 0);

export const progressPercent = (job: ImportJob | undefined) =>
  job?.total ? Math.floor((processedCount(job) * 100) / job.total) : 0;

export const progressStatus = (job: ImportJob | undefined) =>
  job?.status === "failed" ? "exception" : isFinished(job?.status) ? "success" : "active";

export const resultStatus = (job: ImportJob) =>
  job.status === "failed" ? "warning" : job.error_count ? "info" : "success";

export const resultTitle = (job: ImportJob) =>
  job.status === "failed"
    ? tx("progress.failed", { error: job.last_error ?? "" })
    : tx("progress.done", { done: job.done_count, errors: job.error_count });
