// The Journal's filter form ⇄ Refine filters (kept in the URL): the author (a team member), the
// kind of record, the action and the period (days in Paris, the last one included).
import dayjs from "dayjs";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";
import { filterIf, valueOf } from "../../src/components/table/filter-codec.ts";
import { parisDay, parisInstant } from "../../src/lib/dates/paris-time.ts";

export type JournalFilterValues = {
  actor?: string;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
};

const dayAfter = (day: string) => dayjs(day).add(1, "day").format("YYYY-MM-DD");
const dayBefore = (day: string) => dayjs(day).subtract(1, "day").format("YYYY-MM-DD");

export const journalFilterCodec: FilterCodec<JournalFilterValues> = {
  toFilters: (v) => [
    ...filterIf("actor_member_id", "eq", v.actor),
    ...filterIf("entity", "eq", v.entity),
    ...filterIf("action", "eq", v.action),
    ...filterIf("changed_at", "gte", v.from ? parisInstant(v.from).toISOString() : undefined),
    ...filterIf("changed_at", "lt", v.to ? parisInstant(dayAfter(v.to)).toISOString() : undefined),
  ],
  fromFilters: (f) => {
    const from = valueOf<string>(f, "changed_at", "gte");
    const before = valueOf<string>(f, "changed_at", "lt");
    return {
      actor: valueOf<string>(f, "actor_member_id", "eq"),
      entity: valueOf<string>(f, "entity", "eq"),
      action: valueOf<string>(f, "action", "eq"),
      from: from ? parisDay(new Date(from)) : undefined,
      to: before ? dayBefore(parisDay(new Date(before))) : undefined,
    };
  },
};
