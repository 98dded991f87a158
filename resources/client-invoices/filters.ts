// The client-invoice list's filter form ⇄ Refine filters (kept in the URL by useTable). The period
// is a month (`YYYY-MM`): the invoices whose period starts in it. « En retard seulement » is the
// database's own test — an open status and a due date past — sent as an `or` group so that it
// sits beside a status filter of the user's.
import type { CrudFilters } from "@refinedev/core";
import { filterIf, hasFilter, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";
import { dayjs } from "../../src/lib/dates/dayjs.ts";
import { OPEN_STATUSES } from "./constants.ts";
import { todayIso } from "./invoice.utils.ts";

export type InvoiceFilterValues = {
  number?: string;
  status?: string[];
  platform_status?: string;
  company_id?: string;
  kind?: string;
  period?: string;
  overdue?: boolean;
};

const monthRange = (month: string | undefined): [string, string] | undefined => {
  if (!month || !/^\d{4}-\d{2}$/.test(month)) return undefined;
  const start = dayjs(`${month}-01`);
  return [start.format("YYYY-MM-DD"), start.endOf("month").format("YYYY-MM-DD")];
};

const overdueFilters = (today: string): CrudFilters => [
  { operator: "or", value: [{ field: "status", operator: "in", value: [...OPEN_STATUSES] }] },
  { field: "due_date", operator: "lt", value: today },
];

export const invoiceFilterCodec = (today: () => string = todayIso): FilterCodec<InvoiceFilterValues> => ({
  toFilters: (v): CrudFilters => {
    const range = monthRange(v.period);
    return [
      ...filterIf("number", "contains", v.number?.trim()),
      ...filterIf("status", "in", v.status),
      ...filterIf("platform_status", "eq", v.platform_status),
      ...filterIf("company_id", "eq", v.company_id),
      ...filterIf("kind", "eq", v.kind),
      ...filterIf("period_start", "gte", range?.[0]),
      ...filterIf("period_start", "lte", range?.[1]),
      ...(v.overdue ? overdueFilters(today()) : []),
    ];
  },
  fromFilters: (f) => ({
    number: valueOf<string>(f, "number", "contains"),
    status: valueOf<string[]>(f, "status", "in"),
    platform_status: valueOf<string>(f, "platform_status", "eq"),
    company_id: valueOf<string>(f, "company_id", "eq"),
    kind: valueOf<string>(f, "kind", "eq"),
    period: valueOf<string>(f, "period_start", "gte")?.slice(0, 7),
    overdue: hasFilter(f, "due_date", "lt") || undefined,
  }),
});
