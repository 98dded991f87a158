// Realtime on the app's tables: the migrations publish what the screens listen to in
// `supabase_realtime`, so a note written by one member reaches another member of the same
// workspace as a `postgres_changes` event, and never a member of another workspace (RLS).
import type { RealtimePostgresChangesPayload } from "@supabase/supabase-js";
import { afterAll, describe, expect, it } from "vitest";
import { closeClients, Inbox, rtClient, subscribed, uniqueName } from "../../tests/server/realtime/support.ts";
import { account } from "./support/db.ts";
import { rest, signIn } from "./support/http.ts";

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

afterAll(closeClients);

/** The account's session token and a supabase-js client listening to every note insert it may see. */
async function listener(key: string) {
  const token = await signIn(account(key));
  const inbox = new Inbox<Change>();
  const c = await rtClient(token);
  await subscribed(
    c
      .channel(uniqueName(`notes-${key}`))
      .on("postgres_changes", { event: "INSERT", schema: "public", table: "note" }, inbox.push),
  );
  return { token, inbox };
}

/** A note on the first talent the account sees, written through /rest/v1 with its session. */
async function addNote(token: string, content: string): Promise<string> {
  const talent = await rest(token, "GET", "talent", "select=id&limit=1");
  expect(talent.rows).toHaveLength(1);
  const note = await rest(token, "POST", "note", "select=id", {
    body: { talent_id: talent.rows[0].id, content },
    prefer: "return=representation",
  });
  expect(note.error).toBeNull();
  return String(note.rows[0].id);
}

const noteId = (e: Change) => (e.new as Row | undefined)?.id;

describe("realtime on the app's tables", () => {
  it("delivers a member's new note to another member of the workspace, and nothing to another workspace", async () => {
    const manager = await listener("manager");
    const partner = await listener("partenaire");
    const consultant = await signIn(account("consultant"));

    const renfortNote = await addNote(consultant, uniqueName("note en direct"));
    const seen = await manager.inbox.next((e) => noteId(e) === renfortNote, "the consultant's note");
    expect(seen).toMatchObject({ eventType: "INSERT", schema: "public", table: "note" });

    // Changes are delivered in commit order: once the partner has its own later note, the
    // consultant's would have arrived before it if RLS had let it through.
    const partnerNote = await addNote(partner.token, uniqueName("note partenaire"));
    await partner.inbox.next((e) => noteId(e) === partnerNote, "the partner's own note");
    expect(partner.inbox.items.map(noteId)).not.toContain(renfortNote);
  });
});
