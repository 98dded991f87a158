// The status moves a user may make on a pay line, from public.status_transition (as
// private.assert_status_transition reads it): the rows leaving the current status that one of
// the user's roles holds, one per target. "Exportée" is left out: a line is exported with its
// period (public.export_pay_period), never alone. An anomaly asks its note, the control the net
// (from the payroll software), a move with requires_comment a comment.
import type { PayStatus } from "./constants.ts";
import type { TransitionRow } from "./types.ts";

export type PayMove = { to: PayStatus; ask: "none" | "comment" | "note" | "net" };

export const allowedPayMoves = (
  transitions: readonly TransitionRow[],
  from: PayStatus,
  roles: readonly string[],
): PayMove[] => {
  const byTarget = new Map<string, TransitionRow>();
  for (const row of transitions) {
    if (row.from_status !== from && row.from_status !== "*") continue;
    if (row.to_status === from || row.to_status === "exported") continue;
    if (!row.roles.some((role) => roles.includes(role))) continue;
    const known = byTarget.get(row.to_status);
    if (!known || (known.from_status === "*" && row.from_status === from)) byTarget.set(row.to_status, row);
  }
  return [...byTarget.values()].map((row) => ({
    to: row.to_status as PayStatus,
    ask:
      row.to_status === "anomaly"
        ? "note"
        : row.to_status === "controlled"
          ? "net"
          : row.requires_comment
            ? "comment"
            : "none",
  }));
};
