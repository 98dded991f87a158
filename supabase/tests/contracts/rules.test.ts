// Contract rules of supabase/schemas/07_contracts.sql (docs/rules/contracts.md#validations, issue #17): each with its
// boundary cases and its French message. Every case runs in a rolled-back transaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT, transition } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const newWorksite = async (q: Query, street = "12 rue des Essais") =>
  (
    await one<{ id: string }>(
      q,
      "insert into public.address (workspace_id, type, street1, postal_code, city) values ($1, 'worksite', $2, '69007', 'Lyon') returning id",
      [RENFORT, street],
    )
  ).id;

/** A new French talent without documents nor contracts. */
const newTalent = async (q: Query) =>
  (
    await cloneRow(
      q,
      "talent",
      "workspace_id = $1 and qualification_status = 'qualified' and blacklisted_at is null",
      [RENFORT],
      { email: null, phone_number: null, auth_user_id: null, nationality_code: "FR" },
    )
  ).id as string;

const addDocument = (q: Query, talentId: string, type: string, category: string | null = null) =>
  q(
    "insert into public.document (workspace_id, talent_id, type, category, issued_at, expiry_date, status) values ($1, $2, $3, $4, '2024-01-02', '2030-12-31', 'valid')",
    [RENFORT, talentId, type, category],
  );

const jobId = async (q: Query, code: string) =>
  (await one<{ id: string }>(q, "select id from public.job where code = $1", [code])).id;

const contractRow = (q: Query, id: unknown) =>
  one<Record<string, unknown>>(
    q,
    "select trial_period_days, trial_period_end_date::text, reference_hourly_wage::text from public.contract where id = $1",
    [id],
  );

const iso = (d: Date) => d.toISOString().slice(0, 10);
const fromToday = (days: number) => iso(new Date(Date.now() + days * 86_400_000));

/** Runs `fn` in a savepoint rolled back afterwards (its error, if any, goes on). */
const withRollback = async <T>(q: Query, fn: () => Promise<T>): Promise<T> => {
  await q("savepoint probe");
  try {
    return await fn();
  } finally {
    await q("rollback to savepoint probe");
  }
};

describe("trial period (L1251-14), in working days", () => {
  it("is computed when empty: 2 days up to one month, 3 up to two, 5 beyond; its last day skips weekends and holidays — R:CTR-TRIAL-DAYS", async () => {
    await db.system(async (q) => {
      const cases: Array<[string, number]> = [
        ["2027-01-06", 2],
        ["2027-01-07", 3],
        ["2027-02-06", 3],
        ["2027-02-07", 5],
      ];
      for (const [end, days] of cases) {
        const c = await draftContract(q, "manager", {
          start_date: "2026-12-07",
          end_date: end,
          trial_period_days: null,
        });
        expect([end, (await contractRow(q, c.id)).trial_period_days]).toEqual([end, days]);
      }
      const fiveDays = await draftContract(q, "manager", { trial_period_days: null });
      expect((await contractRow(q, fiveDays.id)).trial_period_end_date).toBe("2026-12-11");
      // Thursday 24/12 then Christmas: the second working day is Monday 28/12
      const christmas = await draftContract(q, "manager", {
        start_date: "2026-12-24",
        end_date: "2027-01-15",
        trial_period_days: null,
      });
      expect(await contractRow(q, christmas.id)).toMatchObject({
        trial_period_days: 2,
        trial_period_end_date: "2026-12-28",
      });
    });
  });

  it("refuses a negative or longer trial; a shorter one is kept — R:CTR-TRIAL-BOUNDS", async () => {
    await db.system(async (q) => {
      expect(await failureMessage(q, () => draftContract(q, "manager", { trial_period_days: -3 }))).toBe(
        "La période d'essai ne peut pas être négative",
      );
      expect(await failureMessage(q, () => draftContract(q, "manager", { trial_period_days: 30 }))).toBe(
        "La période d'essai (30 jours) dépasse le maximum légal de 5 jours travaillés pour un contrat de plus de deux mois (L1251-14)",
      );
      expect(
        await failureMessage(q, () => draftContract(q, "manager", { end_date: "2027-01-06", trial_period_days: 3 })),
      ).toBe(
        "La période d'essai (3 jours) dépasse le maximum légal de 2 jours travaillés pour un contrat d'un mois au plus (L1251-14)",
      );
      const shorter = await draftContract(q, "manager", { trial_period_days: 1 });
      expect(await contractRow(q, shorter.id)).toMatchObject({
        trial_period_days: 1,
        trial_period_end_date: "2026-12-07",
      });
    });
  });

  it("an early end « pendant l'essai » is recorded up to the trial's last day and refused after it — R:CTR-TRIAL-BREAK", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "manager", { trial_period_days: null });
      const end = (date: string) =>
        failureMessage(q, () =>
          q(
            "update public.contract set definitive_end_date = $2, definitive_end_reason = 'trial_period', definitive_end_initiator = 'client' where id = $1",
            [c.id, date],
          ),
        );
      expect(await end("2026-12-14")).toBe(
        "La rupture pendant l'essai doit intervenir au plus tard le 11/12/2026, dernier jour de la période d'essai (5 jours travaillés, L1251-14)",
      );
      expect(await end("2026-12-11")).toBeNull();
      const request = (date: string) =>
        failureMessage(q, () =>
          q(
            "insert into public.definitive_end_request (workspace_id, contract_id, contract_key, talent_id, initiator, reason, requested_end_date) values ($1, $2, $3, $4, 'client', 'trial_period', $5)",
            [RENFORT, c.id, c.contract_key, c.talent_id, date],
          ),
        );
      expect(await request("2026-12-14")).toBe(
        "Une rupture pendant l'essai doit intervenir avant la fin de la période d'essai (11/12/2026, 5 jours travaillés, L1251-14)",
      );
      expect(await request("2026-12-11")).toBeNull();
    });
  });
});

describe("10 h a day and 48 h a week per talent, every contract together", () => {
  it("adds the planned hours of the talent's overlapping contracts — R:CTR-HOURS-TALENT", async () => {
    await db.system(async (q) => {
      const talent = await newTalent(q);
      const first = await draftContract(q, "manager", { talent_id: talent, status: "signed", working_hours: 35 });
      const second = (values: Record<string, unknown>) =>
        failureMessage(q, () =>
          // each probe leaves nothing behind: only the first contract is counted
          withRollback(q, () =>
            draftContract(q, "manager", { talent_id: talent, start_date: "2027-01-04", status: "review", ...values }),
          ),
        );
      // a draft may be saved; the limits bind from the review on
      expect(await second({ working_hours: 14, status: "draft" })).toBeNull();
      expect(await second({ working_hours: 14 })).toBe(
        `Avec ses autres contrats (${String(first.contract_key)}), le talent travaillerait 49 h par semaine à partir du 04/01/2027 : au plus 48 h (L3121-20)`,
      );
      expect(await second({ working_hours: 13 })).toBeNull();
      expect(await second({ working_hours: 7, working_days: [6] })).toBeNull();
      expect(await second({ working_hours: 3.5, working_days: [1] })).toBe(
        `Avec ses autres contrats (${String(first.contract_key)}), le talent travaillerait 10,5 h par jour à partir du 04/01/2027 : au plus 10 h (L3121-18)`,
      );
      // after the first contract, or when it is canceled, no limit is shared
      expect(await second({ start_date: "2027-03-01", end_date: "2027-03-31", working_hours: 35 })).toBeNull();
      await q("update public.contract set status = 'canceled' where id = $1", [first.id]);
      expect(await second({ working_hours: 35 })).toBeNull();
    });
  });

  it("refuses a timesheet day or week over the limits across the talent's contracts — R:CTR-HOURS-TIMESHEETS, R:TS-ALL-CONTRACTS", async () => {
    await db.system(async (q) => {
      const talent = await newTalent(q);
      const a = await draftContract(q, "manager", {
        talent_id: talent,
        status: "active",
        working_hours: 20,
        dpae_submitted_at: "2026-12-01T08:00:00Z",
      });
      const b = await draftContract(q, "manager", {
        talent_id: talent,
        status: "active",
        working_hours: 20,
        dpae_submitted_at: "2026-12-01T08:00:00Z",
      });
      const week = async (contractId: unknown) =>
        (
          await one<{ id: string }>(
            q,
            "insert into public.timesheet_week (workspace_id, contract_id, contract_key, talent_id, week_start) values ($1, $2, '', $3, '2026-12-07') returning id",
            [RENFORT, contractId, talent],
          )
        ).id;
      const wa = await week(a.id);
      const wb = await week(b.id);
      // the limits bind people's entries (imports and the seed, as the system, are trusted)
      await as(q, "csm");
      const day = (w: string, date: string, hours: number) =>
        failureMessage(q, () =>
          q(
            "insert into public.timesheet_day (workspace_id, timesheet_week_id, date, worked_hours) values ($1, $2, $3, $4)",
            [RENFORT, w, date, hours],
          ),
        );
      expect(await day(wa, "2026-12-07", 8)).toBeNull();
      expect(await day(wb, "2026-12-07", 2)).toBeNull();
      expect(await day(wb, "2026-12-08", 9)).toBeNull();
      expect(await day(wa, "2026-12-08", 1.5)).toBe(
        "Le talent dépasserait 10 h de travail le 08/12/2026, tous contrats confondus (L3121-18) : 10,5 h saisies",
      );
      for (const [date, hours] of [
        ["2026-12-09", 10],
        ["2026-12-10", 10],
      ] as const)
        expect(await day(wa, date, hours)).toBeNull();
      expect(await day(wb, "2026-12-11", 9)).toBeNull(); // 48 h
      expect(await day(wb, "2026-12-12", 0.5)).toBe(
        "Le talent dépasserait 48 h de travail la semaine du 07/12/2026, tous contrats confondus (L3121-20) : 48,5 h saisies",
      );
    });
  });
});

describe("qualifications before validation, signature and activation", () => {
  const send = async (q: Query, id: unknown) => {
    await as(q, "csm");
    const m = await failureMessage(q, () => transition(q, "contract", id, "sent_for_signature"));
    await asSystem(q);
    return m;
  };

  it("the CACES category of the job, then the other qualifications, then the SIR aptitude — R:CTR-DOC-QUALIFICATIONS, R:CTR-DOC-SIR, R:CTR-SIR-START-DAY", async () => {
    await db.system(async (q) => {
      const talent = await newTalent(q);
      const c = await draftContract(q, "manager", {
        talent_id: talent,
        job_id: await jobId(q, "conducteur_engins"),
        status: "validated",
      });
      expect(await send(q, c.id)).toBe(
        "Document obligatoire manquant pour ce contrat : « CACES » du talent (vérifié et en cours de validité)",
      );
      await addDocument(q, talent, "caces", "R487");
      expect(await send(q, c.id)).toBe(
        "Le « CACES » du talent ne couvre pas la catégorie exigée pour ce poste (R482 A ou R482 B1 ou R482 C1)",
      );
      await addDocument(q, talent, "caces", "R482A");
      expect(await send(q, c.id)).toBe(
        "Document obligatoire manquant pour ce contrat : « AIPR » du talent (vérifié et en cours de validité)",
      );
      await addDocument(q, talent, "aipr");
      expect(await send(q, c.id)).toBe(
        "Poste en suivi individuel renforcé (SIR) : le talent n'a pas d'avis d'aptitude médicale valide le 07/12/2026, jour de sa prise de poste (R4624-24)",
      );
      await addDocument(q, talent, "medical_attestation", "VIP");
      expect(await send(q, c.id)).toMatch(/^Poste en suivi individuel renforcé/);
      await addDocument(q, talent, "medical_attestation", "SIR – apte");
      expect(await send(q, c.id)).toBeNull();
    });
  });

  it("an R482 A holder does not pass for a crane (R487); SST, height, R408 and FIMO/FCO are required by their jobs — R:CTR-DOC-QUALIFICATIONS", async () => {
    await db.system(async (q) => {
      const cases: Array<[string, string, string]> = [
        ["grutier", "caces", "Le « CACES » du talent ne couvre pas la catégorie exigée pour ce poste (R487)"],
        ["chef_equipe_gros_oeuvre", "sst", "« SST »"],
        ["couvreur", "work_at_height", "« Travail en hauteur »"],
        ["facadier_enduiseur", "scaffolding", "« Échafaudage (R408) »"],
        ["chauffeur_pl", "driver_qualification", "« Qualification conducteur (FIMO / FCO) »"],
      ];
      for (const [job, type, message] of cases) {
        const talent = await newTalent(q);
        await addDocument(q, talent, "caces", "R482 A");
        await addDocument(q, talent, "driving_license", "C");
        await addDocument(q, talent, "medical_attestation", "SIR");
        const c = await draftContract(q, "manager", {
          talent_id: talent,
          job_id: await jobId(q, job),
          status: "validated",
        });
        expect([job, await send(q, c.id)]).toEqual([job, expect.stringContaining(message)]);
        await addDocument(q, talent, type, type === "caces" ? "R487" : null);
        expect([job, await send(q, c.id)]).toEqual([job, null]);
      }
    });
  });

  it("is checked when the contract is validated — R:CTR-DOC-WHEN", async () => {
    await db.system(async (q) => {
      const talent = await newTalent(q);
      const c = await draftContract(q, "manager", {
        talent_id: talent,
        job_id: await jobId(q, "couvreur"),
        status: "review",
      });
      await q("insert into public.contract_pricing (contract_id, workspace_id, coefficient) values ($1, $2, 2)", [
        c.id,
        RENFORT,
      ]);
      await as(q, "csm");
      expect(await failureMessage(q, () => transition(q, "contract", c.id, "validated"))).toBe(
        "Document obligatoire manquant pour ce contrat : « Travail en hauteur » du talent (vérifié et en cours de validité)",
      );
    });
  });
});

describe("délai de carence: the workplace, not the address row; replacements", () => {
  const previous = (q: Query, worksite: string, values: Record<string, unknown> = {}) =>
    draftContract(q, "manager", {
      contract_key: "TEST-CARENCE-W",
      address_id: worksite,
      status: "ended",
      start_date: "2026-03-02",
      end_date: "2026-03-31",
      dpae_submitted_at: "2026-02-27T08:00:00Z",
      ...values,
    });
  const next = (q: Query, worksite: string, values: Record<string, unknown> = {}) =>
    failureMessage(q, () =>
      draftContract(q, "manager", {
        address_id: worksite,
        start_date: "2026-04-14",
        end_date: "2026-05-29",
        ...values,
      }),
    );

  it("the same street saved again as a new address row is the same post — R:CTR-CARENCE-POST", async () => {
    await db.system(async (q) => {
      await previous(q, await newWorksite(q, "12, rue des Essais"));
      expect(await next(q, await newWorksite(q, "12 RUE DES ESSAIS"))).toMatch(
        /^Délai de carence non respecté sur ce poste : après le contrat TEST-CARENCE-W terminé le 31\/03\/2026/,
      );
      expect(await next(q, await newWorksite(q, "14 rue des Essais"))).toBeNull();
    });
  });

  it("so is a worksite within 100 m (coordinates), whatever its street text — R:CTR-CARENCE-POST", async () => {
    await db.system(async (q) => {
      const located = async (street: string, lat: number) =>
        (
          await one<{ id: string }>(
            q,
            "insert into public.address (workspace_id, type, street1, postal_code, city, latitude, longitude) values ($1, 'worksite', $2, '69007', 'Lyon', $3, 4.84) returning id",
            [RENFORT, street, lat],
          )
        ).id;
      await previous(q, await located("Chantier Gerland, lot B", 45.73));
      expect(await next(q, await located("ZAC de Gerland", 45.7305))).toMatch(/^Délai de carence non respecté/); // ~55 m
      expect(await next(q, await located("ZAC de Gerland", 45.735))).toBeNull(); // ~550 m
    });
  });

  it("a replacement after a replacement is exempt only on a new absence of the same employee — R:CTR-CARENCE-EXEMPT", async () => {
    await db.system(async (q) => {
      const worksite = await newWorksite(q);
      await previous(q, worksite, { contract_reason: "replacement_absence", replaced_employee: "Hélène Dupont" });
      expect(
        await next(q, worksite, { contract_reason: "replacement_absence", replaced_employee: "Marc Petit" }),
      ).toMatch(/^Délai de carence non respecté/);
      expect(await next(q, worksite, { contract_reason: "replacement_absence", replaced_employee: null })).toMatch(
        /^Délai de carence non respecté/,
      );
      expect(
        await next(q, worksite, { contract_reason: "replacement_absence", replaced_employee: "  helene  DUPONT " }),
      ).toBeNull();
    });
  });
});

describe("export order, reference pay, break-even coefficient", () => {
  it("an export order's initial contract lasts at least six months (L1251-12) — R:CTR-EXPORT-MIN", async () => {
    await db.system(async (q) => {
      const exportOrder = (end: string) =>
        failureMessage(q, () => draftContract(q, "manager", { contract_reason: "export_order", end_date: end }));
      expect(await exportOrder("2027-06-05")).toBe(
        "Une commande exceptionnelle à l'export impose un contrat initial d'au moins 6 mois : fin au plus tôt le 06/06/2027 (L1251-12)",
      );
      expect(await exportOrder("2027-06-06")).toBeNull();
    });
  });

  it("the pay is at least the reference pay of the client's equivalent employee, by default the order's (L1251-18) — R:CTR-PAY-REFERENCE, R:CTR-FROM-ORDER", async () => {
    await db.system(async (q) => {
      expect(await failureMessage(q, () => draftContract(q, "manager", { reference_hourly_wage: 14.51 }))).toBe(
        "Le salaire horaire (14,50 €) est inférieur à la rémunération d'un salarié permanent équivalent de l'entreprise utilisatrice (14,51 €, L1251-18)",
      );
      expect(await failureMessage(q, () => draftContract(q, "manager", { reference_hourly_wage: 14.5 }))).toBeNull();
      const mission = await cloneRow(q, "mission", "workspace_id = $1 and is_client_order", [RENFORT], {
        reference: `CMD-TEST-${Date.now()}`,
        hourly_wage: 16,
        reference_hourly_wage: 15,
      });
      const c = await draftContract(q, "manager", {
        mission_id: mission.id,
        hourly_wage: 15,
        reference_hourly_wage: null,
      });
      expect((await contractRow(q, c.id)).reference_hourly_wage).toBe("15.00");
    });
  });

  it("a coefficient below break-even is refused even with accounting's override; at the floor it passes — R:PAY-COEF-FLOOR, R:CTR-COEF-BREAK-EVEN", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "manager", { hourly_wage: 22 });
      const floor = Number(
        (await one<{ f: string }>(q, "select private.break_even_coefficient(22, '2026-12-07')::text as f")).f,
      );
      expect(floor).toBeGreaterThan(1.6);
      expect(floor).toBeLessThan(1.75);
      await as(q, "comptable");
      const price = (coefficient: number) =>
        failureMessage(q, () =>
          q(
            "insert into public.contract_pricing (contract_id, workspace_id, coefficient, coefficient_override_reason) values ($1, $2, $3, 'Client stratégique')",
            [c.id, RENFORT, coefficient],
          ),
        );
      expect(await price(1.05)).toMatch(
        /^Le coefficient \(1,05\) est sous le seuil de rentabilité de 1,\d+ pour un salaire de 22,00 €/,
      );
      expect(await price(Math.round((floor - 0.001) * 1000) / 1000)).toMatch(/sous le seuil de rentabilité/);
      expect(await price(floor)).toBeNull();
    });
  });
});

describe("renewals (L1251-35)", () => {
  const renewal = (q: Query, base: Record<string, unknown>, start: string, end: string, status = "draft") =>
    one<{ id: string }>(
      q,
      `insert into public.contract (workspace_id, contract_key, is_amendment, amendment_type, talent_id, mission_id, address_id, start_date, end_date, hourly_wage, contract_reason, status)
       values ($1, $2, true, 'renewal', $3, $4, $5, $6, $7, 14.5, 'activity_increase', $8) returning id`,
      [RENFORT, base.contract_key, base.talent_id, base.mission_id, base.address_id, start, end, status],
    );

  it("extend the term, are signed before it, at most twice, within the motif's maximum — R:CTR-RENEWAL-TERM, R:CTR-RENEWAL-BEFORE-TERM, R:CTR-RENEWAL-MAX", async () => {
    await db.system(async (q) => {
      const term = fromToday(10);
      const base = await draftContract(q, "manager", {
        status: "active",
        start_date: fromToday(-30),
        end_date: term,
        dpae_submitted_at: new Date().toISOString(),
      });
      expect(await failureMessage(q, () => renewal(q, base, fromToday(5), term))).toMatch(
        /^Un renouvellement doit reporter le terme du contrat au-delà du /,
      );
      const first = await renewal(q, base, fromToday(11), fromToday(40));
      expect(
        await failureMessage(q, () => q("update public.contract set status = 'signed' where id = $1", [first.id])),
      ).toBeNull();
      const second = await renewal(q, base, fromToday(41), fromToday(70));
      expect(await failureMessage(q, () => renewal(q, base, fromToday(71), fromToday(90)))).toBe(
        "Un contrat ne peut être renouvelé que 2 fois (L1251-35)",
      );
      expect(
        await failureMessage(q, () =>
          q("update public.contract set end_date = $2 where id = $1", [second.id, fromToday(600)]),
        ),
      ).toMatch(/^La durée totale du contrat, avenants compris, dépasse le maximum de 18 mois/);
    });
  });

  it("another amendment takes effect inside the contract's period — R:CTR-AMEND-EFFECTIVE", async () => {
    await db.system(async (q) => {
      const base = await draftContract(q, "manager", { status: "signed", dpae_submitted_at: "2026-12-01T08:00:00Z" });
      const change = (start: string) =>
        failureMessage(q, () =>
          q(
            `insert into public.contract (workspace_id, contract_key, is_amendment, amendment_type, talent_id, mission_id, address_id, start_date, end_date, hourly_wage, contract_reason)
             values ($1, $2, true, 'pay_change', $3, $4, $5, $6, greatest($6::date, '2027-02-26'), 15, 'activity_increase')`,
            [RENFORT, base.contract_key, base.talent_id, base.mission_id, base.address_id, start],
          ),
        );
      const message =
        "La date d'effet de l'avenant doit être comprise dans la période du contrat (du 07/12/2026 au 26/02/2027)";
      expect(await change("2026-12-06")).toBe(message);
      expect(await change("2027-02-27")).toBe(message);
      expect(await change("2027-02-26")).toBeNull();
    });
  });

  it("a renewal signed after the term is refused — R:CTR-RENEWAL-BEFORE-TERM", async () => {
    await db.system(async (q) => {
      const term = fromToday(-1);
      const base = await draftContract(q, "manager", {
        status: "active",
        start_date: fromToday(-30),
        end_date: term,
        dpae_submitted_at: new Date().toISOString(),
      });
      const late = await renewal(q, base, fromToday(0), fromToday(20));
      expect(
        await failureMessage(q, () => q("update public.contract set status = 'signed' where id = $1", [late.id])),
      ).toBe(
        `Un renouvellement doit être signé avant le terme du contrat (${term.split("-").reverse().join("/")}) : après, il faut un nouveau contrat (L1251-35)`,
      );
    });
  });
});

describe("the seed", () => {
  it("its contracts sent for signature or later hold the documents the rules require", async () => {
    await db.system(async (q) => {
      const r = await q<{ contract_key: string; problem: string }>(
        `select c.contract_key, private.contract_row_document_problem(c) as problem from public.contract c
         where c.status in ('sent_for_signature', 'partially_signed', 'signed', 'active') and c.contract_type <> 'independent_service'
           and private.contract_row_document_problem(c) is not null`,
      );
      expect(r.rows).toEqual([]);
    });
  });
});
