// Helpers for the REST conformance suite: clients on the `test` fixture schema, raw requests
// with the profile headers, unique tags so that files running in parallel never share rows.
import { randomUUID } from "node:crypto";
import { client, mintToken, raw, serviceClient } from "../helpers.ts";

export { mintToken };

/** supabase-js on the `test` schema, as anon or with the given access token. */
export const db = (accessToken?: string) =>
  client({ schema: "test", ...(accessToken !== undefined && { accessToken }) });

/** supabase-js on the `test` schema with the service-role key. */
export const serviceDb = () => serviceClient("test");

/** A tag unique to one test, for rows it creates. */
export const uniqueTag = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

type RestInit = RequestInit & { token?: string; schema?: string };

/** A raw REST request on the `test` schema (profile headers set unless given). */
export function rest(path: string, init: RestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const schema = init.schema ?? "test";
  if (!headers.has("Accept-Profile")) headers.set("Accept-Profile", schema);
  if (!headers.has("Content-Profile")) headers.set("Content-Profile", schema);
  if (init.body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  return raw(`/rest/v1${path}`, { ...init, headers });
}

/** A raw request and its parsed JSON body (null when empty). */
export async function restJson(
  path: string,
  init: RestInit = {},
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const res = await rest(path, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text === "" ? null : (JSON.parse(text) as unknown) };
}

/** A user's access token (role authenticated) for a fresh user id. */
export async function userToken(
  sub = randomUUID(),
  extra: Record<string, unknown> = {},
): Promise<{ sub: string; token: string }> {
  return { sub, token: await mintToken({ sub, email: `${sub.slice(0, 8)}@example.test`, ...extra }) };
}
