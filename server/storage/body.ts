// Upload bodies as storage-js sends them: multipart/form-data (fields `cacheControl`,
// `metadata`, the file in a part with an empty name) or the raw bytes with headers.
import Busboy from "busboy";
import type { FastifyRequest } from "fastify";
import { ERRORS } from "./errors.ts";

export type UploadBody = {
  data: Buffer;
  /** the declared content type (only a hint: the stored type is sniffed) */
  declaredType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
};

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

function parseMetadata(text: string | undefined): Record<string, unknown> | null {
  if (text === undefined || text === "") return null;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw ERRORS.invalidRequest("Invalid metadata");
}

function parseMultipart(contentType: string, body: Buffer): Promise<UploadBody> {
  return new Promise((resolve, reject) => {
    let bb: Busboy.Busboy;
    try {
      bb = Busboy({ headers: { "content-type": contentType }, limits: { files: 1, fields: 16, fieldSize: 64 * 1024 } });
    } catch (e) {
      reject(ERRORS.invalidRequest(e instanceof Error ? e.message : "Invalid multipart body"));
      return;
    }
    const fields = new Map<string, string>();
    let file: { chunks: Buffer[]; mimeType: string } | null = null;
    bb.on("field", (name, value) => fields.set(name, value));
    bb.on("file", (_name, stream, info) => {
      const target = { chunks: [] as Buffer[], mimeType: info.mimeType };
      if (!file) file = target;
      stream.on("data", (d: Buffer) => target.chunks.push(d));
    });
    bb.on("error", (e) => reject(ERRORS.invalidRequest(e instanceof Error ? e.message : "Invalid multipart body")));
    bb.on("close", () => {
      if (!file) return reject(ERRORS.invalidRequest("No content provided"));
      try {
        const cacheTime = fields.get("cacheControl");
        resolve({
          data: Buffer.concat(file.chunks),
          declaredType: file.mimeType || "application/octet-stream",
          cacheControl: cacheTime ? `max-age=${cacheTime}` : "no-cache",
          userMetadata: parseMetadata(fields.get("metadata")),
        });
      } catch (e) {
        reject(e);
      }
    });
    bb.end(body);
  });
}

export async function readUploadBody(req: FastifyRequest): Promise<UploadBody> {
  const contentType = header(req, "content-type") ?? "";
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  if (contentType.toLowerCase().startsWith("multipart/form-data")) return parseMultipart(contentType, body);
  const xMeta = header(req, "x-metadata");
  let metaText: string | undefined;
  if (xMeta) metaText = Buffer.from(xMeta, "base64").toString("utf8");
  return {
    data: body,
    declaredType: contentType || "application/octet-stream",
    cacheControl: header(req, "cache-control") ?? "no-cache",
    userMetadata: parseMetadata(metaText),
  };
}

/** A JSON request body (storage's JSON endpoints); `{}` when empty. */
export function readJson(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  if (!Buffer.isBuffer(body) || body.length === 0) return {};
  try {
    const value: unknown = JSON.parse(body.toString("utf8"));
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw ERRORS.invalidRequest("body must be a JSON object");
}

export const upsertHeader = (req: FastifyRequest): boolean => header(req, "x-upsert") === "true";
