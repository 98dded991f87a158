// Deep research's state lives in the URL (docs/rules/talents-documents.md#deep-research): the
// sentence, the terms read from it with their variants, the structured criteria and the page, so
// that /refine and /results can be reloaded and shared. Pure: URL ⇄ state ⇄ the arguments of
// public.deep_research_search.
import type { Database } from "../../database.types.ts";
import type { ContractType, DocumentType, TermGroup } from "./reader.ts";

export const PAGE_SIZE = 25;
export const DEFAULT_RADIUS_KM = 30;
export const MAX_RADIUS_KM = 500;
export const QUESTION_PATH = "/talents/deep-research";
export const REFINE_PATH = "/talents/deep-research/refine";
export const RESULTS_PATH = "/talents/deep-research/results";

/** The qualification documents offered as criteria (none of them sensitive). */
export const CARD_TYPES = [
  "caces",
  "electrical_clearance",
  "aipr",
  "sst",
  "work_at_height",
  "carte_btp",
  "driving_license",
  "diploma",
  "scaffolding",
  "driver_qualification",
] as const satisfies readonly DocumentType[];

export const CONTRACT_TYPES = [
  "temp",
  "cdi_temp",
  "cdd",
  "cdi",
  "freelance",
  "portage",
] as const satisfies readonly ContractType[];

export type DeepResearchState = {
  q?: string;
  /** the sentence has been read: `terms` are the recruiter's, not to be read again */
  read?: boolean;
  terms: TermGroup[];
  jobIds?: string[];
  documentTypes?: DocumentType[];
  /** INSEE code of the commune the radius is drawn around */
  city?: string;
  radiusKm?: number;
  /** YYYY-MM-DD: available on or before this day */
  availableBy?: string;
  contractTypes?: ContractType[];
  /** 1-based */
  page: number;
};

export type Point = { latitude: number; longitude: number };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
// a term and its variants in one parameter: « nucléaire|centrale nucléaire|EDF »
const VARIANT_SEPARATOR = "|";

const list = <T extends string>(raw: string | null, allowed?: readonly string[]): T[] | undefined => {
  const values = (raw ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter((v) => v && (!allowed || allowed.includes(v)));
  return values.length ? ([...new Set(values)] as T[]) : undefined;
};

const positive = (raw: string | null, max: number): number | undefined => {
  const n = Number(raw);
  return raw && Number.isFinite(n) && n > 0 ? Math.min(n, max) : undefined;
};

const termOf = (raw: string): TermGroup | undefined => {
  const [term, ...rest] = raw
    .split(VARIANT_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);
  return term ? { term, variants: [...new Set([term, ...rest])] } : undefined;
};

/** The state of the URL (unknown or malformed values are dropped). */
export const parseState = (params: URLSearchParams): DeepResearchState => {
  const availableBy = params.get("availableBy") ?? "";
  return {
    q: params.get("q")?.trim() || undefined,
    read: params.get("read") === "1" || undefined,
    terms: params.getAll("term").flatMap((raw) => termOf(raw) ?? []),
    jobIds: list(params.get("jobs")),
    documentTypes: list(params.get("documents"), CARD_TYPES),
    city: params.get("city")?.trim() || undefined,
    radiusKm: positive(params.get("radius"), MAX_RADIUS_KM),
    availableBy: ISO_DAY.test(availableBy) ? availableBy : undefined,
    contractTypes: list(params.get("contracts"), CONTRACT_TYPES),
    page: Math.max(1, Math.floor(positive(params.get("page"), 100_000) ?? 1)),
  };
};

/** The URL's query string of the state (empty values left out, page 1 implicit). */
export const stateToParams = (s: DeepResearchState): URLSearchParams => {
  const params = new URLSearchParams();
  if (s.q?.trim()) params.set("q", s.q.trim());
  if (s.read) params.set("read", "1");
  for (const g of s.terms) {
    const variants = g.variants.filter((v) => v !== g.term && !v.includes(VARIANT_SEPARATOR));
    params.append("term", [g.term, ...variants].join(VARIANT_SEPARATOR));
  }
  if (s.jobIds?.length) params.set("jobs", s.jobIds.join(","));
  if (s.documentTypes?.length) params.set("documents", s.documentTypes.join(","));
  if (s.city) params.set("city", s.city);
  if (s.city && s.radiusKm) params.set("radius", String(s.radiusKm));
  if (s.availableBy) params.set("availableBy", s.availableBy);
  if (s.contractTypes?.length) params.set("contracts", s.contractTypes.join(","));
  if (s.page > 1) params.set("page", String(s.page));
  return params;
};

export const urlOf = (path: string, s: DeepResearchState): string => {
  const query = stateToParams(s).toString();
  return query ? `${path}?${query}` : path;
};

/** True when something narrows the search (text or a criterion). */
export const hasSearch = (s: DeepResearchState): boolean =>
  Boolean(
    s.terms.length || s.jobIds?.length || s.documentTypes?.length || s.city || s.availableBy || s.contractTypes?.length,
  );

/** public.deep_research_search's arguments (the generated ones), the page's own types for the terms. */
export type DeepResearchArgs = Omit<
  Database["public"]["Functions"]["deep_research_search"]["Args"],
  "p_terms" | "p_document_types" | "p_contract_types" | "p_limit" | "p_offset"
> & {
  p_terms: TermGroup[];
  p_document_types?: DocumentType[];
  p_contract_types?: ContractType[];
  p_limit: number;
  p_offset: number;
};

/**
 * The RPC's named arguments. The radius needs the commune's coordinates (`point`): without
 * them the city is left out (the page says so rather than searching everywhere silently).
 */
export const toRpcArgs = (s: DeepResearchState, point?: Point, pageSize = PAGE_SIZE): DeepResearchArgs => {
  // every argument named (undefined: not sent), so that the compiler checks each name
  const radius = s.city && point ? point : undefined;
  return {
    p_terms: s.terms.map((g) => ({ term: g.term, variants: g.variants.length ? g.variants : [g.term] })),
    p_job_ids: s.jobIds?.length ? s.jobIds : undefined,
    p_document_types: s.documentTypes?.length ? s.documentTypes : undefined,
    p_latitude: radius?.latitude,
    p_longitude: radius?.longitude,
    p_radius_km: radius ? (s.radiusKm ?? DEFAULT_RADIUS_KM) : undefined,
    p_available_by: s.availableBy || undefined,
    p_contract_types: s.contractTypes?.length ? s.contractTypes : undefined,
    p_limit: pageSize,
    p_offset: (Math.max(1, s.page) - 1) * pageSize,
  };
};

/** « ⟦nucléaire⟧ de Flamanville » → the plain and the matched parts, in order (rendered as <mark>). */
export const passageParts = (passage: string): Array<{ text: string; marked: boolean }> => {
  const parts: Array<{ text: string; marked: boolean }> = [];
  const re = /⟦([^⟧]*)⟧/g;
  let last = 0;
  for (const m of passage.matchAll(re)) {
    const at = m.index ?? 0;
    if (at > last) parts.push({ text: passage.slice(last, at), marked: false });
    if (m[1]) parts.push({ text: m[1], marked: true });
    last = at + m[0].length;
  }
  if (last < passage.length) parts.push({ text: passage.slice(last).replace(/[⟦⟧]/g, ""), marked: false });
  return parts;
};
