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

describe("zodRule on a schema with a cross-field rule", () => {
  const refined = z
    .object({ mode: z.enum(["agency", "shipping"]), address: z.string().nullable().optional() })
    .superRefine((v, ctx) => {
      if (v.mode === "shipping" && !v.address)
        ctx.addIssue({ code: "custom", path: ["address"], message: "Adresse ?" });
    });
  it("checks each field on its own (the cross-field rule waits for the whole values)", async () => {
    await expect(zodRule(refined, "mode").validator(null, "shipping")).resolves.toBeUndefined();
    await expect(zodRule(refined, "mode").validator(null, "post")).rejects.toThrow();
    await expect(zodRule(refined, "address").validator(null, "")).resolves.toBeUndefined();
  });
});
