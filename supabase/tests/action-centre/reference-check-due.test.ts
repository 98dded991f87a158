// A reference check asked or waiting for the candidate's consent without a reminder date is due 2
// working days later, at 9:00 in Paris (docs/rules/requests.md#reference-checks): it reaches the
// action centre's request deadlines for its assignee and the roles that move it, opening in the
// checks' drawer, and leaves them once completed. Direct engine, each test rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Item = { rule: string; severity: string; subject_id: string; link: string };

/** The account's queues, then back to the system. */
async function queue(q: Query, key: string): Promise<Item[]> {
  await as(q, key);
  const r = await q<Item>("select rule, severity, subject_id, link from public.action_centre()");
  await asSystem(q);
  return r.rows;
}

const find = (items: Item[], id: string) => items.find((i) => i.rule === "request_due" && i.subject_id === id);

/** A check of a Renfort talent asked by the consultant, as the system writes it (its creation date given). */
async function insertCheck(q: Query, values: { created_at: string; status?: string; reminder_date?: string | null }) {
  const talent = await one<{ id: string }>(
    q,
    "select id from public.talent where workspace_id = $1 order by id limit 1",
    [RENFORT],
  );
  return one<{ id: string; due_at: string | null }>(
    q,
    `insert into public.reference_check (workspace_id, talent_id, referee_name, referee_phone, requester_id, assignee_id,
                                         status, reminder_date, created_at)
     values ($1, $2, 'Marc Durand', '+33478000000', $3, $4, $5, $6, ($7 || ' Europe/Paris')::timestamptz)
     returning id, to_char(due_at at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI') as due_at`,
    [
      RENFORT,
      talent.id,
      account("consultant").teamMemberId,
      account("csm").teamMemberId,
      values.status ?? "requested",
      values.reminder_date ?? null,
      values.created_at,
    ],
  );
}

const dueOf = async (q: Query, id: string) =>
  (
    await one<{ due_at: string | null }>(
      q,
      "select to_char(due_at at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI') as due_at from public.reference_check where id = $1",
      [id],
    )
  ).due_at;

describe("a reference check's default due date", () => {
  it.each([
    ["a Tuesday: the Thursday", "2026-03-03 15:00", "2026-03-05 09:00"],
    ["a Friday: the weekend does not count", "2026-03-06 11:00", "2026-03-10 09:00"],
    ["before 8 May (a Friday, public holiday)", "2026-05-07 15:00", "2026-05-12 09:00"],
    ["late on a Monday evening in Paris (still Monday)", "2026-03-02 23:30", "2026-03-04 09:00"],
  ])("asked on %s — R:REQ-REF-DUE", async (_case, createdAt, due) => {
    await db.system(async (q) => {
      expect((await insertCheck(q, { created_at: createdAt })).due_at).toBe(due);
    });
  });

  it("yields to the reminder date, and comes back when the reminder date is cleared — R:REQ-REF-DUE", async () => {
    await db.system(async (q) => {
      const check = await insertCheck(q, { created_at: "2026-03-03 15:00", reminder_date: "2026-03-20" });
      expect(check.due_at).toBe("2026-03-20 09:00");
      await q("update public.reference_check set reminder_date = null where id = $1", [check.id]);
      expect(await dueOf(q, check.id)).toBe("2026-03-05 09:00");
    });
  });

  it("waiting for the consent: 2 working days from the move, not from the creation — R:REQ-REF-DUE", async () => {
    await db.system(async (q) => {
      const check = await insertCheck(q, { created_at: "2026-01-05 10:00" });
      await as(q, "consultant");
      await q("update public.reference_check set status = 'consent_pending' where id = $1", [check.id]);
      await asSystem(q);
      const today = await one<{ due: string }>(
        q,
        `select to_char(d, 'YYYY-MM-DD') || ' 09:00' as due from (
           select min(d)::date as d from generate_series((now() at time zone 'Europe/Paris')::date + 2,
                                                         (now() at time zone 'Europe/Paris')::date + 20, interval '1 day') d
           where extract(isodow from d) < 6 and not private.is_french_public_holiday(d::date)
             and (select count(*) from generate_series((now() at time zone 'Europe/Paris')::date + 1, d::date, interval '1 day') w
                  where extract(isodow from w) < 6 and not private.is_french_public_holiday(w::date)) = 2) x`,
      );
      expect(await dueOf(q, check.id)).toBe(today.due);
      // the day of the move, as if it were a Thursday before 8 May
      await q("update public.reference_check set status_changed_at = '2026-05-07 15:00 Europe/Paris' where id = $1", [
        check.id,
      ]);
      expect(await dueOf(q, check.id)).toBe("2026-05-12 09:00");
    });
  });

  it("none once the consent is there, nor once closed — R:REQ-REF-DUE", async () => {
    await db.system(async (q) => {
      const check = await insertCheck(q, { created_at: "2026-03-03 15:00" });
      await as(q, "consultant");
      await q(
        "update public.reference_check set status = 'to_contact', consent_obtained_at = now() - interval '1 minute' where id = $1",
        [check.id],
      );
      await asSystem(q);
      expect(await dueOf(q, check.id)).toBeNull();
    });
  });
});

describe("in the action centre", () => {
  it("an overdue check without reminder date is its assignee's and the consultants', until completed — R:REQ-REF-DUE-ACTIONS", async () => {
    await db.system(async (q) => {
      const created = await one<{ d: string }>(
        q,
        "select to_char((now() - interval '10 days') at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI') as d",
      );
      const check = await insertCheck(q, { created_at: created.d });
      const expected = { severity: "critical", link: `/reference-checks?open=${check.id}` };
      // the CSM only reads checks: it sees this one as its assignee
      expect(find(await queue(q, "csm"), check.id)).toMatchObject(expected);
      // the requester's role moves checks on
      expect(find(await queue(q, "consultant"), check.id)).toMatchObject(expected);
      expect(find(await queue(q, "marketing"), check.id)).toBeUndefined();

      await as(q, "consultant");
      await q(
        "update public.reference_check set status = 'to_contact', consent_obtained_at = now() - interval '1 minute' where id = $1",
        [check.id],
      );
      await q("update public.reference_check set status = 'in_progress' where id = $1", [check.id]);
      await q(
        `update public.reference_check set status = 'completed', outcome = 'positive', note = 'Fiable et autonome.',
                questions_answers = '[{"question": "Autonomie ?", "answer": "Oui"}]' where id = $1`,
        [check.id],
      );
      await asSystem(q);
      expect(find(await queue(q, "csm"), check.id)).toBeUndefined();
      expect(find(await queue(q, "consultant"), check.id)).toBeUndefined();
    });
  });
});
