// Object keys and bucket names as storage accepts them, and where their bytes live on disk:
// `<dataDir>/storage/<bucket>/<key>/<version>` (storage's file backend layout), never outside.
import path from "node:path";
import { ERRORS } from "./errors.ts";

const BUCKET_NAME = /^[\w!\-.*'() &$@=;:+,?]{1,100}$/;
const CONTROL = /\p{Cc}/u;

export function validBucketName(name: unknown): name is string {
  return typeof name === "string" && BUCKET_NAME.test(name) && name !== "." && name !== "..";
}

export function mustBeBucketName(name: unknown): string {
  if (!validBucketName(name)) throw ERRORS.invalidBucketName();
  return name;
}

/** A key is made of non-empty segments, none `.` or `..`, without control characters. */
export function validKey(key: unknown): key is string {
  if (typeof key !== "string" || key.length === 0 || key.length > 1024 || CONTROL.test(key)) return false;
  return key.split("/").every((s) => s.length > 0 && s !== "." && s !== "..");
}

export function mustBeKey(key: unknown): string {
  if (!validKey(key)) throw ERRORS.invalidKey(typeof key === "string" ? key : String(key));
  return key;
}

/** Upload paths: leading/trailing `/` removed and `//` collapsed, as storage-js does. */
export function cleanUploadKey(key: string): string {
  return key.replace(/^\/+|\/+$/g, "").replace(/\/{2,}/g, "/");
}

export type StorageRoot = { root: string };

export function storageRoot(dataDir: string): StorageRoot {
  return { root: path.resolve(dataDir, "storage") };
}

function inside(root: string, target: string): string {
  const resolved = path.resolve(target);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) throw ERRORS.invalidKey(target);
  return resolved;
}

export function bucketDir(s: StorageRoot, bucket: string): string {
  mustBeBucketName(bucket);
  return inside(s.root, path.join(s.root, bucket));
}

/** The file holding one version of an object. */
export function objectFile(s: StorageRoot, bucket: string, key: string, version: string): string {
  mustBeKey(key);
  if (!/^[0-9a-f-]{36}$/.test(version)) throw ERRORS.invalidKey(version);
  const dir = bucketDir(s, bucket);
  return inside(dir, path.join(dir, ...key.split("/"), version));
}
