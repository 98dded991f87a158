// The resume pipeline through the real server (issue #34 item 1): a consultant creates a talent
// through the API, uploads a 2-page text PDF as its CV through the storage API and adds the
// document row: the talent waits « En attente »; the resume-index function reads it as the
// consultant: status « Terminé », the text stored beside the talent, in at most 2 s. A scanned
// CV (a page holding only an image) replaces it: « Échec » with its reason, and the old text goes.
// The partner workspace's consultant can neither have that document read nor record a text for
// it. The service role's batch reads the talents waiting. A CV uploaded on the talent's « CV » tab
// (table resume, bucket `resumes`) is read the same way, its text kept in resume.content too; an
// anonymised copy is never the talent's CV, and a newer CV of either tab replaces the other's.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { account } from "../../../supabase/tests/support/db.ts";
import { rest, serviceRest, signIn } from "../../../supabase/tests/support/http.ts";
import { scannedPdf, textPdf } from "../../support/cv-pdfs.ts";
import { raw, serviceRoleKey } from "../helpers.ts";

type Indexed = {
  status: string;
  reason: string | null;
  page_count: number | null;
  chars: number;
  ms: number;
  search: string;
};

const invoke = (token: string, body: Record<string, unknown>, apikey?: string) =>
  raw("/functions/v1/resume-index", {
    method: "POST",
    token,
    headers: { "content-type": "application/json", ...(apikey && { apikey }) },
    body: JSON.stringify(body),
  });

let consultant: string;
const tag = randomUUID().slice(0, 6);

const createTalent = async (token: string, lastName: string): Promise<{ id: string; workspace_id: string }> => {
  const saved = await rest(token, "POST", "rpc/save_talent", "", {
    body: { p_values: { first_name: "Anatole", last_name: lastName, email: `${lastName.toLowerCase()}@exemple.test` } },
  });
  expect(saved.error).toBeNull();
  const id = saved.rows[0]!.id as string;
  const row = await rest(token, "GET", "talent", `id=eq.${id}&select=id,workspace_id`);
  return row.rows[0] as { id: string; workspace_id: string };
};

/** Uploads the file as the user (storage API) and adds its `cv` document row: returns its id. */
const uploadCv = async (token: string, talent: { id: string; workspace_id: string }, bytes: Uint8Array) => {
  const id = randomUUID();
  const path = `${talent.workspace_id}/talents/${talent.id}/${id}-cv.pdf`;
  const up = await raw(`/storage/v1/object/documents/${path}`, {
    method: "POST",
    token,
    headers: { "content-type": "application/pdf" },
    body: new Uint8Array(bytes),
  });
  expect(up.status).toBe(200);
  const doc = await rest(token, "POST", "document", "", {
    body: { id, type: "cv", talent_id: talent.id, file: path, file_name: "cv.pdf", mime_type: "application/pdf" },
    prefer: "return=minimal",
  });
  expect(doc.error).toBeNull();
  return id;
};

/** Uploads the file as the user into the `resumes` bucket and adds its `resume` row (« CV » tab). */
const uploadResume = async (
  token: string,
  talent: { id: string; workspace_id: string },
  bytes: Uint8Array,
  isAnonymized = false,
) => {
  const id = randomUUID();
  const path = `${talent.workspace_id}/talents/${talent.id}/${id}-cv.pdf`;
  const up = await raw(`/storage/v1/object/resumes/${path}`, {
    method: "POST",
    token,
    headers: { "content-type": "application/pdf" },
    body: new Uint8Array(bytes),
  });
  expect(up.status).toBe(200);
  const row = await rest(token, "POST", "resume", "", {
    body: {
      id,
      talent_id: talent.id,
      file: path,
      file_name: "cv.pdf",
      mime_type: "application/pdf",
      is_anonymized: isAnonymized,
    },
    prefer: "return=minimal",
  });
  expect(row.error).toBeNull();
  return id;
};

const talentState = async (token: string, id: string) =>
  (await rest(token, "GET", "talent", `id=eq.${id}&select=resume_parsing_status,resume_parsing_error,embedding_status`))
    .rows[0];

let talent: { id: string; workspace_id: string };
let cvId: string;

beforeAll(async () => {
  consultant = await signIn(account("consultant"));
  talent = await createTalent(consultant, `Lecture${tag}`);
});

describe("resume-index", () => {
  it("reads and indexes a 2-page text CV uploaded by a consultant", async () => {
    cvId = await uploadCv(consultant, talent, await textPdf());
    expect(await talentState(consultant, talent.id)).toMatchObject({ resume_parsing_status: "pending" });

    const res = await invoke(consultant, { document_id: cvId });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Indexed;
    console.log(`resume-index: 2-page CV read and indexed in ${body.ms} ms (${body.chars} characters)`);
    expect(body).toMatchObject({ status: "done", reason: null, page_count: 2, search: "lexical" });
    expect(body.chars).toBeGreaterThan(150);

    expect(await talentState(consultant, talent.id)).toEqual({
      resume_parsing_status: "done",
      resume_parsing_error: null,
      embedding_status: "not_started",
    });
    const text = await rest(consultant, "GET", "talent_resume_text", `talent_id=eq.${talent.id}&select=*`);
    expect(text.rows).toHaveLength(1);
    expect(text.rows[0]).toMatchObject({ document_id: cvId, page_count: 2, workspace_id: talent.workspace_id });
    const content = text.rows[0]!.content as string;
    expect(content).toContain("Coffreur bancheur");
    expect(content).toContain("CNPE de Flamanville pour EDF");
    expect(content).toContain("gros œuvre");
    expect(content.length).toBe(body.chars);
  });

  it("keeps the partner workspace out: its consultant can neither have the CV read nor record a text", async () => {
    const partner = await signIn(account("partenaire"));
    const res = await invoke(partner, { document_id: cvId });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Document introuvable/);

    const direct = await rest(partner, "POST", "rpc/record_resume_text", "", {
      body: { p_document_id: cvId, p_text: "Texte injecté", p_page_count: 1 },
    });
    expect(direct.error?.message).toMatch(/^Document introuvable, ou vos droits ne permettent pas/);
    const retry = await rest(partner, "POST", "rpc/request_resume_index", "", { body: { p_talent_ids: [talent.id] } });
    expect(retry.error?.message).toMatch(/^Vos droits ne permettent pas de relancer/);
    const text = await rest(consultant, "GET", "talent_resume_text", `talent_id=eq.${talent.id}&select=content`);
    expect(text.rows[0]!.content).toContain("Coffreur bancheur");
    expect(
      (await rest(partner, "GET", "talent_resume_text", `talent_id=eq.${talent.id}&select=talent_id`)).rows,
    ).toEqual([]);
  });

  it("marks a scanned CV « Échec » with its reason, and drops the text of the one it replaces", async () => {
    const scanId = await uploadCv(consultant, talent, await scannedPdf());
    expect(await talentState(consultant, talent.id)).toMatchObject({ resume_parsing_status: "pending" });

    const res = await invoke(consultant, { document_id: scanId });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Indexed;
    expect(body).toMatchObject({
      status: "failed",
      reason: "PDF sans texte (image scannée) : ajoutez un CV au format texte",
      page_count: 1,
      chars: 0,
    });
    expect(await talentState(consultant, talent.id)).toMatchObject({
      resume_parsing_status: "failed",
      resume_parsing_error: "PDF sans texte (image scannée) : ajoutez un CV au format texte",
    });
    expect(
      (await rest(consultant, "GET", "talent_resume_text", `talent_id=eq.${talent.id}&select=talent_id`)).rows,
    ).toEqual([]);

    // the older CV is no longer the talent's: its late result is refused
    const late = await invoke(consultant, { document_id: cvId });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toMatch(/^Un CV plus récent a été déposé/);
  });

  it("reads the talents waiting when the service role runs the batch", async () => {
    const waiting = await createTalent(consultant, `Attente${tag}`);
    const docId = await uploadCv(consultant, waiting, await textPdf());
    let state = await talentState(consultant, waiting.id);
    expect(state).toMatchObject({ resume_parsing_status: "pending" });

    const refused = await invoke(consultant, { pending: true, limit: 5 }, undefined);
    expect(refused.status).toBe(200); // a user's batch: the talents they read, as them

    for (let round = 0; round < 20 && state?.resume_parsing_status === "pending"; round++) {
      const res = await invoke(serviceRoleKey(), { pending: true, limit: 100 }, serviceRoleKey());
      expect(res.status).toBe(200);
      const body = (await res.json()) as { processed: number; errors: unknown[]; remaining: number };
      expect(body.errors).toEqual([]);
      state = await talentState(consultant, waiting.id);
    }
    expect(state).toMatchObject({ resume_parsing_status: "done" });
    const text = await serviceRest("GET", "talent_resume_text", `talent_id=eq.${waiting.id}&select=document_id`);
    expect(text.rows).toEqual([{ document_id: docId }]);
  });

  it("reads a CV uploaded on the « CV » tab, never an anonymised copy, the newest of both tabs", async () => {
    const owner = await createTalent(consultant, `Onglet${tag}`);
    const resumeId = await uploadResume(consultant, owner, await textPdf());
    expect(await talentState(consultant, owner.id)).toMatchObject({ resume_parsing_status: "pending" });
    const queued = await rest(consultant, "POST", "rpc/request_resume_index", "", {
      body: { p_talent_ids: [owner.id] },
    });
    expect(queued.rows).toEqual([{ talent_id: owner.id, document_id: resumeId }]);

    const res = await invoke(consultant, { resume_id: resumeId });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Indexed;
    expect(body).toMatchObject({ status: "done", page_count: 2 });
    expect(await talentState(consultant, owner.id)).toMatchObject({ resume_parsing_status: "done" });
    const text = await rest(consultant, "GET", "talent_resume_text", `talent_id=eq.${owner.id}&select=*`);
    expect(text.rows[0]).toMatchObject({ document_id: null, resume_id: resumeId, page_count: 2 });
    expect(text.rows[0]!.content).toContain("Coffreur bancheur");
    const row = await rest(consultant, "GET", "resume", `id=eq.${resumeId}&select=content`);
    expect(row.rows[0]!.content).toBe(text.rows[0]!.content);

    // an anonymised copy added later is not the talent's CV: nothing waits, it is refused
    const anonymisedId = await uploadResume(consultant, owner, await scannedPdf(), true);
    expect(await talentState(consultant, owner.id)).toMatchObject({ resume_parsing_status: "done" });
    const anonymised = await invoke(consultant, { document_id: anonymisedId });
    expect(anonymised.status).toBe(422);
    expect(((await anonymised.json()) as { message: string }).message).toMatch(/^Ce CV est anonymisé/);
    const direct = await rest(consultant, "POST", "rpc/record_resume_text", "", {
      body: { p_document_id: anonymisedId, p_text: "Copie anonymisée", p_page_count: 1 },
    });
    expect(direct.error?.message).toMatch(/^Ce CV est anonymisé/);

    // a CV document uploaded next is the newest: the « CV » tab's file is no longer read
    const docId = await uploadCv(consultant, owner, await scannedPdf());
    const late = await invoke(consultant, { document_id: resumeId });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toMatch(/^Un CV plus récent a été déposé/);
    expect((await (await invoke(consultant, { document_id: docId })).json()) as Indexed).toMatchObject({
      status: "failed",
    });

    // the partner workspace's consultant does not see the « CV » tab's file
    const partner = await signIn(account("partenaire"));
    expect((await invoke(partner, { document_id: resumeId })).status).toBe(404);
  });
});
