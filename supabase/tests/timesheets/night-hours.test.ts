// Night hours computed from a day's times (private.prepare_timesheet_day, docs/rules/timesheets.md#night-hours):
// the minutes of the shift inside the night period of the client's agreement — 21 h – 6 h by
// default (L3122-2), 20 h – 6 h for the bâtiment (IDCC 1596/1597) — at most the hours worked (the
// break comes out of the day part first). A day typed as hours only keeps the night hours entered.
// The talent's space goes through the same trigger. Then the money, computed by hand (issue 69):
//
// A temp at 16,50 €/h, client on IDCC 1597 (night majoration +100 %), billed at coefficient 1,9
// (31,35 €/h). Week of Monday 18 May 2026 (no public holiday), four nights Mon–Thu 21:00 → 05:00
// with a 30-minute break: 7,5 h worked each, all at night → 30 h, 30 h at night.
//   pay (May, the mission's last pay: it ends on 31 May)
//     HN 30 × 16,50 = 495,00 · MAJ_NUIT 30 × 16,50 (+100 %) = 495,00 · gross 990,00
//     IFM 10 % × 990,00 = 99,00 · ICCP 10 % × 1 089,00 = 108,90 · gross total 1 197,90
//     (before the night hours were computed: 495,00 × 1,21 = 598,95)
//   invoice: normal 30 × 31,35 = 940,50 · night 30 × 31,35 (16,50 × 1,9) = 940,50 · HT 1 881,00
//     (before: 940,50)
// The same nights for a client whose own employees get +25 % for regular night work (L1251-18: the
// temp gets what they get), recorded on the company with its source instead of the agreement's
// +100 % for exceptional night work:
//   pay  HN 495,00 · MAJ_NUIT 30 × 4,125 (16,50 × 25 %) = 123,75 · gross 618,75
//        IFM 61,88 (61,875) · ICCP 10 % × 680,63 = 68,06 · gross total 748,69
//   invoice  normal 940,50 · night 30 × 7,84 (4,125 × 1,9 = 7,8375) = 235,20 · HT 1 175,70
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_ACCOUNTS } from "../../seed/accounts.ts";
import { becomeUser, failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asLoaded, asSystem, one } from "../support/fixtures.ts";
import { billedClient, linesOf, prepare, type Client } from "../billing/support.ts";
import { elements, payLine } from "../pay/support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Shift = { date: string; start: string; end: string; pause: number };
type DayRow = { date: string; worked_hours: string; night_hours: string };

/** A draft week of the client's contract with days typed by their times (as the system). */
async function weekOf(q: Query, c: Client, monday: string, shifts: Shift[]) {
  const week = await one<{ id: string }>(
    q,
    `insert into public.timesheet_week (workspace_id, contract_id, talent_id, contract_key, week_start)
     select workspace_id, id, talent_id, contract_key, $2 from public.contract where id = $1 returning id`,
    [c.contractId, monday],
  );
  for (const s of shifts)
    await q(
      `insert into public.timesheet_day (timesheet_week_id, date, start_time, end_time, break_minutes)
       values ($1, $2, $3, $4, $5)`,
      [week.id, s.date, s.start, s.end, s.pause],
    );
  return week.id;
}

const daysOf = async (q: Query, weekId: string) =>
  (
    await q<DayRow>(
      `select date::text, worked_hours::text, night_hours::text from public.timesheet_day
       where timesheet_week_id = $1 order by date`,
      [weekId],
    )
  ).rows.map((d) => [d.date, Number(d.worked_hours), Number(d.night_hours)]);

const shift = (date: string, start: string, end: string, pause = 0): Shift => ({ date, start, end, pause });

describe("night hours computed from the day's times", () => {
  it("by default from 21 h to 6 h (L3122-2): a night shift, an evening, an early start, a day — R:TS-NIGHT-WINDOW, R:TS-NIGHT-HOURS, R:TS-DAY-MIDNIGHT, R:TS-NIGHT-BREAK", async () => {
    const days = await db.system(async (q) => {
      const c = await billedClient(q);
      const week = await weekOf(q, c, "2026-05-18", [
        // 21:00 → 05:00 less 30 min: 7,5 h worked, all at night (8 h inside the period, capped)
        shift("2026-05-18", "21:00", "05:00", 30),
        // 18:00 → 02:00 less 30 min: 7,5 h worked, 21:00 – 02:00 at night
        shift("2026-05-19", "18:00", "02:00", 30),
        // 04:00 → 12:00 less 1 h: 7 h worked, 04:00 – 06:00 at night (the period begun the evening before)
        shift("2026-05-20", "04:00", "12:00", 60),
        shift("2026-05-21", "08:00", "17:00", 60),
      ]);
      const total = await one<{ night: string }>(
        q,
        "select night_hours::text as night from public.timesheet_week where id = $1",
        [week],
      );
      return { days: await daysOf(q, week), weekNight: Number(total.night) };
    });
    expect(days.days).toEqual([
      ["2026-05-18", 7.5, 7.5],
      ["2026-05-19", 7.5, 5],
      ["2026-05-20", 7, 2],
      ["2026-05-21", 8, 0],
    ]);
    expect(days.weekNight).toBe(14.5);
  });

  it("from 20 h for a client of the bâtiment (IDCC 1597), from its company's agreement — R:TS-NIGHT-WINDOW, R:TS-NIGHT-BREAK", async () => {
    const out = await db.system(async (q) => {
      const c = await billedClient(q, { idcc: "1597" });
      const week = await weekOf(q, c, "2026-05-18", [
        shift("2026-05-18", "18:00", "02:00", 30),
        shift("2026-05-19", "21:00", "05:00", 30),
        shift("2026-05-20", "13:00", "20:30", 30),
      ]);
      // a company without an IDCC on the NAF division of building work (43) is read as 1597 too
      const naf = await billedClient(q, { naf_code: "43.99C" });
      const nafWeek = await weekOf(q, naf, "2026-05-18", [shift("2026-05-18", "18:00", "02:00", 30)]);
      return { days: await daysOf(q, week), naf: await daysOf(q, nafWeek) };
    });
    expect(out.days).toEqual([
      // 20:00 – 02:00: 6 h at night of 7,5 h worked
      ["2026-05-18", 7.5, 6],
      ["2026-05-19", 7.5, 7.5],
      // 20:00 – 20:30 at night, the break taken from the day part
      ["2026-05-20", 7, 0.5],
    ]);
    expect(out.naf).toEqual([["2026-05-18", 7.5, 6]]);
  });

  it("follows a change of times, keeps the night hours typed on a day without times, and refuses more than worked — R:TS-NIGHT-TYPED, R:TS-NIGHT-FROZEN", async () => {
    const out = await db.system(async (q) => {
      const c = await billedClient(q);
      const week = await weekOf(q, c, "2026-05-18", [shift("2026-05-18", "08:00", "17:00", 60)]);
      await as(q, "consultant");
      await q(
        "update public.timesheet_day set start_time = '22:00', end_time = '06:00', break_minutes = 30 where timesheet_week_id = $1",
        [week],
      );
      const moved = await daysOf(q, week);
      // hours only (no times): what was typed stays
      await q(
        "insert into public.timesheet_day (timesheet_week_id, date, worked_hours, night_hours) values ($1, '2026-05-19', 7, 2)",
        [week],
      );
      const refused = await failureMessage(q, () =>
        q(
          "insert into public.timesheet_day (timesheet_week_id, date, worked_hours, night_hours) values ($1, '2026-05-20', 3, 4)",
          [week],
        ),
      );
      return { moved, all: await daysOf(q, week), refused };
    });
    expect(out.moved).toEqual([["2026-05-18", 7.5, 7.5]]);
    expect(out.all).toEqual([
      ["2026-05-18", 7.5, 7.5],
      ["2026-05-19", 7, 2],
    ]);
    expect(out.refused).toBe("Les heures de nuit ne peuvent pas dépasser les heures travaillées");
  });

  it("through the grid's save (save_timesheet_week) and the grid's period (contract_night_window) — R:TS-NIGHT-SHOWN", async () => {
    const out = await db.system(async (q) => {
      const c = await billedClient(q, { idcc: "1597" });
      const other = await billedClient(q);
      await as(q, "consultant");
      const week = await one<{ id: string }>(
        q,
        "select id from public.save_timesheet_week($1, '2026-05-18', $2::jsonb)",
        [
          c.contractId,
          JSON.stringify([{ date: "2026-05-18", start_time: "21:00", end_time: "05:00", break_minutes: 30 }]),
        ],
      );
      const window = await one<{ w: unknown; d: unknown }>(
        q,
        "select public.contract_night_window($1, '2026-05-18') as w, public.contract_night_window($2, '2026-05-18') as d",
        [c.contractId, other.contractId],
      );
      return { days: await daysOf(q, week.id), window };
    });
    expect(out.days).toEqual([["2026-05-18", 7.5, 7.5]]);
    expect(out.window).toEqual({ w: { start_hour: 20, end_hour: 6 }, d: { start_hour: 21, end_hour: 6 } });
  });
});

describe("night hours once recorded", () => {
  it("stay when the company's agreement changes; a day changed is computed again — R:TS-NIGHT-FROZEN", async () => {
    const out = await db.system(async (q) => {
      const c = await billedClient(q, { idcc: "1597" });
      const week = await weekOf(q, c, "2026-05-18", [shift("2026-05-18", "18:00", "02:00", 30)]);
      const before = await daysOf(q, week);
      // the company is no longer of the bâtiment: the general period, 21 h – 6 h
      await q("update public.company set idcc = null, naf_code = '70.22Z' where id = $1", [c.companyId]);
      const kept = await daysOf(q, week);
      await q("update public.timesheet_day set break_minutes = 45 where timesheet_week_id = $1", [week]);
      return { before, kept, changed: await daysOf(q, week) };
    });
    // 20:00 – 02:00 under the bâtiment's period
    expect(out.before).toEqual([["2026-05-18", 7.5, 6]]);
    expect(out.kept).toEqual([["2026-05-18", 7.5, 6]]);
    // changed: 18:00 → 02:00 less 45 min, 7,25 h worked, 21:00 – 02:00 at night
    expect(out.changed).toEqual([["2026-05-18", 7.25, 5]]);
  });
});

describe("the talent's hours from their space", () => {
  const talentAccount = { ...PORTAL_ACCOUNTS.talent, teamMemberId: null } as unknown as Parameters<
    typeof becomeUser
  >[1];

  it("end with the same night hours: the declaration goes through the day's trigger — R:TS-NIGHT-TALENT", async () => {
    const out = await db.system(async (q) => {
      const row = await one<{ week_id: string; day: string }>(
        q,
        `select w.id as week_id, min(d.date)::text as day
           from public.timesheet_week w
           join public.talent t on t.id = w.talent_id and t.email = $1
           join public.timesheet_day d on d.timesheet_week_id = w.id and d.start_time is not null
          where w.status in ('draft', 'pending_signature', 'signed', 'validated')
          group by w.id, w.week_start
          order by (w.status = 'draft') desc, w.week_start desc
          limit 1`,
        [PORTAL_ACCOUNTS.talent.email],
      );
      await q("update public.timesheet_week set status = 'draft' where id = $1 and status <> 'draft'", [row.week_id]);
      await becomeUser(q, talentAccount);
      type Week = { days: Array<{ date: string; agency: { updated_at: string; night_hours: number } | null }> };
      const read = async () =>
        (await one<{ r: Week }>(q, "select public.talent_space_hours_week($1) as r", [row.week_id])).r;
      const base = (await read()).days.find((d) => d.date === row.day)?.agency?.updated_at;
      await q("select public.talent_space_save_hours($1, $2::jsonb)", [
        row.week_id,
        JSON.stringify([
          { date: row.day, start_time: "21:00", end_time: "05:00", break_minutes: 30, base_updated_at: base },
        ]),
      ]);
      const shown = (await read()).days.find((d) => d.date === row.day)?.agency?.night_hours;
      await asSystem(q);
      const saved = await one<{ worked: string; night: string }>(
        q,
        "select worked_hours::text as worked, night_hours::text as night from public.timesheet_day where timesheet_week_id = $1 and date = $2",
        [row.week_id, row.day],
      );
      return { saved, shown };
    });
    expect(out.saved).toEqual({ worked: "7.50", night: "7.50" });
    expect(out.shown).toBe(7.5);
  });
});

describe("the money of four nights (issue 69)", () => {
  /** The temp's four nights on a client of IDCC 1597 billed at 1,9, the week validated. */
  async function fourNights(q: Query) {
    const c = await billedClient(q, { idcc: "1597" }, { hourly_wage: 16.5 });
    await asLoaded(q, "update public.contract_pricing set coefficient = 1.900 where contract_id = $1", [c.contractId]);
    const week = await weekOf(
      q,
      c,
      "2026-05-18",
      ["18", "19", "20", "21"].map((d) => shift(`2026-05-${d}`, "21:00", "05:00", 30)),
    );
    await q("update public.timesheet_week set status = 'validated' where id = $1", [week]);
    const totals = await one<{ total: string; night: string }>(
      q,
      "select total_hours::text as total, night_hours::text as night from public.timesheet_week where id = $1",
      [week],
    );
    return { c, week, totals };
  }

  it("pays the night majoration: 990,00 gross, 1 197,90 with IFM and ICCP — R:PAY-NIGHT-MONEY, R:PAY-MAJ-AGREEMENT", async () => {
    const out = await db.system(async (q) => {
      const { c, totals } = await fourNights(q);
      const pay = await payLine(q, c.talentId, "2026-05-01", "2026-05-31");
      await as(q, "comptable");
      const row = await one<Record<string, string>>(
        q,
        `select gross_base::text, majorations_amount::text, night_hours::text, ifm_amount::text, iccp_amount::text,
                gross_total::text
         from public.compute_pay_tracking($1)`,
        [pay.id],
      );
      const lines = Object.fromEntries(
        Object.entries(await elements(q, pay.id)).map(([code, e]) => [
          code,
          [Number(e.quantity), Number(e.rate), Number(e.amount)],
        ]),
      );
      return { totals, row, lines };
    });
    expect(out.totals).toEqual({ total: "30.00", night: "30.00" });
    expect(out.lines).toEqual({
      HN: [30, 16.5, 495],
      MAJ_NUIT: [30, 16.5, 495],
      IFM: [990, 0.1, 99],
      ICCP: [1089, 0.1, 108.9],
    });
    expect(Object.fromEntries(Object.entries(out.row).map(([k, v]) => [k, Number(v)]))).toEqual({
      gross_base: 495,
      majorations_amount: 495,
      night_hours: 30,
      ifm_amount: 99,
      iccp_amount: 108.9,
      gross_total: 1197.9,
    });
  });

  it("pays and bills the client's own night majoration when recorded, with its source (L1251-18) — R:PAY-MAJ-CLIENT, R:BIL-NOT-BILLED, R:PAY-MAJ-SHOWN", async () => {
    const SOURCE = "Accord d'entreprise du 12 mars 2024 : travail de nuit régulier +25 %";
    const out = await db.system(async (q) => {
      const { c } = await fourNights(q);
      await as(q, "comptable");
      const agreement = (
        await q("select kind, pct::float8 as pct, origin, source from public.company_majorations($1, '2026-05-18')", [
          c.companyId,
        ])
      ).rows;
      await asSystem(q);
      const refused = await failureMessage(q, () =>
        q("update public.company set night_majoration_pct = 25 where id = $1", [c.companyId]),
      );
      await q("update public.company set night_majoration_pct = 25, majorations_source = $2 where id = $1", [
        c.companyId,
        SOURCE,
      ]);
      await as(q, "comptable");
      const own = (
        await q("select kind, pct::float8 as pct, origin, source from public.company_majorations($1, '2026-05-18')", [
          c.companyId,
        ])
      ).rows;
      const pay = await payLine(q, c.talentId, "2026-05-01", "2026-05-31");
      const row = await one<{ total: string }>(
        q,
        "select gross_total::text as total from public.compute_pay_tracking($1)",
        [pay.id],
      );
      const night = (await elements(q, pay.id)).MAJ_NUIT!;
      const drafts = await prepare(q, "2026-05-01", "2026-05-31", c.companyId);
      return { agreement, refused, own, total: row.total, night, drafts, lines: await linesOf(q, drafts[0]!.id) };
    });
    expect(out.agreement[0]).toMatchObject({ kind: "night", pct: 100, origin: "agreement" });
    expect(out.agreement[0]!.source).toMatch(/IDCC 1597/);
    // without its source (the French message is the catalog's: error-catalog.test.ts)
    expect(out.refused).toMatch(/company_majorations_source/);
    expect(out.own).toEqual([
      { kind: "night", pct: 25, origin: "client", source: SOURCE },
      expect.objectContaining({ kind: "sunday", origin: "agreement" }),
      expect.objectContaining({ kind: "holiday" }),
    ]);
    expect([Number(out.night.quantity), Number(out.night.rate), Number(out.night.amount)]).toEqual([30, 4.125, 123.75]);
    expect(out.total).toBe("748.69");
    expect(out.lines).toEqual([
      { category: "normal", quantity: 30, unit_price: 31.35, amount_ht: 940.5 },
      { category: "night", quantity: 30, unit_price: 7.84, amount_ht: 235.2 },
    ]);
    expect(out.drafts[0]!.total_ht).toBe("1175.70");
  });

  it("bills the night hours: 940,50 normal + 940,50 night = 1 881,00 HT — R:PAY-NIGHT-MONEY", async () => {
    const out = await db.system(async (q) => {
      const { c } = await fourNights(q);
      await as(q, "comptable");
      const drafts = await prepare(q, "2026-05-01", "2026-05-31", c.companyId);
      return { drafts, lines: await linesOf(q, drafts[0]!.id) };
    });
    expect(out.drafts).toHaveLength(1);
    expect(out.lines).toEqual([
      { category: "normal", quantity: 30, unit_price: 31.35, amount_ht: 940.5 },
      { category: "night", quantity: 30, unit_price: 31.35, amount_ht: 940.5 },
    ]);
    expect(out.drafts[0]!.total_ht).toBe("1881.00");
  });
});
