// One upload, as storage does it: the bucket's limits checked on the real bytes, then the
// row written as the caller (RLS decides), then the bytes; old version removed after commit.
import { randomUUID } from "node:crypto";
import { isDbError, type Engine, type Query } from "../db/engine.ts";
import type { UploadBody } from "./body.ts";
import { ownerColumns, txFor, type Caller } from "./caller.ts";
import { findBucketAdmin, lockExisting, writeObjectRow, type ObjectMetadata } from "./db.ts";
import { ERRORS } from "./errors.ts";
import { deleteVersion, writeVersion, type StoredVersion } from "./files.ts";
import { mimeAllowed, sniffMime } from "./mime.ts";
import { mustBeBucketName, mustBeKey, type StorageRoot } from "./paths.ts";
import { buildMetadata } from "./render.ts";

/** Self-hosted storage's FILE_SIZE_LIMIT (52428800): the cap for buckets without their own limit. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export type StorageDeps = { engine: Engine; root: StorageRoot; secret: string; signedUrlMaxExpiresIn: number };

export type UploadTarget = {
  bucket: string;
  key: string;
  upsert: boolean;
  caller: Caller;
  /** the owner recorded on the row (signed uploads: the signer), else the caller's `sub` */
  ownerSub?: string | null;
};

/** Refuses what the bucket does not accept; returns the sniffed type. */
export async function checkAgainstBucket(
  deps: StorageDeps,
  bucketId: string,
  data: Buffer,
  declared: string,
): Promise<string> {
  const bucket = await findBucketAdmin(deps.engine, bucketId);
  if (!bucket) throw ERRORS.noSuchBucket();
  const limit = Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  if (data.length > limit) throw ERRORS.entityTooLarge();
  const mime = await sniffMime(data, declared);
  if (!mimeAllowed(mime, bucket.allowed_mime_types)) throw ERRORS.invalidMimeType(mime);
  return mime;
}

/** What a new version's row carries besides its key (decided inside the transaction). */
export type VersionContent = {
  owner: string | null;
  ownerId: string | null;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
  /** puts the bytes at the new version's path (called after the row was written) */
  putBytes: (target: StoredVersion) => Promise<void>;
};

/**
 * Writes a new version of `<bucket>/<key>` as the caller: the row first (INSERT policy, plus
 * UPDATE for an upsert over an existing key), then the bytes, both in one transaction; the
 * bytes are removed if it fails, and the replaced version's bytes once it committed.
 */
export async function putVersion(
  deps: StorageDeps,
  caller: Caller,
  dest: { bucket: string; key: string; upsert: boolean },
  content: (q: Query) => Promise<VersionContent>,
): Promise<{ Id: string; Key: string }> {
  const target: StoredVersion = { bucket: dest.bucket, key: dest.key, version: randomUUID() };
  const state: { written: boolean } = { written: false };
  let kept: { id: string; version: string | null };
  try {
    kept = await deps.engine.tx(txFor(caller), async (q) => {
      const c = await content(q);
      const existing = await lockExisting(q, caller.role, dest.bucket, dest.key);
      // over an existing key a plain insert fails with 23505 once the INSERT policy passed;
      // an upsert updates the row in place (its id stays)
      const id = randomUUID();
      const row = {
        id,
        bucket: dest.bucket,
        name: dest.key,
        owner: c.owner,
        ownerId: c.ownerId,
        version: target.version,
      };
      await writeObjectRow(q, { ...row, metadata: c.metadata, userMetadata: c.userMetadata }, dest.upsert);
      state.written = true;
      await c.putBytes(target);
      return existing ?? { id, version: null };
    });
  } catch (e) {
    if (state.written) await deleteVersion(deps.root, target);
    if (isDbError(e) && e.code === "23505") throw ERRORS.keyAlreadyExists();
    throw e;
  }
  if (kept.version) await deleteVersion(deps.root, { ...target, version: kept.version });
  return { Id: kept.id, Key: `${dest.bucket}/${dest.key}` };
}

export async function uploadObject(
  deps: StorageDeps,
  body: UploadBody,
  t: UploadTarget,
): Promise<{ Id: string; Key: string }> {
  mustBeBucketName(t.bucket);
  mustBeKey(t.key);
  const mimetype = await checkAgainstBucket(deps, t.bucket, body.data, body.declaredType);
  const metadata = buildMetadata(body.data, mimetype, body.cacheControl);
  const owners = ownerColumns(t.ownerSub === undefined ? t.caller.sub : t.ownerSub);
  return putVersion(deps, t.caller, t, async () => ({
    ...owners,
    metadata,
    userMetadata: body.userMetadata,
    putBytes: (target) => writeVersion(deps.root, target, body.data),
  }));
}
