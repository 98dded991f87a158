// Refine's access control: fetch the user's roles once (cached per user) and ask the pure
// `can()`. Sider groups are visible when one of their entries is.
import type { AccessControlProvider, CanParams } from "@refinedev/core";
import { t } from "../src/i18n/index.ts";
import { can } from "../src/lib/permissions/can.ts";
import type { AppRole } from "../src/lib/roles/roles.ts";

/** What survives Refine's resource sanitizing: the resource's meta (children are dropped). */
type ResourceMetaItem = { meta?: { subject?: string; group?: boolean; subjects?: readonly string[] } };

/** A sider group is allowed when one of its entries' subjects is; an entry asks `can()`. */
export const canWithRoles = (roles: readonly AppRole[], { resource, action, params }: CanParams): boolean => {
  const meta = (params?.resource as ResourceMetaItem | undefined)?.meta;
  if (meta?.group) return (meta.subjects ?? []).some((subject) => can(roles, { resource: subject, action }));
  return can(roles, { resource: meta?.subject ?? resource ?? "", action });
};

export const createAccessControlProvider = (loadRoles: () => Promise<readonly AppRole[]>): AccessControlProvider => ({
  can: async (query) => {
    const roles = await loadRoles();
    return canWithRoles(roles, query) ? { can: true } : { can: false, reason: t("forbidden.reason") };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
});
