// Object routes: upload (POST, `x-upsert`), update (PUT), download (authenticated and
// public), HEAD (`exists`), info, and delete (one, or many with `{prefixes}`).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { readJson, readUploadBody, upsertHeader } from "./body.ts";
import { SERVICE_CALLER, storageCaller, txFor, type Caller } from "./caller.ts";
import { deleteObjects, findBucketAdmin, selectObject, type ObjectRow } from "./db.ts";
import { ERRORS } from "./errors.ts";
import { deleteVersion } from "./files.ts";
import { uploadRouteOptions } from "./limits.ts";
import { cleanUploadKey, mustBeBucketName, mustBeKey } from "./paths.ts";
import { fileObject, objectInfo, sendObject } from "./render.ts";
import { uploadObject, type StorageDeps } from "./upload.ts";

type Params = { bucket: string; "*": string };
const target = (req: FastifyRequest) => {
  const p = req.params as Params;
  return { bucket: mustBeBucketName(p.bucket), key: p["*"] };
};

export async function findVisible(deps: StorageDeps, caller: Caller, bucket: string, key: string): Promise<ObjectRow> {
  mustBeKey(key);
  const row = await deps.engine.tx(txFor(caller, true), (q) => selectObject(q, bucket, key));
  if (!row) throw ERRORS.noSuchKey();
  return row;
}

/** Removes rows as the caller (SELECT + DELETE policies, all or nothing), then their bytes; `null` = the whole bucket. */
export async function removeObjects(
  deps: StorageDeps,
  caller: Caller,
  bucket: string,
  keys: string[] | null,
): Promise<ObjectRow[]> {
  const deleted = await deps.engine.tx(txFor(caller), (q) => deleteObjects(q, bucket, keys));
  for (const o of deleted)
    if (o.version) await deleteVersion(deps.root, { bucket: o.bucket_id, key: o.name, version: o.version });
  return deleted;
}

async function publicObject(deps: StorageDeps, bucket: string, key: string): Promise<ObjectRow> {
  const b = await findBucketAdmin(deps.engine, bucket);
  if (!b || !b.public) throw ERRORS.noSuchBucket();
  return findVisible(deps, SERVICE_CALLER, bucket, key);
}

export function objectRoutes(app: FastifyInstance, deps: StorageDeps): void {
  const caller = (req: FastifyRequest) => storageCaller(req, deps.secret);

  const upload = (method: "POST" | "PUT") => async (req: FastifyRequest) => {
    const { bucket, key } = target(req);
    const who = await caller(req);
    const body = await readUploadBody(req);
    // storage's PUT overrides the object (an upsert); POST upserts only with `x-upsert: true`
    return uploadObject(deps, body, {
      bucket,
      key: cleanUploadKey(key),
      upsert: method === "PUT" || upsertHeader(req),
      caller: who,
    });
  };
  app.post("/object/:bucket/*", uploadRouteOptions(deps), upload("POST"));
  app.put("/object/:bucket/*", uploadRouteOptions(deps), upload("PUT"));

  for (const prefix of ["/object", "/object/authenticated"]) {
    app.get(`${prefix}/:bucket/*`, { exposeHeadRoute: false }, async (req, reply) => {
      const { bucket, key } = target(req);
      return sendObject(deps.root, req, reply, await findVisible(deps, await caller(req), bucket, key), false);
    });
    app.head(`${prefix}/:bucket/*`, async (req, reply) => {
      const { bucket, key } = target(req);
      return sendObject(deps.root, req, reply, await findVisible(deps, await caller(req), bucket, key), true);
    });
  }
  for (const prefix of ["/object/info", "/object/info/authenticated"]) {
    app.get(`${prefix}/:bucket/*`, { exposeHeadRoute: false }, async (req, reply) => {
      const { bucket, key } = target(req);
      const row = await findVisible(deps, await caller(req), bucket, key);
      reply.header("Cache-Control", "no-cache");
      return objectInfo(row);
    });
  }

  // public buckets: no token needed, the bucket's `public` flag decides
  app.get("/object/public/:bucket/*", { exposeHeadRoute: false }, async (req, reply) => {
    const { bucket, key } = target(req);
    return sendObject(deps.root, req, reply, await publicObject(deps, bucket, key), false);
  });
  app.head("/object/public/:bucket/*", async (req, reply) => {
    const { bucket, key } = target(req);
    return sendObject(deps.root, req, reply, await publicObject(deps, bucket, key), true);
  });
  app.get("/object/info/public/:bucket/*", { exposeHeadRoute: false }, async (req) => {
    const { bucket, key } = target(req);
    return objectInfo(await publicObject(deps, bucket, key));
  });

  app.delete("/object/:bucket", async (req) => {
    const bucket = mustBeBucketName((req.params as Params).bucket);
    const who = await caller(req);
    const prefixes = readJson(req).prefixes;
    if (!Array.isArray(prefixes) || prefixes.length === 0 || !prefixes.every((p) => typeof p === "string")) {
      throw ERRORS.invalidRequest("body/prefixes must be a non-empty array of strings");
    }
    if (prefixes.length > 1000) throw ERRORS.invalidRequest("Maximum number of prefixes is 1000");
    return (await removeObjects(deps, who, bucket, prefixes as string[])).map(fileObject);
  });
  app.delete("/object/:bucket/*", async (req) => {
    const { bucket, key } = target(req);
    const who = await caller(req);
    mustBeKey(key);
    const deleted = await removeObjects(deps, who, bucket, [key]);
    if (deleted.length === 0) throw ERRORS.noSuchKey();
    return { message: "Successfully deleted" };
  });
}
