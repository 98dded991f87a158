// Notes everywhere (issue #33, docs/rules/general.md#notes): a note on each kind of subject is
// read in its workspace only — the partner agency sees none of Renfort's —, its author corrects
// it and nobody else does; a request is a subject through (request_table, request_id); service
// notes need a title, are published by CSM, accounting or a developer, and are shown to their
// audience until read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKSPACES } from "../seed/accounts.ts";
import { account, attempt, failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** One seeded row id of Renfort's `table` (as the owner). */
const renfortRow = async (q: Query, table: string) =>
  (
    await one<{ id: string }>(q, `select id from public.${table} where workspace_id = $1 order by id limit 1`, [
      RENFORT,
    ])
  ).id;

const SUBJECTS = ["talent", "company", "contact", "mission", "application", "contract"] as const;

async function subjects(q: Query) {
  await asSystem(q);
  const ids: Record<string, string> = {};
  for (const s of SUBJECTS) ids[s] = await renfortRow(q, s);
  ids.ppe_request = await renfortRow(q, "ppe_request");
  return ids;
}

const addNote = async (q: Query, column: string, id: string, content: string) =>
  (
    await one<{ id: string }>(q, `insert into public.note (${column}, content) values ($1, $2) returning id`, [
      id,
      content,
    ])
  ).id;

const visible = async (q: Query, ids: string[]) =>
  (await q<{ id: string }>("select id from public.note where id = any ($1::uuid[])", [ids])).rows.length;

describe("notes on every subject", () => {
  it("are read in their workspace only, corrected and deleted by their author only — R:GEN-NOTE-WORKSPACE, R:GEN-NOTE-AUTHOR, R:GEN-NOTE-SUBJECTS", async () => {
    await db.system(async (q) => {
      const ids = await subjects(q);
      await as(q, "consultant");
      const notes: string[] = [];
      for (const s of SUBJECTS) notes.push(await addNote(q, `${s}_id`, ids[s], `Note sur ${s}`));
      const onRequest = (
        await one<{ id: string }>(
          q,
          "insert into public.note (request_table, request_id, content, note_type) values ('ppe_request', $1, 'Casque commandé', 'call_summary') returning id",
          [ids.ppe_request],
        )
      ).id;
      notes.push(onRequest);
      expect(await visible(q, notes)).toBe(notes.length);

      // the author corrects their note
      expect(
        (await q("update public.note set content = 'Corrigée', title = 'Appel' where id = $1", [notes[1]])).rowCount,
      ).toBe(1);

      // the partner agency sees none of them, and cannot write on Renfort's records
      await as(q, "partenaire");
      expect(await visible(q, notes)).toBe(0);
      const foreign = await attempt(q, () =>
        q("insert into public.note (workspace_id, company_id, content) values ($1, $2, 'x')", [RENFORT, ids.company]),
      );
      expect(foreign.ok).toBe(false);

      // a colleague reads them, but neither corrects nor deletes another's note
      await as(q, "csm");
      expect(await visible(q, notes)).toBe(notes.length);
      expect((await q("update public.note set content = 'Réécrite' where id = $1", [notes[0]])).rowCount).toBe(0);
      expect((await q("delete from public.note where id = $1", [notes[0]])).rowCount).toBe(0);

      // the author deletes it
      await as(q, "consultant");
      expect((await q("delete from public.note where id = $1", [notes[0]])).rowCount).toBe(1);
    });
  });

  it("a request subject names an existing request of the workspace, of a known type — R:GEN-NOTE-REQUEST", async () => {
    await db.system(async (q) => {
      const ids = await subjects(q);
      await as(q, "consultant");
      expect(
        await failureMessage(q, () =>
          q("insert into public.note (request_table, request_id, content) values ('ppe_request', $1, 'x')", [
            ids.talent,
          ]),
        ),
      ).toBe("La demande doit appartenir au même workspace");
      const unknown = await attempt(q, () =>
        q("insert into public.note (request_table, request_id, content) values ('talent', $1, 'x')", [ids.talent]),
      );
      expect(unknown.ok ? null : unknown.error.code).toBe("23503");
      expect(
        await failureMessage(q, () =>
          q("insert into public.note (request_table, content) values ('ppe_request', 'x')", []),
        ),
      ).toBe("Une note sur une demande nomme le type et la demande");
    });
  });

  it("a voice note needs its recording; other notes their text — R:REQ-NOTE-VOICE, R:GEN-NOTE-CONTENT", async () => {
    await db.system(async (q) => {
      const ids = await subjects(q);
      await as(q, "consultant");
      expect(
        await failureMessage(q, () =>
          q("insert into public.note (talent_id, note_type) values ($1, 'voice')", [ids.talent]),
        ),
      ).toBe("Une note vocale doit avoir un enregistrement audio");
      expect(
        await failureMessage(q, () =>
          q("insert into public.note (talent_id, content) values ($1, '  ')", [ids.talent]),
        ),
      ).toBe("Une note doit avoir un contenu ou un enregistrement audio");
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.note (talent_id, note_type, audio_file, audio_duration_seconds) values ($1, 'voice', $2, 901)",
            [ids.talent, `${RENFORT}/notes/a.webm`],
          ),
        ),
      ).not.toBeNull();
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.note (talent_id, note_type, audio_file, audio_duration_seconds) values ($1, 'voice', $2, 900)",
            [ids.talent, `${RENFORT}/notes/a.webm`],
          ),
        ),
      ).toBeNull();
    });
  });
});

describe("service notes", () => {
  it("need a title and a publisher — R:GEN-SERVICE-NOTE-TITLE", async () => {
    await db.system(async (q) => {
      await as(q, "csm");
      expect(
        await failureMessage(q, () =>
          q("insert into public.note (note_type, content) values ('service_note', 'Sans titre')", []),
        ),
      ).toBe("Une note de service doit avoir un titre");
      await as(q, "consultant");
      expect(
        await failureMessage(q, () =>
          q("insert into public.note (note_type, title, content) values ('service_note', 'Info', 'Texte')", []),
        ),
      ).toBe("Seuls un CSM, la comptabilité ou un développeur peuvent publier une note de service");
    });
  });

  it("are shown to their audience once published, until read; never to others — R:GEN-SERVICE-NOTE-STATUS, R:GEN-SERVICE-NOTE-AUDIENCE, R:GEN-SERVICE-NOTE-UNREAD, R:GEN-SERVICE-NOTE-DRAFT", async () => {
    await db.system(async (q) => {
      await as(q, "comptable");
      const { id } = await one<{ id: string }>(
        q,
        "insert into public.note (note_type, title, content, audience_roles) values ('service_note', 'Clôture', 'Relevés avant le 2', '{consultant_team_member}') returning id",
      );
      const unread = async () =>
        (await q<{ id: string }>("select id from public.unread_service_notes()", [])).rows.map((r) => r.id);

      // a draft: the audience does not see it yet
      await as(q, "consultant");
      expect(await unread()).not.toContain(id);
      expect(await visible(q, [id])).toBe(0);

      await as(q, "comptable");
      await q("select public.transition_status('note', $1, 'published')", [id]);
      const published = await one<{ published_at: string | null }>(
        q,
        "select published_at from public.note where id = $1",
        [id],
      );
      expect(published.published_at).not.toBeNull();

      // the audience sees it until read
      await as(q, "consultant");
      expect(await unread()).toContain(id);
      await q("select public.mark_service_note_read($1)", [id]);
      await q("select public.mark_service_note_read($1)", [id]);
      expect(await unread()).not.toContain(id);
      expect(await visible(q, [id])).toBe(1);

      // a role outside the audience never sees it; the partner agency neither
      await as(q, "marketing");
      expect(await unread()).not.toContain(id);
      expect(await visible(q, [id])).toBe(0);
      await as(q, "partenaire");
      expect(await visible(q, [id])).toBe(0);
      const read = await attempt(q, () => q("select public.mark_service_note_read($1)", [id]));
      expect(read.ok).toBe(false);

      // a consultant may not publish or archive it
      await as(q, "consultant");
      expect(
        await failureMessage(q, () => q("select public.transition_status('note', $1, 'archived')", [id])),
      ).not.toBeNull();
      await as(q, "comptable");
      await q("select public.transition_status('note', $1, 'archived')", [id]);
      await as(q, "consultant");
      expect(await visible(q, [id])).toBe(0);
    });
  });

  it("reach only the author's agencies — R:GEN-SERVICE-NOTE-AUDIENCE", async () => {
    await db.system(async (q) => {
      await as(q, "csm");
      const partner = WORKSPACES.partner.id;
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.note (note_type, title, content, audience_agency_ids) values ('service_note', 'Info', 'Texte', $1::uuid[])",
            [[partner]],
          ),
        ),
      ).toBe("Une note de service ne vise que des agences dont vous êtes membre");
    });
  });
});

describe("voice recordings (bucket voice-notes)", () => {
  it("are read by their uploader, then by whoever reads their note; never by another agency — R:GEN-VOICE-BUCKET", async () => {
    await db.system(async (q) => {
      const ids = await subjects(q);
      const name = `${RENFORT}/notes/00000000-0000-4000-8000-0000000000ab.webm`;
      const readable = async () =>
        (await q("select 1 from storage.objects where bucket_id = 'voice-notes' and name = $1", [name])).rows.length;
      await as(q, "consultant");
      const me = account("consultant").userId;
      await q(
        "insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ('voice-notes', $1, $2::uuid, $3, '{\"mimetype\":\"audio/webm\"}')",
        [name, me, me],
      );
      expect(await readable()).toBe(1);
      await as(q, "csm");
      expect(await readable()).toBe(0);
      await as(q, "consultant");
      await q(
        "insert into public.note (talent_id, note_type, audio_file, audio_duration_seconds) values ($1, 'voice', $2, 42)",
        [ids.talent, name],
      );
      await as(q, "csm");
      expect(await readable()).toBe(1);
      await as(q, "partenaire");
      expect(await readable()).toBe(0);
      // nobody writes in another agency's folder
      const foreign = await attempt(q, () =>
        q(
          "insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ('voice-notes', $1, $2::uuid, $3, '{}')",
          [`${RENFORT}/notes/x.webm`, account("partenaire").userId, account("partenaire").userId],
        ),
      );
      expect(foreign.ok).toBe(false);
    });
  });
});
