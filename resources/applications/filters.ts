// The /applications filter form ⇄ Refine filters (kept in the URL, applied by the server).
import { filterIf, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";

/** The mission's company, through the (then inner) mission embed. */
export const COMPANY_FIELD = "mission.company_id";

export type ApplicationFilterValues = {
  stage?: string[];
  mission_id?: string;
  company_id?: string;
  owner_id?: string;
  source?: string[];
  rejected?: "yes" | "no";
  from?: string;
  to?: string;
};

const rejectedOf = (value: unknown): ApplicationFilterValues["rejected"] =>
  value === true || value === "true" ? "yes" : value === false || value === "false" ? "no" : undefined;

/** The end of a day in the user's time zone, so that "until the 3rd" includes the 3rd. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();
const startOfDay = (date: string) => new Date(`${date}T00:00:00`).toISOString();
const dayOf = (iso: unknown) => {
  if (typeof iso !== "string") return undefined;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return undefined;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export const applicationFilterCodec: FilterCodec<ApplicationFilterValues> = {
  toFilters: (v) => [
    ...filterIf("stage", "in", v.stage),
    ...filterIf("mission_id", "eq", v.mission_id),
    ...filterIf(COMPANY_FIELD, "eq", v.company_id),
    ...filterIf("owner_id", "eq", v.owner_id),
    ...filterIf("source", "in", v.source),
    ...filterIf("is_rejected", "eq", v.rejected ? v.rejected === "yes" : undefined),
    ...filterIf("created_at", "gte", v.from ? startOfDay(v.from) : undefined),
    ...filterIf("created_at", "lte", v.to ? endOfDay(v.to) : undefined),
  ],
  fromFilters: (f) => ({
    stage: valueOf<string[]>(f, "stage", "in"),
    mission_id: valueOf<string>(f, "mission_id", "eq"),
    company_id: valueOf<string>(f, COMPANY_FIELD, "eq"),
    owner_id: valueOf<string>(f, "owner_id", "eq"),
    source: valueOf<string[]>(f, "source", "in"),
    rejected: rejectedOf(valueOf<unknown>(f, "is_rejected", "eq")),
    from: dayOf(valueOf<string>(f, "created_at", "gte")),
    to: dayOf(valueOf<string>(f, "created_at", "lte")),
  }),
};
