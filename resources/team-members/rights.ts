// Who may offboard a member, as public.offboard_team_member decides: developers and country
// managers (level 3+), never on themselves.
import { isCountryManager } from "../../src/lib/roles/flags.ts";
import type { AppRole } from "../../src/lib/roles/roles.ts";

export type Me = { roles: readonly AppRole[]; level: number; teamMemberId: string | null };

export const canOffboard = (me: Me, member: { id: string | null }): boolean =>
  member.id !== me.teamMemberId && (me.roles.includes("team_member_developer") || isCountryManager(me.level));
