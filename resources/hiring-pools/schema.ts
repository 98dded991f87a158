// The pool form's rules, as the database checks them again (hiring_pool_name_length: 1 to 120
// characters once trimmed; the name unique in the workspace, which only the database knows;
// hiring_pool_dynamic_criteria: a dynamic pool holds the super-search's arguments).
import { z } from "zod";
import type { Json, TablesInsert, TablesUpdate } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { HIRING_POOL_VISIBILITIES } from "./constants.ts";

const v = (key: keyof typeof import("./i18n.fr.ts").hiringPoolsFr.validation) =>
  t(`resources.hiringPools.validation.${key}`);

export const hiringPoolSchema = z.object({
  name: z
    .string({ error: v("name") })
    .trim()
    .min(1, v("name"))
    .max(120, v("name")),
  description: z.string().trim().max(2000, v("description")).nullish(),
  visibility: z.enum(HIRING_POOL_VISIBILITIES).default("workspace"),
  owner_id: z.string().min(1).nullish(),
});
export type HiringPoolFormValues = z.input<typeof hiringPoolSchema>;

/** The edited columns: trimmed texts, an emptied description or owner as null. */
export const toHiringPoolUpdate = (
  values: HiringPoolFormValues | TablesUpdate<"hiring_pool">,
): TablesUpdate<"hiring_pool"> => {
  const parsed = hiringPoolSchema.parse(values);
  return {
    name: parsed.name,
    description: parsed.description || null,
    visibility: parsed.visibility,
    owner_id: parsed.owner_id ?? null,
  };
};

/**
 * The new row: static, or dynamic with the saved search's criteria (criteria.ts). Without an
 * owner chosen the database makes the creator the owner (owner_id's default).
 */
export const toHiringPoolInsert = (values: HiringPoolFormValues, criteria?: Json): TablesInsert<"hiring_pool"> => {
  const { owner_id, ...row } = toHiringPoolUpdate(values);
  return {
    ...row,
    name: row.name ?? "",
    ...(owner_id ? { owner_id } : {}),
    is_dynamic: criteria !== undefined,
    ...(criteria !== undefined ? { criteria } : {}),
  };
};
