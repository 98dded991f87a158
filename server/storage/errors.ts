// Storage's error bodies (protocol §4.3): `{statusCode, code, error, message}` with the legacy
// quirk that every error whose intended status is not 500 is sent with HTTP 400.
import type { FastifyError, FastifyReply } from "fastify";
import { isDbError } from "../db/engine.ts";

export type StorageErrorCode =
  | "NoSuchBucket"
  | "NoSuchKey"
  | "InvalidJWT"
  | "InvalidRequest"
  | "EntityTooLarge"
  | "InternalError"
  | "ResourceNotEmpty"
  | "InvalidBucketName"
  | "InvalidKey"
  | "InvalidMimeType"
  | "KeyAlreadyExists"
  | "BucketAlreadyExists"
  | "ResourceAlreadyExists"
  | "InvalidSignature"
  | "AccessDenied"
  | "DatabaseError";

export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    /** the intended HTTP status, sent as the string `statusCode` */
    readonly status: number,
    message: string,
    /** the legacy `error` field; defaults to the code */
    readonly error?: string,
  ) {
    super(message);
  }

  render() {
    return { statusCode: String(this.status), code: this.code, error: this.error ?? this.code, message: this.message };
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError("NoSuchBucket", 404, "Bucket not found", "Bucket not found"),
  noSuchKey: () => new StorageError("NoSuchKey", 404, "Object not found", "not_found"),
  keyAlreadyExists: () => new StorageError("KeyAlreadyExists", 409, "The resource already exists", "Duplicate"),
  bucketAlreadyExists: () => new StorageError("BucketAlreadyExists", 409, "The resource already exists", "Duplicate"),
  bucketNotEmpty: () => new StorageError("ResourceNotEmpty", 409, "The bucket you tried to delete is not empty"),
  accessDenied: (message = "Access denied") => new StorageError("AccessDenied", 403, message, "Unauthorized"),
  invalidJwt: (message: string) => new StorageError("InvalidJWT", 400, message),
  invalidSignature: (message = "The url do not match the signature") =>
    new StorageError("InvalidSignature", 400, message),
  invalidKey: (key: string) => new StorageError("InvalidKey", 400, `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError("InvalidBucketName", 400, "Bucket name invalid", "Invalid Input"),
  invalidMimeType: (mime: string) =>
    new StorageError("InvalidMimeType", 415, `mime type ${mime} is not supported`, "invalid_mime_type"),
  entityTooLarge: () =>
    new StorageError("EntityTooLarge", 413, "The object exceeded the maximum allowed size", "Payload too large"),
  invalidRequest: (message: string) => new StorageError("InvalidRequest", 400, message),
  internal: (message = "Internal server error") => new StorageError("InternalError", 500, message),
};

/** PostgreSQL errors as storage maps them (`DBError.fromDBError`). */
export function fromDbError(e: unknown): StorageError | null {
  if (!isDbError(e)) return null;
  switch (e.code) {
    case "42501":
      return ERRORS.accessDenied("new row violates row-level security policy");
    case "23505":
      return new StorageError("ResourceAlreadyExists", 409, "The resource already exists", "Duplicate");
    case "23503":
      return ERRORS.invalidRequest("The related resource does not exist");
    case "22P02":
    case "22023":
      return ERRORS.invalidRequest(e.message);
    default:
      return new StorageError("DatabaseError", 500, "Internal server error");
  }
}

export function sendStorageError(reply: FastifyReply, err: unknown): FastifyReply {
  const fe = (err ?? {}) as Partial<FastifyError>;
  // a body over the HTTP limit is storage's EntityTooLarge too
  const known = err instanceof StorageError ? err : fe.statusCode === 413 ? ERRORS.entityTooLarge() : fromDbError(err);
  if (known) {
    const body = known.render();
    return reply
      .code(known.status === 500 ? 500 : 400)
      .type("application/json; charset=utf-8")
      .send(body);
  }
  if (typeof fe.statusCode === "number" && fe.statusCode < 500) {
    return reply
      .code(fe.statusCode)
      .send({ statusCode: String(fe.statusCode), error: fe.name ?? "Error", message: fe.message ?? "" });
  }
  return reply.code(500).send({ statusCode: "500", error: "Internal", message: "Internal Server Error" });
}
