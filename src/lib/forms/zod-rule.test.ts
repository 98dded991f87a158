import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodRule } from "./zod-rule.ts";

const schema = z.object({
  siren: z
    .string()
    .regex(/^\d{9}$/, "SIREN invalide")
    .optional()
    .nullable(),
  name: z.string(),
});

describe("zodRule", () => {
  it("passes a valid value and an empty one", async () => {
    await expect(zodRule(schema, "siren").validator(null, "123456789")).resolves.toBeUndefined();
    await expect(zodRule(schema, "siren").validator(null, "")).resolves.toBeUndefined();
  });
  it("rejects with the schema's message", async () => {
    await expect(zodRule(schema, "siren").validator(null, "12")).rejects.toThrow("SIREN invalide");
  });
});
