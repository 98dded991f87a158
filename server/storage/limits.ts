// Upload bodies are bounded by their bucket's file_size_limit before anything is read or any
// token is checked: an announced length over the limit is refused from the headers alone, a
// chunked body is cut as soon as it passes it. The exact check on the file's bytes follows.
import { Transform, type TransformCallback } from "node:stream";
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { findBucketAdmin } from "./db.ts";
import { ERRORS } from "./errors.ts";
import { validBucketName } from "./paths.ts";
import { GLOBAL_FILE_SIZE_LIMIT, type StorageDeps } from "./upload.ts";

/** Room for a multipart envelope around the file (boundaries, `cacheControl`, `metadata`). */
export const MULTIPART_ALLOWANCE = 1024 * 1024;

/** The most bytes an upload to this bucket may send (its limit, capped by the global one). */
export async function uploadBodyLimit(deps: StorageDeps, bucketId: string): Promise<number> {
  const bucket = validBucketName(bucketId) ? await findBucketAdmin(deps.engine, bucketId) : null;
  // an unknown bucket is answered later (NoSuchBucket); its body is still bounded
  const fileLimit = Math.min(bucket?.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  return fileLimit + MULTIPART_ALLOWANCE;
}

class Bounded extends Transform {
  received = 0;
  receivedEncodedLength = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length;
    this.receivedEncodedLength = this.received;
    if (this.received > this.limit) done(ERRORS.entityTooLarge());
    else done(null, chunk);
  }
}

/** Route options of the upload routes: the body limit of the largest bucket, then the bucket's own. */
export function uploadRouteOptions(deps: StorageDeps): RouteShorthandOptions {
  return {
    bodyLimit: GLOBAL_FILE_SIZE_LIMIT + MULTIPART_ALLOWANCE,
    preParsing: async (req: FastifyRequest, _reply: FastifyReply, payload) => {
      const limit = await uploadBodyLimit(deps, (req.params as { bucket?: string }).bucket ?? "");
      const announced = Number(req.headers["content-length"]);
      if (Number.isFinite(announced) && announced > limit) throw ERRORS.entityTooLarge();
      return payload.pipe(new Bounded(limit));
    },
  };
}
