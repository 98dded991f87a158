// A talent's access archive (RGPD art. 15; docs/rules/rgpd.md), kind `talent_data_export`: one ZIP
// with data.json — every row about the talent, as public.talent_data_export_source finds them
// through the foreign keys to public.talent — and their stored files (documents, CVs, voice notes,
// contracts) under files/. Stored once in the private `gdpr-exports` bucket at
// <workspace>/<talent>/<request>.zip, dated from the request (the same bytes when made twice);
// an earlier attempt's stored file is the archive.
import { strToU8, zipSync, type Zippable } from "fflate";
import { ApiError, failed, headersFor, type Project } from "../_shared/project-api.ts";
import { rpc, sha256Hex } from "../contract-documents/api.ts";
import { FinalError, type Produced } from "./jobs.ts";

type Source = {
  request: { id: string; workspace_id: string; talent_id: string; requested_at: string };
  data: unknown;
  files: { bucket: string; path: string; name: string | null }[];
};

const BUCKET = "gdpr-exports";

const objectUrl = (p: Project, bucket: string, path: string) =>
  `${p.url}/storage/v1/object/${bucket}/${path.split("/").map(encodeURIComponent).join("/")}`;

const download = async (p: Project, bucket: string, path: string): Promise<Uint8Array | null> => {
  const res = await fetch(objectUrl(p, bucket, path), { headers: headersFor(p, "service") });
  if (res.status === 404 || res.status === 400) return null;
  if (!res.ok) return failed(res);
  return new Uint8Array(await res.arrayBuffer());
};

/** A file name safe inside the archive: the stored name (or the path's last part), made unique. */
export const archiveName = (taken: Set<string>, bucket: string, path: string, name: string | null): string => {
  const base = (name || path.split("/").pop() || "fichier").replace(/[\\/:*?"<>|\u0000-\u001f]/g, "_").slice(0, 120);
  const dot = base.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ""];
  let candidate = `files/${bucket}/${base}`;
  for (let i = 2; taken.has(candidate); i++) candidate = `files/${bucket}/${stem}-${i}${ext}`;
  taken.add(candidate);
  return candidate;
};

export const buildArchive = (data: unknown, files: { name: string; bytes: Uint8Array }[], at: Date): Uint8Array => {
  const entries: Zippable = { "data.json": [strToU8(JSON.stringify(data, null, 2)), { mtime: at }] };
  for (const f of files) entries[f.name] = [f.bytes, { mtime: at, level: 0 }];
  return zipSync(entries, { mtime: at });
};

export const produceTalentDataExport = async (p: Project, requestId: string): Promise<Produced> => {
  const source = await rpc<Source | null>(p, "service", "talent_data_export_source", { p_request_id: requestId });
  if (!source?.request) throw new FinalError("Demande d'accès introuvable");
  const taken = new Set<string>();
  const files: { name: string; bytes: Uint8Array }[] = [];
  const missing: string[] = [];
  for (const f of source.files) {
    const bytes = await download(p, f.bucket, f.path);
    if (bytes) files.push({ name: archiveName(taken, f.bucket, f.path, f.name), bytes });
    else missing.push(`${f.bucket}/${f.path}`);
  }
  const data = { ...(source.data as object), missing_files: missing };
  const zip = buildArchive(data, files, new Date(source.request.requested_at));
  const { workspace_id: ws, talent_id: talent, id } = source.request;
  const path = `${ws}/${talent}/${id}.zip`;
  const res = await fetch(objectUrl(p, BUCKET, path), {
    method: "POST",
    headers: { ...headersFor(p, "service"), "Content-Type": "application/zip", "x-upsert": "false" },
    body: new Uint8Array(zip),
  });
  let kept = zip;
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string; message?: string; statusCode?: string };
    const duplicate = res.status === 409 || body.error === "Duplicate" || body.statusCode === "409";
    if (!duplicate) throw new ApiError(res.status, { message: body.message ?? `Stockage : HTTP ${res.status}` });
    kept = (await download(p, BUCKET, path)) ?? zip;
  }
  return { file: path, sha256: await sha256Hex(kept), profile: null };
};
