// A stand-in for the spaces' supabase-js client in component tests: auth answers the tests set,
// a session the tests sign in and out (onAuthStateChange's listeners hear it), and the home
// function's answers in turn.
import { vi } from "vitest";
import type { PortalClient } from "../portal/client.ts";

export type HomeAnswer = { data: unknown; error: { code?: string; message?: string } | null };
type AuthError = { name?: string; status?: number; code?: string; message?: string } | null;

export function fakeClient({ signedIn = false, homes = [] as HomeAnswer[] } = {}) {
  let session: { user: { id: string }; access_token: string } | null = signedIn ? fakeSession() : null;
  const listeners = new Set<(event: string, s: typeof session) => void>();
  const emit = (event: string) => listeners.forEach((l) => l(event, session));
  const answers = [...homes];
  const auth = {
    getSession: vi.fn(async () => ({ data: { session }, error: null })),
    onAuthStateChange: vi.fn((listener: (event: string, s: typeof session) => void) => {
      listeners.add(listener);
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    }),
    signInWithOtp: vi.fn(async (_args: unknown): Promise<{ data: unknown; error: AuthError }> => ({
      data: {},
      error: null,
    })),
    verifyOtp: vi.fn(async (_args: unknown): Promise<{ data: unknown; error: AuthError }> => {
      session = fakeSession();
      emit("SIGNED_IN");
      return { data: { session }, error: null };
    }),
    signOut: vi.fn(async (_args?: unknown) => {
      session = null;
      emit("SIGNED_OUT");
      return { error: null };
    }),
  };
  const rpc = vi.fn(
    async (_name: string): Promise<HomeAnswer> => answers.shift() ?? { data: null, error: { message: "no answer" } },
  );
  const client = { auth, rpc } as unknown as PortalClient;
  return { client, auth, rpc, answers };
}

function fakeSession() {
  return { user: { id: "00000000-0000-0000-0000-0000000000aa" }, access_token: "token" };
}

/** The error PostgREST answers for a user the agency has not invited. */
export const NO_ACCESS: HomeAnswer = {
  data: null,
  error: { code: "42501", message: "Accès réservé aux clients et talents invités par l'agence" },
};
