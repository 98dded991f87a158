// The resume pipeline's rules in the database (docs/rules/talents-documents.md#resume-pipeline):
// a CV document with a file puts its talent « En attente », another document type does not; the
// text recorded is the newest CV's, its removal goes with the CV; record_resume_text and
// record_resume_failure check the caller and the document; request_resume_index returns the newest
// CV (or moves a talent without CV back to « Non lancé ») and, with null, the caller's failures;
// resume_index_progress counts every status. Every case runs in a rolled-back transaction.
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

const newTalent = async (q: Query, lastName = "Lecteur") =>
  (
    await one<{ id: string }>(
      q,
      "insert into public.talent (first_name, last_name, workspace_id) values ('Ninon', $1, $2) returning id",
      [lastName, RENFORT],
    )
  ).id;

const newDocument = async (q: Query, talentId: string, type = "cv", createdAt = "now()") =>
  (
    await one<{ id: string }>(
      q,
      `insert into public.document (type, talent_id, workspace_id, file, mime_type, created_at)
       values ($1::public.document_type, $2::uuid, $3::uuid, $3::text || '/talents/' || $2::text || '/' || gen_random_uuid() || '.pdf',
               'application/pdf', ${createdAt}) returning id`,
      [type, talentId, RENFORT],
    )
  ).id;

const state = (q: Query, talentId: string) =>
  one<{ resume_parsing_status: string; resume_parsing_error: string | null }>(
    q,
    "select resume_parsing_status, resume_parsing_error from public.talent where id = $1",
    [talentId],
  );

const record = (q: Query, documentId: string, text = "Coffreur bancheur, CNPE de Civaux") =>
  q("select public.record_resume_text($1, $2, 1)", [documentId, text]);

describe("a CV document and its talent's status", () => {
  it("puts the talent « En attente » for a CV with a file, not for another document — R:DOC-CV-STATUS", () =>
    db.as("consultant", async (q) => {
      const talent = await newTalent(q);
      await newDocument(q, talent, "id_card");
      expect((await state(q, talent)).resume_parsing_status).toBe("not_started");
      await newDocument(q, talent);
      expect((await state(q, talent)).resume_parsing_status).toBe("pending");
    }));

  it("records the newest CV's text, refuses an older CV's, and drops the text with its CV — R:DOC-CV-TEXT-DROPPED", () =>
    db.system(async (q) => {
      // the system keeps the dates it is given (a user's rows are dated now())
      const talent = await newTalent(q);
      const older = await newDocument(q, talent, "cv", "now() - interval '1 day'");
      const newest = await newDocument(q, talent);
      await as(q, "consultant");
      expect(await failureMessage(q, () => record(q, older))).toMatch(/^Un CV plus récent a été déposé/);
      await record(q, newest);
      expect(await state(q, talent)).toEqual({ resume_parsing_status: "done", resume_parsing_error: null });
      const text = await one<{ content: string; document_id: string }>(
        q,
        "select content, document_id from public.talent_resume_text where talent_id = $1",
        [talent],
      );
      expect(text).toEqual({ content: "Coffreur bancheur, CNPE de Civaux", document_id: newest });

      await q("delete from public.document where id = $1", [newest]);
      const left = await q("select 1 from public.talent_resume_text where talent_id = $1", [talent]);
      expect(left.rows).toHaveLength(0);
      expect((await state(q, talent)).resume_parsing_status).toBe("pending"); // the older CV waits
      await q("delete from public.document where id = $1", [older]);
      expect((await state(q, talent)).resume_parsing_status).toBe("not_started");
    }));

  it("checks the text, the reason and the document — R:DOC-CV-STATUS, R:DOC-CV-CAP", () =>
    db.as("consultant", async (q) => {
      const talent = await newTalent(q);
      const cv = await newDocument(q, talent);
      const idCard = await newDocument(q, talent, "id_card");
      expect(await failureMessage(q, () => record(q, cv, "  "))).toMatch(/^Le texte du CV est vide/);
      expect(await failureMessage(q, () => record(q, cv, "a".repeat(100_001)))).toBe(
        "Le texte du CV dépasse 100 000 caractères",
      );
      expect(await failureMessage(q, () => record(q, idCard))).toMatch(/^Ce document n'est pas le CV d'un talent/);
      expect(await failureMessage(q, () => q("select public.record_resume_failure($1, '')", [cv]))).toMatch(
        /^La raison de l'échec de la lecture du CV est obligatoire/,
      );
      await q("select public.record_resume_failure($1, 'PDF sans texte (image scannée)')", [cv]);
      expect(await state(q, talent)).toEqual({
        resume_parsing_status: "failed",
        resume_parsing_error: "PDF sans texte (image scannée)",
      });
    }));

  it("lets accounting, who adds documents, have a CV read; refuses the partner workspace — R:DOC-CV-WHO", async () => {
    await db.setupThenAs(
      "comptable",
      async (q) => {
        const talent = await newTalent(q);
        return { talent, cv: await newDocument(q, talent) };
      },
      async (q, { talent, cv }) => {
        await record(q, cv);
        expect((await state(q, talent)).resume_parsing_status).toBe("done");
      },
    );
    await db.setupThenAs(
      "partenaire",
      async (q) => {
        const talent = await newTalent(q);
        return { talent, cv: await newDocument(q, talent) };
      },
      async (q, { talent, cv }) => {
        expect(await failureMessage(q, () => record(q, cv))).toMatch(/^Document introuvable/);
        expect(await failureMessage(q, () => q("select public.record_resume_failure($1, 'Scan')", [cv]))).toMatch(
          /^Document introuvable/,
        );
        expect(
          await failureMessage(q, () => q("select * from public.request_resume_index($1::uuid[])", [[talent]])),
        ).toMatch(/^Vos droits ne permettent pas de relancer/);
      },
    );
  });
});

describe("request_resume_index and resume_index_progress", () => {
  it("returns the newest CV, moves a talent without CV back to « Non lancé », and retries the failures — R:DOC-CV-NEWEST, R:DOC-CV-STATUS", () =>
    db.system(async (q) => {
      const withCv = await newTalent(q, "AvecCv");
      await newDocument(q, withCv, "cv", "now() - interval '2 days'");
      const newest = await newDocument(q, withCv);
      await as(q, "csm");
      await q("select public.record_resume_failure($1, 'PDF illisible')", [newest]);
      const withoutCv = await newTalent(q, "SansCv");
      await q("update public.talent set resume_parsing_status = 'pending' where id = $1", [withoutCv]);

      const picked = await q<{ talent_id: string; document_id: string }>(
        "select * from public.request_resume_index($1::uuid[])",
        [[withCv, withoutCv]],
      );
      expect(picked.rows).toEqual([{ talent_id: withCv, document_id: newest }]);
      expect(await state(q, withCv)).toEqual({ resume_parsing_status: "pending", resume_parsing_error: null });
      expect((await state(q, withoutCv)).resume_parsing_status).toBe("not_started");

      await q("select public.record_resume_failure($1, 'PDF illisible')", [newest]);
      const retried = await q<{ talent_id: string }>("select talent_id from public.request_resume_index(null)", []);
      expect(retried.rows.map((r) => r.talent_id)).toContain(withCv);
      expect(
        (await q("select 1 from public.talent where resume_parsing_status = 'failed' and workspace_id = $1", [RENFORT]))
          .rows,
      ).toHaveLength(0);
    }));

  it("counts the talents the caller reads at every status, zero included", () =>
    db.as("consultant", async (q) => {
      const before = await q<{ resume_parsing_status: string; talent_count: string }>(
        "select * from public.resume_index_progress()",
        [],
      );
      expect(before.rows.map((r) => r.resume_parsing_status)).toEqual([
        "not_started",
        "pending",
        "processing",
        "done",
        "failed",
      ]);
      const pendingBefore = Number(before.rows.find((r) => r.resume_parsing_status === "pending")!.talent_count);
      const talent = await newTalent(q);
      await newDocument(q, talent);
      const after = await one<{ talent_count: string }>(
        q,
        "select talent_count from public.resume_index_progress() where resume_parsing_status = 'pending'",
      );
      expect(Number(after.talent_count)).toBe(pendingBefore + 1);
    }));
});
