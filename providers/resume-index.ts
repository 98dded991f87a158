// The resume-index edge function (supabase/functions/resume-index): reads a CV document as the
// signed-in user and records its text, or why it could not be read. Handed to the components of
// src/components/resume-index as their `reader`.
import type { Indexed, ResumeReader } from "../src/components/resume-index/calls.ts";
import { invokeFunction } from "./client-calls.ts";

export const readResume: ResumeReader = (documentId) =>
  invokeFunction<Indexed>("resume-index", { document_id: documentId });
