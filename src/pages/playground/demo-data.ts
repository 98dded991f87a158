// In-memory rows for the gallery's table, filter bar and states (no database read).
import type { CrudFilters } from "@refinedev/core";
import type { FilterCodec } from "../../components/table/filter-bar.tsx";
import type { EnumStyle } from "../../components/table/columns.tsx";
import { filterIf, valueOf } from "../../components/table/filter-codec.ts";
import { normalizeSearch } from "../../lib/search/normalize.ts";

export const DEMO_STATUSES = ["draft", "ongoing", "done"] as const;
export type DemoStatus = (typeof DEMO_STATUSES)[number];
export const DEMO_STATUS_STYLE: EnumStyle<DemoStatus> = {
  draft: { label: "Brouillon", color: "default" },
  ongoing: { label: "En cours", color: "blue" },
  done: { label: "Terminée", color: "green" },
};

export type DemoRow = {
  id: string;
  name: string;
  start_date: string | null;
  status: DemoStatus;
  company: { id: string; name: string } | null;
  hourly_rate: number | null;
};

export const DEMO_ROWS: readonly DemoRow[] = [
  {
    id: "d1",
    name: "Éléonore Dupré",
    start_date: "2026-03-02",
    status: "ongoing",
    company: { id: "c1", name: "Bâtir Rhône" },
    hourly_rate: 14.5,
  },
  {
    id: "d2",
    name: "Jean-Baptiste Lefèvre",
    start_date: "2026-01-12",
    status: "done",
    company: { id: "c2", name: "TP Atlantique" },
    hourly_rate: 18.25,
  },
  { id: "d3", name: "Aïcha Benali", start_date: null, status: "draft", company: null, hourly_rate: null },
];

export type DemoFilterValues = { q?: string; status?: DemoStatus[] };

/** The demo's filter form ⇄ Refine filters, as a list's filters.ts does. */
export const demoFilterCodec: FilterCodec<DemoFilterValues> = {
  toFilters: (v) => [...filterIf("name", "contains", v.q || undefined), ...filterIf("status", "in", v.status)],
  fromFilters: (f) => ({ q: valueOf<string>(f, "name", "contains"), status: valueOf<DemoStatus[]>(f, "status", "in") }),
};

/** The rows matching the filters, as the server would answer (accent-insensitive name search). */
export const filterDemoRows = (rows: readonly DemoRow[], filters: CrudFilters): DemoRow[] => {
  const q = normalizeSearch(valueOf<string>(filters, "name", "contains"));
  const statuses = valueOf<DemoStatus[]>(filters, "status", "in");
  return rows.filter(
    (row) => (!q || normalizeSearch(row.name).includes(q)) && (!statuses?.length || statuses.includes(row.status)),
  );
};
