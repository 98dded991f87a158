// Small fixtures for the workflow tests, created as the database owner inside the test's
// transaction (so they vanish with its rollback), and identity switches within it.
import { WORKSPACES } from "../../seed/accounts.ts";
import { account, becomeUser, type Query } from "./db.ts";
import { insertJson, newUuid, tableMeta } from "./matrix.ts";

export const RENFORT = WORKSPACES.renfort.id;

/** The first row of a query (fails when there is none). */
export async function one<T = Record<string, unknown>>(q: Query, sql: string, params: unknown[] = []): Promise<T> {
  const r = await q<T>(sql, params);
  if (!r.rows[0]) throw new Error(`aucune ligne : ${sql}`);
  return r.rows[0];
}

/** Continues the transaction as a demo account. */
export const as = (q: Query, key: string) => becomeUser(q, account(key));

/** Continues the transaction as the database owner (the system). */
export async function asSystem(q: Query): Promise<void> {
  await q("reset role", []);
  await q("select set_config('request.jwt.claims', '', true)", []);
}

/** Clones a seeded row of `table` (as the owner) with new values; returns the new row. */
export async function cloneRow(
  q: Query,
  table: string,
  where: string,
  params: unknown[],
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const base = await one<{ row: Record<string, unknown> }>(
    q,
    `select to_jsonb(t) as row from public.${table} t where ${where} order by t.id limit 1`,
    params,
  );
  const id = await newUuid(q);
  const row: Record<string, unknown> = { ...base.row, id, ...values };
  // a number its sequence gives (a talent's matricule, a mission's reference): a new one, not the copied row's
  const sequenced = await q<{ column_name: string }>(
    "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and column_default like '%nextval(%'",
    [table],
  );
  for (const { column_name } of sequenced.rows) if (!(column_name in values)) delete row[column_name];
  await insertJson(q, table, await tableMeta(q, table), row);
  return row;
}

/** A new draft contract of Renfort owned by the given consultant, on a qualified talent. */
export async function draftContract(q: Query, ownerKey = "consultant", values: Record<string, unknown> = {}) {
  const talent = await one<{ id: string }>(
    q,
    "select id from public.talent where workspace_id = $1 and qualification_status = 'qualified' and blacklisted_at is null order by id limit 1",
    [RENFORT],
  );
  // A worksite of its own: the seed's contracts (dated from the day it was loaded) never share
  // its post, so the délai de carence between them cannot depend on the day the tests run.
  // Its own street and no coordinates: the délai de carence compares workplaces by normalised
  // street and by coordinates, not by address row.
  const worksite = await cloneRow(q, "address", "workspace_id = $1", [RENFORT], {
    street1: `${(await newUuid(q)).slice(0, 8)} rue du Chantier d'essai`,
    latitude: null,
    longitude: null,
    location: null,
  });
  return cloneRow(
    q,
    "contract",
    "workspace_id = $1 and not is_amendment and contract_type = 'mission' and contract_reason = 'activity_increase' and end_date is not null",
    [RENFORT],
    {
      contract_key: `TEST-${(await newUuid(q)).slice(0, 8)}`,
      status: "draft",
      owner_id: account(ownerKey).teamMemberId,
      talent_id: talent.id,
      start_date: "2026-12-07",
      end_date: "2027-02-26",
      hourly_wage: 14.5,
      // computed from the dates (L1251-14), as the seed's value may exceed the maximum for others
      trial_period_days: null,
      manager_validated_at: null,
      manager_validated_by: null,
      definitive_end_date: null,
      definitive_end_reason: null,
      dpae_submitted_at: null,
      review_comment: null,
      address_id: worksite.id,
      ...values,
    },
  );
}

/** Moves a row through public.transition_status (the way the front end does, with a comment). */
export async function transition(q: Query, entity: string, id: unknown, status: string, comment: string | null = null) {
  return one<{ s: string }>(q, "select public.transition_status($1, $2, $3, $4) as s", [entity, id, status, comment]);
}

/** Runs a write as the seed loads its rows (triggers off): the state under test, not the write's checks. */
export async function asLoaded(q: Query, sql: string, params: unknown[] = []): Promise<void> {
  await q("select set_config('session_replication_role', 'replica', true)", []);
  await q(sql, params);
  await q("select set_config('session_replication_role', 'origin', true)", []);
}
