// Helpers for the auth suite: unique addresses (one server serves every file), the dev outbox,
// raw GoTrue requests with or without the API-version header, and JWT decoding.
import { randomUUID } from "node:crypto";
import { decodeJwt, jwtVerify, type JWTPayload } from "jose";
import { expect, inject } from "vitest";
import { anonKey, serverUrl } from "../helpers.ts";

export const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@exemple.fr`;

export type OutboxMessage = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  link: string | null;
  otp: string | null;
  type: string;
  created_at: string;
};

/** The messages sent to `to`, newest first (the mail is written in the request's own transaction). */
export async function outbox(to: string, base = serverUrl()): Promise<OutboxMessage[]> {
  const res = await fetch(`${base}/_dev/mail.json?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as OutboxMessage[];
}

/** The newest message to `to`, which must exist. */
export async function lastMail(to: string, base = serverUrl()): Promise<OutboxMessage> {
  const [m] = await outbox(to, base);
  expect(m, `a mail to ${to}`).toBeDefined();
  return m;
}

type AuthInit = {
  method?: string;
  body?: unknown;
  token?: string;
  legacy?: boolean;
  headers?: Record<string, string>;
  base?: string;
  key?: string;
};

/** A request to /auth/v1 as auth-js sends it (version header unless `legacy`), redirects not followed. */
export async function gotrue(path: string, init: AuthInit = {}): Promise<Response> {
  const key = init.key ?? anonKey();
  const headers: Record<string, string> = {
    apikey: key,
    Authorization: `Bearer ${init.token ?? key}`,
    ...init.headers,
  };
  if (!init.legacy) headers["X-Supabase-Api-Version"] = "2024-01-01";
  if (init.body !== undefined) headers["Content-Type"] = "application/json;charset=UTF-8";
  return fetch(`${init.base ?? serverUrl()}/auth/v1${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: "manual",
  });
}

/** Asserts a GoTrue error response in the 2024-01-01 shape, with its headers. */
export async function expectError(
  res: Response,
  status: number,
  code: string,
  message?: string,
): Promise<Record<string, unknown>> {
  const body = (await res.json()) as Record<string, unknown>;
  expect({ status: res.status, code: body.code }).toEqual({ status, code });
  if (message !== undefined) expect(body.message).toBe(message);
  expect(res.headers.get("x-supabase-api-version")).toBe("2024-01-01");
  expect(res.headers.get("x-sb-error-code")).toBe(code);
  return body;
}

export async function verifiedClaims(
  token: string,
  secret = inject("jwtSecret"),
): Promise<JWTPayload & Record<string, unknown>> {
  const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(secret), {
    algorithms: ["HS256"],
  });
  expect(protectedHeader.alg).toBe("HS256");
  return payload as JWTPayload & Record<string, unknown>;
}

export const claimsOf = (token: string) => decodeJwt(token) as JWTPayload & Record<string, unknown>;

/** The `#a=b&…` (or `?a=b`) parameters of a redirect. */
export const fragment = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));
export const queryOf = (location: string) => new URL(location).searchParams;

/** Follows an e-mail link like a browser would, without following the 303. */
export async function clickLink(link: string): Promise<string> {
  const res = await fetch(link, { redirect: "manual" });
  expect(res.status).toBe(303);
  const location = res.headers.get("location");
  expect(location).toBeTruthy();
  return location as string;
}

export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
