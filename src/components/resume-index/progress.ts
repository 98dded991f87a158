// The figures of the CVs' reading progress, from public.resume_index_progress's counts: the
// talents with a CV are those past « Non lancé »; the share read is « Terminé » among them.
import type { ProgressRow } from "./calls.ts";

export type ProgressFigures = { withCv: number; done: number; failed: number; waiting: number; percent: number };

export const progressFigures = (rows: readonly ProgressRow[]): ProgressFigures => {
  const count = (status: ProgressRow["resume_parsing_status"]) =>
    Number(rows.find((r) => r.resume_parsing_status === status)?.talent_count ?? 0);
  const done = count("done");
  const failed = count("failed");
  const waiting = count("pending") + count("processing");
  const withCv = done + failed + waiting;
  return { withCv, done, failed, waiting, percent: withCv ? Math.floor((done / withCv) * 100) : 0 };
};
