// The posting's channels (enum job_posting_channel, labels from public.enum_label) and the
// status moves the screen offers: those of public.status_transition (mission.job_posting_status)
// the user's roles hold from the posting's status, read by the shared reader
// (src/lib/permissions/transitions.ts), each named by what it does.
import type { Database } from "../../../src/database.types.ts";
import { enumLabel, enumValues } from "../../../src/lib/enums/labels.ts";
import { allowedTargets, type TransitionRule } from "../../../src/lib/permissions/transitions.ts";

export type JobPostingStatus = Database["public"]["Enums"]["job_posting_status"];
export type JobPostingChannel = Database["public"]["Enums"]["job_posting_channel"];

/** The channels in their order, with their labels. */
export const CHANNELS = enumValues("job_posting_channel").map((value) => ({
  value,
  label: enumLabel("job_posting_channel", value),
}));

export type JobPostingMove = { to: JobPostingStatus; label: "publish" | "pause" | "resume" | "expire" | "archive" };

/** Display order of the buttons. */
const ORDER: readonly JobPostingStatus[] = ["published", "paused", "expired", "archived"];

/** The buttons of a posting for these roles, in display order (Publier from a draft, Republier after). */
export const jobPostingMoves = (
  rules: readonly TransitionRule[],
  status: JobPostingStatus,
  roles: readonly string[],
): JobPostingMove[] => {
  const targets = allowedTargets(rules, status, roles);
  return ORDER.filter((to) => targets.includes(to)).map((to) => ({
    to,
    label:
      to === "published"
        ? status === "draft"
          ? "publish"
          : "resume"
        : to === "paused"
          ? "pause"
          : to === "expired"
            ? "expire"
            : "archive",
  }));
};
