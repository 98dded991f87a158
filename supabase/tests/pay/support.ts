// Fixtures of the pay tests: a fresh talent (no seeded weeks, pays or advances) on a mission
// contract at 14,50 €/h from 27 April to 31 May 2026, and validated weeks typed day by day.
import { account, type Query } from "../support/db.ts";
import { asLoaded, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";

export const WAGE = 14.5;

/** A day of a week: worked hours, night hours, an absence, a meal. */
export type Day = {
  date: string;
  hours?: number;
  night?: number;
  absence?: string;
  meal?: string;
};

/** A talent of Renfort with nothing of their own yet. */
export async function freshTalent(q: Query): Promise<string> {
  const talent = await cloneRow(q, "talent", "workspace_id = $1 and worker_type = 'temp'", [RENFORT], {
    email: null,
    phone_number: null,
    first_name: "Paul",
    last_name: "Essai-Paie",
    auth_user_id: null,
    blacklisted_at: null,
    blacklist_reason: null,
    blacklisted_by: null,
  });
  return String(talent.id);
}

/** An active mission contract of the talent (no mission, so no bonuses), owned by the consultant. */
export async function activeContract(q: Query, talentId: string, values: Record<string, unknown> = {}) {
  const contract = await draftContract(q, "consultant", {
    talent_id: talentId,
    mission_id: null,
    start_date: "2026-04-27",
    end_date: "2026-05-31",
    hourly_wage: WAGE,
    working_hours: 35,
    working_days: [1, 2, 3, 4, 5],
    meal_type: "none",
    meal_card_value: null,
    contract_type: "mission",
    contract_reason: "activity_increase",
    dpae_submitted_at: "2026-04-20T08:00:00Z",
    dpae_reference: "DPAE-TEST",
    ...values,
  });
  // Started as the seed loads its contracts: the activation's checks (documents of the cloned
  // talent, DPAE) belong to the contracts' tests, not to the pay's.
  await asLoaded(q, "update public.contract set status = 'active' where id = $1", [contract.id]);
  return { id: String(contract.id), key: String(contract.contract_key) };
}

/** A week of the contract typed as a draft, then validated (as the system); returns its id and day ids by date. */
export async function validatedWeek(q: Query, contractId: string, monday: string, days: Day[], status = "validated") {
  const week = await one<{ id: string }>(
    q,
    "insert into public.timesheet_week (workspace_id, contract_id, talent_id, contract_key, week_start) select workspace_id, id, talent_id, contract_key, $2 from public.contract where id = $1 returning id",
    [contractId, monday],
  );
  const dayIds: Record<string, string> = {};
  for (const d of days) {
    const row = await one<{ id: string }>(
      q,
      `insert into public.timesheet_day (timesheet_week_id, date, worked_hours, night_hours, absence_type, meal)
       values ($1, $2, $3, $4, $5::public.absence_type, $6::public.day_meal) returning id`,
      [week.id, d.date, d.hours ?? 0, d.night ?? 0, d.absence ?? "none", d.meal ?? "none"],
    );
    dayIds[d.date] = row.id;
  }
  if (status !== "draft") await q("update public.timesheet_week set status = $2 where id = $1", [week.id, status]);
  return { id: week.id, days: dayIds };
}

/** The pay line of the talent for a month (created when missing, as the system). */
export async function payLine(q: Query, talentId: string, periodStart: string, periodEnd: string) {
  return one<{ id: string }>(
    q,
    `insert into public.pay_tracking (workspace_id, talent_id, period_start, period_end) values ($1, $2, $3, $4)
     on conflict (workspace_id, talent_id, period_start) do update set period_end = excluded.period_end returning id`,
    [RENFORT, talentId, periodStart, periodEnd],
  );
}

export type Element = {
  code: string;
  quantity: string | null;
  rate: string | null;
  amount: string;
  timesheet_week_ids: string[];
  timesheet_day_ids: string[];
};

/** The elements of a pay line, by code (one per code in these cases). */
export async function elements(q: Query, payId: string): Promise<Record<string, Element>> {
  const rows = await q<Element>(
    `select code, quantity::text, rate::text, amount::text, timesheet_week_ids, timesheet_day_ids
     from public.pay_element where pay_tracking_id = $1 order by position, code`,
    [payId],
  );
  return Object.fromEntries(rows.rows.map((r) => [r.code, r]));
}

export const accountingUser = () => account("comptable").userId;
