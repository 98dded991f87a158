// Who sees and sets what on a contract, from the permission data the database enforces:
// contract_pricing's matrix (external CSMs and marketing read no coefficient) and the
// override right of private.prepare_contract_pricing (accounting, developers).
import { can } from "../../src/lib/permissions/can.ts";
import type { AppRole } from "../../src/lib/roles/roles.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import type { PricingRights } from "./schema.ts";

const OVERRIDERS: readonly AppRole[] = ["accounting_team_member", "team_member_developer"];

export const pricingRights = (roles: readonly AppRole[]): PricingRights => ({
  canSeePricing: can(roles, { resource: "contract_pricing", action: "show" }),
  canOverride: roles.some((role) => OVERRIDERS.includes(role)),
});

export const usePricingRights = (): PricingRights & { roles: readonly AppRole[] } => {
  const roles = useCurrentUser().user?.roles ?? [];
  return { ...pricingRights(roles), roles };
};
