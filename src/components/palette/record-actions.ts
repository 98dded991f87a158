// The palette's record results: rows of public.search_records (talents, companies, contacts,
// missions; accent-insensitive, typos tolerated, under the caller's RLS) as kbar actions.
export type RecordHit = {
  entity: "talent" | "company" | "contact" | "mission";
  id: string;
  label: string | null;
  detail: string | null;
};

const PATHS: Record<RecordHit["entity"], (id: string) => string> = {
  talent: (id) => `/talents/${id}`,
  company: (id) => `/companies/${id}`,
  contact: (id) => `/contacts/${id}`,
  mission: (id) => `/missions/${id}`,
};

/** The minimum typed before the database is asked. */
export const MIN_QUERY_LENGTH = 2;

export const recordPath = (hit: Pick<RecordHit, "entity" | "id">): string | undefined => PATHS[hit.entity]?.(hit.id);

/** kbar matches actions against name and keywords: the query goes into the keywords so the
 * database's fuzzy hits are never filtered out again by kbar's own matching. */
export const toRecordAction = (hit: RecordHit, query: string, section: string, perform: (path: string) => void) => {
  const path = recordPath(hit);
  return path
    ? [
        {
          id: `record:${hit.entity}:${hit.id}`,
          name: hit.label?.trim() || hit.detail || hit.id,
          subtitle: hit.detail ?? undefined,
          keywords: query,
          section,
          perform: () => perform(path),
        },
      ]
    : [];
};
