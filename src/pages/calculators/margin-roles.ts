// docs/rules/pay.md#margin-visibility: who reads a contract's pricing sees margins; external CSMs
// and marketing, who read no coefficient, get the pay → billing view only.
import { can } from "../../lib/permissions/can.ts";
import type { AppRole } from "../../lib/roles/roles.ts";

export const canSeeMargins = (roles: readonly AppRole[]): boolean =>
  can(roles, { resource: "contract_pricing", action: "show" });
