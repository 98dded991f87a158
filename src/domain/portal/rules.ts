// The state of a contact's or a talent's access to their space (public.portal_access) and the
// buttons a member sees: those who may update the record (the database decides again:
// public.invite_portal_access and revoke_portal_access ask private.can on the record's update).
import type { Enums, Tables } from "../../database.types.ts";

export type PortalKind = Enums<"portal_kind">;

/** The columns the card reads (its select). */
export type PortalAccessRow = Pick<
  Tables<"portal_access">,
  "id" | "email" | "invited_at" | "last_sent_at" | "last_seen_at" | "revoked_at"
>;

export type PortalAccessState =
  | { state: "none" }
  | { state: "invited"; at: string }
  | { state: "seen"; at: string }
  | { state: "revoked"; at: string };

/** The newest access of the record, as the card says it. */
export const portalAccessState = (row: PortalAccessRow | null | undefined): PortalAccessState => {
  if (!row) return { state: "none" };
  if (row.revoked_at) return { state: "revoked", at: row.revoked_at };
  if (row.last_seen_at) return { state: "seen", at: row.last_seen_at };
  return { state: "invited", at: row.invited_at };
};

export type PortalAction = "invite" | "resend" | "revoke";

/** The buttons: invite when there is no access in force, else send again or revoke. */
export const portalActions = (state: PortalAccessState, mayManage: boolean): PortalAction[] => {
  if (!mayManage) return [];
  return state.state === "none" || state.state === "revoked" ? ["invite"] : ["resend", "revoke"];
};
