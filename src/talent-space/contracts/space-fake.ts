// A stand-in for a space's client in the talent actions' component tests: each SQL function and
// edge function answers what the test gives it by name (an answer, or a refusal in French).
import { vi } from "vitest";
import type { PortalClient } from "../../portal/client.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";

export type Answer = { data?: unknown; error?: { code?: string; message?: string } };

export function fakeSpace(rpcs: Record<string, Answer | Answer[]>, functions: Record<string, Answer | Answer[]> = {}) {
  const next = (table: Record<string, Answer | Answer[]>, name: string): Answer => {
    const found = table[name];
    if (Array.isArray(found)) return found.length > 1 ? (found.shift() as Answer) : (found[0] ?? {});
    return found ?? { error: { message: `no answer for ${name}` } };
  };
  const rpc = vi.fn(async (name: string, _args?: unknown) => {
    const a = next(rpcs, name);
    return { data: a.data ?? null, error: a.error ?? null };
  });
  const invoke = vi.fn(async (name: string, _options?: unknown) => {
    const a = next(functions, name);
    if (!a.error) return { data: a.data ?? null, error: null };
    const context = new Response(JSON.stringify(a.error), { status: a.error.code === "42501" ? 403 : 400 });
    return { data: null, error: { name: "FunctionsHttpError", context } };
  });
  const client = { rpc, functions: { invoke }, auth: {} } as unknown as PortalClient;
  const space: SpaceContext = { client, path: "/", navigate: vi.fn(), reload: vi.fn(async () => undefined) };
  return { space, rpc, invoke };
}
