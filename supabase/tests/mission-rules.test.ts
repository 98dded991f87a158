// The rules of a client order and of its pipeline that the other files leave unproved
// (supabase/schemas/06_missions_applications.sql, docs/rules/missions-applications.md), each with its French
// message: the order's required fields, an imprecise term's minimum duration, the reference pay, 48 h and the
// risks of a post, the worksite, the bonuses' shape, the délai de carence warning, who opens and closes an
// order and the system's « En cours »; an application moved back, a blacklisted talent, a rejection's right.
// Every case runs in a rolled-back transaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asLoaded, asSystem, cloneRow, draftContract, one, RENFORT, transition } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const unique = () => Math.random().toString(36).slice(2, 10);

/** A client order of Renfort cloned with `values`, written as the system (the triggers' checks apply). */
const order = (q: Query, values: Record<string, unknown> = {}) =>
  cloneRow(q, "mission", "workspace_id = $1 and is_client_order and status = 'open'", [RENFORT], {
    reference: `CMD-TEST-${unique()}`,
    job_name: "Maçon coffreur",
    start_date: "2026-12-07",
    end_date: "2027-02-26",
    is_precise_term: true,
    minimum_duration_days: null,
    contract_reason: "activity_increase",
    contract_reason_justification: "Démarrage du chantier de la gare",
    hourly_wage: 14.5,
    reference_hourly_wage: null,
    working_hours: 35,
    is_risky_position: false,
    number_of_open_positions: 1,
    bonuses: [],
    closing_reason: null,
    closing_comment: null,
    ...values,
  });

const refusal = (q: Query, values: Record<string, unknown>) => failureMessage(q, () => order(q, values));

describe("a client order", () => {
  it("has a job title, a position at least, dates in order, a client, and contacts of that client — R:ORDER-REQUIRED", async () => {
    await db.system(async (q) => {
      expect(await refusal(q, { job_id: null, job_name: " " })).toBe("L'intitulé du poste est obligatoire");
      expect(await refusal(q, { number_of_open_positions: 0 })).toBe("Le nombre de postes doit être au moins égal à 1");
      expect(await refusal(q, { end_date: "2026-12-06" })).toBe(
        "La date de fin doit être postérieure ou égale à la date de début",
      );
      expect(await refusal(q, { company_id: null })).toBe("Une commande client doit être rattachée à une entreprise");
      const base = await order(q);
      const stranger = await one<{ id: string }>(
        q,
        "select id from public.contact where workspace_id = $1 and company_id <> $2 order by id limit 1",
        [RENFORT, base.company_id],
      );
      expect(await refusal(q, { lead_contact_id: stranger.id })).toBe(
        "Les contacts de la mission doivent appartenir à son entreprise",
      );
    });
  });

  it("of an imprecise term states its minimum duration — R:ORDER-IMPRECISE", async () => {
    await db.system(async (q) => {
      const imprecise = (minimum: number | null) =>
        refusal(q, {
          is_precise_term: false,
          end_date: null,
          minimum_duration_days: minimum,
          contract_reason: "replacement_absence",
          contract_reason_justification: "Remplacement de Marc Dubois, grutier N3P2, en arrêt maladie",
        });
      expect(await imprecise(null)).toBe("La durée minimale est obligatoire pour une mission à terme imprécis");
      expect(await imprecise(20)).toBeNull();
    });
  });

  it("pays at least the reference pay of the client's equivalent employee (L1251-18) — R:ORDER-PAY", async () => {
    await db.system(async (q) => {
      expect(await refusal(q, { hourly_wage: 14.5, reference_hourly_wage: 14.51 })).toBe(
        "Le salaire horaire (14,50 €) est inférieur à la rémunération d'un salarié permanent équivalent (14,51 €, L1251-18)",
      );
      expect(await refusal(q, { hourly_wage: 14.5, reference_hourly_wage: 14.5 })).toBeNull();
    });
  });

  it("works 48 h a week at most, and a post at risk describes its risks — R:ORDER-HOURS-RISKS", async () => {
    await db.system(async (q) => {
      expect(await refusal(q, { working_hours: 48.5 })).toBe(
        "La durée hebdomadaire ne peut pas dépasser 48 h (L3121-20)",
      );
      expect(await refusal(q, { working_hours: 48 })).toBeNull();
      expect(await refusal(q, { is_risky_position: true, job_risks: " " })).toBe(
        "Les risques d'un poste à risque doivent être décrits",
      );
      expect(await refusal(q, { is_risky_position: true, job_risks: "Travail en hauteur" })).toBeNull();
    });
  });

  it("is saved with its worksite only — R:ORDER-WORKSITE", async () => {
    await db.system(async (q) => {
      const company = await one<{ id: string }>(
        q,
        "select id from public.company where workspace_id = $1 and status = 'active' order by id limit 1",
        [RENFORT],
      );
      const values = {
        is_client_order: true,
        company_id: company.id,
        job_name: "Maçon coffreur",
        contract_reason: "activity_increase",
        contract_reason_justification: "Démarrage du chantier de la gare",
        start_date: "2026-12-07",
        end_date: "2027-02-26",
        hourly_wage: 14.5,
        coefficient: 1.9,
        working_hours: 35,
        striker_replacement_attested: true,
        economic_dismissal_attested: true,
      };
      await as(q, "consultant");
      const save = (address: Record<string, unknown> | null) =>
        failureMessage(q, () => q("select public.save_mission($1, null, $2)", [values, address]));
      const message = "L'adresse du chantier est obligatoire pour une commande client";
      expect(await save(null)).toBe(message);
      expect(await save({ street1: "12 rue du Chantier", postal_code: "69003", city: " " })).toBe(message);
      expect(
        await save({ street1: "12 rue du Chantier", postal_code: "69003", city: "Lyon", country_code: "FR" }),
      ).toBeNull();
    });
  });

  it("lists bonuses each with a known type and an amount above zero — R:ORDER-BONUS-SHAPE", async () => {
    await db.system(async (q) => {
      const message = "Chaque prime doit avoir un type et un montant positif";
      expect(await refusal(q, { bonuses: [{ type: "dirt", amount: 0, unit: "day" }] })).toBe(message);
      expect(await refusal(q, { bonuses: [{ type: "bonus", amount: 2.5, unit: "day" }] })).toBe(message);
      // without an amount at all (not 0: absent)
      expect(await refusal(q, { bonuses: [{ type: "dirt", unit: "day" }] })).toBe(message);
      expect(await refusal(q, { bonuses: [{ type: "dirt", amount: 2.5, unit: "day" }] })).toBeNull();
    });
  });

  it("warns of a délai de carence after a contract on the same post — R:ORDER-CARENCE-WARNING", async () => {
    await db.system(async (q) => {
      const job = await one<{ id: string }>(q, "select id from public.job where code = 'coffreur_bancheur'");
      // 2 → 31 March 2026, 30 days: 10 opening days (Easter Monday 6 April excepted), a new start from 16 April
      const previous = (await draftContract(q, "manager", {
        job_id: job.id,
        mission_id: null,
        status: "ended",
        start_date: "2026-03-02",
        end_date: "2026-03-31",
        dpae_submitted_at: "2026-02-27T08:00:00Z",
      })) as { contract_key: string; company_id: string; address_id: string };
      const warnings = async (start: string) => {
        const m = await order(q, {
          company_id: previous.company_id,
          job_id: job.id,
          address_id: previous.address_id,
          lead_contact_id: null,
          interviewer_contact_id: null,
          decision_maker_contact_id: null,
          start_date: start,
          end_date: "2026-05-29",
        });
        await as(q, "consultant");
        const r = await one<{ w: string[] }>(q, "select public.mission_warnings($1) as w", [m.id]);
        await asSystem(q);
        return r.w.filter((w) => w.includes(previous.contract_key));
      };
      expect(await warnings("2026-04-15")).toEqual([
        `Délai de carence : un contrat sur ce poste (${previous.contract_key}) s'est terminé le 31/03/2026 ; une nouvelle mission ne devrait pas commencer avant le 16/04/2026 (L1251-36)`,
      ]);
      expect(await warnings("2026-04-16")).toEqual([]);
    });
  });
});

describe("an order's statuses", () => {
  it("a consultant or a CSM opens, pauses and closes it, marketing does not — R:ORDER-OPEN-ROLES, R:ORDER-CLOSE", async () => {
    await db.system(async (q) => {
      const draft = await order(q, { status: "draft" });
      await as(q, "marketing");
      expect(await failureMessage(q, () => transition(q, "mission", draft.id, "open"))).toBe(
        "Votre rôle ne permet pas de passer de « Brouillon » à « Ouverte »",
      );
      for (const who of ["consultant", "csm"]) {
        await as(q, who);
        await q("savepoint opened", []);
        expect([who, (await transition(q, "mission", draft.id, "open")).s]).toEqual([who, "open"]);
        await q("rollback to savepoint opened", []);
      }
      await asSystem(q);
      const open = await order(q);
      await as(q, "marketing");
      expect(await failureMessage(q, () => transition(q, "mission", open.id, "on_hold", "Chantier décalé"))).toMatch(
        /^Votre rôle ne permet pas de passer de « Ouverte » à « En pause »/,
      );
      await as(q, "csm");
      expect(await failureMessage(q, () => transition(q, "mission", open.id, "lost"))).toBe(
        "Un motif de clôture est obligatoire pour annuler ou perdre une mission",
      );
      await q("update public.mission set closing_reason = 'filled_by_competitor' where id = $1", [open.id]);
      expect((await transition(q, "mission", open.id, "lost")).s).toBe("lost");
    });
  });

  it("« Pourvue » goes « En cours » when its first contract starts — R:ORDER-IN-PROGRESS", async () => {
    await db.system(async (q) => {
      const filled = await order(q);
      await asLoaded(q, "update public.mission set status = 'filled' where id = $1", [filled.id]);
      const c = await draftContract(q, "manager", {
        mission_id: filled.id,
        company_id: filled.company_id,
        status: "signed",
        dpae_submitted_at: "2026-12-01T08:00:00Z",
      });
      const status = async () =>
        (await one<{ s: string }>(q, "select status::text as s from public.mission where id = $1", [filled.id])).s;
      expect(await status()).toBe("filled");
      await q("update public.contract set status = 'active' where id = $1", [c.id]);
      expect(await status()).toBe("in_progress");
    });
  });
});

describe("an application", () => {
  /** An application of a new qualified talent on an open order, at `stage`. */
  const application = async (q: Query, stage: string, talent: Record<string, unknown> = {}) => {
    const mission = await order(q);
    const t = await cloneRow(
      q,
      "talent",
      "workspace_id = $1 and qualification_status = 'qualified' and blacklisted_at is null",
      [RENFORT],
      { email: null, phone_number: null, auth_user_id: null, ...talent },
    );
    return one<{ id: string }>(
      q,
      "insert into public.application (workspace_id, mission_id, talent_id, stage) values ($1, $2, $3, $4) returning id",
      [RENFORT, mission.id, t.id, stage],
    );
  };
  const move = (q: Query, who: string, id: string, set: string) =>
    as(q, who).then(() =>
      failureMessage(q, () => q(`update public.application set ${set} where id = $1`, [id])).finally(() => asSystem(q)),
    );

  it("moves back only by a consultant or a CSM — R:APP-STAGE-BACK", async () => {
    await db.system(async (q) => {
      const app = await application(q, "retained");
      const back = "Seuls un consultant ou un CSM peuvent faire reculer une candidature";
      // the external CSM may bring an application to « À qualifier », but not back from « Retenu(e) »
      expect(await move(q, "csmExterne", app.id, "stage = 'to_qualify'")).toBe(back);
      expect(await move(q, "marketing", app.id, "stage = 'new'")).toBe(back);
      for (const [who, stage] of [
        ["consultant", "to_qualify"],
        ["csm", "presented"],
      ] as const) {
        await q("savepoint back", []);
        expect([who, await move(q, who, app.id, `stage = '${stage}'`)]).toEqual([who, null]);
        await q("rollback to savepoint back", []);
      }
    });
  });

  it("of a talent no longer to be delegated does not go on to the client — R:APP-BLACKLISTED", async () => {
    await db.system(async (q) => {
      const app = await application(q, "shortlisted", {
        blacklisted_at: "2026-01-05T09:00:00Z",
        blacklist_reason: "Abandon de poste",
      });
      expect(await move(q, "csm", app.id, "stage = 'presented'")).toBe(
        "Ce talent ne peut plus être délégué (interdiction de délégation)",
      );
    });
  });

  it("is rejected with a reason by a consultant, a CSM or an external CSM, not by marketing — R:APP-REJECT-REASON", async () => {
    await db.system(async (q) => {
      const app = await application(q, "qualified");
      expect(await move(q, "marketing", app.id, "is_rejected = true, rejection_reason = 'distance'")).toBe(
        "Votre rôle ne permet pas de refuser une candidature",
      );
      expect(await move(q, "consultant", app.id, "is_rejected = true")).toBe("Un motif de refus est obligatoire");
      for (const who of ["consultant", "csm", "csmExterne"]) {
        await q("savepoint rejected", []);
        expect([who, await move(q, who, app.id, "is_rejected = true, rejection_reason = 'distance'")]).toEqual([
          who,
          null,
        ]);
        await q("rollback to savepoint rejected", []);
      }
    });
  });
});
