// A client's own night, Sunday and public-holiday majorations (L1251-18: what its employees get),
// recorded on the company with their source; the form's check mirrors the database's
// (company_majorations_range, company_majorations_source).
import type { Tables } from "../../database.types.ts";

export type MajorationValues = Pick<
  Tables<"company">,
  "night_majoration_pct" | "sunday_majoration_pct" | "holiday_majoration_pct" | "majorations_source"
>;

/** What the database refuses (company_majorations_source): a percentage without its source. */
export const lacksMajorationsSource = (values: Partial<MajorationValues>): boolean => {
  const any = [values.night_majoration_pct, values.sunday_majoration_pct, values.holiday_majoration_pct].some(
    (pct) => pct !== null && pct !== undefined,
  );
  return any && (values.majorations_source ?? "").trim().length < 3;
};
