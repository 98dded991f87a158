// antd Form rule running one field of a zod schema, so the form shows the schema's French
// message (one source for the rule, instant feedback before the database checks it again).
import type { z } from "zod";

export const zodRule = (schema: z.ZodObject, field: string) => ({
  validator: async (_: unknown, value: unknown) => {
    const result = await schema
      .pick({ [field]: true } as never)
      .safeParseAsync({ [field]: value === "" ? null : value });
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});
