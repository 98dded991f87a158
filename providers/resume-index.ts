// The resume-index edge function (supabase/functions/resume-index): reads a CV document as the
// signed-in user and records its text, or why it could not be read. Handed to the components of
// src/components/resume-index as their `reader` (tests hand them a stand-in).
import { invokeFunction } from "./client-calls.ts";

/** The resume-index function's answer for one CV. */
export type Indexed = {
  status: "done" | "failed";
  reason: string | null;
  page_count: number | null;
  chars: number;
  ms: number;
  search: "lexical" | "semantic";
};

/** How a CV is read: the edge function (readResume), or a stand-in in component tests. */
export type ResumeReader = (documentId: string) => Promise<Indexed>;

export const readResume: ResumeReader = (documentId) =>
  invokeFunction<Indexed>("resume-index", { document_id: documentId });
