// Planning (docs/rules/timesheets.md#planning, supabase/schemas/12_planning.sql): entries generated when a contract
// is signed, one write function for add / move / cancel, and the rules the database refuses in
// French — outside the contract, an overlap for the talent, the daily and weekly limits — with
// the edit rights (CONS, CSM, XCSM; developers). Every case is rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Entry = { id: string; date: string; start_time: string; end_time: string; planned_hours: string; status: string };

/** A signed contract of its own talent, Mon–Fri 8h–12h / 13h–17h (7 h a day), 07/12/2026 → 18/12/2026. */
async function signedContract(q: Query, values: Record<string, unknown> = {}) {
  const talent = await cloneRow(q, "talent", "workspace_id = $1 and qualification_status = 'qualified'", [RENFORT], {
    email: null,
    phone_number: null,
    auth_user_id: null,
    nationality_code: "FR",
  });
  // No job: no job-specific mandatory document (the signature checks them).
  const contract = await draftContract(q, "consultant", {
    talent_id: talent.id,
    job_id: null,
    status: "validated",
    start_date: "2026-12-07",
    end_date: "2026-12-18",
    working_days: [1, 2, 3, 4, 5],
    working_hours: 35,
    schedule: "8h–12h / 13h–17h, du lundi au vendredi",
    ...values,
  });
  await q("update public.contract set status = 'signed' where id = $1", [contract.id]);
  return { key: String(contract.contract_key), talentId: String(talent.id), contractId: String(contract.id) };
}

const entries = async (q: Query, key: string) =>
  (
    await q<Entry>(
      "select id, date::text, start_time::text, end_time::text, planned_hours::text, status::text from public.planning_entry where contract_key = $1 order by date",
      [key],
    )
  ).rows;

const save = (q: Query, values: Record<string, unknown>, id: string | null = null) =>
  one<{ id: string; status: string; date: string }>(
    q,
    "select s.id, s.status::text, s.date::text from public.save_planning_entry($1::jsonb, $2::uuid) s",
    [JSON.stringify(values), id],
  );

describe("generation from the contract's schedule", () => {
  it("creates one planned shift per working day when the contract becomes signed — R:CTR-SIGN-EFFECTS, R:TS-PLAN-GENERATE", () =>
    db.system(async (q) => {
      const { key } = await signedContract(q);
      const rows = await entries(q, key);
      expect(rows.map((r) => r.date)).toEqual([
        "2026-12-07",
        "2026-12-08",
        "2026-12-09",
        "2026-12-10",
        "2026-12-11",
        "2026-12-14",
        "2026-12-15",
        "2026-12-16",
        "2026-12-17",
        "2026-12-18",
      ]);
      expect(rows[0]).toMatchObject({
        start_time: "08:00:00",
        end_time: "17:00:00",
        planned_hours: "7.00",
        status: "planned",
      });
    }));

  it("creates nothing before the signature — R:TS-PLAN-GENERATE", () =>
    db.system(async (q) => {
      const talent = await cloneRow(
        q,
        "talent",
        "workspace_id = $1 and qualification_status = 'qualified'",
        [RENFORT],
        {
          email: null,
          phone_number: null,
          auth_user_id: null,
        },
      );
      const contract = await draftContract(q, "consultant", { talent_id: talent.id, status: "validated" });
      expect(await entries(q, String(contract.contract_key))).toEqual([]);
    }));

  it("gave the seed's active contracts their planning", () =>
    db.system(async (q) => {
      const r = await one<{ without: number; total: number }>(
        q,
        `select count(*) filter (where not exists (select 1 from public.planning_entry e
                                                   where e.workspace_id = c.workspace_id and e.contract_key = c.contract_key))::int as without,
                count(*)::int as total
         from public.contract c where c.status = 'active' and not c.is_amendment`,
      );
      expect(r.total).toBeGreaterThan(0);
      expect(r.without).toBe(0);
    }));
});

describe("rules, in French", () => {
  it("refuses an overlap for the talent — R:TS-PLAN-RULES", () =>
    db.setupThenAs("consultant", signedContract, async (q, c) => {
      const message = await failureMessage(q, () =>
        save(q, { contract_key: c.key, date: "2026-12-08", start_time: "16:00", end_time: "19:00" }),
      );
      expect(message).toBe("Ce créneau chevauche un autre créneau du talent le 08/12/2026 (08h00–17h00)");
    }));

  it("refuses more planned hours in a day than the daily limit — R:TS-PLAN-RULES", () =>
    db.setupThenAs("consultant", signedContract, async (q, c) => {
      const message = await failureMessage(q, () =>
        save(q, { contract_key: c.key, date: "2026-12-08", start_time: "17:30", end_time: "21:30" }),
      );
      expect(message).toBe("Un jour ne peut pas dépasser 10 h de travail (L3121-18) : 11 h planifiées le 08/12/2026");
    }));

  it("refuses more planned hours in a week than the weekly limit — R:TS-PLAN-RULES", () =>
    db.setupThenAs("consultant", signedContract, async (q, c) => {
      // 35 h planned Mon–Fri; Saturday 10 h is allowed (45 h), Sunday 4 h more is refused (49 h).
      await save(q, {
        contract_key: c.key,
        date: "2026-12-12",
        start_time: "07:00",
        end_time: "18:00",
        break_minutes: 60,
      });
      const message = await failureMessage(q, () =>
        save(q, { contract_key: c.key, date: "2026-12-13", start_time: "08:00", end_time: "12:00" }),
      );
      expect(message).toBe("La semaine ne peut pas dépasser 48 h de travail (L3121-20) : 49 h planifiées");
    }));

  it("refuses a shift outside the contract period — R:TS-PLAN-RULES", () =>
    db.setupThenAs("consultant", signedContract, async (q, c) => {
      const message = await failureMessage(q, () =>
        save(q, { contract_key: c.key, date: "2026-12-21", start_time: "08:00", end_time: "12:00" }),
      );
      expect(message).toBe("Le créneau doit être compris dans la période du contrat (du 07/12/2026 au 18/12/2026)");
    }));

  it("moves a shift to a free day, cancels it, then refuses to change a canceled shift", () =>
    db.setupThenAs("consultant", signedContract, async (q, c) => {
      const [first] = await entries(q, c.key);
      const moved = await save(q, { date: "2026-12-12" }, first!.id);
      expect(moved.date).toBe("2026-12-12");
      const canceled = await save(q, { status: "canceled" }, first!.id);
      expect(canceled.status).toBe("canceled");
      expect(await failureMessage(q, () => save(q, { status: "planned" }, first!.id))).toBe(
        "Un créneau « Annulé » ne peut plus être modifié",
      );
      // the day freed by the cancellation takes a new shift
      expect(
        (await save(q, { contract_key: c.key, date: "2026-12-12", start_time: "08:00", end_time: "12:00" })).status,
      ).toBe("planned");
    }));

  it("keeps « Réalisé » for the timesheet", () =>
    db.setupThenAs("consultant", signedContract, async (q, c) => {
      const [first] = await entries(q, c.key);
      expect(await failureMessage(q, () => save(q, { status: "done" }, first!.id))).toBe(
        "Un créneau passe à « Réalisé » par le relevé d'heures seulement",
      );
    }));
});

describe("edit rights (§3.5: CONS, CSM, XCSM edit)", () => {
  it.each(["consultant", "csm", "csmExterne", "dev"])("%s moves a shift — R:TS-PLAN-EDIT", (key) =>
    db.setupThenAs(key, signedContract, async (q, c) => {
      const [first] = await entries(q, c.key);
      expect((await save(q, { start_time: "09:00", end_time: "17:00", break_minutes: 60 }, first!.id)).status).toBe(
        "planned",
      );
    }),
  );

  it.each(["comptable", "marketing"])("%s cannot edit — R:TS-PLAN-EDIT", (key) =>
    db.setupThenAs(key, signedContract, async (q, c) => {
      await asSystem(q);
      const [first] = await entries(q, c.key);
      await as(q, key);
      const r = await attempt(q, () => save(q, { start_time: "09:00" }, first!.id));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toBe("Vos droits ne permettent pas de modifier le planning");
    }),
  );

  it("accounting reads the planning like the contract; marketing sees no row", () =>
    db.setupThenAs("comptable", signedContract, async (q, c) => {
      expect((await entries(q, c.key)).length).toBe(10);
      await as(q, "marketing");
      expect(await entries(q, c.key)).toEqual([]);
    }));
});

describe("reads of the screens", () => {
  it("the timeline has the talent's row with its shifts; the contract page has planned and worked days", () =>
    db.setupThenAs("consultant", signedContract, async (q, c) => {
      const timeline = await one<{ t: { count: number; rows: Array<{ id: string; entries: unknown[][] }> } }>(
        q,
        "select public.planning_timeline('2026-12-01', '2026-12-31') as t",
      );
      const row = timeline.t.rows.find((r) => r.id === c.talentId);
      expect(row?.entries.length).toBe(10);
      expect(row?.entries[0]!.slice(0, 4)).toEqual([6, "day", "planned", 7]);
      const page = await one<{ p: { planned: unknown[]; worked: unknown[]; contract: { contract_key: string } } }>(
        q,
        "select public.planning_of_contract($1) as p",
        [c.key],
      );
      expect(page.p.contract.contract_key).toBe(c.key);
      expect(page.p.planned.length).toBe(10);
      expect(page.p.worked).toEqual([]);
    }));
});

describe("SYS confirmed→done from the timesheet", () => {
  it("marks the worked days of a signed week « Réalisé », the others stay planned", () =>
    db.system(async (q) => {
      const c = await signedContract(q);
      await q("update public.planning_entry set status = 'confirmed' where contract_key = $1", [c.key]);
      const week = await one<{ id: string }>(
        q,
        `insert into public.timesheet_week (workspace_id, contract_id, contract_key, talent_id, week_start)
         values ($1, $2, $3, $4, '2026-12-07') returning id`,
        [RENFORT, c.contractId, c.key, c.talentId],
      );
      await q(
        `insert into public.timesheet_day (timesheet_week_id, date, start_time, end_time, break_minutes)
         values ($1, '2026-12-07', '08:00', '16:00', 60), ($1, '2026-12-08', '08:00', '16:00', 60)`,
        [week.id],
      );
      await q("update public.timesheet_week set status = 'signed' where id = $1", [week.id]);
      const rows = await entries(q, c.key);
      expect(rows.slice(0, 3).map((r) => [r.date, r.status])).toEqual([
        ["2026-12-07", "done"],
        ["2026-12-08", "done"],
        ["2026-12-09", "confirmed"],
      ]);
    }));
});
