// What the signed-in user may change on a member's row, as the database allows it: the
// management level and roles belong to developers and country managers (level 3+), never on
// oneself unless developer; the developer role to developers only.
import { scopeOf } from "../../../lib/permissions/can.ts";
import { isCountryManager } from "../../../lib/roles/flags.ts";
import type { AppRole } from "../../../lib/roles/roles.ts";

export type Me = { roles: readonly AppRole[]; level: number; teamMemberId: string | null };
/** `waitsForLogin`: the user could add roles, but roles attach to a login the member has not created yet. */
export type MemberRights = { level: boolean; roles: boolean; developerRole: boolean; waitsForLogin: boolean };

export const memberRights = (me: Me, member: { id: string; auth_user_id: string | null }): MemberRights => {
  const self = member.id === me.teamMemberId;
  const country = isCountryManager(me.level) && !self;
  // "all" scope on these tables is the developer's; "own" (oneself, one's managees) never
  // reaches the management level or the roles.
  const everyLevel = scopeOf(me.roles, { resource: "team_member", action: "edit" }) === "all";
  const everyRole = scopeOf(me.roles, { resource: "user_role", action: "create" }) === "all";
  return {
    level: everyLevel || country,
    roles: !!member.auth_user_id && (everyRole || country),
    developerRole: me.roles.includes("team_member_developer"),
    waitsForLogin: !member.auth_user_id && (everyRole || country),
  };
};

/** Whether the signed-in user may invite members into the workspace (as invite_team_member decides). */
export const canInviteMembers = (me: Me): boolean =>
  scopeOf(me.roles, { resource: "team_member", action: "create" }) === "all" || isCountryManager(me.level);
