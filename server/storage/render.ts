// What storage answers: FileObject / info / bucket JSON shapes, and the bytes of an object
// with its Content-Type, Cache-Control, ETag, Last-Modified and optional attachment header.
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { BucketRow, ObjectMetadata, ObjectRow } from "./db.ts";
import { ERRORS } from "./errors.ts";
import { openVersion, readHead } from "./files.ts";
import { SNIFF_BYTES } from "./mime.ts";
import { servedAs, STORAGE_CSP, type Served } from "./served.ts";
import type { StorageRoot } from "./paths.ts";

export function buildMetadata(data: Buffer, mimetype: string, cacheControl: string): ObjectMetadata {
  return {
    eTag: `"${createHash("md5").update(data).digest("hex")}"`,
    size: data.length,
    mimetype,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: data.length,
    httpStatusCode: 200,
  };
}

/** storage-js `FileObject` (remove results). */
export const fileObject = (o: ObjectRow) => ({
  name: o.name,
  bucket_id: o.bucket_id,
  owner: o.owner,
  owner_id: o.owner_id,
  version: o.version,
  id: o.id,
  updated_at: o.updated_at,
  created_at: o.created_at,
  last_accessed_at: o.last_accessed_at,
  metadata: o.metadata,
  user_metadata: o.user_metadata,
});

/** `GET /object/info/...` (storage's InfoRenderer). */
export const objectInfo = (o: ObjectRow) => ({
  id: o.id,
  name: o.name,
  version: o.version,
  bucket_id: o.bucket_id,
  size: o.metadata?.size ?? null,
  content_type: o.metadata?.mimetype ?? null,
  cache_control: o.metadata?.cacheControl ?? null,
  etag: o.metadata?.eTag ?? null,
  metadata: o.user_metadata,
  last_modified: o.updated_at,
  created_at: o.created_at,
});

export const bucketJson = (b: BucketRow) => ({
  id: b.id,
  name: b.name,
  owner: b.owner ?? "",
  public: b.public,
  file_size_limit: b.file_size_limit,
  allowed_mime_types: b.allowed_mime_types,
  created_at: b.created_at,
  updated_at: b.updated_at,
  type: b.type,
});

/** Headers of an object's bytes; type, disposition and CSP from the bytes, never from `metadata`. */
function setHeaders(
  reply: FastifyReply,
  o: ObjectRow,
  download: string | undefined,
  size: number,
  served: Served,
): void {
  const m = o.metadata;
  reply.header("Content-Type", served.contentType);
  reply.header("Content-Length", String(size));
  reply.header("Cache-Control", m?.cacheControl ?? "no-cache");
  reply.header("X-Content-Type-Options", "nosniff");
  reply.header("Content-Security-Policy", STORAGE_CSP);
  if (m?.eTag) reply.header("ETag", m.eTag);
  const modified = m?.lastModified ?? o.updated_at;
  if (modified) reply.header("Last-Modified", new Date(modified).toUTCString());
  if (download !== undefined && download !== "") {
    const encoded = encodeURIComponent(download);
    reply.header("Content-Disposition", `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`);
  } else if (download !== undefined || !served.inline) {
    reply.header("Content-Disposition", "attachment;");
  }
}

export const downloadParam = (req: FastifyRequest): string | undefined => {
  const v = (req.query as Record<string, unknown> | undefined)?.download;
  return typeof v === "string" ? v : undefined;
};

/** Sends the object's bytes (GET) or only its headers (HEAD). */
export async function sendObject(
  s: StorageRoot,
  req: FastifyRequest,
  reply: FastifyReply,
  o: ObjectRow,
  head: boolean,
): Promise<FastifyReply> {
  // a row without version (written by SQL, not by storage) has no bytes
  if (!o.version) throw ERRORS.noSuchKey();
  const version = { bucket: o.bucket_id, key: o.name, version: o.version };
  const file = await openVersion(s, version);
  if (!file) throw ERRORS.noSuchKey();
  let served: Served;
  try {
    served = await servedAs(await readHead(s, version, SNIFF_BYTES), file.size <= SNIFF_BYTES, o.name);
  } catch (e) {
    file.stream.destroy();
    throw e;
  }
  setHeaders(reply, o, downloadParam(req), file.size, served);
  const inm = req.headers["if-none-match"];
  if (o.metadata?.eTag && inm === o.metadata.eTag) {
    file.stream.destroy();
    return reply.code(304).send();
  }
  if (head) {
    file.stream.destroy();
    return reply.code(200).send();
  }
  return reply.code(200).send(file.stream);
}
