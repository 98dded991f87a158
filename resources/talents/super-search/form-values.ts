// The criteria form's values (a commune object, a dayjs date) ⇄ the criteria of the URL.
import { dayjs, type Dayjs } from "../../../src/lib/dates/dayjs.ts";
import type { Commune } from "../../../src/lib/geo/communes.ts";
import type { SuperSearchCriteria } from "../../../src/domain/talent-search/criteria.ts";

export type CriteriaFormValues = Omit<SuperSearchCriteria, "page" | "city" | "availableBy"> & {
  city?: Commune | null;
  availableBy?: Dayjs | null;
};

const nonEmpty = <T>(values: T[] | undefined): T[] | undefined => (values?.length ? values : undefined);

/** A new search always starts on page 1. */
export const formToCriteria = (v: CriteriaFormValues): SuperSearchCriteria => ({
  q: v.q?.trim() || undefined,
  jobIds: nonEmpty(v.jobIds),
  city: v.city?.code,
  radiusKm: v.city ? v.radiusKm || undefined : undefined,
  availableBy: v.availableBy ? v.availableBy.format("YYYY-MM-DD") : undefined,
  availability: nonEmpty(v.availability),
  qualificationStatuses: nonEmpty(v.qualificationStatuses),
  documentTypes: nonEmpty(v.documentTypes),
  experienceLevels: nonEmpty(v.experienceLevels),
  includeBlacklisted: v.includeBlacklisted || undefined,
  page: 1,
});

/** The form's values for the URL's criteria (`commune`: the city's record once loaded). */
export const criteriaToForm = (c: SuperSearchCriteria, commune?: Commune | null): CriteriaFormValues => ({
  q: c.q,
  jobIds: c.jobIds,
  city: commune ?? null,
  radiusKm: c.radiusKm,
  availableBy: c.availableBy ? dayjs(c.availableBy) : null,
  availability: c.availability,
  qualificationStatuses: c.qualificationStatuses,
  documentTypes: c.documentTypes,
  experienceLevels: c.experienceLevels,
  includeBlacklisted: c.includeBlacklisted,
});

/** Every field cleared (the reset button). */
export const EMPTY_FORM_VALUES: CriteriaFormValues = criteriaToForm({ page: 1 });
