// The Svix signature check of the provider's webhook: Svix's own published example verifies, an
// HMAC computed independently with node:crypto verifies, and each way to get it wrong is refused
// (other secret, altered body or id, missing header, stale or future timestamp, no v1 entry).
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { constantTimeEqual, secretBytes, sign, TOLERANCE_SECONDS, verifySignature } from "./svix.ts";

// Svix's documentation example ("Verifying webhooks manually").
const DOC = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: "1614265330",
  body: '{"test": 2432232314}',
  signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
};
const AT = Number(DOC.timestamp);
const headers = (signature: string | null, id: string | null = DOC.id, timestamp: string | null = DOC.timestamp) => ({
  id,
  timestamp,
  signature,
});

describe("verifySignature", () => {
  it("accepts Svix's published example", async () => {
    expect(await verifySignature(DOC.secret, headers(DOC.signature), DOC.body, AT)).toEqual({ ok: true });
    expect(await sign(DOC.secret, DOC.id, DOC.timestamp, DOC.body)).toBe(DOC.signature.slice(3));
  });

  it("accepts an HMAC computed independently, among several entries (a secret being rotated)", async () => {
    const secret = `whsec_${Buffer.from("une clé de test assez longue").toString("base64")}`;
    const now = 1_790_000_000;
    const body = JSON.stringify({ type: "email.bounced", data: { email_id: "re_1" } });
    const mac = createHmac("sha256", Buffer.from("une clé de test assez longue"))
      .update(`msg_1.${now}.${body}`)
      .digest("base64");
    const h = headers(`v1,AAAA v2,${mac} v1,${mac}`, "msg_1", String(now));
    expect(await verifySignature(secret, h, body, now + 10)).toEqual({ ok: true });
    // the secret without its prefix works too
    expect(await verifySignature(secret.slice(6), h, body, now)).toEqual({ ok: true });
  });

  it("refuses another secret, an altered body or id, and entries of another version", async () => {
    const refused = { ok: false, reason: "signature" };
    const other = `whsec_${Buffer.from("autre secret").toString("base64")}`;
    expect(await verifySignature(other, headers(DOC.signature), DOC.body, AT)).toEqual(refused);
    expect(await verifySignature(DOC.secret, headers(DOC.signature), '{"test": 2432232315}', AT)).toEqual(refused);
    expect(await verifySignature(DOC.secret, headers(DOC.signature, "msg_autre"), DOC.body, AT)).toEqual(refused);
    expect(await verifySignature(DOC.secret, headers(`v2,${DOC.signature.slice(3)}`), DOC.body, AT)).toEqual(refused);
    expect(await verifySignature(DOC.secret, headers("v1,pas-du-base64!"), DOC.body, AT)).toEqual(refused);
  });

  it("refuses a timestamp more than 5 minutes away, stale or ahead", async () => {
    const stale = { ok: false, reason: "timestamp" };
    expect(await verifySignature(DOC.secret, headers(DOC.signature), DOC.body, AT + TOLERANCE_SECONDS)).toEqual({
      ok: true,
    });
    expect(await verifySignature(DOC.secret, headers(DOC.signature), DOC.body, AT + TOLERANCE_SECONDS + 1)).toEqual(
      stale,
    );
    expect(await verifySignature(DOC.secret, headers(DOC.signature), DOC.body, AT - TOLERANCE_SECONDS - 1)).toEqual(
      stale,
    );
    expect(await verifySignature(DOC.secret, headers(DOC.signature, DOC.id, "1614265330.5"), DOC.body, AT)).toEqual(
      stale,
    );
  });

  it("refuses missing headers and an unreadable secret", async () => {
    expect(await verifySignature(DOC.secret, headers(null), DOC.body, AT)).toEqual({ ok: false, reason: "missing" });
    expect(await verifySignature(DOC.secret, headers(DOC.signature, null), DOC.body, AT)).toMatchObject({ ok: false });
    expect(await verifySignature(DOC.secret, headers(DOC.signature, DOC.id, null), DOC.body, AT)).toMatchObject({
      ok: false,
    });
    expect(await verifySignature("whsec_", headers(DOC.signature), DOC.body, AT)).toEqual({
      ok: false,
      reason: "secret",
    });
    expect(secretBytes("whsec_%%%")).toBeNull();
  });
});

describe("constantTimeEqual", () => {
  it("compares bytes, lengths first", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
  });
});
