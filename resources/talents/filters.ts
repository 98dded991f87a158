// The talents list's filter form ⇄ Refine filters (kept in the URL by useTable), and the
// list's source for a given set of filters (meta.rpc, providers/data-provider.ts).
import type { CrudFilters } from "@refinedev/core";
import { rpcListSource, type RpcListSource } from "../../providers/rpc.ts";
import { filterIf, hasFilter, valueOf } from "../../src/components/table/filter-codec.ts";
import type { FilterCodec } from "../../src/components/table/filter-bar.tsx";
import { normalizeSearch } from "../../src/lib/search/normalize.ts";
import { distanceSource, fromDistanceFilters, toDistanceFilters, type DistanceFilterValues } from "./distance.ts";

export const TEXT_FIELD = "search_text";

export type TalentFilterValues = {
  q?: string;
  job_id?: string;
  availability_status?: string[];
  qualification_status?: string[];
  experience_level?: string[];
  contract_types?: string[];
  construction_types?: string[];
  is_top_profile?: boolean;
  is_benched?: boolean;
  blacklisted?: boolean | null;
  owner_id?: string;
} & DistanceFilterValues;

export const talentFilterCodec: FilterCodec<TalentFilterValues> = {
  toFilters: (v): CrudFilters => [
    // search_text holds the normalised names, e-mail and phones: accent-insensitive by design.
    ...filterIf(TEXT_FIELD, "contains", v.q ? normalizeSearch(v.q) : undefined),
    ...filterIf("talent_job.job_id", "eq", v.job_id),
    ...filterIf("availability_status", "in", v.availability_status),
    ...filterIf("qualification_status", "in", v.qualification_status),
    ...filterIf("experience_level", "in", v.experience_level),
    ...filterIf("contract_types", "ina", v.contract_types),
    ...filterIf("construction_types", "ina", v.construction_types),
    ...(v.is_top_profile ? filterIf("is_top_profile", "eq", true) : []),
    ...(v.is_benched ? filterIf("is_benched", "eq", true) : []),
    ...(v.blacklisted === undefined || v.blacklisted === null
      ? []
      : [{ field: "blacklisted_at", operator: v.blacklisted ? "nnull" : "null", value: null } as const]),
    ...filterIf("owner_id", "eq", v.owner_id),
    ...toDistanceFilters(v),
  ],
  fromFilters: (f) => ({
    q: valueOf<string>(f, TEXT_FIELD, "contains"),
    job_id: valueOf<string>(f, "talent_job.job_id", "eq"),
    availability_status: valueOf<string[]>(f, "availability_status", "in"),
    qualification_status: valueOf<string[]>(f, "qualification_status", "in"),
    experience_level: valueOf<string[]>(f, "experience_level", "in"),
    contract_types: valueOf<string[]>(f, "contract_types", "ina"),
    construction_types: valueOf<string[]>(f, "construction_types", "ina"),
    is_top_profile: valueOf<boolean>(f, "is_top_profile", "eq"),
    is_benched: valueOf<boolean>(f, "is_benched", "eq"),
    blacklisted: hasFilter(f, "blacklisted_at", "nnull")
      ? true
      : hasFilter(f, "blacklisted_at", "null")
        ? false
        : undefined,
    owner_id: valueOf<string>(f, "owner_id", "eq"),
    ...fromDistanceFilters(f),
  }),
};

/** A text the trigram index can serve: three letters or digits in a row. */
const usesTrigrams = (text: string) => /[\p{L}\p{N}]{3}/u.test(text);

/**
 * The list's source: with a text, public.talents_matching_text (the read rule applied in the
 * function so that the trigram index on search_text is used; a plain `search_text ilike`
 * filter under row-level security reads every talent), with the distance filter's circle
 * when there is one; else public.talents_near for a distance alone; else the talent table.
 * The other filters, the order, the page and the count apply to the function's rows. A text
 * too short for a trigram (« ma ») matches most talents and has no index to use: the
 * function would only add the copy of its rows, so the plain filter stays.
 */
export const talentListSource = (
  filters: CrudFilters | undefined = [],
): RpcListSource<"talents_near" | "talents_matching_text"> | undefined => {
  const near = distanceSource(filters);
  const text = normalizeSearch(String(valueOf<unknown>(filters, TEXT_FIELD, "contains") ?? ""));
  if (!usesTrigrams(text)) return near;
  const point = near?.args;
  return rpcListSource(
    "talents_matching_text",
    { p_query: text, p_latitude: point?.p_latitude, p_longitude: point?.p_longitude, p_radius_km: point?.p_radius_km },
    [TEXT_FIELD, ...(near?.consumes ?? [])],
  );
};
