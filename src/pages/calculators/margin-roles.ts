// docs/rules/pay.md#margin-visibility: CONS, CSM and ACC see margins; XCSM and MKT get the pay → billing view only.
import type { AppRole } from "../../lib/roles/roles.ts";

export const MARGIN_ROLES: readonly AppRole[] = ["consultant_team_member", "csm_team_member", "accounting_team_member"];

export const canSeeMargins = (roles: readonly AppRole[]): boolean => roles.some((role) => MARGIN_ROLES.includes(role));
