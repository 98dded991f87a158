// One CV through the pipeline — a `cv` document (bucket `documents`) or a file of the talent's
// « CV » tab (public.resume, bucket `resumes`; one id names either, uuids do not collide): read
// its row and file as the caller, extract the text, record it (public.record_resume_text) or the
// reason it could not be read (public.record_resume_failure), then embed it where a provider exists.
import { embeddingProvider } from "../_shared/embeddings/index.ts";
import { ApiError, count, download, rpc, select, upsertEmbedding, type Caller, type Project } from "./calls.ts";
import { extractResume } from "./extract.ts";

export const MESSAGES = {
  notFound: "Document introuvable, ou vos droits ne permettent pas de le lire",
  notCv: "Ce document n'est pas le CV d'un talent : seuls les CV sont lus",
  noFile: "Ce CV n'a pas de fichier à lire",
  missingFile: "Le fichier du CV est introuvable dans le stockage : déposez-le à nouveau",
  anonymized: "Ce CV est anonymisé : seul le CV d'origine du talent est lu",
};

export type Indexed = {
  document_id: string;
  talent_id: string;
  status: "done" | "failed";
  reason: string | null;
  page_count: number | null;
  chars: number;
  ms: number;
  /** « semantic » when a vector was stored too; « lexical » when no embedding provider is configured. */
  search: "lexical" | "semantic";
};

type DocumentRow = {
  id: string;
  type: string;
  talent_id: string | null;
  file: string | null;
  mime_type: string | null;
};
type ResumeRow = { id: string; talent_id: string; file: string; mime_type: string | null; is_anonymized: boolean };
/** The CV to read, wherever it was uploaded: its talent, and its file's bucket and path. */
type Source = {
  id: string;
  talent_id: string;
  bucket: "documents" | "resumes";
  file: string | null;
  mime_type: string | null;
};

/** The document, else the « CV » tab file, the id names, as the caller reads it (RLS). */
const sourceOf = async (p: Project, as: Caller, id: string): Promise<Source> => {
  const [doc] = await select<DocumentRow>(p, as, "document", `id=eq.${id}&select=id,type,talent_id,file,mime_type`);
  if (doc) {
    if (doc.type !== "cv" || !doc.talent_id) throw new ApiError(422, { message: MESSAGES.notCv });
    return { ...doc, talent_id: doc.talent_id, bucket: "documents" };
  }
  const [resume] = await select<ResumeRow>(
    p,
    as,
    "resume",
    `id=eq.${id}&select=id,talent_id,file,mime_type,is_anonymized`,
  );
  if (!resume) throw new ApiError(404, { message: MESSAGES.notFound });
  if (resume.is_anonymized) throw new ApiError(422, { message: MESSAGES.anonymized });
  return { ...resume, bucket: "resumes" };
};

const fail = async (
  p: Project,
  as: Caller,
  base: Omit<Indexed, "status" | "reason" | "ms">,
  reason: string,
  t0: number,
) => {
  await rpc(p, as, "record_resume_failure", { p_document_id: base.document_id, p_reason: reason });
  return { ...base, status: "failed" as const, reason, ms: Math.round(performance.now() - t0) };
};

export const indexDocument = async (p: Project, as: Caller, documentId: string): Promise<Indexed> => {
  const t0 = performance.now();
  const doc = await sourceOf(p, as, documentId);
  const base = {
    document_id: doc.id,
    talent_id: doc.talent_id,
    page_count: null,
    chars: 0,
    search: "lexical" as const,
  };
  if (!doc.file) return fail(p, as, base, MESSAGES.noFile, t0);
  const bytes = await download(p, as, doc.bucket, doc.file);
  if (!bytes) return fail(p, as, base, MESSAGES.missingFile, t0);

  const extraction = await extractResume(bytes, doc.mime_type);
  if (!extraction.ok) return fail(p, as, { ...base, page_count: extraction.pageCount }, extraction.reason, t0);
  await rpc(p, as, "record_resume_text", {
    p_document_id: doc.id,
    p_text: extraction.text,
    p_page_count: extraction.pageCount,
  });
  const indexed: Indexed = {
    ...base,
    status: "done",
    reason: null,
    page_count: extraction.pageCount,
    chars: extraction.text.length,
    ms: 0,
  };
  const provider = embeddingProvider();
  if (provider) {
    // the caller may write this talent's text (record_resume_text checked it): the vector follows
    // it. A failed embedding leaves the text searchable lexically (embedding_status « Non lancé »).
    try {
      const [embedding] = await provider.embed([extraction.text]);
      if (embedding) {
        await upsertEmbedding(p, { talent_id: doc.talent_id, embedding, model: provider.name });
        indexed.search = "semantic";
      }
    } catch (error) {
      console.error("resume-index: embedding", error);
    }
  }
  return { ...indexed, ms: Math.round(performance.now() - t0) };
};

/**
 * The talents waiting in « En attente » that the caller reads (all of them for the service role),
 * oldest change first: each one's most recent CV, through request_resume_index.
 */
export const indexPending = async (p: Project, as: Caller, limit: number) => {
  const waiting = await select<{ id: string }>(
    p,
    as,
    "talent",
    `resume_parsing_status=eq.pending&select=id&order=updated_at.asc&limit=${limit}`,
  );
  const queued = waiting.length
    ? await rpc<{ talent_id: string; document_id: string }[]>(p, as, "request_resume_index", {
        p_talent_ids: waiting.map((t) => t.id),
      })
    : [];
  const results: Indexed[] = [];
  const errors: { document_id: string; message: string }[] = [];
  for (const { document_id } of queued) {
    try {
      results.push(await indexDocument(p, as, document_id));
    } catch (error) {
      errors.push({ document_id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return {
    processed: results.length,
    done: results.filter((r) => r.status === "done").length,
    failed: results.filter((r) => r.status === "failed").length,
    errors,
    remaining: await count(p, as, "talent", "resume_parsing_status=eq.pending&select=id"),
    results,
  };
};
