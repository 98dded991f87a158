// The posting's channels (enum job_posting_channel, labels as public.enum_label) and the
// status moves the screen offers from each posting status (public.status_transition).
import type { Database } from "../../../src/database.types.ts";

export type JobPostingStatus = Database["public"]["Enums"]["job_posting_status"];
export type JobPostingChannel = Database["public"]["Enums"]["job_posting_channel"];

export const CHANNELS: ReadonlyArray<{ value: JobPostingChannel; label: string }> = [
  { value: "website", label: "Site Renfort" },
  { value: "france_travail", label: "France Travail" },
  { value: "indeed", label: "Indeed" },
  { value: "hellowork", label: "HelloWork" },
  { value: "linkedin", label: "LinkedIn" },
  { value: "wttj", label: "Welcome to the Jungle" },
  { value: "leboncoin", label: "leboncoin" },
];

export const STATUS_LABEL: Record<JobPostingStatus, string> = {
  draft: "Brouillon",
  published: "Publiée",
  paused: "Suspendue",
  expired: "Expirée",
  archived: "Archivée",
};

type Move = { to: JobPostingStatus; label: "publish" | "pause" | "resume" | "expire" | "archive" };

/** The buttons of a posting status, in display order. */
export const MOVES: Record<JobPostingStatus, Move[]> = {
  draft: [{ to: "published", label: "publish" }],
  published: [
    { to: "paused", label: "pause" },
    { to: "expired", label: "expire" },
    { to: "archived", label: "archive" },
  ],
  paused: [
    { to: "published", label: "resume" },
    { to: "archived", label: "archive" },
  ],
  expired: [
    { to: "published", label: "resume" },
    { to: "archived", label: "archive" },
  ],
  archived: [],
};
