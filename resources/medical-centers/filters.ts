// The medical centres list's filter form ⇄ Refine filters (kept in the URL).
import { filterIf, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";

export type MedicalCenterFilterValues = { q?: string; kind?: string[]; status?: string[]; department?: string };

export const medicalCenterFilterCodec: FilterCodec<MedicalCenterFilterValues> = {
  toFilters: (v) => [
    ...filterIf("name", "contains", v.q?.trim() || undefined),
    ...filterIf("kind", "in", v.kind),
    ...filterIf("status", "in", v.status),
    ...filterIf("departments_covered", "ina", v.department?.trim() ? [v.department.trim().toUpperCase()] : undefined),
  ],
  fromFilters: (f) => ({
    q: valueOf<string>(f, "name", "contains"),
    kind: valueOf<string[]>(f, "kind", "in"),
    status: valueOf<string[]>(f, "status", "in"),
    department: valueOf<string[]>(f, "departments_covered", "ina")?.[0],
  }),
};
