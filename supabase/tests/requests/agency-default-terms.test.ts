// The agency's default commercial conditions (docs/rules/requests.md#commercial-conditions): neither
// a company nor a group; validated by accounting, they are in force at once (no client signs them)
// and a client without conditions of its own starts from them (public.client_coefficient_terms);
// a client's own signed conditions win. Same checks as any version. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one, transition } from "../support/fixtures.ts";
import { billedClient, signedConditions } from "../billing/support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const termsFor = async (q: Query, company: string) =>
  (
    await q<{ scope_type: string; coefficient: string }>(
      "select scope_type::text, coefficient::text from public.client_coefficient_terms($1, null, private.paris_today())",
      [company],
    )
  ).rows;

/** An agency default drafted by a consultant, submitted, then validated by accounting. */
const validatedDefault = async (q: Query, coefficient: number) => {
  await as(q, "consultant");
  const { id } = await one<{ id: string }>(
    q,
    `insert into public.commercial_condition (scope_type, valid_from, default_coefficient)
     values ('agency_default', private.paris_today() - 1, $1) returning id`,
    [coefficient],
  );
  await transition(q, "commercial_condition", id, "pending_validation");
  await as(q, "comptable");
  await transition(q, "commercial_condition", id, "validated");
  return id;
};

const statusOf = (q: Query, id: string) =>
  one<{ status: string; signed_at: string | null }>(
    q,
    "select status::text, signed_at from public.commercial_condition where id = $1",
    [id],
  );

describe("the agency's default commercial conditions", () => {
  it("in force once validated, for a client without conditions; a client's own signed ones win — R:REQ-CC-AGENCY-IN-FORCE, R:REQ-CC-SUPERSEDED, R:REQ-CC-IN-FORCE, R:BIL-CONDITIONS", async () => {
    await db.system(async (q) => {
      const bare = await billedClient(q);
      const own = await billedClient(q);
      await signedConditions(q, own.companyId, { valid_from: "2026-01-01", default_coefficient: 2.2 });

      const id = await validatedDefault(q, 1.85);
      await asSystem(q);
      expect(await statusOf(q, id)).toEqual({ status: "signed", signed_at: null });
      const moves = await q<{ from_status: string; to_status: string; actor: string }>(
        "select from_status, to_status, actor from public.status_history where entity = 'commercial_condition' and entity_id = $1 order by changed_at, to_status = 'signed'",
        [id],
      );
      expect(moves.rows.slice(-2)).toMatchObject([
        { from_status: "pending_validation", to_status: "validated" },
        { from_status: "validated", to_status: "signed", actor: "system" },
      ]);

      await as(q, "consultant");
      expect(await termsFor(q, bare.companyId)).toEqual([{ scope_type: "agency_default", coefficient: "1.850" }]);
      expect(await termsFor(q, own.companyId)).toEqual([{ scope_type: "company", coefficient: "2.200" }]);

      // a newer default supersedes the previous one
      const next = await validatedDefault(q, 1.95);
      await asSystem(q);
      expect((await statusOf(q, id)).status).toBe("superseded");
      expect((await statusOf(q, next)).status).toBe("signed");
      await as(q, "consultant");
      expect(await termsFor(q, bare.companyId)).toEqual([{ scope_type: "agency_default", coefficient: "1.950" }]);
    });
  });

  it("refuses an agency default with a company or a group, and the checks of any version apply — R:REQ-CC-AGENCY-DEFAULT, R:REQ-CC-OFF-POLICY", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      await as(q, "consultant");
      const insert = (values: string, params: unknown[]) =>
        q(
          `insert into public.commercial_condition (scope_type, company_id, default_coefficient, special_clauses) values ${values}`,
          params,
        );
      expect(await failureMessage(q, () => insert("('agency_default', $1, 1.8, null)", [c.companyId]))).toBe(
        "Des conditions commerciales portent soit sur une entreprise, soit sur un groupe, soit sur toute l'agence (sans entreprise ni groupe)",
      );
      // under break-even, whatever the scope
      expect(await failureMessage(q, () => insert("('agency_default', null, 1.1, null)", []))).toMatch(
        /^Le coefficient \(1,10\) est sous le seuil de rentabilité/,
      );
      // L1251-44
      expect(
        await failureMessage(q, () =>
          insert("('agency_default', null, 1.8, $1)", [
            "Le client s'interdit d'embaucher l'intérimaire pendant un an.",
          ]),
        ),
      ).toMatch(/\(article L1251-44 du Code du travail\)/);
      // outside 1.5–2.5: flagged as for a client's conditions
      const high = await one<{ is_outside_policy: boolean }>(
        q,
        "insert into public.commercial_condition (scope_type, default_coefficient) values ('agency_default', 2.8) returning is_outside_policy",
        [],
      );
      expect(high.is_outside_policy).toBe(true);
    });
  });

  it("is never sent to a client for signature, even by the system — R:REQ-CC-AGENCY-NO-SIGNATURE", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const { id } = await one<{ id: string }>(
        q,
        "insert into public.commercial_condition (scope_type, default_coefficient) values ('agency_default', 1.8) returning id",
        [],
      );
      await asSystem(q);
      expect(
        await failureMessage(q, () =>
          q("update public.commercial_condition set status = 'sent_for_signature' where id = $1", [id]),
        ),
      ).toBe(
        "Les conditions par défaut de l'agence ne sont signées par aucun client : validées, elles sont en vigueur",
      );
    });
  });
});
