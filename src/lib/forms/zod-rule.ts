// antd Form rule running one field of a zod schema, so the form shows the schema's French
// message (one source for the rule, instant feedback before the database checks it again).
// The field's own schema is read from the object's shape: a schema with cross-field rules
// (superRefine, checked on the whole values at submit) still gives each field its rule, where
// zod's .pick() refuses an object carrying refinements.
import type { z } from "zod";

export const zodRule = (schema: z.ZodObject, field: string) => ({
  validator: async (_: unknown, value: unknown) => {
    const own = schema.shape[field];
    if (!own) return;
    const result = await own.safeParseAsync(value === "" ? null : value);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});
