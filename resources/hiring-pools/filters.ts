// The pools list's filter form ⇄ Refine filters (kept in the URL): name, status, visibility,
// owner and type (static or dynamic, the is_dynamic column).
import { filterIf, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";
import type { HiringPoolType } from "./constants.ts";

export type HiringPoolFilterValues = {
  q?: string;
  status?: string[];
  visibility?: string[];
  owner_id?: string;
  type?: HiringPoolType;
};

export const hiringPoolFilterCodec: FilterCodec<HiringPoolFilterValues> = {
  toFilters: (v) => [
    ...filterIf("name", "contains", v.q?.trim() || undefined),
    ...filterIf("status", "in", v.status),
    ...filterIf("visibility", "in", v.visibility),
    ...filterIf("owner_id", "eq", v.owner_id),
    ...filterIf("is_dynamic", "eq", v.type ? v.type === "dynamic" : undefined),
  ],
  fromFilters: (f) => {
    const dynamic = valueOf<boolean | string>(f, "is_dynamic", "eq");
    return {
      q: valueOf<string>(f, "name", "contains"),
      status: valueOf<string[]>(f, "status", "in"),
      visibility: valueOf<string[]>(f, "visibility", "in"),
      owner_id: valueOf<string>(f, "owner_id", "eq"),
      // the URL gives the boolean back as text
      type: dynamic === undefined ? undefined : String(dynamic) === "true" ? "dynamic" : "static",
    };
  },
};
