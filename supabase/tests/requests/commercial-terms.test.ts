// What a client may not negotiate (docs/rules/requests.md#commercial-conditions): a coefficient
// under the break-even of its pay, a grid row without a coefficient or under the SMIC, a clause
// forbidding the client to hire the temp (L1251-44); a coefficient under the policy's floor is
// validated by accounting only after the direction's derogation; validated terms are frozen.
// Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one, RENFORT, transition } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** A figure as private.fr_number writes it in the messages (two decimals, a comma). */
const fr = (n: number) => n.toFixed(2).replace(".", ",");

type Terms = { default_coefficient: number; coefficient_grid?: unknown[]; special_clauses?: string | null };

/** A company of Renfort with no conditions in progress, and the break-even at the SMIC today. */
const context = async (q: Query) =>
  one<{ company: string; smic: number; smic_floor: number; floor_at_14: number }>(
    q,
    `select (select c.id from public.company c where c.workspace_id = $1 and c.status = 'active' order by c.id limit 1) as company,
            private.legal_value('smic_hourly_gross', private.paris_today())::float as smic,
            private.break_even_coefficient(private.legal_value('smic_hourly_gross', private.paris_today()), private.paris_today())::float as smic_floor,
            private.break_even_coefficient(14, private.paris_today())::float as floor_at_14`,
    [RENFORT],
  );

const insert = (q: Query, company: string, terms: Terms) =>
  one<{ id: string; is_outside_policy: boolean }>(
    q,
    `insert into public.commercial_condition (scope_type, company_id, default_coefficient, coefficient_grid, special_clauses)
     values ('company', $1, $2, $3::jsonb, $4) returning id, is_outside_policy`,
    [company, terms.default_coefficient, JSON.stringify(terms.coefficient_grid ?? []), terms.special_clauses ?? null],
  );

describe("commercial conditions: what the database refuses", () => {
  it("refuses a default coefficient under break-even at the SMIC, and takes one just above — R:REQ-CC-BREAK-EVEN, R:REQ-CC-OFF-POLICY", async () => {
    await db.system(async (q) => {
      const ctx = await context(q);
      expect(ctx.smic_floor).toBeGreaterThan(1.1);
      await as(q, "consultant");
      expect(await failureMessage(q, () => insert(q, ctx.company, { default_coefficient: 1.1 }))).toBe(
        `Le coefficient (1,10) est sous le seuil de rentabilité de ${fr(ctx.smic_floor)} pour un salaire de ${fr(ctx.smic)} € (charges, IFM et ICCP comprises) : même une dérogation ne peut l'accepter`,
      );
      const above = Math.ceil((ctx.smic_floor + 0.001) * 100) / 100;
      expect(above).toBeLessThan(1.5);
      const row = await insert(q, ctx.company, { default_coefficient: above });
      expect(row.is_outside_policy).toBe(true);
    });
  });

  it("checks each grid row at its own minimum pay, and refuses a row without a coefficient or under the SMIC — R:REQ-CC-BREAK-EVEN, R:REQ-CC-GRID", async () => {
    await db.system(async (q) => {
      const ctx = await context(q);
      // 1.5 is above break-even at the SMIC but under it at 14 € an hour
      expect(ctx.smic_floor).toBeLessThan(1.5);
      expect(ctx.floor_at_14).toBeGreaterThan(1.5);
      await as(q, "consultant");
      const grid = (row: Record<string, unknown>) => ({ default_coefficient: 1.8, coefficient_grid: [row] });
      expect(
        await failureMessage(q, () =>
          insert(q, ctx.company, grid({ job: "Coffreur", coefficient: 1.5, min_pay_rate: 14 })),
        ),
      ).toContain(
        "Le coefficient (1,50) est sous le seuil de rentabilité de " +
          fr(ctx.floor_at_14) +
          " pour un salaire de 14,00 €",
      );
      expect(await failureMessage(q, () => insert(q, ctx.company, grid({ job: "Maçon", min_pay_rate: 14 })))).toBe(
        "Chaque ligne de la grille doit porter un coefficient",
      );
      expect(
        await failureMessage(q, () =>
          insert(q, ctx.company, grid({ job: "Maçon", coefficient: 1.8, min_pay_rate: 9 })),
        ),
      ).toBe(`Le taux horaire minimum de la grille (9,00 €) est sous le SMIC (${fr(ctx.smic)} €)`);
      const ok = await insert(q, ctx.company, grid({ job: "Coffreur", coefficient: 1.9, min_pay_rate: 14 }));
      expect(ok.is_outside_policy).toBe(false);
    });
  });

  it("refuses a clause forbidding the client to hire the temp (L1251-44), not an ordinary clause — R:REQ-CC-HIRING-CLAUSE", async () => {
    await db.system(async (q) => {
      const ctx = await context(q);
      await as(q, "consultant");
      const refusal =
        "Une clause interdisant au client d'embaucher l'intérimaire après sa mission est réputée non écrite (article L1251-44 du Code du travail) : retirez-la";
      for (const clause of [
        "Le client s'interdit d'embaucher l'intérimaire pendant 6 mois après la fin de sa mission.",
        "Clause de non-sollicitation du personnel mis à disposition.",
        "Le client ne pourra recruter directement les intérimaires délégués.",
      ])
        expect(
          await failureMessage(q, () => insert(q, ctx.company, { default_coefficient: 1.8, special_clauses: clause })),
        ).toBe(refusal);
      await insert(q, ctx.company, {
        default_coefficient: 1.8,
        special_clauses:
          "Heures de nuit facturées au coefficient majoré de 10 %. La responsabilité de l'agence ne peut être engagée au-delà.",
      });
    });
  });
});

describe("commercial conditions: a coefficient under the floor needs the direction", () => {
  it("accounting validates only after the direction's derogation; validated terms are frozen — R:REQ-CC-DEROGATION, R:REQ-CC-FROZEN", async () => {
    await db.system(async (q) => {
      const ctx = await context(q);
      const coefficient = Math.ceil((ctx.smic_floor + 0.001) * 100) / 100;
      await as(q, "consultant");
      const { id } = await insert(q, ctx.company, { default_coefficient: coefficient });
      await transition(q, "commercial_condition", id, "pending_validation");

      await as(q, "comptable");
      expect(await failureMessage(q, () => transition(q, "commercial_condition", id, "validated"))).toBe(
        `Un coefficient de ${fr(coefficient)} est sous le plancher de 1,50 : la direction doit accorder la dérogation avant la validation`,
      );
      const approve = () =>
        q("update public.commercial_condition set derogation_approved_at = now() where id = $1", [id]);
      expect(await failureMessage(q, approve)).toBe(
        "Seule la direction (niveau de management 3 ou plus) accorde une dérogation de coefficient",
      );

      await as(q, "direction");
      await approve();
      await asSystem(q);
      const approved = await one<{ by: string | null; at: string | null }>(
        q,
        "select derogation_approved_by as by, derogation_approved_at as at from public.commercial_condition where id = $1",
        [id],
      );
      expect(approved.by).toBe(account("direction").teamMemberId);
      expect(approved.at).not.toBeNull();

      await as(q, "comptable");
      expect((await transition(q, "commercial_condition", id, "validated")).s).toBe("validated");
      await as(q, "consultant");
      expect(
        await failureMessage(q, () =>
          q("update public.commercial_condition set default_coefficient = 1.9 where id = $1", [id]),
        ),
      ).toMatch(/^Au statut « Validées », cette demande ne peut plus être modifiée \(.+\)$/);
    });
  });

  it("a derogation is refused where nothing is under the floor, and lapses when the draft's coefficients change — R:REQ-CC-DEROGATION, R:REQ-CC-DEROGATION-LAPSE", async () => {
    await db.system(async (q) => {
      const ctx = await context(q);
      const low = Math.ceil((ctx.smic_floor + 0.001) * 100) / 100;
      await as(q, "direction");
      const { id: fine } = await insert(q, ctx.company, { default_coefficient: 1.8 });
      expect(
        await failureMessage(q, () =>
          q("update public.commercial_condition set derogation_approved_at = now() where id = $1", [fine]),
        ),
      ).toBe("Aucun coefficient n'est sous le plancher : il n'y a pas de dérogation à accorder");

      const { id } = await insert(q, ctx.company, { default_coefficient: low });
      const belowFloor = (rowId: string) =>
        one<{ b: boolean }>(
          q,
          "select public.commercial_condition_below_floor(c) as b from public.commercial_condition c where c.id = $1",
          [rowId],
        ).then((r) => r.b);
      expect([await belowFloor(fine), await belowFloor(id)]).toEqual([false, true]);
      await q("update public.commercial_condition set derogation_approved_at = now() where id = $1", [id]);
      await q("update public.commercial_condition set default_coefficient = $2 where id = $1", [id, low + 0.01]);
      const after = await one<{ at: string | null; by: string | null }>(
        q,
        "select derogation_approved_at as at, derogation_approved_by as by from public.commercial_condition where id = $1",
        [id],
      );
      expect(after).toEqual({ at: null, by: null });
    });
  });
});
