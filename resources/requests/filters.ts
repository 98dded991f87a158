// The request list's filter form ⇄ Refine filters (kept in the URL): status, "overdue only"
// (an open request past its database-computed deadline) and the type's own enum/boolean filters.
import type { CrudFilters, LogicalFilter } from "@refinedev/core";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";
import { filterIf, hasFilter, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FieldDef } from "./definition.ts";

export type RequestFilterValues = Record<string, unknown> & { status?: string[]; overdue?: boolean };

export const requestFilterCodec = (
  extra: readonly FieldDef[],
  deadlineField: string,
  now: () => Date = () => new Date(),
): FilterCodec<RequestFilterValues> => ({
  toFilters: (v) => [
    ...filterIf("status", "in", v.status),
    ...(v.overdue
      ? ([
          { field: deadlineField, operator: "lt", value: now().toISOString() },
          { field: "closed_at", operator: "null", value: true },
        ] satisfies CrudFilters)
      : []),
    ...extra.flatMap((f) =>
      f.kind === "boolean"
        ? filterIf(f.name, "eq", v[f.name] === undefined || v[f.name] === null ? undefined : v[f.name])
        : filterIf(f.name, "in", v[f.name]),
    ),
  ],
  fromFilters: (filters) => ({
    status: valueOf<string[]>(filters, "status", "in"),
    overdue: hasFilter(filters, "closed_at", "null") || undefined,
    ...Object.fromEntries(
      extra.map((f) => [
        f.name,
        f.kind === "boolean" ? valueOf<boolean>(filters, f.name, "eq") : valueOf<string[]>(filters, f.name, "in"),
      ]),
    ),
  }),
});

export type { LogicalFilter };
