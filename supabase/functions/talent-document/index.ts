// /functions/v1/talent-document — « Envoyer un document » of the talent space (issue #50), with
// the talent's token:
//   POST multipart/form-data { file, type, expiry_date? } → 201 { id, type, status, expiry_date }:
// the document row the agency's upload makes, to be checked by the agency (« À vérifier »).
// A talent has no storage policy, so: public.talent_space_document_slot, called as the caller,
// checks their access in force, the type (one a talent sends), the file's type and size (the
// documents bucket's) and answers the path in the talent's folder; the file is stored there as the
// service role (storage checks the real type in the bytes against the bucket's); then
// public.talent_space_add_document, as the caller again, creates the row for that stored object
// of their own folder only. A row that cannot be written leaves no file behind.
import { ApiError, failed, headersFor, project, rpc, type Project } from "../_shared/project-api.ts";

const BUCKET = "documents";
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Browsers give some files (HEIC, some CSVs) no type: the extension decides (src/lib/upload/accepted-types.ts). */
const EXTENSION_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  heic: "image/heic",
  heif: "image/heif",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  csv: "text/csv",
};
const MESSAGES = {
  invalid: "Requête invalide : un fichier (file) et son type de document (type) sont attendus",
  refusedFile: "Ce fichier n'a pas été accepté : envoyez un PDF, une photo JPEG, PNG ou HEIC de 10 Mo au plus",
  failed: "Le document n'a pas pu être envoyé. Réessayez dans un instant.",
};

const json = (status: number, body: unknown) => Response.json(body, { status });

const mimeOf = (file: File): string => {
  if (file.type) return file.type.toLowerCase();
  return EXTENSION_TYPES[file.name.split(".").pop()?.toLowerCase() ?? ""] ?? "";
};

const store = async (p: Project, path: string, file: File, mime: string): Promise<void> => {
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  const res = await fetch(`${p.url}/storage/v1/object/${BUCKET}/${encoded}`, {
    method: "POST",
    headers: { ...headersFor(p, "service"), "Content-Type": mime, "x-upsert": "false" },
    body: new Uint8Array(await file.arrayBuffer()),
  });
  if (!res.ok) return failed(res);
};

const remove = async (p: Project, path: string): Promise<void> => {
  await fetch(`${p.url}/storage/v1/object/${BUCKET}/${path.split("/").map(encodeURIComponent).join("/")}`, {
    method: "DELETE",
    headers: headersFor(p, "service"),
  }).catch(() => undefined);
};

async function talentDocument(req: Request): Promise<Response> {
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const authorization = req.headers.get("authorization") ?? "";
  const form = await req.formData().catch(() => null);
  const file = form?.get("file");
  const type = form?.get("type");
  const expiry = form?.get("expiry_date");
  if (!authorization || !(file instanceof File) || typeof type !== "string" || !type)
    return json(400, { message: MESSAGES.invalid });
  if (expiry !== null && expiry !== undefined && expiry !== "" && (typeof expiry !== "string" || !DATE.test(expiry)))
    return json(400, { message: "Requête invalide : la date d'expiration s'écrit AAAA-MM-JJ" });
  const caller = { authorization };
  const mime = mimeOf(file);
  let path: string | null = null;
  try {
    const slot = await rpc<{ path: string }>(p, caller, "talent_space_document_slot", {
      p_type: type,
      p_file_name: file.name,
      p_mime_type: mime,
      p_size: file.size,
    });
    try {
      await store(p, slot.path, file, mime);
    } catch (error) {
      // storage's refusal of the bytes (a real type outside the bucket's, too large)
      if (error instanceof ApiError && error.status < 500) return json(400, { message: MESSAGES.refusedFile });
      throw error;
    }
    path = slot.path;
    const created = await rpc<Record<string, unknown>>(p, caller, "talent_space_add_document", {
      p_path: slot.path,
      p_type: type,
      p_file_name: file.name,
      p_expiry_date: typeof expiry === "string" && expiry ? expiry : null,
    });
    return json(201, created);
  } catch (error) {
    if (path) await remove(p, path);
    // a type outside the enum: PostgreSQL's English refusal, said in French
    if (error instanceof ApiError && error.body.code === "22P02")
      return json(400, {
        message: "Ce type de document ne s'envoie pas depuis votre espace : adressez-le à votre agence",
      });
    // the database's « introuvable » (P0002, which PostgREST answers 500 like any P0 code)
    if (error instanceof ApiError && error.body.code === "P0002") return json(404, error.body);
    if (error instanceof ApiError)
      return json(error.status >= 400 && error.status < 500 ? error.status : 502, {
        ...error.body,
        message: error.body.message ?? MESSAGES.failed,
      });
    console.error("talent-document", error);
    return json(500, { message: MESSAGES.failed });
  }
}

export default { fetch: talentDocument };
