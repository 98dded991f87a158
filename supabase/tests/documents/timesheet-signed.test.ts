// A signed relevé's PDF through the document queue (supabase/schemas/22_document_queue.sql,
// docs/rules/documents.md): the client's signature (public.sign_timesheet, the public page)
// records the job in its own transaction; the PDF is recorded on the week once per signature —
// the current signature's path only, never another file for it; a week signed again gets its
// job back in the queue; a failed one is in the action centre with the week's link, and those
// with the kind's retry right put it back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const SHA = "c".repeat(64);

type Job = { id: string; kind: string; status: string; attempts: number; file: string | null };
const jobOf = (q: Query, weekId: string) =>
  q<Job>(
    "select id, kind, status::text, attempts, file from public.document_job where record_id = $1 and kind = 'timesheet_week_signed'",
    [weekId],
  ).then((r) => r.rows[0] ?? null);

/** A draft week of Renfort with days and an active signer, sent by a CSM and signed by the client. */
async function signedWeek(q: Query): Promise<{ id: string; path: string }> {
  const week = await one<{ id: string }>(
    q,
    `select w.id from public.timesheet_week w join public.contract c on c.id = w.contract_id
     join public.contact s on s.id = c.timesheet_signer_contact_id
     where w.workspace_id = $1 and w.status = 'draft' and s.status = 'active'
       and exists (select 1 from public.timesheet_day d where d.timesheet_week_id = w.id)
     order by w.week_start limit 1`,
    [RENFORT],
  );
  await as(q, "csm");
  const { token } = await one<{ token: string }>(q, "select token from public.create_timesheet_signature_link($1)", [
    week.id,
  ]);
  expect(await jobOf(q, week.id)).toBeNull();
  await q("reset role", []);
  await q("select set_config('role', 'anon', true), set_config('request.jwt.claims', '{\"role\":\"anon\"}', true)");
  await q("select public.sign_timesheet($1, 'Marc Durand', 'marc@client.fr', $2)", [token, SIGNATURE]);
  await asSystem(q);
  return { id: week.id, path: await pathOf(q, week.id) };
}

/** The current signature's path, as the worker writes it: <workspace>/<week>/<signed_at in ms>.pdf. */
const pathOf = async (q: Query, weekId: string) =>
  (
    await one<{ path: string }>(
      q,
      `select format('%s/%s/%s.pdf', workspace_id, id, floor(extract(epoch from signed_at) * 1000)::bigint) as path
       from public.timesheet_week where id = $1`,
      [weekId],
    )
  ).path;

describe("a signed relevé's PDF in the document queue", () => {
  it("is queued by the signature's own transaction, and recorded once per signature — R:TS-SIGNED-PDF, R:FILE-JOB-TIMESHEET, R:FILE-TIMESHEET-PDF", async () => {
    await db.system(async (q) => {
      const week = await signedWeek(q);
      const job = (await jobOf(q, week.id))!;
      expect(job).toMatchObject({ status: "pending", attempts: 0, file: null });
      // the week's readers see it
      await as(q, "csm");
      expect((await q("select id from public.document_job where id = $1", [job.id])).rows).toHaveLength(1);
      await asSystem(q);
      const complete = (file: string, sha: string) =>
        q("select public.complete_document_job($1, $2, $3)", [job.id, file, sha]);
      expect(await failureMessage(q, () => complete(`${RENFORT}/${week.id}/1.pdf`, SHA))).toBe(
        "Ce PDF n'est pas celui de la signature du relevé",
      );
      await complete(week.path, SHA);
      expect(await one(q, "select pdf_file, pdf_sha256 from public.timesheet_week where id = $1", [week.id])).toEqual({
        pdf_file: week.path,
        pdf_sha256: SHA,
      });
      expect(await jobOf(q, week.id)).toMatchObject({ status: "done", file: week.path });
      // the same file again is a no-op; another one never replaces it
      await complete(week.path, SHA);
      expect(await failureMessage(q, () => complete(week.path, "d".repeat(64)))).toBe(
        "Le PDF signé de ce relevé existe déjà : il n'est jamais remplacé",
      );

      // signed again (a new signature: unlocked and re-signed), its job starts over for the new file
      await q("update public.timesheet_week set signed_at = signed_at + interval '1 day' where id = $1", [week.id]);
      expect(await jobOf(q, week.id)).toMatchObject({ id: job.id, status: "pending", attempts: 0, file: null });
      const second = await pathOf(q, week.id);
      expect(second).not.toBe(week.path);
      await complete(second, "e".repeat(64));
      expect(await one(q, "select pdf_file from public.timesheet_week where id = $1", [week.id])).toEqual({
        pdf_file: second,
      });
    });
  });

  it("shows a failed one in the action centre with its week; the kind's retry right puts it back — R:FILE-RETRY, R:FILE-ACTION-CENTRE", async () => {
    await db.system(async (q) => {
      const week = await signedWeek(q);
      const { id } = (await jobOf(q, week.id))!;
      await q("update public.document_job set status = 'running', attempts = 1 where id = $1", [id]);
      await q("select public.fail_document_job($1, 'Stockage : HTTP 503', true)", [id]);
      await as(q, "comptable");
      const items = await q<{ label: string; link: string }>(
        "select label, link from public.action_centre() where rule = 'documents_failed' and subject_id = $1",
        [week.id],
      );
      expect(items.rows).toEqual([
        {
          label: expect.stringMatching(
            /^Relevé .+, semaine \d+ de \d{4} · .+ · PDF signé non produit : Stockage : HTTP 503$/,
          ),
          link: `/timesheets?open=${week.id}`,
        },
      ]);
      await as(q, "consultant");
      expect(await failureMessage(q, () => q("select public.retry_document_job($1)", [id]))).toBe(
        "Vos rôles ne permettent pas de relancer ce document",
      );
      await as(q, "csm");
      await q("select public.retry_document_job($1)", [id]);
      await asSystem(q);
      expect(await jobOf(q, week.id)).toMatchObject({ status: "pending", attempts: 0 });
    });
  });

  it("records no job for a contested week", async () => {
    await db.system(async (q) => {
      const week = await one<{ id: string }>(
        q,
        "select id from public.timesheet_week where workspace_id = $1 and status = 'disputed' limit 1",
        [RENFORT],
      );
      expect(await jobOf(q, week.id)).toBeNull();
    });
  });
});
