// The super-search's criteria: the URL's query string ⇄ the criteria ⇄ the arguments of
// public.super_search_talents (supabase/schemas/14_search.sql). Pure, so
// that a shared link reproduces the same search and the mapping is tested on its own.
import type { Database } from "../../database.types.ts";

type Enums = Database["public"]["Enums"];

export const PAGE_SIZE = 25;
export const DEFAULT_RADIUS_KM = 30;
export const MAX_RADIUS_KM = 500;

/** The qualification documents offered as criteria (none of them sensitive). */
export const QUALIFICATION_DOCUMENT_TYPES = [
  "caces",
  "electrical_clearance",
  "aipr",
  "sst",
  "work_at_height",
  "carte_btp",
  "driving_license",
  "diploma",
] as const satisfies readonly Enums["document_type"][];

export type SuperSearchCriteria = {
  q?: string;
  jobIds?: string[];
  /** INSEE code of the commune the radius is drawn around */
  city?: string;
  radiusKm?: number;
  /** YYYY-MM-DD: available on or before this day */
  availableBy?: string;
  availability?: Enums["talent_availability_status"][];
  qualificationStatuses?: Enums["talent_qualification_status"][];
  documentTypes?: Enums["document_type"][];
  experienceLevels?: Enums["experience_level"][];
  includeBlacklisted?: boolean;
  /** 1-based */
  page: number;
};

export type SuperSearchArgs = Database["public"]["Functions"]["super_search_talents"]["Args"];
export type Point = { latitude: number; longitude: number };

const LISTS = {
  jobIds: "jobs",
  availability: "availability",
  qualificationStatuses: "qualification",
  documentTypes: "documents",
  experienceLevels: "levels",
} as const satisfies Partial<Record<keyof SuperSearchCriteria, string>>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const list = <T extends string>(raw: string | null, allowed?: readonly string[]): T[] | undefined => {
  const values = (raw ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter((v) => v && (!allowed || allowed.includes(v)));
  return values.length ? (values as T[]) : undefined;
};

const positive = (raw: string | null, max: number): number | undefined => {
  const n = Number(raw);
  return raw && Number.isFinite(n) && n > 0 ? Math.min(n, max) : undefined;
};

/** Criteria from the URL (unknown or malformed values are dropped). */
export const parseCriteria = (params: URLSearchParams): SuperSearchCriteria => {
  const q = params.get("q")?.trim();
  const availableBy = params.get("availableBy") ?? "";
  return {
    q: q || undefined,
    jobIds: list(params.get(LISTS.jobIds)),
    city: params.get("city")?.trim() || undefined,
    radiusKm: positive(params.get("radius"), MAX_RADIUS_KM),
    availableBy: ISO_DAY.test(availableBy) ? availableBy : undefined,
    availability: list(params.get(LISTS.availability), ["available", "on_mission", "unavailable"]),
    qualificationStatuses: list(params.get(LISTS.qualificationStatuses), [
      "new",
      "to_qualify",
      "qualified",
      "archived",
    ]),
    documentTypes: list(params.get(LISTS.documentTypes), QUALIFICATION_DOCUMENT_TYPES),
    experienceLevels: list(params.get(LISTS.experienceLevels), ["beginner", "intermediate", "experienced", "expert"]),
    includeBlacklisted: params.get("blacklisted") === "1" || undefined,
    page: Math.max(1, Math.floor(positive(params.get("page"), 100_000) ?? 1)),
  };
};

/** The URL's query string of the criteria (empty criteria left out, page 1 implicit). */
export const criteriaToParams = (c: SuperSearchCriteria): URLSearchParams => {
  const params = new URLSearchParams();
  if (c.q?.trim()) params.set("q", c.q.trim());
  for (const [key, name] of Object.entries(LISTS) as Array<[keyof typeof LISTS, string]>) {
    const values = c[key];
    if (values?.length) params.set(name, values.join(","));
  }
  if (c.city) params.set("city", c.city);
  if (c.city && c.radiusKm) params.set("radius", String(c.radiusKm));
  if (c.availableBy) params.set("availableBy", c.availableBy);
  if (c.includeBlacklisted) params.set("blacklisted", "1");
  if (c.page > 1) params.set("page", String(c.page));
  return params;
};

/** True when at least one criterion narrows the search. */
export const hasCriteria = (c: SuperSearchCriteria): boolean =>
  Boolean(
    c.q ||
    c.city ||
    c.availableBy ||
    c.includeBlacklisted ||
    Object.keys(LISTS).some((k) => c[k as keyof typeof LISTS]?.length),
  );

/**
 * The RPC's named arguments. The radius needs the commune's coordinates (`point`); without
 * them the city criterion is left out rather than searching everywhere silently — the page
 * says so (see `radiusPending`). Every argument is named here (undefined: not sent), so that the
 * compiler checks each name against the function's.
 */
export const toRpcArgs = (c: SuperSearchCriteria, point?: Point, pageSize = PAGE_SIZE): SuperSearchArgs => {
  const radius = c.city && point ? point : undefined;
  return {
    p_query: c.q || undefined,
    p_job_ids: c.jobIds?.length ? c.jobIds : undefined,
    p_latitude: radius?.latitude,
    p_longitude: radius?.longitude,
    p_radius_km: radius ? (c.radiusKm ?? DEFAULT_RADIUS_KM) : undefined,
    p_available_by: c.availableBy || undefined,
    p_availability: c.availability?.length ? c.availability : undefined,
    p_qualification_statuses: c.qualificationStatuses?.length ? c.qualificationStatuses : undefined,
    p_document_types: c.documentTypes?.length ? c.documentTypes : undefined,
    p_experience_levels: c.experienceLevels?.length ? c.experienceLevels : undefined,
    p_include_blacklisted: c.includeBlacklisted ? true : undefined,
    p_limit: pageSize,
    p_offset: (Math.max(1, c.page) - 1) * pageSize,
  };
};

/** A city is chosen but its coordinates are not known (yet): the search must wait. */
export const radiusPending = (c: SuperSearchCriteria, point?: Point): boolean => Boolean(c.city) && !point;
