// Workflows and validations enforced by the database, each with its French message:
// who may move each status (status_transition), comments, forced moves, status history,
// and the legal checks (SMIC, 48 h, 10 h a day, maximum duration per reason, renewals,
// SIREN/SIRET, NIR, IBAN, coefficient range).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT, transition } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const userId = (key: string) => account(key).userId;

describe("enum labels and transitions are consistent", () => {
  it("every enum value of the public schema has a French label — R:GEN-ENUM-LABELS", async () => {
    const r = await db.engine.query<{ missing: string }>(
      `select t.typname || '.' || e.enumlabel as missing
       from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
       where n.nspname = 'public'
         and not exists (select 1 from public.enum_label l where l.enum_name = t.typname and l.value = e.enumlabel)`,
      [],
    );
    expect(r.rows.map((x) => x.missing)).toEqual([]);
  });

  it("every transition names real statuses of its column", async () => {
    const r = await db.engine.query<{ bad: string }>(
      `select t.entity || '.' || t.status_column || ' ' || coalesce(t.from_status, '∅') || '→' || t.to_status as bad
       from public.status_transition t
       join pg_attribute a on a.attrelid = ('public.' || t.entity)::regclass and a.attname = t.status_column
       where not exists (select 1 from pg_enum e where e.enumtypid = a.atttypid and e.enumlabel = t.to_status)
          or (t.from_status not in ('*') and t.from_status is not null
              and not exists (select 1 from pg_enum e where e.enumtypid = a.atttypid and e.enumlabel = t.from_status))`,
      [],
    );
    expect(r.rows.map((x) => x.bad)).toEqual([]);
  });
});

describe("contract review flow", () => {
  it("a consultant who is not autonomous needs the manager's validation before review — R:CTR-FLOW-MANAGER, R:ROLE-MANAGER-VALIDATION", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant");
      await as(q, "consultant");
      expect(await failureMessage(q, () => transition(q, "contract", c.id, "review"))).toBe(
        "Votre manager doit valider ce contrat avant sa mise en revue (vous n'êtes pas autonome)",
      );
      expect(
        await failureMessage(q, () =>
          q("update public.contract set manager_validated_at = now() where id = $1", [c.id]),
        ),
      ).toBe("Seul le manager du consultant peut valider ce contrat");
      await as(q, "manager");
      await q("update public.contract set manager_validated_at = now() where id = $1", [c.id]);
      expect(
        (await one<{ by: string }>(q, "select manager_validated_by as by from public.contract where id = $1", [c.id]))
          .by,
      ).toBe(userId("manager"));
      await as(q, "consultant");
      expect((await transition(q, "contract", c.id, "review")).s).toBe("review");
    });
  });

  it("an autonomous consultant sends to review directly — R:CTR-FLOW-MANAGER, R:ROLE-AUTONOMOUS", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "manager");
      await as(q, "manager");
      expect((await transition(q, "contract", c.id, "review")).s).toBe("review");
    });
  });

  it("review → admin modification needs a comment, and the history keeps it — R:CTR-FLOW-MODIF-COMMENT, R:GEN-TRANSITION-LOG, R:GEN-TRANSITION-REASON", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "manager", { status: "review" });
      await as(q, "csm");
      expect(await failureMessage(q, () => transition(q, "contract", c.id, "admin_modification_requested"))).toBe(
        "Un commentaire est obligatoire pour passer au statut « Modification demandée par l'administration »",
      );
      await transition(q, "contract", c.id, "admin_modification_requested", "Préciser le motif de recours");
      await as(q, "manager");
      await transition(q, "contract", c.id, "modification");
      await transition(q, "contract", c.id, "review");
      const history = await q<{
        from_status: string;
        to_status: string;
        comment: string | null;
        changed_by: string;
        actor: string;
      }>(
        "select from_status, to_status, comment, changed_by, actor from public.status_history where entity = 'contract' and entity_id = $1 order by changed_at, to_status",
        [c.id],
      );
      expect(history.rows.map((h) => `${h.from_status}→${h.to_status}`)).toEqual(
        expect.arrayContaining([
          "review→admin_modification_requested",
          "admin_modification_requested→modification",
          "modification→review",
        ]),
      );
      const requested = history.rows.find((h) => h.to_status === "admin_modification_requested")!;
      expect(requested).toMatchObject({
        comment: "Préciser le motif de recours",
        changed_by: userId("csm"),
        actor: "user",
      });
    });
  });

  it("refuses moves the role may not make, and moves that do not exist — R:CTR-FLOW-ROLES, R:GEN-TRANSITION", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "manager", { status: "review" });
      await as(q, "manager");
      expect(await failureMessage(q, () => transition(q, "contract", c.id, "validated"))).toBe(
        "Votre rôle ne permet pas de passer de « En revue administrative » à « Validé »",
      );
      await as(q, "csm");
      expect(await failureMessage(q, () => transition(q, "contract", c.id, "active"))).toBe(
        "Transition impossible de « En revue administrative » à « En cours »",
      );
    });
  });

  it("validation needs a coefficient; an off-grid coefficient needs accounting — R:PAY-COEF-RATE, R:PAY-COEF-BAND, R:CTR-FLOW-OFF-GRID, R:CTR-COEF-RANGE", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "manager", { status: "review" });
      await as(q, "csm");
      expect(await failureMessage(q, () => transition(q, "contract", c.id, "validated"))).toBe(
        "Le coefficient doit être renseigné avant la validation",
      );
      expect(
        await failureMessage(q, () =>
          q("insert into public.contract_pricing (contract_id, coefficient) values ($1, 2.8)", [c.id]),
        ),
      ).toBe(
        "Le coefficient (2,800) doit être compris entre 1,5 et 2,5 ; au-delà, une dérogation de la comptabilité est nécessaire",
      );
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.contract_pricing (contract_id, coefficient, coefficient_override_reason) values ($1, 2.8, 'Client stratégique')",
            [c.id],
          ),
        ),
      ).toBe("Seule la comptabilité peut accorder une dérogation de coefficient");
      expect(
        await failureMessage(q, () =>
          q("insert into public.contract_pricing (contract_id, coefficient) values ($1, 6)", [c.id]),
        ),
      ).toBe("Le coefficient doit être compris entre 1 et 5");
      await as(q, "comptable");
      await q(
        "insert into public.contract_pricing (contract_id, coefficient, coefficient_override_reason) values ($1, 2.8, 'Client stratégique')",
        [c.id],
      );
      const billing = await one<{ rate: string }>(
        q,
        "select hourly_billing_rate as rate from public.contract where id = $1",
        [c.id],
      );
      expect(billing.rate).toBe("40.60");
      await as(q, "csm");
      expect(await failureMessage(q, () => transition(q, "contract", c.id, "validated"))).toBe(
        "Un coefficient hors grille impose une validation par la comptabilité",
      );
      await as(q, "comptable");
      expect((await transition(q, "contract", c.id, "validated")).s).toBe("validated");
    });
  });

  it("a replacement is validated only with the name and the qualification of the person replaced (L1251-43, 1°) — R:CTR-REPLACED-PERSON", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "manager", {
        status: "review",
        contract_reason: "replacement_absence",
        contract_reason_justification: "Absence pour maladie",
        replaced_employee: "Marc Dubois",
        replaced_employee_qualification: null,
      });
      await q("insert into public.contract_pricing (contract_id, coefficient) values ($1, 1.9)", [c.id]);
      await as(q, "csm");
      expect(await failureMessage(q, () => transition(q, "contract", c.id, "validated"))).toBe(
        "Un contrat de remplacement indique le nom et la qualification de la personne remplacée (L1251-43)",
      );
      await asSystem(q);
      await q("update public.contract set replaced_employee_qualification = 'Grutier, N3P2' where id = $1", [c.id]);
      await as(q, "csm");
      expect((await transition(q, "contract", c.id, "validated")).s).toBe("validated");
    });
  });

  it("warns of a post on the L4154-2 list without its reinforced safety training — R:CTR-L4154-2-TRAINING", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "manager", {
        is_risky_position: true,
        job_risks: "{work_at_height}",
        reinforced_safety_training: false,
      });
      await as(q, "manager");
      const codes = async () =>
        (await q<{ code: string }>("select code from public.contract_warnings($1)", [c.id])).rows.map((w) => w.code);
      expect(await codes()).toContain("reinforced_safety_training_missing");
      await asSystem(q);
      await q("update public.contract set reinforced_safety_training = true where id = $1", [c.id]);
      await as(q, "manager");
      expect(await codes()).not.toContain("reinforced_safety_training_missing");
    });
  });

  it("an administrator's edit sends a contract under review back to the consultant — R:CTR-FLOW-ADMIN-EDIT", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "manager", { status: "review" });
      await q("insert into public.contract_pricing (contract_id, coefficient) values ($1, 1.9)", [c.id]);
      await as(q, "csm");
      await q("update public.contract set hourly_wage = 15.2 where id = $1", [c.id]);
      expect(
        (
          await one<{ rate: string }>(q, "select hourly_billing_rate as rate from public.contract where id = $1", [
            c.id,
          ])
        ).rate,
      ).toBe("28.88");
      expect(
        (await one<{ status: string }>(q, "select status from public.contract where id = $1", [c.id])).status,
      ).toBe("consultant_review");
      await as(q, "manager");
      expect((await transition(q, "contract", c.id, "validated")).s).toBe("validated");
    });
  });

  it("a developer forces any move, with a mandatory comment, logged as forced — R:ROLE-BREAK-GLASS", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "manager");
      await as(q, "dev");
      expect(await failureMessage(q, () => transition(q, "contract", c.id, "signed"))).toBe(
        "Transition forcée de « Brouillon » à « Signé » : un commentaire est obligatoire",
      );
      await transition(q, "contract", c.id, "signed", "Reprise de l'historique papier");
      const h = await one<{ actor: string; is_forced: boolean }>(
        q,
        "select actor, is_forced from public.status_history where entity_id = $1 and to_status = 'signed'",
        [c.id],
      );
      expect(h).toEqual({ actor: "developer_override", is_forced: true });
    });
  });

  it("signed terms are frozen: changes go through an amendment", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "manager", { status: "signed", dpae_submitted_at: "2026-12-01T08:00:00Z" });
      await as(q, "csm");
      expect(
        await failureMessage(q, () => q("update public.contract set hourly_wage = 16 where id = $1", [c.id])),
      ).toBe("Un contrat signé ne peut plus être modifié : créez un avenant");
    });
  });

  it("the system's effects: signed places the application, active puts the talent on mission — R:CTR-SIGN-EFFECTS, R:APP-PLACED, R:TAL-AVAILABILITY-CONTRACTS", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "manager", {
        status: "sent_for_signature",
        start_date: "2026-11-02",
        end_date: "2027-01-29",
        dpae_submitted_at: "2026-10-30T08:00:00Z",
      });
      await q(
        "insert into public.application (workspace_id, mission_id, talent_id, stage) values ($1, $2, $3, 'onboarding') on conflict (mission_id, talent_id) do update set stage = 'onboarding', is_rejected = false, rejection_reason = null",
        [RENFORT, c.mission_id, c.talent_id],
      );
      await q("update public.talent set availability_status = 'available' where id = $1", [c.talent_id]);
      await q("update public.contract set status = 'signed' where id = $1", [c.id]);
      expect(
        (
          await one<{ stage: string }>(
            q,
            "select stage from public.application where mission_id = $1 and talent_id = $2",
            [c.mission_id, c.talent_id],
          )
        ).stage,
      ).toBe("placed");
      await q("update public.contract set status = 'active' where id = $1", [c.id]);
      expect(
        (await one<{ a: string }>(q, "select availability_status as a from public.talent where id = $1", [c.talent_id]))
          .a,
      ).toBe("on_mission");
    });
  });

  it("activation needs the DPAE — R:CTR-DPAE-ACTIVATION", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "manager", { status: "signed" });
      expect(
        await failureMessage(q, () => q("update public.contract set status = 'active' where id = $1", [c.id])),
      ).toBe("La DPAE doit être déclarée avant le début du contrat");
    });
  });
});

describe("contract validations", () => {
  const insertContract = (values: Record<string, unknown>) =>
    db.system(async (q) => {
      await as(q, "manager");
      return failureMessage(q, async () => {
        await asSystem(q);
        const c = await draftContract(q, "manager", values);
        return c;
      });
    });

  it("pay is at least the SMIC in force on the start date — R:CTR-PAY-SMIC, R:GEN-LEGAL-IN-FORCE", async () => {
    expect(await insertContract({ hourly_wage: 11.5, start_date: "2026-03-02", end_date: "2026-05-29" })).toBe(
      "Le salaire horaire (11,50 €) est inférieur au SMIC en vigueur au 02/03/2026 (12,02 €)",
    );
    expect(await insertContract({ hourly_wage: 11.8, start_date: "2025-06-02", end_date: "2025-08-29" })).toBe(
      "Le salaire horaire (11,80 €) est inférieur au SMIC en vigueur au 02/06/2025 (11,88 €)",
    );
    expect(await insertContract({ hourly_wage: 11.9, start_date: "2025-06-02", end_date: "2025-08-29" })).toBeNull();
  });

  it("dates are in order, and a precise term has an end date — R:CTR-DATES-ORDER, R:CTR-END-DATE-REQUIRED, R:CTR-IMPRECISE-TERM", async () => {
    expect(await insertContract({ start_date: "2027-02-01", end_date: "2027-01-29" })).toBe(
      "La date de fin doit être postérieure ou égale à la date de début",
    );
    expect(await insertContract({ end_date: null })).toBe(
      "La date de fin est obligatoire pour un contrat à terme précis",
    );
    expect(await insertContract({ is_precise_term: false, end_date: null, minimum_duration_days: 30 })).toBe(
      "Un terme imprécis n'est possible que pour un remplacement, un emploi saisonnier ou d'usage, ou l'attente d'un CDI",
    );
    expect(
      await insertContract({
        is_precise_term: false,
        end_date: null,
        minimum_duration_days: 30,
        contract_reason: "replacement_absence",
      }),
    ).toBeNull();
  });

  it("48 hours a week at most — R:CTR-HOURS-48", async () => {
    expect(await insertContract({ working_hours: 50 })).toBe(
      "La durée hebdomadaire ne peut pas dépasser 48 h (L3121-20)",
    );
  });

  it("the total duration stays within the maximum of the reason — R:CTR-MAX-DURATION", async () => {
    expect(await insertContract({ start_date: "2026-12-07", end_date: "2028-06-30" })).toBe(
      "La durée totale du contrat, avenants compris, dépasse le maximum de 18 mois pour le motif « Accroissement temporaire d'activité » (L1251-12-1)",
    );
    expect(
      await insertContract({
        start_date: "2026-12-07",
        end_date: "2027-09-10",
        contract_reason: "urgent_safety_works",
      }),
    ).toBe(
      "La durée totale du contrat, avenants compris, dépasse le maximum de 9 mois pour le motif « Travaux urgents de sécurité » (L1251-12-1)",
    );
    // replacement_owner's 18 months are "à vérifier": not blocking
    expect(
      await insertContract({ start_date: "2026-12-07", end_date: "2028-06-30", contract_reason: "replacement_owner" }),
    ).toBeNull();
  });

  it("amendments: same reason, at most two renewals, and the maximum counts them — R:CTR-AMEND-MOTIF, R:CTR-RENEWAL-MAX, R:CTR-MAX-DURATION", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "manager", {
        status: "active",
        start_date: "2026-10-05",
        end_date: "2026-12-18",
        dpae_submitted_at: "2026-10-01T08:00:00Z",
      });
      const amend = (values: Record<string, unknown>) =>
        failureMessage(q, () =>
          q(
            `insert into public.contract (workspace_id, contract_key, is_amendment, amendment_type, talent_id, mission_id, start_date, end_date, hourly_wage, contract_reason, owner_id)
         values ($1, $2, true, $3, $4, $5, $6, $7, 14.5, $8, $9)`,
            [
              RENFORT,
              c.contract_key,
              values.type ?? "renewal",
              c.talent_id,
              c.mission_id,
              values.start ?? "2026-12-19",
              values.end ?? "2027-01-29",
              values.reason ?? "activity_increase",
              account("manager").teamMemberId,
            ],
          ),
        );
      expect(await amend({ reason: "replacement_absence" })).toBe(
        "Le motif de recours ne peut pas changer par avenant : il faut un nouveau contrat",
      );
      expect(await amend({})).toBeNull();
      expect(await amend({ start: "2027-01-30", end: "2027-03-26" })).toBeNull();
      expect(await amend({ start: "2027-03-27", end: "2027-04-30" })).toBe(
        "Un contrat ne peut être renouvelé que 2 fois (L1251-35)",
      );
      expect(await amend({ type: "pay_change", start: "2027-01-04", end: "2028-06-30" })).toBe(
        "La durée totale du contrat, avenants compris, dépasse le maximum de 18 mois pour le motif « Accroissement temporaire d'activité » (L1251-12-1)",
      );
      const versions = await q<{ n: number }>(
        "select amendment_number as n from public.contract where contract_key = $1 order by 1",
        [c.contract_key],
      );
      expect(versions.rows.map((v) => v.n)).toEqual([0, 1, 2]);
    });
  });

  it("a blacklisted talent cannot get a contract", async () => {
    await db.system(async (q) => {
      const t = await one<{ id: string }>(
        q,
        "select id from public.talent where workspace_id = $1 and blacklisted_at is not null limit 1",
        [RENFORT],
      );
      const base = await draftContract(q, "manager");
      await as(q, "manager");
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.contract (workspace_id, talent_id, mission_id, start_date, end_date, hourly_wage, contract_reason) values ($1, $2, $3, '2026-12-07', '2027-01-29', 14.5, 'activity_increase')",
            [RENFORT, t.id, base.mission_id],
          ),
        ),
      ).toBe("Ce talent ne peut plus être délégué (interdiction de délégation)");
    });
  });
});

describe("timesheets", () => {
  async function draftWeek(q: Query) {
    const week = await one<{ id: string; week_start: string }>(
      q,
      // a week its contract covers from Monday to Friday (a contract may start or end mid-week)
      `select w.id, w.week_start::text from public.timesheet_week w join public.contract c on c.id = w.contract_id
       where w.workspace_id = $1 and w.status = 'draft' and c.start_date <= w.week_start
         and (c.end_date is null or c.end_date >= w.week_start + 4)
       order by w.week_start desc limit 1`,
      [RENFORT],
    );
    await q("delete from public.timesheet_day where timesheet_week_id = $1", [week.id]);
    return week;
  }
  const addDay = (q: Query, weekId: string, date: string, start: string, end: string, pause: number) =>
    q(
      "insert into public.timesheet_day (workspace_id, timesheet_week_id, date, start_time, end_time, break_minutes) values ($1, $2, $3, $4, $5, $6)",
      [RENFORT, weekId, date, start, end, pause],
    );
  const plus = (iso: string, days: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);

  it("computes the day's hours and the week's overtime split — R:TS-SPLIT", async () => {
    await db.system(async (q) => {
      const w = await draftWeek(q);
      await as(q, "csm");
      for (let d = 0; d < 5; d++) await addDay(q, w.id, plus(w.week_start, d), "07:00", "16:30", 60);
      const totals = await one(
        q,
        "select total_hours, hours_normal, hours_ot25, hours_ot50 from public.timesheet_week where id = $1",
        [w.id],
      );
      expect(totals).toEqual({ total_hours: "42.50", hours_normal: "35.00", hours_ot25: "7.50", hours_ot50: "0.00" });
    });
  });

  it("10 hours a day, a 20-minute break beyond 6 hours, 48 hours a week — R:TS-DAY-MAX, R:TS-BREAK, R:TS-WEEK-MAX", async () => {
    await db.system(async (q) => {
      const w = await draftWeek(q);
      await as(q, "csm");
      expect(await failureMessage(q, () => addDay(q, w.id, w.week_start, "07:00", "18:30", 30))).toBe(
        "Un jour ne peut pas dépasser 10 h de travail (L3121-18)",
      );
      expect(await failureMessage(q, () => addDay(q, w.id, w.week_start, "08:00", "16:00", 0))).toBe(
        "Une pause d'au moins 20 minutes est obligatoire au-delà de 6 h de travail (L3121-16)",
      );
      for (let d = 0; d < 4; d++) await addDay(q, w.id, plus(w.week_start, d), "07:00", "17:30", 30);
      expect(await failureMessage(q, () => addDay(q, w.id, plus(w.week_start, 4), "07:00", "17:30", 30))).toBe(
        "La semaine ne peut pas dépasser 48 h de travail (L3121-20) : 50 h saisies",
      );
      expect(await failureMessage(q, () => addDay(q, w.id, plus(w.week_start, 8), "07:00", "12:00", 0))).toBe(
        "Le jour doit appartenir à la semaine du relevé",
      );
    });
  });

  it("a week starts on a Monday and is locked once signed — R:TS-WEEK", async () => {
    await db.system(async (q) => {
      const signed = await one<{ id: string; contract_id: string; week_start: string }>(
        q,
        "select id, contract_id, week_start::text from public.timesheet_week where workspace_id = $1 and status = 'signed' limit 1",
        [RENFORT],
      );
      const day = await one<{ id: string }>(
        q,
        "select id from public.timesheet_day where timesheet_week_id = $1 limit 1",
        [signed.id],
      );
      await as(q, "csm");
      expect(
        await failureMessage(q, () => q("update public.timesheet_day set comment = 'modifié' where id = $1", [day.id])),
      ).toBe("Le relevé n'est plus modifiable (statut « Signé par le client »)");
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.timesheet_week (workspace_id, contract_id, contract_key, talent_id, week_start) values ($1, $2, 'x', $3, $4)",
            [RENFORT, signed.contract_id, account("csm").userId, plus(signed.week_start, 2)],
          ),
        ),
      ).toBe("Un relevé hebdomadaire commence un lundi");
    });
  });

  it("who validates, exports and reopens — R:TS-VALIDATE, R:TS-EXPORT, R:TS-UNLOCK", async () => {
    await db.system(async (q) => {
      const w = await one<{ id: string }>(
        q,
        "select id from public.timesheet_week where workspace_id = $1 and status = 'signed' limit 1",
        [RENFORT],
      );
      await as(q, "consultant");
      expect(await failureMessage(q, () => transition(q, "timesheet_week", w.id, "validated"))).toBe(
        "Votre rôle ne permet pas de passer de « Signé par le client » à « Validé agence »",
      );
      await as(q, "csm");
      await transition(q, "timesheet_week", w.id, "validated");
      expect(await failureMessage(q, () => transition(q, "timesheet_week", w.id, "exported"))).toBe(
        "Votre rôle ne permet pas de passer de « Validé agence » à « Transmis en paie »",
      );
      await as(q, "comptable");
      expect(await failureMessage(q, () => transition(q, "timesheet_week", w.id, "draft"))).toBe(
        "Un commentaire est obligatoire pour passer au statut « Brouillon »",
      );
      await transition(q, "timesheet_week", w.id, "exported");
      expect(
        (await one<{ by: string }>(q, "select validated_by as by from public.timesheet_week where id = $1", [w.id])).by,
      ).toBe(userId("csm"));
    });
  });

  it("sending for signature needs an active signer with an e-mail — R:TS-SIGNER", async () => {
    await db.system(async (q) => {
      const w = await one<{ id: string; signer: string }>(
        q,
        "select w.id, c.timesheet_signer_contact_id as signer from public.timesheet_week w join public.contract c on c.id = w.contract_id where w.workspace_id = $1 and w.status = 'draft' limit 1",
        [RENFORT],
      );
      await q("update public.contact set status = 'left_company' where id = $1", [w.signer]);
      await as(q, "csm");
      expect(await failureMessage(q, () => transition(q, "timesheet_week", w.id, "pending_signature"))).toBe(
        "Ce contact n'est plus actif et ne peut pas signer de relevé",
      );
    });
  });
});

describe("pipeline and missions", () => {
  it("applications: rejection reason, placed needs a contract, presented needs a qualified talent, going back is forced — R:APP-REJECT-REASON, R:APP-PLACED, R:APP-PRESENTED-QUALIFIED, R:APP-STAGE-BACK, R:APP-REACTIVATE", async () => {
    await db.system(async (q) => {
      const mission = await one<{ id: string }>(
        q,
        "select id from public.mission where workspace_id = $1 and status = 'open' limit 1",
        [RENFORT],
      );
      const newcomer = await one<{ id: string }>(
        q,
        "select id from public.talent where workspace_id = $1 and qualification_status = 'new' and blacklisted_at is null limit 1",
        [RENFORT],
      );
      await as(q, "consultant");
      const app = await one<{ id: string }>(
        q,
        "insert into public.application (mission_id, talent_id) values ($1, $2) returning id",
        [mission.id, newcomer.id],
      );
      expect(
        await failureMessage(q, () => q("update public.application set is_rejected = true where id = $1", [app.id])),
      ).toBe("Un motif de refus est obligatoire");
      expect(
        await failureMessage(q, () => q("update public.application set stage = 'presented' where id = $1", [app.id])),
      ).toBe("Le talent doit être qualifié avant d'être présenté au client");
      expect(
        await failureMessage(q, () => q("update public.application set stage = 'placed' where id = $1", [app.id])),
      ).toBe("Une candidature ne peut passer à « Placé(e) / En mission » qu'avec un contrat");
      await q("update public.application set stage = 'shortlisted' where id = $1", [app.id]);
      await q("update public.application set stage = 'to_qualify' where id = $1", [app.id]);
      expect(
        (
          await one<{ f: boolean }>(q, "select has_stage_been_forced as f from public.application where id = $1", [
            app.id,
          ])
        ).f,
      ).toBe(true);
      await q("update public.application set is_rejected = true, rejection_reason = 'distance' where id = $1", [
        app.id,
      ]);
      const rejected = await one<{ rejected_by: string; at: boolean }>(
        q,
        "select rejected_by, rejected_at is not null as at from public.application where id = $1",
        [app.id],
      );
      expect(rejected).toEqual({ rejected_by: userId("consultant"), at: true });
      await as(q, "marketing");
      expect(
        await failureMessage(q, () => q("update public.application set is_rejected = false where id = $1", [app.id])),
      ).toBe("Seul un consultant peut réactiver une candidature refusée");
    });
  });

  it("marketing moves applications only where the pipeline allows it — R:APP-STAGE-ROLES", async () => {
    await db.system(async (q) => {
      const app = await one<{ id: string }>(
        q,
        "select id from public.application where workspace_id = $1 and stage = 'new' and not is_rejected limit 1",
        [RENFORT],
      );
      await as(q, "marketing");
      expect(
        await failureMessage(q, () => q("update public.application set stage = 'shortlisted' where id = $1", [app.id])),
      ).toBe("Votre rôle ne permet pas de passer de « Nouvelle candidature » à « Présélectionné(e) »");
    });
  });

  it("missions: closing needs a reason, pausing needs a comment — R:ORDER-CLOSE, R:ORDER-PAY", async () => {
    await db.system(async (q) => {
      const m = await one<{ id: string }>(
        q,
        "select id from public.mission where workspace_id = $1 and status = 'open' limit 1",
        [RENFORT],
      );
      await as(q, "consultant");
      expect(await failureMessage(q, () => transition(q, "mission", m.id, "canceled"))).toBe(
        "Un motif de clôture est obligatoire pour annuler ou perdre une mission",
      );
      expect(await failureMessage(q, () => transition(q, "mission", m.id, "on_hold"))).toBe(
        "Un commentaire est obligatoire pour passer au statut « En pause »",
      );
      await transition(q, "mission", m.id, "on_hold", "Chantier décalé");
      expect(
        await failureMessage(q, () => q("update public.mission set hourly_wage = 10 where id = $1", [m.id])),
      ).toMatch(/^Le salaire horaire \(10,00 €\) est inférieur au SMIC en vigueur au /);
    });
  });
});

describe("client data", () => {
  it("SIREN and SIRET carry a valid key; the SIRET starts with the SIREN — R:GEN-VALID-SIREN, R:GEN-VALID-SIRET, R:GEN-VAT-NUMBER, R:GEN-VALID-NAF, R:CMP-SIRET-PREFIX", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      expect(
        await failureMessage(q, () =>
          q("insert into public.company (name, siren) values ('Test SAS', '123456789')", []),
        ),
      ).toBe("Le SIREN 123456789 est invalide (9 chiffres et clé de contrôle)");
      const company = await one<{ id: string }>(
        q,
        "insert into public.company (name, siren) values ('Test SAS', '794652115') returning id",
        [],
      );
      const vat = await one<{ vat_number: string }>(q, "select vat_number from public.company where id = $1", [
        company.id,
      ]);
      expect(vat.vat_number).toBe("FR" + String((12 + 3 * (794652115 % 97)) % 97).padStart(2, "0") + "794652115");
      expect(
        await failureMessage(q, () =>
          q("insert into public.agency (company_id, name, siret) values ($1, 'Siège', '79465211500014')", [company.id]),
        ),
      ).toBe("Le SIRET 79465211500014 est invalide (14 chiffres et clé de contrôle)");
      expect(
        await failureMessage(q, () =>
          q("insert into public.agency (company_id, name, siret) values ($1, 'Siège', '73282932000074')", [company.id]),
        ),
      ).toBe("Le SIRET 73282932000074 ne commence pas par le SIREN de l'entreprise (794652115)");
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.agency (company_id, name, siret, naf_code) values ($1, 'Siège', '79465211500013', '4399C')",
            [company.id],
          ),
        ),
      ).toBeNull();
      expect(
        (await one<{ naf: string }>(q, "select naf_code as naf from public.agency where siret = '79465211500013'", []))
          .naf,
      ).toBe("43.99C");
    });
  });

  it("a SIREN, a SIRET and a head office are unique, refused in French — R:CMP-SIRET-UNIQUE, R:CMP-ONE-HEAD-OFFICE", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const company = await one<{ id: string }>(
        q,
        "insert into public.company (name, siren) values ('Test SAS', '794652115') returning id",
        [],
      );
      expect(
        await failureMessage(q, () =>
          q("insert into public.company (name, siren) values ('Test bis SAS', '794 652 115')", []),
        ),
      ).toBe("Une entreprise avec le SIREN 794652115 existe déjà");
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.agency (company_id, name, siret, is_head_office) values ($1, 'Siège Lyon', '79465211500013', true)",
            [company.id],
          ),
        ),
      ).toBeNull();
      expect(
        await failureMessage(q, () =>
          q("insert into public.agency (company_id, name, siret) values ($1, 'Agence bis', '794 652 115 00013')", [
            company.id,
          ]),
        ),
      ).toBe("Le SIRET 79465211500013 est déjà celui d'un autre établissement");
      expect(
        await failureMessage(q, () =>
          q("insert into public.agency (company_id, name, is_head_office) values ($1, 'Siège Paris', true)", [
            company.id,
          ]),
        ),
      ).toBe("« Siège Lyon » est déjà le siège social de cette entreprise : retirez-lui d'abord ce statut");
      // moving the head office: first the old one loses the status, then the new one takes it
      const paris = await one<{ id: string }>(
        q,
        "insert into public.agency (company_id, name) values ($1, 'Agence Paris') returning id",
        [company.id],
      );
      expect(
        await failureMessage(q, () =>
          q("update public.agency set is_head_office = false where company_id = $1 and name = 'Siège Lyon'", [
            company.id,
          ]),
        ),
      ).toBeNull();
      expect(
        await failureMessage(q, () => q("update public.agency set is_head_office = true where id = $1", [paris.id])),
      ).toBeNull();
    });
  });

  it("La Poste's SIRET (digit sum multiple of 5) is accepted — R:GEN-VALID-SIRET-POSTE", async () => {
    const r = await db.engine.query<{ ok: boolean; poste: boolean; luhn: boolean }>(
      "select private.is_valid_siret('35600000000000') as ok, private.is_valid_siret('35600000000001') as poste, private.luhn_is_valid('35600000000001') as luhn",
      [],
    );
    expect(r.rows[0]).toEqual({ ok: false, poste: true, luhn: false });
  });

  it("company statuses: accounting blocks with a comment, a CSM cannot — R:GEN-TRANSITION-REASON, R:CMP-BLOCK-REASON", async () => {
    await db.system(async (q) => {
      const c = await one<{ id: string }>(
        q,
        "select id from public.company where workspace_id = $1 and status = 'active' limit 1",
        [RENFORT],
      );
      await as(q, "csm");
      expect(await failureMessage(q, () => transition(q, "company", c.id, "blocked"))).toBe(
        "Votre rôle ne permet pas de passer de « Client actif » à « Bloqué (impayés / hors encours) »",
      );
      await as(q, "comptable");
      expect(await failureMessage(q, () => transition(q, "company", c.id, "blocked"))).toBe(
        "Un commentaire est obligatoire pour passer au statut « Bloqué (impayés / hors encours) »",
      );
      expect((await transition(q, "company", c.id, "blocked", "Trois factures impayées")).s).toBe("blocked");
    });
  });

  it("payment terms within the legal cap — R:BIL-DUE-MAX, R:CMP-PAYMENT-TERMS", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      expect(
        await failureMessage(q, () =>
          q("insert into public.company (name, payment_terms_days) values ('Test SAS', 75)", []),
        ),
      ).toBe("Le délai de paiement dépasse le plafond légal (60 jours nets ou 45 jours fin de mois)");
    });
  });

  it("a signer contact needs an e-mail — R:CMP-SIGNER-EMAIL", async () => {
    await db.system(async (q) => {
      const c = await one<{ id: string }>(q, "select id from public.company where workspace_id = $1 limit 1", [
        RENFORT,
      ]);
      await as(q, "csm");
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.contact (company_id, last_name, phone_number, roles) values ($1, 'Durand', '+33600000000', '{timesheet_signer}')",
            [c.id],
          ),
        ),
      ).toBe("Un signataire de contrats ou un valideur de relevés d'heures doit avoir un e-mail");
    });
  });

  it("addresses keep POINT(lng lat) and coordinates in step, and fill the department", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const a = await one(
        q,
        "insert into public.address (location, postal_code, city) values ('POINT(4.835 45.764)', '69003', 'Lyon') returning latitude, longitude, department_code, department_name, region_name",
        [],
      );
      expect(a).toEqual({
        latitude: "45.764000",
        longitude: "4.835000",
        department_code: "69",
        department_name: "Rhône",
        region_name: "Auvergne-Rhône-Alpes",
      });
      const b = await one<{ location: string }>(
        q,
        "insert into public.address (latitude, longitude, postal_code, city) values (41.919, 8.739, '20000', 'Ajaccio') returning location",
        [],
      );
      expect(b.location).toBe("POINT(8.739000 41.919000)");
      const corsica = await one<{ department_code: string }>(
        q,
        "select department_code from public.address where location = 'POINT(8.739000 41.919000)'",
        [],
      );
      expect(corsica.department_code).toBe("2A");
    });
  });
});

describe("talents", () => {
  it("NIR and IBAN keys, minimum age, expected wage ≥ SMIC — R:TAL-MIN-AGE, R:TAL-NIR-KEY, R:TAL-IBAN-KEY", async () => {
    await db.system(async (q) => {
      const t = await cloneRow(q, "talent", "workspace_id = $1 and qualification_status = 'qualified'", [RENFORT], {
        email: null,
        phone_number: null,
      });
      await as(q, "consultant");
      expect(
        await failureMessage(q, () =>
          q("insert into public.talent_private (talent_id, social_security_number) values ($1, '185057512345678')", [
            t.id,
          ]),
        ),
      ).toBe("Le numéro de sécurité sociale est invalide (15 caractères et clé de contrôle)");
      expect(
        await failureMessage(q, () =>
          q("insert into public.talent_private (talent_id, iban) values ($1, 'FR7630006000011234567890188')", [t.id]),
        ),
      ).toBe("L'IBAN est invalide (clé de contrôle)");
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.talent_private (talent_id, social_security_number, iban) values ($1, '185057512345673', 'FR7630006000011234567890189')",
            [t.id],
          ),
        ),
      ).toBeNull();
      expect(
        await failureMessage(q, () =>
          q("update public.talent set birth_date = private.paris_today() - interval '15 years' where id = $1", [t.id]),
        ),
      ).toBe("Un talent doit avoir au moins 16 ans");
      expect(await failureMessage(q, () => q("update public.talent set wage = 11 where id = $1", [t.id]))).toBe(
        "Le salaire horaire souhaité (11,00 €) est inférieur au SMIC en vigueur (12,31 €)",
      );
    });
  });

  it("blacklisting: a reason, set by consultants or CSMs, lifted by a CSM — R:TAL-BLACKLIST-REASON", async () => {
    await db.system(async (q) => {
      const t = await one<{ id: string }>(
        q,
        "select id from public.talent where workspace_id = $1 and qualification_status = 'qualified' and blacklisted_at is null limit 1",
        [RENFORT],
      );
      await as(q, "consultant");
      expect(
        await failureMessage(q, () => q("update public.talent set blacklisted_at = now() where id = $1", [t.id])),
      ).toBe("Un motif est obligatoire pour ne plus déléguer un talent");
      await as(q, "marketing");
      expect(
        await failureMessage(q, () =>
          q("update public.talent set blacklisted_at = now(), blacklist_reason = 'Abandon de poste' where id = $1", [
            t.id,
          ]),
        ),
      ).toBe("Seuls un consultant ou un CSM peuvent interdire la délégation d'un talent");
      await as(q, "consultant");
      await q("update public.talent set blacklisted_at = now(), blacklist_reason = 'Abandon de poste' where id = $1", [
        t.id,
      ]);
      expect(
        await failureMessage(q, () => q("update public.talent set blacklisted_at = null where id = $1", [t.id])),
      ).toBe("Seul un CSM peut lever l'interdiction de délégation");
      await as(q, "csm");
      await q("update public.talent set blacklisted_at = null where id = $1", [t.id]);
    });
  });

  it("qualification moves by role — R:TAL-QUALIFICATION-ROLES", async () => {
    await db.system(async (q) => {
      const t = await one<{ id: string }>(
        q,
        "select id from public.talent where workspace_id = $1 and qualification_status = 'to_qualify' limit 1",
        [RENFORT],
      );
      await as(q, "marketing");
      expect(
        await failureMessage(q, () =>
          q("update public.talent set qualification_status = 'qualified' where id = $1", [t.id]),
        ),
      ).toBe("Votre rôle ne permet pas de passer de « À qualifier » à « Qualifié »");
      await as(q, "consultant");
      await q("update public.talent set qualification_status = 'qualified' where id = $1", [t.id]);
    });
  });
});

describe("documents, notes, notifications, parameters", () => {
  it("a rejected document needs a reason; expiry after issue — R:DOC-REJECTION-REASON", async () => {
    await db.system(async (q) => {
      const d = await one<{ id: string }>(
        q,
        "select id from public.document where workspace_id = $1 and status = 'pending_verification' and type = 'id_card' limit 1",
        [RENFORT],
      );
      await as(q, "consultant");
      expect(await failureMessage(q, () => transition(q, "document", d.id, "rejected", "Illisible"))).toBe(
        "Un motif est obligatoire pour refuser un document",
      );
      expect(
        await failureMessage(q, () =>
          q("update public.document set issued_at = '2026-01-10', expiry_date = '2025-01-10' where id = $1", [d.id]),
        ),
      ).toBe("La date d'expiration doit être postérieure à la date de délivrance");
      await q("update public.document set status = 'valid' where id = $1", [d.id]);
      expect(
        (await one<{ by: string }>(q, "select verified_by as by from public.document where id = $1", [d.id])).by,
      ).toBe(userId("consultant"));
    });
  });

  it("service notes are published by CSMs, accounting or developers — R:REQ-NOTE-SERVICE", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      expect(
        await failureMessage(q, () =>
          q("insert into public.note (is_service_note, title, content) values (true, 'Info', 'Texte')", []),
        ),
      ).toBe("Seuls un CSM, la comptabilité ou un développeur peuvent publier une note de service");
      expect(await failureMessage(q, () => q("insert into public.note (content) values ('Sans sujet')", []))).toBe(
        "Une note doit être rattachée à un élément (talent, contact, contrat, mission…)",
      );
      await as(q, "csm");
      expect(
        await failureMessage(q, () =>
          q("insert into public.note (is_service_note, title, content) values (true, 'Info', 'Texte')", []),
        ),
      ).toBeNull();
    });
  });

  it("recipients only mark notifications read", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const n = await one<{ id: string }>(q, "select id from public.notification where recipient_id = $1 limit 1", [
        account("consultant").teamMemberId,
      ]);
      expect(await failureMessage(q, () => q("update public.notification set title = 'x' where id = $1", [n.id]))).toBe(
        "Seul le statut de lecture d'une notification peut être modifié",
      );
      await q("update public.notification set is_read = true where id = $1", [n.id]);
      expect(
        (await one<{ r: boolean }>(q, "select read_at is not null as r from public.notification where id = $1", [n.id]))
          .r,
      ).toBe(true);
    });
  });

  it("legal parameters do not overlap; validations read the value in force", async () => {
    await db.system(async (q) => {
      await as(q, "comptable");
      expect(
        await failureMessage(q, () =>
          q(
            "insert into public.legal_parameter (key, value, unit, valid_from, valid_to) values ('smic_hourly_gross', 12.5, 'EUR/h', '2026-03-01', '2026-03-31')",
            [],
          ),
        ),
      ).toBe("Deux valeurs du paramètre « smic_hourly_gross » se chevauchent");
      // a new dated value closes the open one the day before (private.close_previous_legal_parameter)
      await q(
        "insert into public.legal_parameter (key, value, unit, valid_from) values ('smic_hourly_gross', 12.5, 'EUR/h', '2027-01-01')",
        [],
      );
      expect(
        (
          await one<{ valid_to: string }>(
            q,
            "select valid_to::text from public.legal_parameter where key = 'smic_hourly_gross' and valid_from = '2026-06-01'",
          )
        ).valid_to,
      ).toBe("2026-12-31");
      await asSystem(q);
      expect(
        await failureMessage(q, () => draftContract(q, "manager", { hourly_wage: 12.4, start_date: "2027-01-04" })),
      ).toBe("Le salaire horaire (12,40 €) est inférieur au SMIC en vigueur au 04/01/2027 (12,50 €)");
    });
  });

  it("pay tracking: an anomaly needs a note; advances ≤ net — R:PAY-STATUS-ROLES, R:PAY-ADVANCES-LE-NET", async () => {
    await db.system(async (q) => {
      const p = await one<{ id: string }>(
        q,
        "select id from public.pay_tracking where workspace_id = $1 and status = 'to_control' limit 1",
        [RENFORT],
      );
      await as(q, "csm");
      expect(await failureMessage(q, () => transition(q, "pay_tracking", p.id, "anomaly"))).toBe(
        "Une note est obligatoire pour signaler une anomalie",
      );
      expect(
        await failureMessage(q, () =>
          q(
            "update public.pay_tracking set status = 'anomaly', anomaly_note = 'Heures de nuit manquantes' where id = $1",
            [p.id],
          ),
        ),
      ).toBeNull();
      await as(q, "comptable");
      expect(
        await failureMessage(q, () =>
          q("update public.pay_tracking set net_to_pay = 100, advances_deducted = 150 where id = $1", [p.id]),
        ),
      ).toBe("Les acomptes déduits ne peuvent pas dépasser le net à payer");
    });
  });
});
