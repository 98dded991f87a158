// A signed-in member for component tests: the runtime config useCurrentUser reads, and an auth
// provider whose identity carries the roles (and team member) the screen asks for.
import type { AuthProvider } from "@refinedev/core";
import type { RuntimeConfig } from "../config/runtime-config.ts";

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  supabaseUrl: "http://localhost:54321",
  supabaseAnonKey: "anon",
  apiUrl: "http://localhost:54321/api",
  boardManagerEmails: [],
  environment: "local",
};

export const signedInAs = (roles: string[], teamMemberId?: string): AuthProvider => ({
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity: async () => ({
    id: "u-1",
    email: "membre@renfort.test",
    name: "Membre",
    context: { roles, managees: [], ...(teamMemberId ? { team_member: { id: teamMemberId } } : {}) },
  }),
});
