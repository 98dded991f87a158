// « Ajouter à un vivier »'s rules: an existing pool or a new pool's name (1 to 120 characters once
// trimmed, as hiring_pool_name_length checks it), one of the two.
import { z } from "zod";
import { t } from "../../src/i18n/index.ts";

export const addToPoolSchema = z
  .object({
    pool_id: z.string().min(1).nullish(),
    new_name: z
      .string()
      .trim()
      .max(120, t("resources.hiringPools.validation.name"))
      .nullish()
      .transform((name) => name || undefined),
  })
  .refine((v) => Boolean(v.pool_id || v.new_name), {
    message: t("resources.hiringPools.add.poolRequired"),
    path: ["pool_id"],
  });
export type AddToPoolValues = z.input<typeof addToPoolSchema>;

/** antd's rule on the pool: chosen, or a new name typed. */
export const poolChoiceRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_: unknown, value: unknown) => {
    const name = getFieldValue("new_name");
    if (value || (typeof name === "string" && name.trim())) return;
    throw new Error(t("resources.hiringPools.add.poolRequired"));
  },
});

/**
 * What the call answered: add_talents_to_hiring_pool the number added (to the pool chosen),
 * add_talents_to_new_hiring_pool the new pool's row with it.
 */
export const addedOf = (data: unknown, chosen?: { name: string }): { name: string; count: number } => {
  const row = Array.isArray(data) ? (data[0] as { name?: unknown; added?: unknown } | undefined) : undefined;
  if (row) return { name: String(row.name ?? ""), count: Number(row.added ?? 0) };
  return { name: chosen?.name ?? "", count: Number(data ?? 0) };
};
