// A signed-in member for component tests: the runtime config useCurrentUser reads, and an auth
// provider whose identity carries the roles (and team member) the screen asks for.
import type { AccessControlProvider, AuthProvider } from "@refinedev/core";
import { createAccessControlProvider } from "../../providers/access-control-provider.ts";
import type { AppRole } from "../lib/roles/roles.ts";
import type { RuntimeConfig } from "../config/runtime-config.ts";

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  supabaseUrl: "http://localhost:54321",
  supabaseAnonKey: "anon",
  apiUrl: "http://localhost:54321/api",
  boardManagerEmails: [],
  environment: "local",
};

export const signedInAs = (roles: string[], teamMemberId?: string, managementLevel?: number): AuthProvider => ({
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity: async () => ({
    id: "u-1",
    email: "membre@renfort.test",
    name: "Membre",
    context: {
      roles,
      managees: [],
      ...(teamMemberId || managementLevel
        ? { team_member: { id: teamMemberId ?? "tm-1", management_level: managementLevel ?? 1 } }
        : {}),
    },
  }),
});

/** Refine's access control over the pure `can()` for these roles (buttons guarded by `useCan`). */
export const accessAs = (roles: readonly AppRole[]): AccessControlProvider =>
  createAccessControlProvider(async () => roles);
