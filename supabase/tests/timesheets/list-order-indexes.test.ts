// The timesheets list reads each tab newest week first, then by contract and id, 25 rows at a
// time, under RLS (resources/timesheets/list-read.ts, constants.ts TAB_FILTERS). Each tab has an
// index that returns its weeks in that order (timesheet_week_list_order_idx,
// timesheet_week_tab_*_idx in supabase/schemas/08_timesheets.sql), so that a page stops after its rows instead of
// sorting the workspace's weeks. This test builds each tab's read from TAB_FILTERS, as the
// consultant, and checks that an ordered scan of the tab's own index can answer it without a
// sort (the planner's other choices turned off: on the demo seed's few weeks it would rightly
// prefer reading the table). A tab whose filters no longer imply its index's predicate fails.
import type { CrudFilter, LogicalFilter } from "@refinedev/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TAB_FILTERS, type TimesheetTab } from "../../../resources/timesheets/constants.ts";
import { TIMESHEET_LIST_READ } from "../../../resources/timesheets/list-read.ts";
import { testDatabase, type TestDatabase } from "../support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const INDEX: Record<TimesheetTab, string> = {
  to_fill: "timesheet_week_tab_to_fill_idx",
  to_send: "timesheet_week_tab_to_send_idx",
  awaiting: "timesheet_week_tab_awaiting_idx",
  disputed: "timesheet_week_tab_disputed_idx",
  to_validate: "timesheet_week_tab_to_validate_idx",
  validated: "timesheet_week_tab_validated_idx",
  all: "timesheet_week_list_order_idx",
};

const OPERATORS: Record<string, string> = { in: "= any", eq: "=", gt: ">" };

/** The tab's filters as the REST layer writes them, with the values bound as parameters. */
function whereOf(filters: CrudFilter[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses = (filters as LogicalFilter[]).map((f) => {
    params.push(f.value);
    const op = OPERATORS[f.operator];
    if (!op) throw new Error(`opérateur non prévu : ${f.operator}`);
    return op === "= any" ? `${f.field} = any ($${params.length})` : `${f.field} ${op} $${params.length}`;
  });
  return { sql: clauses.length ? `where ${clauses.join(" and ")}` : "", params };
}

const ORDER = [...TIMESHEET_LIST_READ.sorters, { field: "id", order: "asc" }]
  .map((s) => `${s.field} ${s.order}`)
  .join(", ");

describe("timesheets list: one ordered index per tab", () => {
  it.each(Object.keys(TAB_FILTERS) as TimesheetTab[])("tab %s reads its index in the list's order", async (tab) => {
    const where = whereOf(TAB_FILTERS[tab]);
    const plan = await db.as("consultant", async (q) => {
      await q("select set_config('enable_seqscan', 'off', true), set_config('enable_sort', 'off', true)", []);
      await q("select set_config('enable_bitmapscan', 'off', true)", []);
      const { rows } = await q<{ "QUERY PLAN": string }>(
        `explain (costs off) select id from public.timesheet_week ${where.sql} order by ${ORDER} limit ${TIMESHEET_LIST_READ.pageSize}`,
        where.params,
      );
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toMatch(new RegExp(`Index (Only )?Scan using ${INDEX[tab]} on timesheet_week`));
    expect(plan).not.toMatch(/Sort/);
  });

  it("counts each tab's weeks as its list holds them (timesheet_week_counts), with and without a week", async () => {
    await db.as("consultant", async (q) => {
      const { rows: weeks } = await q<{ week_start: string }>(
        "select week_start::text from public.timesheet_week group by week_start order by count(*) desc limit 1",
        [],
      );
      for (const week of [null, weeks[0].week_start]) {
        const { rows } = await q<{ counts: Record<string, number> }>(
          "select public.timesheet_week_counts(p_week_start => $1::date) as counts",
          [week],
        );
        const expected: Record<string, number> = {};
        for (const tab of Object.keys(TAB_FILTERS) as TimesheetTab[]) {
          if (tab === "all") continue;
          const filters: CrudFilter[] = [
            ...TAB_FILTERS[tab],
            ...(week ? [{ field: "week_start", operator: "eq" as const, value: week }] : []),
          ];
          const where = whereOf(filters);
          const { rows: n } = await q<{ n: string }>(
            `select count(*)::text as n from public.timesheet_week ${where.sql}`,
            where.params,
          );
          expected[tab] = Number(n[0].n);
        }
        expect(Object.values(expected).some((n) => n > 0)).toBe(true);
        expect(rows[0].counts).toEqual(expected);
      }
    });
  });
});
