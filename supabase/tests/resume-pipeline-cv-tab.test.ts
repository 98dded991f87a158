// The resume pipeline reads the talent's « CV » tab too (docs/rules/talents-documents.md#resume-pipeline):
// an original file of public.resume puts its talent « En attente », an anonymised copy does not and
// is never read; the talent's CV is the newest of both tabs; the text recorded for a « CV » tab
// file is kept in talent_resume_text.resume_id and in resume.content, and goes with the file (or
// when it is marked anonymised). A row the system inserts (the seed) keeps its talent's status.
// Every case runs in a rolled-back transaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const newTalent = async (q: Query) =>
  (
    await one<{ id: string }>(
      q,
      "insert into public.talent (first_name, last_name, workspace_id) values ('Ninon', 'Onglet', $1) returning id",
      [RENFORT],
    )
  ).id;

const path = "$3::text || '/talents/' || $2::text || '/' || gen_random_uuid() || '.pdf'";

const newResume = async (q: Query, talentId: string, anonymised = false, createdAt = "now()") =>
  (
    await one<{ id: string }>(
      q,
      `insert into public.resume (is_anonymized, talent_id, workspace_id, file, mime_type, created_at)
       values ($1, $2::uuid, $3::uuid, ${path}, 'application/pdf', ${createdAt}) returning id`,
      [anonymised, talentId, RENFORT],
    )
  ).id;

const newCvDocument = async (q: Query, talentId: string, createdAt = "now()") =>
  (
    await one<{ id: string }>(
      q,
      `insert into public.document (type, talent_id, workspace_id, file, mime_type, created_at)
       values ($1::public.document_type, $2::uuid, $3::uuid, ${path}, 'application/pdf', ${createdAt}) returning id`,
      ["cv", talentId, RENFORT],
    )
  ).id;

const status = async (q: Query, talentId: string) =>
  (await one<{ s: string }>(q, "select resume_parsing_status as s from public.talent where id = $1", [talentId])).s;

const record = (q: Query, id: string, text = "Coffreur bancheur, CNPE de Civaux") =>
  q("select public.record_resume_text($1, $2, 1)", [id, text]);

describe("the « CV » tab's files in the resume pipeline", () => {
  it("puts the talent « En attente » for an original file, never reads an anonymised copy — R:DOC-CV-NEWEST, R:DOC-CV-STATUS", () =>
    db.as("consultant", async (q) => {
      const talent = await newTalent(q);
      const copy = await newResume(q, talent, true);
      expect(await status(q, talent)).toBe("not_started");
      expect(await failureMessage(q, () => record(q, copy))).toMatch(/^Ce CV est anonymisé/);
      await newResume(q, talent);
      expect(await status(q, talent)).toBe("pending");
    }));

  it("leaves the status of a talent whose file the system inserts (the demo seed brings its own)", () =>
    db.system(async (q) => {
      const talent = await newTalent(q);
      await q("update public.talent set resume_parsing_status = 'done' where id = $1", [talent]);
      await newResume(q, talent);
      expect(await status(q, talent)).toBe("done");
    }));

  it("reads the newest CV of both tabs and keeps its text in resume.content — R:DOC-CV-NEWEST", () =>
    db.system(async (q) => {
      const talent = await newTalent(q);
      const doc = await newCvDocument(q, talent, "now() - interval '1 day'");
      const resume = await newResume(q, talent);
      await as(q, "consultant");
      const picked = await q("select * from public.request_resume_index($1::uuid[])", [[talent]]);
      expect(picked.rows).toEqual([{ talent_id: talent, document_id: resume }]);
      expect(await failureMessage(q, () => record(q, doc))).toMatch(/^Un CV plus récent a été déposé/);
      await record(q, resume);
      expect(await status(q, talent)).toBe("done");
      expect(
        await one(q, "select document_id, resume_id, content from public.talent_resume_text where talent_id = $1", [
          talent,
        ]),
      ).toEqual({ document_id: null, resume_id: resume, content: "Coffreur bancheur, CNPE de Civaux" });
      expect(await one(q, "select content from public.resume where id = $1", [resume])).toEqual({
        content: "Coffreur bancheur, CNPE de Civaux",
      });
      const state = await one(q, "select document_id, chars from public.talent_resume_index_state($1)", [talent]);
      expect(state).toEqual({ document_id: resume, chars: 33 });

      // the file goes: its text goes, and the older CV document waits
      await q("delete from public.resume where id = $1", [resume]);
      expect((await q("select 1 from public.talent_resume_text where talent_id = $1", [talent])).rows).toEqual([]);
      expect(await status(q, talent)).toBe("pending");
      await record(q, doc);
      expect(await status(q, talent)).toBe("done");
    }));

  it("drops the text when its file is marked anonymised, and keeps a document's text when a copy changes — R:DOC-CV-TEXT-DROPPED", () =>
    db.as("consultant", async (q) => {
      const talent = await newTalent(q);
      const resume = await newResume(q, talent);
      await record(q, resume);
      await q("update public.resume set is_anonymized = true where id = $1", [resume]);
      expect((await q("select 1 from public.talent_resume_text where talent_id = $1", [talent])).rows).toEqual([]);
      expect(await status(q, talent)).toBe("not_started");

      const doc = await newCvDocument(q, talent);
      await record(q, doc);
      await q("delete from public.resume where id = $1", [resume]);
      expect(await status(q, talent)).toBe("done");
      expect(await one(q, "select document_id from public.talent_resume_text where talent_id = $1", [talent])).toEqual({
        document_id: doc,
      });
    }));
});
