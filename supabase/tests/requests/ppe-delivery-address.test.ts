// A PPE request delivered to the site or by post (private.validate_ppe_request requires the
// address, supabase/schemas/10_requests.sql): the consultant's create form now sends it; the
// address is then part of the request's content,
// corrected while the request is `requested` and frozen once approved, named in French.
// Direct engine, as the consultant and the CSM, rolled back.
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

const ADDRESS = "Chantier de la gare, 12 rue Garibaldi, 69003 Lyon";

/** A talent and a company of a running contract of the workspace. */
const parties = (q: Query) =>
  one<{ talent_id: string; company_id: string }>(
    q,
    `select talent_id, company_id from public.contract
     where workspace_id = $1 and company_id is not null and status = 'active' order by id limit 1`,
    [RENFORT],
  );

const insert = (q: Query, p: { talent_id: string; company_id: string }, mode: string, address: string | null) =>
  q(
    `insert into public.ppe_request (workspace_id, talent_id, company_id, needed_by, delivery_mode, delivery_address)
     values ($1, $2, $3, private.paris_today() + 7, $4, $5) returning id`,
    [RENFORT, p.talent_id, p.company_id, mode, address],
  );

describe("a PPE request delivered to the site", () => {
  it("is refused without an address and saved with one, as the consultant", async () => {
    await db.system(async (q) => {
      const p = await parties(q);
      await as(q, "consultant");
      expect(await failureMessage(q, () => insert(q, p, "worksite", null))).toBe(
        "L'adresse de livraison est obligatoire hors retrait en agence",
      );
      const saved = await insert(q, p, "worksite", ADDRESS);
      expect(saved.rows).toHaveLength(1);
    });
  });

  it("keeps its address editable while requested, frozen once approved", async () => {
    await db.system(async (q) => {
      const p = await parties(q);
      await as(q, "consultant");
      const { id } = (await insert(q, p, "shipping", ADDRESS)).rows[0] as { id: string };
      const move = (address: string) =>
        q("update public.ppe_request set delivery_address = $2 where id = $1 returning id", [id, address]);
      expect(await failureMessage(q, () => move(`${ADDRESS} (portail nord)`))).toBeNull();
      await asSystem(q);
      await q("update public.ppe_request set status = 'approved' where id = $1", [id]);
      await as(q, "csm");
      expect(await failureMessage(q, () => move("3 place Bellecour, 69002 Lyon"))).toBe(
        "Au statut « Validée », cette demande ne peut plus être modifiée (l'adresse de livraison)",
      );
      await asSystem(q);
      const row = await one<{ delivery_address: string }>(
        q,
        "select delivery_address from public.ppe_request where id = $1",
        [id],
      );
      expect(row.delivery_address).toBe(`${ADDRESS} (portail nord)`);
    });
  });
});
