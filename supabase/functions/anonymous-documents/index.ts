// /functions/v1/anonymous-documents — a talent's anonymous bio or resume (issue #33 item 2,
// docs/rules/talents-documents.md#anonymous-documents), with the caller's token:
//   POST { talent_id, kind, preview: true }   → { reference, profile, bio_text }: what the document
//                                                 would hold and the proposed paragraph, nothing stored;
//   POST { talent_id, kind, bio_text? }        → { id, storage_path, url }: the one-page PDF frozen in
//                                                 the `anonymous-documents` bucket at
//                                                 <workspace_id>/<talent_id>/<kind>-<id>.pdf, its row in
//                                                 public.talent_anonymous_document, a signed link (1 h).
// Everything is read and written as the caller: RLS and the storage policies decide who may.
import { proposeBio, BIO_MAX_LENGTH } from "../_shared/anonymous-pdf/bio.ts";
import { identityLeaks } from "../_shared/anonymous-pdf/leaks.ts";
import { anonymousProfile } from "../_shared/anonymous-pdf/profile.ts";
import { renderAnonymousPdf } from "../_shared/anonymous-pdf/render.ts";
import type { AnonymousDocumentKind } from "../_shared/anonymous-pdf/types.ts";
import { ApiError, insert, project, remove, signedUrl, upload, type Caller, type Project } from "./calls.ts";
import { readAgency, readConsultant, readSource, readTalent } from "./source.ts";

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-retry-count",
};
const json = (status: number, body: unknown) => Response.json(body, { status, headers: corsHeaders });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KINDS: readonly AnonymousDocumentKind[] = ["bio", "resume"];
const LINK_SECONDS = 3600;

const MESSAGES = {
  invalid: "Requête invalide : talent_id et kind (bio ou resume) sont attendus",
  anonymized: "Ce talent est anonymisé : aucun document anonyme ne peut plus être produit",
  bioLength: `Le paragraphe de présentation est obligatoire et compte au plus ${BIO_MAX_LENGTH} caractères`,
  leak: "Le paragraphe nomme le talent ou donne ses coordonnées : retirez-les avant de générer le document",
  forbidden: "Vos droits ne permettent pas de générer un document anonyme",
  failed: "Le document anonyme n'a pas pu être produit",
};

const today = (now: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(now); // YYYY-MM-DD in Paris

type Body = { talent_id: string; kind: AnonymousDocumentKind; bio_text?: string; preview: boolean };

const parse = (raw: unknown): Body | null => {
  const b = raw as Record<string, unknown> | null;
  if (!b || typeof b.talent_id !== "string" || !UUID.test(b.talent_id)) return null;
  if (!KINDS.includes(b.kind as AnonymousDocumentKind)) return null;
  if (b.bio_text !== undefined && b.bio_text !== null && typeof b.bio_text !== "string") return null;
  return {
    talent_id: b.talent_id,
    kind: b.kind as AnonymousDocumentKind,
    bio_text: typeof b.bio_text === "string" ? b.bio_text : undefined,
    preview: b.preview === true,
  };
};

const produce = async (p: Project, caller: Caller, body: Body) => {
  const talent = await readTalent(p, caller, body.talent_id);
  if (talent.qualification_status === "anonymized") throw new ApiError(409, { message: MESSAGES.anonymized });
  const now = new Date();
  const profile = await anonymousProfile(await readSource(p, caller, talent), today(now));
  const proposal = proposeBio(profile);
  if (body.preview) return { reference: profile.reference, profile, bio_text: proposal };

  const bio = (body.bio_text ?? proposal).trim();
  if (!bio || bio.length > BIO_MAX_LENGTH) throw new ApiError(422, { message: MESSAGES.bioLength });
  if (identityLeaks(bio, talent).length > 0) throw new ApiError(422, { message: MESSAGES.leak });

  const [agency, consultant] = await Promise.all([
    readAgency(p, caller, talent.workspace_id),
    readConsultant(p, caller),
  ]);
  const pdf = await renderAnonymousPdf({ kind: body.kind, profile, bio, agency, consultant }, now);
  const id = crypto.randomUUID();
  const storagePath = `${talent.workspace_id}/${talent.id}/${body.kind}-${id}.pdf`;
  await upload(p, caller, storagePath, pdf).catch((error: unknown) => {
    // storage answers a refused policy as 400 with `statusCode: "403"` in its body, as Supabase's does
    if (error instanceof ApiError && [401, 403].includes(Number(error.body.statusCode ?? error.status)))
      throw new ApiError(403, { message: MESSAGES.forbidden });
    throw error;
  });
  try {
    await insert(p, caller, "talent_anonymous_document", {
      id,
      talent_id: talent.id,
      kind: body.kind,
      bio_text: bio,
      storage_path: storagePath,
    });
  } catch (error) {
    await remove(p, storagePath); // no row, no file: the bucket holds frozen documents only
    throw error;
  }
  return { id, storage_path: storagePath, url: await signedUrl(p, caller, storagePath, LINK_SECONDS) };
};

async function anonymousDocuments(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const authorization = req.headers.get("authorization") ?? "";
  const body = parse(await req.json().catch(() => null));
  if (!body || !authorization) return json(400, { message: MESSAGES.invalid });
  try {
    return json(200, await produce(p, { authorization }, body));
  } catch (error) {
    if (error instanceof ApiError)
      return json(error.status >= 400 && error.status < 500 ? error.status : 502, {
        ...error.body,
        message: error.body.message ?? MESSAGES.failed,
      });
    console.error("anonymous-documents", error);
    return json(500, { message: MESSAGES.failed });
  }
}

export default { fetch: anonymousDocuments };
