// The webhook signature the e-mail provider puts on its events, the Svix way (Resend sends its
// webhooks through Svix): headers `svix-id`, `svix-timestamp` (Unix seconds) and `svix-signature`
// (space-separated `v1,<base64>` entries, several while a secret is being rotated), where each
// signature is the base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` keyed with the secret's
// bytes (the base64 after `whsec_`). A timestamp more than 5 minutes from now, in either
// direction, is refused (a captured event cannot be replayed later). WebCrypto only: the same
// code runs in Node locally and in Supabase's Deno edge runtime.

export const TOLERANCE_SECONDS = 5 * 60;

export type SvixHeaders = { id: string | null; timestamp: string | null; signature: string | null };

export type Verdict = { ok: true } | { ok: false; reason: "missing" | "timestamp" | "signature" | "secret" };

const fromBase64 = (text: string): Uint8Array | null => {
  try {
    const binary = atob(text);
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
};

/** The HMAC key's bytes: the base64 after `whsec_` (the prefix is optional, as in Svix's libraries). */
export const secretBytes = (secret: string): Uint8Array | null => {
  const bytes = fromBase64(secret.trim().replace(/^whsec_/, ""));
  return bytes && bytes.length > 0 ? bytes : null;
};

/** Equal bytes, in a time that does not depend on where they differ. */
export const constantTimeEqual = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
};

/** The base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` (the `v1` signature). */
export async function sign(secret: string, id: string, timestamp: string, body: string): Promise<string> {
  const key = secretBytes(secret);
  if (!key) throw new Error("secret illisible");
  const bytes = await hmac(key, `${id}.${timestamp}.${body}`);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

async function hmac(key: Uint8Array, content: string): Promise<Uint8Array> {
  // a copy: a view over a fresh ArrayBuffer is a BufferSource for every TypeScript lib version
  const cryptoKey = await crypto.subtle.importKey(
    "raw",
    new Uint8Array(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", cryptoKey, new TextEncoder().encode(content)));
}

/** Whether `body` (the raw request text) carries a valid signature for `secret` at `nowSeconds`. */
export async function verifySignature(
  secret: string,
  headers: SvixHeaders,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<Verdict> {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return { ok: false, reason: "missing" };
  const key = secretBytes(secret);
  if (!key) return { ok: false, reason: "secret" };
  const at = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (!Number.isFinite(at) || Math.abs(nowSeconds - at) > TOLERANCE_SECONDS) return { ok: false, reason: "timestamp" };
  const expected = await hmac(key, `${id}.${timestamp}.${body}`);
  // every v1 entry is compared (no early exit on the first that matches: the time says nothing)
  let match = false;
  for (const entry of signature.split(" ")) {
    const [version, value] = entry.split(",", 2);
    if (version !== "v1" || !value) continue;
    const given = fromBase64(value);
    if (given && constantTimeEqual(given, expected)) match = true;
  }
  return match ? { ok: true } : { ok: false, reason: "signature" };
}

/** The three headers of a request. */
export const svixHeaders = (req: Request): SvixHeaders => ({
  id: req.headers.get("svix-id"),
  timestamp: req.headers.get("svix-timestamp"),
  signature: req.headers.get("svix-signature"),
});
