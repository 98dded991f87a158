// The first visit of /refine: the sentence is read (reader.ts) and merged with the criteria chosen
// on the question page — those win, the read ones are added — and the city's name becomes a
// commune. The result goes back to the URL with `read=1`, so a reload keeps the corrections.
import { searchCommunes } from "../../lib/geo/communes.ts";
import { fold } from "./reader-lexicon.ts";
import { readQuery, type ReaderRefs } from "./reader.ts";
import type { DeepResearchState } from "./state.ts";

const union = <T>(a?: T[], b?: T[]): T[] | undefined => {
  const all = [...new Set([...(a ?? []), ...(b ?? [])])];
  return all.length ? all : undefined;
};

/** The read state, and the city's name when no commune has it. */
export const readSentence = async (
  state: DeepResearchState,
  refs: ReaderRefs,
): Promise<{ state: DeepResearchState; unknownCity?: string }> => {
  const read = readQuery(state.q ?? "", refs);
  let city = state.city;
  let unknownCity: string | undefined;
  if (!city && read.city) {
    const found = await searchCommunes(read.city, 10).catch(() => []);
    const wanted = fold(read.city).replace(/-/g, " ");
    const exact = found.find((c) => fold(c.name).replace(/-/g, " ") === wanted);
    city = (exact ?? found[0])?.code;
    if (!city) unknownCity = read.city;
  }
  return {
    unknownCity,
    state: {
      q: state.q,
      read: true,
      terms: [...state.terms, ...read.terms],
      jobIds: union(state.jobIds, read.jobIds),
      documentTypes: union(state.documentTypes, read.documentTypes),
      city,
      radiusKm: state.radiusKm ?? (city ? read.radiusKm : undefined),
      availableBy: state.availableBy ?? read.availableBy,
      contractTypes: union(state.contractTypes, read.contractTypes),
      page: 1,
    },
  };
};
