// The bytes of objects on disk: write a version (temp file + rename, so readers never see a
// partial file), read it, delete it and prune the folders it leaves empty.
import { randomUUID } from "node:crypto";
import { createReadStream, type ReadStream } from "node:fs";
import { copyFile, mkdir, open, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { bucketDir, objectFile, type StorageRoot } from "./paths.ts";

export type StoredVersion = { bucket: string; key: string; version: string };

export async function writeVersion(s: StorageRoot, v: StoredVersion, data: Buffer): Promise<void> {
  const file = objectFile(s, v.bucket, v.key, v.version);
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(tmp, data, { mode: 0o600 });
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw e;
  }
}

export async function copyVersion(s: StorageRoot, from: StoredVersion, to: StoredVersion): Promise<void> {
  const target = objectFile(s, to.bucket, to.key, to.version);
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(objectFile(s, from.bucket, from.key, from.version), target);
}

/** A stream of the version's bytes, or null when the file is missing. */
export async function openVersion(
  s: StorageRoot,
  v: StoredVersion,
): Promise<{ stream: ReadStream; size: number } | null> {
  const file = objectFile(s, v.bucket, v.key, v.version);
  try {
    const st = await stat(file);
    if (!st.isFile()) return null;
    return { stream: createReadStream(file), size: st.size };
  } catch {
    return null;
  }
}

/** The first `n` bytes of a version (fewer when the file is shorter). */
export async function readHead(s: StorageRoot, v: StoredVersion, n: number): Promise<Buffer> {
  const handle = await open(objectFile(s, v.bucket, v.key, v.version), "r");
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await handle.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Removes a version; never throws (bytes of deleted metadata are garbage at worst). */
export async function deleteVersion(s: StorageRoot, v: StoredVersion): Promise<void> {
  try {
    const file = objectFile(s, v.bucket, v.key, v.version);
    await rm(file, { force: true });
    await pruneEmpty(s, v.bucket, path.dirname(file));
  } catch {
    // ignored: a later upload of the same key writes a new version anyway
  }
}

async function pruneEmpty(s: StorageRoot, bucket: string, from: string): Promise<void> {
  const stop = bucketDir(s, bucket);
  let dir = from;
  while (dir.startsWith(stop + path.sep)) {
    try {
      await rmdir(dir);
    } catch {
      return;
    }
    dir = path.dirname(dir);
  }
}

export async function deleteBucketDir(s: StorageRoot, bucket: string): Promise<void> {
  await rm(bucketDir(s, bucket), { recursive: true, force: true }).catch(() => undefined);
}
