// Labour-law rules of the database (docs/rules/contracts.md#validations,
// docs/rules/timesheets.md#hours-limits), each with its allowed and refused case and its French
// message: délai de carence, mandatory documents when a contract is sent for signature or
// activated, working-time warnings, phone numbers and postal codes. Every case runs in a
// rolled-back transaction.
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT, transition } from "./support/fixtures.ts";

type PhoneUtil = { parse: (v: string, region: string) => unknown; isValidNumber: (n: unknown) => boolean };
const { PhoneNumberUtil } = createRequire(import.meta.url)("google-libphonenumber") as {
  PhoneNumberUtil: { getInstance: () => PhoneUtil };
};

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** A new worksite: a post of its own (client + job + worksite), free of seeded contracts. */
const newWorksite = async (q: Query) =>
  (
    await one<{ id: string }>(
      q,
      "insert into public.address (workspace_id, type, postal_code, city) values ($1, 'worksite', '69007', 'Lyon') returning id",
      [RENFORT],
    )
  ).id;

/** A new talent (clone of a qualified one) with the given nationality and no documents. */
const newTalent = async (q: Query, nationality: string) =>
  (
    await cloneRow(
      q,
      "talent",
      "workspace_id = $1 and qualification_status = 'qualified' and blacklisted_at is null",
      [RENFORT],
      { email: null, phone_number: null, auth_user_id: null, nationality_code: nationality },
    )
  ).id as string;

const addDocument = (
  q: Query,
  talentId: string,
  type: string,
  issued: string,
  expiry: string | null,
  status = "valid",
  category: string | null = null,
) =>
  q(
    "insert into public.document (workspace_id, talent_id, type, issued_at, expiry_date, status, category) values ($1, $2, $3, $4, $5, $6, $7)",
    [RENFORT, talentId, type, issued, expiry, status, category],
  );

const jobId = async (q: Query, code: string) =>
  (await one<{ id: string }>(q, "select id from public.job where code = $1", [code])).id;

describe("délai de carence (L1251-36)", () => {
  // A: 02/03/2026 → 31/03/2026, 30 days → 10 opening days (Mon–Fri, Easter Monday 06/04 excepted) → a new contract from 16/04/2026.
  const previous = (q: Query, worksite: string, values: Record<string, unknown> = {}) =>
    draftContract(q, "manager", {
      contract_key: "TEST-CARENCE-A",
      address_id: worksite,
      status: "ended",
      start_date: "2026-03-02",
      end_date: "2026-03-31",
      dpae_submitted_at: "2026-02-27T08:00:00Z",
      ...values,
    });
  const expected =
    "Délai de carence non respecté sur ce poste : après le contrat TEST-CARENCE-A terminé le 31/03/2026 (30 jours), un nouveau contrat ne peut commencer qu'à partir du 16/04/2026 (10 jours d'ouverture, L1251-36)";

  it("refuses a new contract on the post inside the délai, accepts it after, on another worksite, or as an amendment — R:CTR-CARENCE, R:CTR-CARENCE-POST", async () => {
    await db.system(async (q) => {
      const worksite = await newWorksite(q);
      const a = await previous(q, worksite);
      const other = await newWorksite(q);
      await as(q, "manager");
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.contract (workspace_id, talent_id, mission_id, address_id, start_date, end_date, hourly_wage, contract_reason) values ($1, $2, $3, $4, '2026-04-14', '2026-05-29', 14.5, 'activity_increase')",
            [RENFORT, a.talent_id, a.mission_id, worksite],
          ),
        ),
      ).toBe(expected);
      await asSystem(q);
      // Easter Monday is not an opening day: the 15th is still inside the délai
      expect(
        await failureMessage(q, () =>
          draftContract(q, "manager", { address_id: worksite, start_date: "2026-04-15", end_date: "2026-05-29" }),
        ),
      ).toBe(expected);
      expect(
        await failureMessage(q, () =>
          draftContract(q, "manager", { address_id: worksite, start_date: "2026-04-16", end_date: "2026-05-29" }),
        ),
      ).toBeNull();
      expect(
        await failureMessage(q, () =>
          draftContract(q, "manager", { address_id: other, start_date: "2026-04-01", end_date: "2026-05-29" }),
        ),
      ).toBeNull();
      // a renewal shares the contract_key: one contract, whose délai now runs from its new end
      expect(
        await failureMessage(q, () =>
          q(
            `insert into public.contract (workspace_id, contract_key, is_amendment, amendment_type, talent_id, mission_id, address_id, start_date, end_date, hourly_wage, contract_reason, status)
         values ($1, 'TEST-CARENCE-A', true, 'renewal', $2, $3, $4, '2026-04-01', '2026-04-30', 14.5, 'activity_increase', 'ended')`,
            [RENFORT, a.talent_id, a.mission_id, worksite],
          ),
        ),
      ).toBeNull();
      expect(
        await failureMessage(q, () =>
          draftContract(q, "manager", {
            address_id: worksite,
            status: "validated",
            start_date: "2026-05-04",
            end_date: "2026-06-30",
          }),
        ),
      ).toBe(
        "Délai de carence non respecté sur ce poste : après le contrat TEST-CARENCE-A terminé le 30/04/2026 (60 jours), un nouveau contrat ne peut commencer qu'à partir du 04/06/2026 (20 jours d'ouverture, L1251-36)",
      ); // 1, 8, 14 and 25 May are public holidays
    });
  });

  it("is checked both ways, counts half the duration under 14 days, and ignores drafts until they leave the draft status — R:CTR-CARENCE, R:CTR-CARENCE-DRAFTS", async () => {
    await db.system(async (q) => {
      const worksite = await newWorksite(q);
      // 10-day A (02/03 → 11/03/2026) → 5 opening days → a new contract from 19/03/2026
      const draft = await previous(q, worksite, { status: "draft", end_date: "2026-03-11" });
      expect(
        await failureMessage(q, () =>
          draftContract(q, "manager", {
            address_id: worksite,
            status: "validated",
            start_date: "2026-03-18",
            end_date: "2026-04-30",
          }),
        ),
      ).toBeNull();
      await as(q, "manager");
      expect(await failureMessage(q, () => transition(q, "contract", draft.id, "review"))).toBe(
        "Délai de carence non respecté sur ce poste : après le contrat TEST-CARENCE-A terminé le 11/03/2026 (10 jours), un nouveau contrat ne peut commencer qu'à partir du 19/03/2026 (5 jours d'ouverture, L1251-36)",
      );
    });
  });

  it("does not apply to the exempt reasons, nor after an early end or a renewal refused by the talent — R:CTR-CARENCE-EXEMPT", async () => {
    // each previous contract has a talent of its own: together they would exceed 48 h a week
    await db.system(async (q) => {
      const next = (worksite: string, values: Record<string, unknown> = {}) =>
        failureMessage(q, () =>
          draftContract(q, "manager", {
            address_id: worksite,
            start_date: "2026-04-01",
            end_date: "2026-05-29",
            ...values,
          }),
        );
      for (const [n, reason] of [
        [1, "urgent_safety_works"],
        [2, "seasonal"],
      ] as const) {
        const worksite = await newWorksite(q);
        await previous(q, worksite, { contract_key: `TEST-CARENCE-${n}`, talent_id: await newTalent(q, "FR") });
        expect(await next(worksite)).toMatch(/^Délai de carence non respecté sur ce poste/);
        expect(await next(worksite, { contract_reason: reason })).toBeNull();
      }
      const replaced = await newWorksite(q);
      await previous(q, replaced, {
        contract_key: "TEST-CARENCE-3",
        talent_id: await newTalent(q, "FR"),
        contract_reason: "replacement_absence",
        replaced_employee: "Jeanne Martin",
      });
      // a new absence of the same replaced employee (another one: supabase/tests/contracts/rules.test.ts)
      expect(
        await next(replaced, { contract_reason: "replacement_absence", replaced_employee: "Jeanne Martin" }),
      ).toBeNull();
      const refused = await newWorksite(q);
      await previous(q, refused, {
        contract_key: "TEST-CARENCE-4",
        talent_id: await newTalent(q, "FR"),
        renewal_refused_by_talent: true,
      });
      expect(await next(refused)).toBeNull();
      const quit = await newWorksite(q);
      await previous(q, quit, {
        contract_key: "TEST-CARENCE-5",
        talent_id: await newTalent(q, "FR"),
        status: "terminated_early",
        definitive_end_date: "2026-03-20",
        definitive_end_reason: "mutual_agreement",
        definitive_end_initiator: "talent",
      });
      expect(await next(quit, { start_date: "2026-03-23" })).toBeNull();
    });
  });
});

describe("mandatory documents when a contract is sent for signature or activated", () => {
  it("needs a valid residence permit outside the EU and the qualifications of the job, over the whole contract — R:CTR-DOC-PERMIT, R:CTR-DOC-QUALIFICATIONS, R:CTR-DOC-WHEN, R:TAL-RESIDENCE-PERMIT", async () => {
    await db.system(async (q) => {
      const talent = await newTalent(q, "MA");
      const c = await draftContract(q, "manager", {
        address_id: await newWorksite(q),
        talent_id: talent,
        job_id: await jobId(q, "conducteur_engins"),
        status: "validated",
        start_date: "2027-01-04",
        end_date: "2027-03-26",
      });
      const send = async () => {
        await as(q, "csm");
        const m = await failureMessage(q, () => transition(q, "contract", c.id, "sent_for_signature"));
        await asSystem(q);
        return m;
      };
      expect(await send()).toBe(
        "Document obligatoire manquant pour ce contrat : « Titre de séjour » du talent (vérifié et en cours de validité)",
      );
      await addDocument(q, talent, "residence_permit", "2024-01-10", "2027-06-30", "pending_verification");
      expect(await send()).toBe(
        "Document obligatoire manquant pour ce contrat : « Titre de séjour » du talent (vérifié et en cours de validité)",
      );
      await addDocument(q, talent, "residence_permit", "2023-01-10", "2026-12-31");
      expect(await send()).toBe(
        "Le document « Titre de séjour » du talent est expiré depuis le 31/12/2026, avant le début du contrat (04/01/2027)",
      );
      await addDocument(q, talent, "residence_permit", "2024-01-10", "2027-02-28");
      expect(await send()).toBe(
        "Le document « Titre de séjour » du talent expire le 28/02/2027, avant la fin du contrat (26/03/2027)",
      );
      await addDocument(q, talent, "residence_permit", "2025-01-10", "2028-01-09");
      expect(await send()).toBe(
        "Document obligatoire manquant pour ce contrat : « CACES » du talent (vérifié et en cours de validité)",
      );
      await addDocument(q, talent, "caces", "2022-05-02", "2032-05-01", "valid", "R482 B1");
      expect(await send()).toBe(
        "Document obligatoire manquant pour ce contrat : « AIPR » du talent (vérifié et en cours de validité)",
      );
      await addDocument(q, talent, "aipr", "2023-05-02", "2028-05-01");
      // driving an engine is a SIR post (docs/rules/contracts.md#mandatory-documents)
      expect(await send()).toMatch(/^Poste en suivi individuel renforcé \(SIR\)/);
      await addDocument(q, talent, "medical_attestation", "2026-09-01", "2028-08-31", "valid", "SIR");
      expect(await send()).toBeNull();
    });
  });

  it("an EU national needs no permit; activation re-checks the documents — R:CTR-DOC-PERMIT, R:CTR-DOC-WHEN", async () => {
    await db.system(async (q) => {
      const talent = await newTalent(q, "PT");
      const c = await draftContract(q, "manager", {
        address_id: await newWorksite(q),
        talent_id: talent,
        job_id: await jobId(q, "grutier"),
        status: "signed",
        start_date: "2027-01-04",
        end_date: "2027-03-26",
        dpae_submitted_at: "2027-01-02T08:00:00Z",
      });
      await addDocument(q, talent, "medical_attestation", "2026-09-01", "2028-08-31", "valid", "SIR");
      await addDocument(q, talent, "caces", "2021-05-02", "2026-12-15", "expired", "R487");
      expect(
        await failureMessage(q, () => q("update public.contract set status = 'active' where id = $1", [c.id])),
      ).toBe("Le document « CACES » du talent est expiré depuis le 15/12/2026, avant le début du contrat (04/01/2027)");
      await addDocument(q, talent, "caces", "2026-12-10", "2031-12-09", "valid", "R487");
      expect(
        await failureMessage(q, () => q("update public.contract set status = 'active' where id = $1", [c.id])),
      ).toBeNull();
    });
  });
});

describe("warnings", () => {
  /** A running contract of a new talent with a carte BTP, on its own worksite: no warning to start with. */
  async function cleanContract(q: Query, values: Record<string, unknown> = {}) {
    const talent = await newTalent(q, "FR");
    await addDocument(q, talent, "carte_btp", "2025-01-05", "2030-01-04");
    return draftContract(q, "manager", {
      address_id: await newWorksite(q),
      talent_id: talent,
      status: "active",
      start_date: "2026-01-05",
      end_date: "2026-04-24",
      dpae_submitted_at: "2026-01-02T08:00:00Z",
      ...values,
    });
  }
  const warnings = (q: Query, fn: string, id: unknown) =>
    q<{ code: string; message: string; details: Record<string, unknown> }>(`select * from public.${fn}($1)`, [id]).then(
      (r) => r.rows,
    );
  const addWeek = async (q: Query, contractId: unknown, weekStart: string) =>
    (
      await one<{ id: string }>(
        q,
        "insert into public.timesheet_week (workspace_id, contract_id, contract_key, talent_id, week_start) values ($1, $2, 'x', $3, $4) returning id",
        [RENFORT, contractId, RENFORT, weekStart],
      )
    ).id;
  const addDay = (q: Query, weekId: string, date: string, start: string, end: string) =>
    q(
      "insert into public.timesheet_day (workspace_id, timesheet_week_id, date, start_time, end_time, break_minutes) values ($1, $2, $3, $4, $5, 30)",
      [RENFORT, weekId, date, start, end],
    );

  it("none for a contract within every limit; planned hours over 44 h and an overlapping contract are reported — R:CTR-HOURS-44-WARNING, R:CTR-OVERLAP-WARNING", async () => {
    await db.system(async (q) => {
      const c = await cleanContract(q);
      const week = await addWeek(q, c.id, "2026-01-12");
      for (const d of ["12", "13", "14", "15", "16"]) await addDay(q, week, `2026-01-${d}`, "07:30", "16:30");
      await as(q, "csm");
      expect(await warnings(q, "contract_warnings", c.id)).toEqual([]);
      expect(await warnings(q, "timesheet_week_warnings", week)).toEqual([]);
      await asSystem(q);
      await q("update public.contract set working_hours = 46 where id = $1", [c.id]);
      const other = await draftContract(q, "manager", {
        contract_key: "TEST-OVERLAP",
        address_id: await newWorksite(q),
        talent_id: c.talent_id,
        start_date: "2026-04-13",
        end_date: "2026-05-29",
        working_hours: 2, // 46 h + 2 h: within 48 h a week across both contracts
      });
      await as(q, "csm");
      const rows = await warnings(q, "contract_warnings", c.id);
      expect(rows.map((w) => [w.code, w.message])).toEqual([
        [
          "planned_weekly_hours",
          "Durée hebdomadaire prévue de 46 h : au-delà de 44 h, la moyenne sur 12 semaines consécutives est dépassée (L3121-22)",
        ],
        [
          "overlapping_contract",
          "Le talent a un autre contrat sur la même période : TEST-OVERLAP, du 13/04/2026 au 29/05/2026 (« Brouillon »)",
        ],
      ]);
      expect(rows[1].details).toMatchObject({ contract_id: other.id, contract_key: "TEST-OVERLAP" });
      await as(q, "marketing");
      expect(await failureMessage(q, () => warnings(q, "contract_warnings", c.id))).toBe("Contrat introuvable");
    });
  });

  it("daily rest under 11 h and no weekly rest of 35 h — R:CTR-REST-WARNINGS, R:TS-WARNINGS", async () => {
    await db.system(async (q) => {
      const c = await cleanContract(q);
      const week = await addWeek(q, c.id, "2026-01-05");
      await addDay(q, week, "2026-01-05", "14:00", "22:00");
      for (const d of ["06", "07", "08", "09", "10", "11"]) await addDay(q, week, `2026-01-${d}`, "06:00", "12:00");
      await as(q, "csm");
      expect((await warnings(q, "timesheet_week_warnings", week)).map((w) => [w.code, w.message])).toEqual([
        [
          "daily_rest",
          "Repos quotidien de 8 h seulement entre le 05/01/2026 et le 06/01/2026 : 11 h consécutives sont obligatoires (L3131-1)",
        ],
        [
          "weekly_rest",
          "Semaine du 05/01/2026 : aucun repos hebdomadaire de 35 h consécutives (24 h dans la semaine + 11 h, L3132-2)",
        ],
      ]);
      expect((await warnings(q, "contract_warnings", c.id)).map((w) => w.code)).toEqual(["daily_rest", "weekly_rest"]);
    });
  });

  it("an average over 44 h across 12 consecutive weeks — R:CTR-REST-WARNINGS, R:TS-WARNINGS", async () => {
    await db.system(async (q) => {
      const c = await cleanContract(q);
      await q(
        `insert into public.timesheet_week (workspace_id, contract_id, contract_key, talent_id, week_start, total_hours)
               select $1, $2, 'x', $3, date '2026-01-05' + 7 * k, 45 from generate_series(0, 11) k`,
        [RENFORT, c.id, c.talent_id],
      );
      await as(q, "csm");
      const rows = await warnings(q, "contract_warnings", c.id);
      expect(rows.map((w) => [w.code, w.message])).toEqual([
        [
          "average_weekly_hours_12w",
          "Moyenne de 45 h par semaine sur les 12 semaines du 05/01/2026 au 29/03/2026 : elle dépasse 44 h (L3121-22)",
        ],
      ]);
      expect(rows[0].details).toMatchObject({ total_hours: 540, average_hours: 45 });
    });
  });
});

describe("phone numbers and postal codes", () => {
  const phoneUtil = PhoneNumberUtil.getInstance();
  const frontAccepts = (v: string) => {
    try {
      return phoneUtil.isValidNumber(phoneUtil.parse(v, "FR"));
    } catch {
      return false;
    }
  };

  it("accepts the numbers the front end's validator accepts (France, Monaco, Belgium, Switzerland), in E.164 — R:GEN-VALID-PHONE", async () => {
    const samples = [
      "06 12 34 56 78",
      "01 42 68 53 00",
      "0033 1 42 68 53 00",
      "+33 (0)6 12 34 56 78",
      "+33 06 12 34 56 78",
      "+377 93 15 20 00",
      "+377 6 12 34 56 78",
      "+32 2 555 12 12",
      "+32 470 12 34 56",
      "+41 22 345 67 89",
      "+41 79 123 45 67",
      "+262 692 12 34 56",
      "+33 6 12 34",
      "+377 12 34",
      "+32 12 34",
      "+41 12 34 56",
      "12",
    ];
    const r = await db.engine.query<{ v: string; e164: string; ok: boolean }>(
      "select v, private.normalize_phone(v) as e164, private.is_valid_phone(private.normalize_phone(v)) as ok from unnest($1::text[]) v",
      [samples],
    );
    expect(r.rows.map((x) => [x.v, x.ok])).toEqual(samples.map((v) => [v, frontAccepts(v)]));
    expect(r.rows.filter((x) => x.ok).every((x) => /^\+[1-9]\d{7,14}$/.test(x.e164))).toBe(true);
  });

  it("talents, contacts and companies store E.164 numbers and refuse invalid ones — R:GEN-VALID-PHONE", async () => {
    await db.system(async (q) => {
      const talent = await newTalent(q, "FR");
      const company = await one<{ id: string }>(q, "select id from public.company where workspace_id = $1 limit 1", [
        RENFORT,
      ]);
      await as(q, "consultant");
      await q("update public.talent set phone_number = '+377 6 12 34 56 78' where id = $1", [talent]);
      expect(
        (await one<{ p: string }>(q, "select phone_number as p from public.talent where id = $1", [talent])).p,
      ).toBe("+377612345678");
      expect(
        await failureMessage(q, () =>
          q("update public.talent set phone_number = '+33 6 12 34' where id = $1", [talent]),
        ),
      ).toBe("Le téléphone « +3361234 » est invalide");
      const contact = await one<{ p: string }>(
        q,
        "insert into public.contact (company_id, last_name, phone_number) values ($1, 'Durand', '04 72 10 20 30') returning phone_number as p",
        [company.id],
      );
      expect(contact.p).toBe("+33472102030");
      expect(
        await failureMessage(q, () =>
          q("insert into public.contact (company_id, last_name, phone_number) values ($1, 'Durand', '+32 12 34')", [
            company.id,
          ]),
        ),
      ).toBe("Le téléphone « +321234 » est invalide");
      await as(q, "csm");
      expect(
        await failureMessage(q, () =>
          q("update public.company set phone_number = '+41 12 34 56' where id = $1", [company.id]),
        ),
      ).toBe("Le téléphone « +41123456 » est invalide");
    });
  });

  it("postal codes fit the country: French departments, Corsica, overseas, Monaco, Belgium, Switzerland — R:GEN-VALID-POSTAL-CODE", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const insert = (country: string, code: string) =>
        failureMessage(q, () =>
          q("insert into public.address (country_code, postal_code, city) values ($1, $2, 'Ville')", [country, code]),
        );
      for (const [country, code] of [
        ["FR", "69003"],
        ["FR", "20200"],
        ["FR", "97400"],
        ["FR", "98800"],
        ["MC", "98000"],
        ["BE", "1000"],
        ["CH", "1201"],
      ]) {
        expect(await insert(country, code)).toBeNull();
      }
      expect(await insert("FR", "6900")).toBe("Le code postal « 6900 » est invalide : 5 chiffres en France");
      expect(await insert("FR", "96100")).toBe(
        "Le code postal « 96100 » est invalide : le département 96 n'existe pas",
      );
      expect(await insert("FR", "97700")).toBe(
        "Le code postal « 97700 » est invalide : le département 977 n'existe pas",
      );
      expect(await insert("FR", "98000")).toBe(
        "Le code postal « 98000 » est celui de Monaco : choisissez le pays Monaco",
      );
      expect(await insert("MC", "06000")).toBe(
        "Le code postal « 06000 » est invalide : 980 suivi de 2 chiffres à Monaco",
      );
      expect(await insert("BE", "10000")).toBe("Le code postal « 10000 » est invalide : 4 chiffres en Belgique");
      expect(await insert("CH", "0123")).toBe("Le code postal « 0123 » est invalide : 4 chiffres en Suisse");
      const corsica = await one<{ d: string }>(
        q,
        "insert into public.address (postal_code, city) values ('20 200', 'Bastia') returning department_code as d",
        [],
      );
      expect(corsica.d).toBe("2B");
    });
  });
});
