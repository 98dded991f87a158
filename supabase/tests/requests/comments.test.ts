// A request's discussion thread (public.request_comment, supabase/schemas/10_requests.sql), through the local
// server with the demo accounts' sessions: who may read a request reads and writes its
// messages (the request table's own RLS decides), nobody else; the author and the workspace
// are the database's, not the client's; messages are not edited.
import { beforeAll, describe, expect, it } from "vitest";
import { ok, refused, RENFORT, service, signedIn, type Db } from "./support/server.ts";
import { account } from "../support/db.ts";

let advanceId: string;
let consultant: Db;
let marketing: Db;
let comptable: Db;
let partner: Db;

beforeAll(async () => {
  [consultant, marketing, comptable, partner] = await Promise.all(
    ["consultant", "marketing", "comptable", "partenaire"].map((key) => signedIn(key)),
  );
  const row = ok(
    await service().from("advance_payment_request").select("id").eq("workspace_id", RENFORT).limit(1).single(),
  ) as { id: string };
  advanceId = row.id;
});

const thread = async (db: Db) =>
  ok(
    await db
      .from("request_comment")
      .select("body, created_by, workspace_id")
      .eq("entity", "advance_payment_request")
      .eq("entity_id", advanceId)
      .order("created_at"),
  ) as Array<{ body: string; created_by: string; workspace_id: string }>;

describe("request_comment", () => {
  it("a reader of the request writes a message; the author and the workspace are the database's — R:REQ-COMMENTS", async () => {
    const body = `Pièce justificative reçue ${Date.now()}`;
    ok(
      await consultant.from("request_comment").insert({
        entity: "advance_payment_request",
        entity_id: advanceId,
        body: `  ${body}  `,
      }),
    );
    const seen = (await thread(comptable)).find((m) => m.body === body);
    expect(seen).toEqual({ body, created_by: account("consultant").userId, workspace_id: RENFORT });
    // a forged author is refused by the policy (the trigger sets the caller; the check compares)
    const forged = await comptable
      .from("request_comment")
      .insert({
        entity: "advance_payment_request",
        entity_id: advanceId,
        body: "x",
        created_by: account("consultant").userId,
      })
      .select("created_by")
      .single();
    expect(ok(forged)).toEqual({ created_by: account("comptable").userId });
  });

  it("a role that may not read the request type neither reads nor writes its thread — R:REQ-COMMENTS", async () => {
    expect(await thread(marketing)).toEqual([]);
    const r = await marketing
      .from("request_comment")
      .insert({ entity: "advance_payment_request", entity_id: advanceId, body: "Bonjour" });
    expect(refused(r).code).toBe("42501");
  });

  it("another agency's partner sees nothing and cannot write", async () => {
    expect(await thread(partner)).toEqual([]);
    const r = await partner
      .from("request_comment")
      .insert({ entity: "advance_payment_request", entity_id: advanceId, body: "Bonjour" });
    expect(refused(r).code).toBe("42501");
  });

  it("refuses an empty message in French, and edits", async () => {
    const empty = await consultant
      .from("request_comment")
      .insert({ entity: "advance_payment_request", entity_id: advanceId, body: "   " });
    expect(refused(empty).message).toBe("Le message est vide");
    const edit = await consultant.from("request_comment").update({ body: "modifié" }).eq("entity_id", advanceId);
    expect(refused(edit).code).toBe("42501");
  });
});
