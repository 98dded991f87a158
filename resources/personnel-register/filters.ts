// The register's filter form ⇄ Refine filters (kept in the URL): the people present during a
// period (entered before its end, not gone before its start), the client company, a last name (ilike: case does not matter).
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";
import { filterIf, valueOf } from "../../src/components/table/filter-codec.ts";

export type RegisterFilterValues = { from?: string; to?: string; company_id?: string; q?: string };

export const registerFilterCodec: FilterCodec<RegisterFilterValues> = {
  toFilters: (v) => [
    ...filterIf("entry_date", "lte", v.to),
    ...(v.from
      ? [
          {
            operator: "or" as const,
            value: [
              { field: "exit_date", operator: "gte" as const, value: v.from },
              { field: "exit_date", operator: "null" as const, value: true },
            ],
          },
        ]
      : []),
    ...filterIf("company_id", "eq", v.company_id),
    ...filterIf("last_name", "contains", v.q?.trim() || undefined),
  ],
  fromFilters: (f) => {
    const present = f.find((x) => "operator" in x && x.operator === "or");
    const from = present && Array.isArray(present.value) ? (present.value[0] as { value?: string }).value : undefined;
    return {
      to: valueOf<string>(f, "entry_date", "lte"),
      from,
      company_id: valueOf<string>(f, "company_id", "eq"),
      q: valueOf<string>(f, "last_name", "contains"),
    };
  },
};
