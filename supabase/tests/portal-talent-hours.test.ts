// The talent's hours from their space (supabase/schemas/34_talent_space_hours.sql), as the demo
// talent (talent@renfort.test) in a rolled-back transaction: their own week read and saved, the
// day written to the timesheet and the declaration kept; another talent's week, a week sent for
// signature or signed, a team member and a revoked access refused in French; the labour rules' messages; and the
// conflict: when the agency changed the day after the talent's base, the agency's hours stay,
// the declaration is kept as a conflict, shown to the talent and readable by the team.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_ACCOUNTS } from "../seed/accounts.ts";
import { account, attempt, becomeUser, testDatabase, type Query, type TestDatabase } from "./support/db.ts";

let db: TestDatabase;

const talentAccount = { ...PORTAL_ACCOUNTS.talent, teamMemberId: null } as unknown as Parameters<typeof becomeUser>[1];

beforeAll(async () => {
  db = await testDatabase();
});

afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Day = {
  date: string;
  conflict: boolean;
  in_contract: boolean;
  agency: { start_time: string | null; end_time: string | null; worked_hours: number; updated_at: string } | null;
  declared: { start_time: string | null; worked_hours: number; status: string } | null;
};
type Week = { week: { id: string; status: string; editable: boolean }; days: Day[] };

/** A draft week of the demo talent with a worked day (made a draft as the system), and that day. */
async function draftWeek(q: Query): Promise<{ weekId: string; day: string; talentId: string }> {
  const r = await q<{ week_id: string; day: string; talent_id: string }>(
    `select w.id as week_id, min(d.date)::text as day, w.talent_id
       from public.timesheet_week w
       join public.talent t on t.id = w.talent_id and t.email = $1
       join public.timesheet_day d on d.timesheet_week_id = w.id and d.start_time is not null
      where w.status in ('draft', 'pending_signature', 'signed', 'validated')
      group by w.id, w.talent_id, w.week_start
      order by (w.status = 'draft') desc, w.week_start desc
      limit 1`,
    [PORTAL_ACCOUNTS.talent.email],
  );
  const row = r.rows[0];
  // as the system: a week reopened to draft (the agency's « Repasser en brouillon »)
  await q("update public.timesheet_week set status = 'draft' where id = $1 and status <> 'draft'", [row.week_id]);
  return { weekId: row.week_id, day: row.day, talentId: row.talent_id };
}

const read = async (q: Query, weekId: string): Promise<Week> =>
  (await q<{ r: Week }>("select public.talent_space_hours_week($1) as r", [weekId])).rows[0].r;

const save = async (q: Query, weekId: string, days: unknown[]) =>
  (
    await q<{ r: { saved: Array<{ date: string; status: string }>; week: Week } }>(
      "select public.talent_space_save_hours($1, $2::jsonb) as r",
      [weekId, JSON.stringify(days)],
    )
  ).rows[0].r;

const refusal = async (q: Query, fn: () => Promise<unknown>) => {
  const r = await attempt(q, fn);
  return r.ok ? null : { code: r.error.code, message: r.error.message };
};

describe("the talent's week, day by day", () => {
  it("reads the talent's own week: seven days, the agency's hours and their version", async () => {
    const week = await db.setupThenAs(talentAccount, draftWeek, async (q, { weekId }) => read(q, weekId));
    expect(week.week.editable).toBe(true);
    expect(week.days).toHaveLength(7);
    const worked = week.days.find((d) => d.agency?.start_time);
    expect(worked?.agency?.updated_at).toBeTruthy();
    expect(JSON.stringify(week)).not.toMatch(/coefficient|margin|billing|hourly|wage|note/i);
  });

  it("saves the talent's day: written to the timesheet, the declaration kept as applied", async () => {
    const out = await db.setupThenAs(talentAccount, draftWeek, async (q, { weekId, day }) => {
      const before = await read(q, weekId);
      const base = before.days.find((d) => d.date === day)?.agency?.updated_at;
      const saved = await save(q, weekId, [
        { date: day, start_time: "07:00", end_time: "16:00", break_minutes: 60, base_updated_at: base },
      ]);
      // read back as the database owner (a talent reads no table)
      await q("reset role", []);
      const timesheet = await q<{ start_time: string; worked_hours: string }>(
        "select start_time::text, worked_hours::text from public.timesheet_day where timesheet_week_id = $1 and date = $2",
        [weekId, day],
      );
      return { saved, timesheet: timesheet.rows[0] };
    });
    expect(out.saved.saved).toEqual([{ date: out.saved.saved[0].date, status: "applied" }]);
    expect(out.timesheet).toEqual({ start_time: "07:00:00", worked_hours: "8.00" });
    const day = out.saved.week.days.find((d) => d.date === out.saved.saved[0].date);
    expect(day?.declared).toMatchObject({ start_time: "07:00", worked_hours: 8, status: "applied" });
    expect(day?.conflict).toBe(false);
  });

  it("keeps the agency's hours and records a conflict when the agency changed the day after the base", async () => {
    const out = await db.system(async (q) => {
      const { weekId, day } = await draftWeek(q);
      await becomeUser(q, talentAccount);
      const base = (await read(q, weekId)).days.find((d) => d.date === day)?.agency?.updated_at;
      // meanwhile the agency enters 8 h (07:30–16:30, 1 h break) from the back office
      await becomeUser(q, account("consultant"));
      await q(
        "update public.timesheet_day set start_time = '07:30', end_time = '16:30', break_minutes = 60 where timesheet_week_id = $1 and date = $2",
        [weekId, day],
      );
      // the talent's queued 9 h, based on what they saw before
      await becomeUser(q, talentAccount);
      const saved = await save(q, weekId, [
        { date: day, start_time: "07:00", end_time: "17:00", break_minutes: 60, base_updated_at: base },
      ]);
      await becomeUser(q, account("consultant"));
      const kept = await q<{ start_time: string; worked_hours: string }>(
        "select start_time::text, worked_hours::text from public.timesheet_day where timesheet_week_id = $1 and date = $2",
        [weekId, day],
      );
      const declaration = await q<{ status: string; worked_hours: string; start_time: string }>(
        "select status, worked_hours::text, start_time::text from public.timesheet_day_declaration where timesheet_week_id = $1 and date = $2",
        [weekId, day],
      );
      return { saved, day, kept: kept.rows[0], declaration: declaration.rows };
    });
    expect(out.saved.saved).toEqual([{ date: out.day, status: "conflict" }]);
    expect(out.kept).toEqual({ start_time: "07:30:00", worked_hours: "8.00" });
    expect(out.declaration).toEqual([{ status: "conflict", worked_hours: "9.00", start_time: "07:00:00" }]);
    const shown = out.saved.week.days.find((d) => d.date === out.day);
    expect(shown).toMatchObject({ conflict: true, agency: { worked_hours: 8 }, declared: { worked_hours: 9 } });
  });

  it("refuses another talent's week, a team member, a revoked access and a week sent for signature or signed, in French", async () => {
    const out = await db.system(async (q) => {
      const other = await q<{ id: string }>(
        `select w.id from public.timesheet_week w join public.talent t on t.id = w.talent_id
          where t.email is distinct from $1 and w.status = 'draft' limit 1`,
        [PORTAL_ACCOUNTS.talent.email],
      );
      const locked = await q<{ id: string; status: string }>(
        `select w.id, w.status from public.timesheet_week w join public.talent t on t.id = w.talent_id
          where t.email = $1 and w.status in ('pending_signature', 'signed', 'validated') order by w.status desc limit 1`,
        [PORTAL_ACCOUNTS.talent.email],
      );
      const { weekId, day } = await draftWeek(q);
      const days = [{ date: day, start_time: "08:00", end_time: "12:00", break_minutes: 0 }];
      await becomeUser(q, talentAccount);
      const otherRead = await refusal(q, () => read(q, other.rows[0].id));
      const otherSave = await refusal(q, () => save(q, other.rows[0].id, days));
      const signed = await refusal(q, () => save(q, locked.rows[0].id, days));
      await becomeUser(q, account("consultant"));
      const team = await refusal(q, () => save(q, weekId, days));
      // an access revoked by the agency: refused at once
      await q("reset role", []);
      await q("update public.portal_access set revoked_at = now() where auth_user_id = $1", [
        PORTAL_ACCOUNTS.talent.userId,
      ]);
      await becomeUser(q, talentAccount);
      const revoked = await refusal(q, () => save(q, weekId, days));
      await q("reset role", []);
      const label = await q<{ label: string }>(
        "select label from public.enum_label where enum_name = 'timesheet_status' and value = $1",
        [locked.rows[0].status],
      );
      return { otherRead, otherSave, signed, team, revoked, label: label.rows[0].label };
    });
    expect(out.otherRead).toEqual({ code: "P0002", message: "Relevé introuvable" });
    expect(out.otherSave).toEqual({ code: "P0002", message: "Relevé introuvable" });
    expect(out.signed).toEqual({
      code: "P0001",
      message: `Le relevé n'est plus modifiable (statut « ${out.label} ») : l'agence l'a déjà envoyé en signature ou il est signé`,
    });
    expect(out.team).toEqual({ code: "42501", message: "Accès réservé aux clients et talents invités par l'agence" });
    expect(out.revoked).toEqual(out.team);
  });

  it("checks the declared hours with the labour rules' French messages", async () => {
    const messages = await db.setupThenAs(talentAccount, draftWeek, async (q, { weekId, day }) => {
      const week = await read(q, weekId);
      const monday = week.days[0].date;
      const fr = day.split("-").reverse().join("/");
      const cases: unknown[][] = [
        [{ date: day, start_time: "17:00", end_time: "08:00", break_minutes: 60 }],
        [{ date: day, start_time: "08:00", end_time: "12:00", break_minutes: -5 }],
        [{ date: day, start_time: "06:00", end_time: "18:00", break_minutes: 60 }],
        [{ date: day, start_time: "08:00", end_time: "16:00", break_minutes: 10 }],
        [{ date: day, start_time: "08:00", end_time: "09:00", break_minutes: 90 }],
        week.days.slice(0, 5).map((d) => ({ date: d.date, start_time: "07:00", end_time: "17:30", break_minutes: 30 })),
        [{ date: "2001-01-01", start_time: "08:00", end_time: "12:00", break_minutes: 0 }],
      ];
      const out: Array<string | null> = [];
      for (const days of cases) out.push((await refusal(q, () => save(q, weekId, days)))?.message ?? null);
      return { out, fr, monday };
    });
    expect(messages.out).toEqual([
      `Le ${messages.fr} : l'heure de fin doit être après l'heure de début`,
      `Le ${messages.fr} : la pause ne peut pas être négative`,
      `Le ${messages.fr} : un jour ne peut pas dépasser 10 h de travail (L3121-18)`,
      `Le ${messages.fr} : une pause d'au moins 20 minutes est obligatoire au-delà de 6 h de travail (L3121-16)`,
      `Le ${messages.fr} : la pause dépasse la durée de la journée`,
      expect.stringMatching(/^La semaine ne peut pas dépasser 48 h de travail \(L3121-20\) : 5\d h déclarées$/),
      "Le jour doit appartenir à la semaine du relevé",
    ]);
  });

  it("lets the team read the declarations of its weeks, and nobody write them", async () => {
    const out = await db.setupThenAs(
      "consultant",
      async (q) => draftWeek(q),
      async (q, { weekId }) => {
        const read = await q<{ n: string }>(
          "select count(*)::text as n from public.timesheet_day_declaration where timesheet_week_id = $1",
          [weekId],
        );
        const write = await refusal(q, () =>
          q("delete from public.timesheet_day_declaration where timesheet_week_id = $1", [weekId]),
        );
        return { read: read.rows[0].n, write };
      },
    );
    expect(out.read).toBe("0");
    expect(out.write?.code).toBe("42501");
  });
});
