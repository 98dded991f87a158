// The actions that are neither a row's read or write (can.ts) nor a status move (transitions.ts):
// refusing, forcing, overriding… Their roles come from public.action_right, the rows the guarding
// SQL functions read through private.may(); the screens offer an action only to those roles.
import { ACTION_RIGHTS, type ActionRight } from "./action-rights.generated.ts";

export type { ActionRight } from "./action-rights.generated.ts";

/** Whether one of `roles` may make the action (the database checks again). */
export const mayDo = (roles: readonly string[], action: ActionRight): boolean =>
  (ACTION_RIGHTS[action] as readonly string[]).some((role) => roles.includes(role));
