// Storing a legal document once (docs/rules/documents.md): the storage never overwrites an object
// (x-upsert false, and no member may write in these buckets). When an earlier attempt stored the
// file and died before recording it, that file is the document: it is read back and hashed, so
// the SHA-256 recorded is always the one of the bytes kept.
import { ApiError, headersFor, type Project } from "../_shared/project-api.ts";
import { download, sha256Hex, type Bucket } from "../contract-documents/api.ts";

/** Stores a new object; false when one is already there (storage answers 409, or 400 « Duplicate »). */
export const storeOnce = async (p: Project, bucket: Bucket, path: string, bytes: Uint8Array): Promise<boolean> => {
  const res = await fetch(`${p.url}/storage/v1/object/${bucket}/${path}`, {
    method: "POST",
    headers: { ...headersFor(p, "service"), "Content-Type": "application/pdf", "x-upsert": "false" },
    body: new Uint8Array(bytes),
  });
  if (res.ok) return true;
  const body = (await res.json().catch(() => ({}))) as { error?: string; message?: string; statusCode?: string };
  if (res.status === 409 || body.error === "Duplicate" || body.statusCode === "409") return false;
  throw new ApiError(res.status, { message: body.message ?? `Stockage : HTTP ${res.status}` });
};

/** The document kept at `path`: these bytes when stored now, else the ones an earlier attempt stored; and their SHA-256. */
export const keepOnce = async (
  p: Project,
  bucket: Bucket,
  path: string,
  bytes: Uint8Array,
): Promise<{ bytes: Uint8Array; sha256: string }> => {
  const kept = (await storeOnce(p, bucket, path, bytes)) ? bytes : await download(p, bucket, path);
  return { bytes: kept, sha256: await sha256Hex(kept) };
};
