// Who sees and sets what on a contract, from the permission data the database enforces:
// contract_pricing's matrix (external CSMs and marketing read no coefficient) and the
// override right (public.action_right, which private.prepare_contract_pricing asks).
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { can } from "../../src/lib/permissions/can.ts";
import type { AppRole } from "../../src/lib/roles/roles.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import type { PricingRights } from "./schema.ts";

export const pricingRights = (roles: readonly AppRole[]): PricingRights => ({
  canSeePricing: can(roles, { resource: "contract_pricing", action: "show" }),
  canOverride: mayDo(roles, "contract.coefficient_override"),
});

export const usePricingRights = (): PricingRights & { roles: readonly AppRole[] } => {
  const roles = useCurrentUser().user?.roles ?? [];
  return { ...pricingRights(roles), roles };
};
