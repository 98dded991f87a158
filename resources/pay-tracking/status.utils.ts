// The status moves a user may make on a pay line, from public.status_transition read by the shared
// reader (src/lib/permissions/transitions.ts, as private.assert_status_transition reads it): the
// rows leaving the current status that one of the user's roles holds, one per target. "Exportée" is
// left out: a line is exported with its period (public.export_pay_period), never alone. An anomaly
// asks its note, the control the net (from the payroll software), a move with requires_comment a
// comment.
import { allowedRules } from "../../src/lib/permissions/transitions.ts";
import type { PayStatus } from "./constants.ts";
import type { TransitionRow } from "./types.ts";

export type PayMove = { to: PayStatus; ask: "none" | "comment" | "note" | "net" };

export const allowedPayMoves = (
  transitions: readonly TransitionRow[],
  from: PayStatus,
  roles: readonly string[],
): PayMove[] =>
  allowedRules(transitions, from, roles)
    .filter((row) => row.to_status !== "exported")
    .map((row) => ({
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
