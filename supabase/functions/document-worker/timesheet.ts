// A signed relevé's PDF, made from the week as the client signed it (public.timesheet_pdf_source:
// the hours, the drawn signature and its evidence — content hash, time, IP, browser) and dated
// at the signature, so that making it twice gives the same bytes. Stored once in the
// `signed-timesheets` bucket (no member may write there) at the signature's own path.
import type { Project } from "../_shared/project-api.ts";
import { buildTimesheetPdf, signedPdfPath, type PdfWeek } from "../_shared/timesheet-pdf.ts";
import { ApiError, rpc } from "../contract-documents/api.ts";
import { FinalError, type Produced } from "./jobs.ts";
import { keepOnce } from "./store.ts";

type Source = PdfWeek & { workspace_id: string };

export const produceSignedTimesheet = async (p: Project, weekId: string): Promise<Produced> => {
  const week = await rpc<Source>(p, "service", "timesheet_pdf_source", { p_week_id: weekId }).catch(
    (error: unknown) => {
      // PT404: no signature on the week any more (contested or reopened since)
      if (error instanceof ApiError && error.status === 404) throw new FinalError("Le relevé n'est pas signé");
      throw error;
    },
  );
  const path = signedPdfPath(week);
  const { sha256 } = await keepOnce(
    p,
    "signed-timesheets",
    path,
    await buildTimesheetPdf(week, new Date(week.signed_at)),
  );
  return { file: path, sha256, profile: null };
};
