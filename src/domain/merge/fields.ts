// The fields the « Fusionner » screen compares, per entity, and the pure rules of the comparison:
// which differ (a radio each), and the values to send to public.merge_records (only those where
// the dropped record's value was picked: the kept record keeps its own otherwise).
export type MergeEntity = "talent" | "company" | "contact";

export const MERGE_FIELDS = {
  talent: [
    "civility",
    "first_name",
    "last_name",
    "birth_name",
    "email",
    "phone_number",
    "birth_date",
    "nationality_code",
    "siret",
    "source",
  ],
  company: ["name", "siren", "naf_code", "legal_form", "phone_number", "website", "billing_email", "idcc"],
  contact: ["civility", "first_name", "last_name", "email", "phone_number", "job_title", "department", "company_id"],
} as const satisfies Record<MergeEntity, readonly string[]>;

export type MergeField = (typeof MERGE_FIELDS)[MergeEntity][number];
export type MergeRecord = Record<string, unknown>;
export type FieldDifference = { field: MergeField; kept: unknown; dropped: unknown };
export type Side = "kept" | "dropped";

/** Empty strings and missing values count as the same absence. */
const normalised = (value: unknown): unknown => (value === undefined || value === "" ? null : value);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));

/** The entity's fields whose values differ between the two records, in the screen's order. */
export const fieldDiff = (entity: MergeEntity, kept: MergeRecord, dropped: MergeRecord): FieldDifference[] =>
  MERGE_FIELDS[entity]
    .filter((field) => !same(kept[field], dropped[field]))
    .map((field) => ({ field, kept: normalised(kept[field]), dropped: normalised(dropped[field]) }));

/**
 * The default pick: the kept record's value, unless it has none and the dropped one has one (a
 * merge fills the blanks).
 */
export const defaultPicks = (diff: readonly FieldDifference[]): Record<string, Side> =>
  Object.fromEntries(diff.map((d) => [d.field, d.kept === null && d.dropped !== null ? "dropped" : "kept"]));

/** public.merge_records' p_values: the fields where the dropped record's value was picked. */
export const pickedValues = (diff: readonly FieldDifference[], picks: Record<string, Side>): MergeRecord =>
  Object.fromEntries(diff.filter((d) => picks[d.field] === "dropped").map((d) => [d.field, d.dropped]));

/** The path of a record's page. */
export const recordPath = (entity: MergeEntity, id: string): string =>
  entity === "talent" ? `/talents/${id}/details` : entity === "company" ? `/companies/${id}` : `/contacts/${id}`;

/** The « Fusionner » screen of an entity, with the kept record and, when known, the dropped one. */
export const mergePath = (entity: MergeEntity, keep: string, drop?: string): string => {
  const base = entity === "talent" ? "/talents/merge" : entity === "company" ? "/companies/merge" : "/contacts/merge";
  return `${base}?keep=${encodeURIComponent(keep)}${drop ? `&drop=${encodeURIComponent(drop)}` : ""}`;
};

/** A record's name, as the screen shows it. */
export const recordLabel = (entity: MergeEntity, row: MergeRecord | undefined): string => {
  if (!row) return "";
  if (entity === "company") return String(row.name ?? "");
  return [row.first_name, row.last_name].filter((p) => typeof p === "string" && p.trim()).join(" ");
};
