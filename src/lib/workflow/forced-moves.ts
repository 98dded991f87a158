// A developer may make any status move as break-glass (docs/rules/roles.md#break-glass): the database accepts a
// move that no transition row grants them when a comment comes with it, and logs it as forced
// (private.assert_status_transition). The screens offer these targets apart from the ordinary
// moves, and always ask the comment.
export const DEVELOPER_ROLE = "team_member_developer";

/** The statuses a developer may force a row to: every other one that no ordinary move offers. */
export const forcedTargets = <S extends string>(
  statuses: readonly S[],
  from: S,
  roles: readonly string[],
  allowed: readonly S[],
): S[] => (roles.includes(DEVELOPER_ROLE) ? statuses.filter((s) => s !== from && !allowed.includes(s)) : []);
