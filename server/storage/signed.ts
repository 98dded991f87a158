// Signed URLs: download links (`/object/sign/...?token=`) and upload links
// (`/object/upload/sign/...?token=`), HS256 JWTs with the object path and `exp`, no clock skew.
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errors, jwtVerify } from "jose";
import { isDbError, Rollback } from "../db/engine.ts";
import { signJwt, type Claims } from "../jwt.ts";
import { readJson, readUploadBody, upsertHeader } from "./body.ts";
import { ownerColumns, SERVICE_CALLER, storageCaller, txFor } from "./caller.ts";
import { findBucketAdmin, writeObjectRow } from "./db.ts";
import { ERRORS } from "./errors.ts";
import { findVisible } from "./objects.ts";
import { uploadRouteOptions } from "./limits.ts";
import { cleanUploadKey, mustBeBucketName, mustBeKey } from "./paths.ts";
import { buildMetadata, sendObject } from "./render.ts";
import { uploadObject, type StorageDeps } from "./upload.ts";

/** storage's UPLOAD_SIGNED_URL_EXPIRATION_TIME default */
const UPLOAD_URL_TTL = 2 * 60 * 60;

type Params = { bucket: string; "*": string };

async function signToken(secret: string, claims: Claims, expiresIn: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt(secret, { ...claims, iat, exp: iat + expiresIn });
}

/** Verifies a signed-URL token for `<bucket>/<key>`; errors are storage's `InvalidJWT`. */
async function verifyToken(
  secret: string,
  req: FastifyRequest,
  url: string,
  scope: "download" | "upload",
  maxLifetime: number,
): Promise<Claims> {
  const token = (req.query as Record<string, unknown>).token;
  if (typeof token !== "string" || !token) throw ERRORS.invalidJwt("querystring must have required property 'token'");
  let claims: Claims;
  try {
    claims = (await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ["HS256"] })).payload as Claims;
  } catch (e) {
    if (e instanceof errors.JWTExpired) throw ERRORS.invalidJwt("jwt expired");
    if (e instanceof errors.JWSSignatureVerificationFailed) throw ERRORS.invalidJwt("invalid signature");
    throw ERRORS.invalidJwt("jwt malformed");
  }
  if (claims.url !== url || claims.scope !== scope) throw ERRORS.invalidSignature();
  // a link minted with a longer lifetime (before the cap, or with the secret) is not honoured
  if (typeof claims.iat !== "number" || typeof claims.exp !== "number" || claims.exp - claims.iat > maxLifetime) {
    throw ERRORS.invalidJwt("jwt lifetime exceeds the maximum allowed");
  }
  return claims;
}

/** The requested lifetime, at least 1 s and at most the configured cap (a leaked link dies). */
function expiresIn(body: Record<string, unknown>, max: number): number {
  const v = body.expiresIn;
  if (typeof v !== "number" || !Number.isFinite(v) || v < 1) throw ERRORS.invalidRequest("body/expiresIn must be >= 1");
  if (v > max) throw ERRORS.invalidRequest(`body/expiresIn must be <= ${max}`);
  return Math.floor(v);
}

const signedPath = (bucket: string, key: string, token: string) => `/object/sign/${bucket}/${key}?token=${token}`;

export function signedRoutes(app: FastifyInstance, deps: StorageDeps): void {
  // createSignedUrl: the caller must be able to read the object (SELECT policy)
  app.post("/object/sign/:bucket/*", async (req) => {
    const p = req.params as Params;
    const bucket = mustBeBucketName(p.bucket);
    const caller = await storageCaller(req, deps.secret);
    const ttl = expiresIn(readJson(req), deps.signedUrlMaxExpiresIn);
    await findVisible(deps, caller, bucket, p["*"]);
    const token = await signToken(deps.secret, { url: `${bucket}/${p["*"]}`, scope: "download" }, ttl);
    return { signedURL: signedPath(bucket, p["*"], token) };
  });

  // createSignedUrls: one entry per path, an error for those the caller cannot read
  app.post("/object/sign/:bucket", async (req) => {
    const bucket = mustBeBucketName((req.params as Params).bucket);
    const caller = await storageCaller(req, deps.secret);
    const body = readJson(req);
    const ttl = expiresIn(body, deps.signedUrlMaxExpiresIn);
    const paths = body.paths;
    if (!Array.isArray(paths) || paths.length > 1000 || !paths.every((x) => typeof x === "string")) {
      throw ERRORS.invalidRequest("body/paths must be an array of at most 1000 strings");
    }
    const rows = await deps.engine.tx(txFor(caller, true), (q) =>
      q<{ name: string }>("select name from storage.objects where bucket_id = $1 and name = any($2::text[])", [
        bucket,
        paths,
      ]),
    );
    const visible = new Set(rows.rows.map((r) => r.name));
    return Promise.all(
      (paths as string[]).map(async (key) =>
        visible.has(key)
          ? {
              error: null,
              path: key,
              signedURL: signedPath(
                bucket,
                key,
                await signToken(deps.secret, { url: `${bucket}/${key}`, scope: "download" }, ttl),
              ),
            }
          : { error: "Either the object does not exist or you do not have access to it", path: key, signedURL: null },
      ),
    );
  });

  // the signed link itself: no Authorization, the token is the permission
  const serveSigned = (head: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const p = req.params as Params;
    const bucket = mustBeBucketName(p.bucket);
    await verifyToken(deps.secret, req, `${bucket}/${p["*"]}`, "download", deps.signedUrlMaxExpiresIn);
    return sendObject(deps.root, req, reply, await findVisible(deps, SERVICE_CALLER, bucket, p["*"]), head);
  };
  app.get("/object/sign/:bucket/*", { exposeHeadRoute: false }, serveSigned(false));
  app.head("/object/sign/:bucket/*", serveSigned(true));

  // createSignedUploadUrl: checked now as the caller (INSERT, and UPDATE with x-upsert), rolled back
  app.post("/object/upload/sign/:bucket/*", async (req) => {
    const p = req.params as Params;
    const bucket = mustBeBucketName(p.bucket);
    const key = mustBeKey(cleanUploadKey(p["*"]));
    const caller = await storageCaller(req, deps.secret);
    const upsert = upsertHeader(req);
    if (!(await findBucketAdmin(deps.engine, bucket))) throw ERRORS.noSuchBucket();
    try {
      await deps.engine.tx(txFor(caller), async (q) => {
        const { owner, ownerId } = ownerColumns(caller.sub);
        const probe = { id: randomUUID(), bucket, name: key, owner, ownerId, version: randomUUID() };
        await writeObjectRow(
          q,
          {
            ...probe,
            metadata: buildMetadata(Buffer.alloc(0), "application/octet-stream", "no-cache"),
            userMetadata: null,
          },
          upsert,
        );
        throw new Rollback(null);
      });
    } catch (e) {
      if (isDbError(e) && e.code === "23505") throw ERRORS.keyAlreadyExists();
      if (!(e instanceof Rollback)) throw e;
    }
    const token = await signToken(
      deps.secret,
      { url: `${bucket}/${key}`, scope: "upload", owner: caller.sub, upsert },
      UPLOAD_URL_TTL,
    );
    return { url: `/object/upload/sign/${bucket}/${key}?token=${token}`, token };
  });

  // uploadToSignedUrl: written with the service role, owned by the signer; limits still apply
  app.put("/object/upload/sign/:bucket/*", uploadRouteOptions(deps), async (req) => {
    const p = req.params as Params;
    const bucket = mustBeBucketName(p.bucket);
    const key = cleanUploadKey(p["*"]);
    const claims = await verifyToken(
      deps.secret,
      req,
      `${bucket}/${key}`,
      "upload",
      Math.max(deps.signedUrlMaxExpiresIn, UPLOAD_URL_TTL),
    );
    const body = await readUploadBody(req);
    const ownerSub = typeof claims.owner === "string" ? claims.owner : null;
    const { Key } = await uploadObject(deps, body, {
      bucket,
      key,
      upsert: claims.upsert === true,
      caller: SERVICE_CALLER,
      ownerSub,
    });
    return { Key };
  });
}
