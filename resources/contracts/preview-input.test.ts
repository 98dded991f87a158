// What the form sends to public.contract_preview and how its answer is read.
import { describe, expect, it } from "vitest";
import { loadConstraintCatalog } from "../../src/lib/errors/constraint-catalog.ts";
import { previewInput, problemMessage, readPreview } from "./preview-input.ts";

describe("previewInput", () => {
  it("waits for the talent and the start date", () => {
    expect(previewInput({ start_date: "2026-03-02" }, {}, true)).toBeNull();
    expect(previewInput({ talent_id: "ta-1" }, {}, true)).toBeNull();
  });

  it("sends the contract's columns, blanks as null, the coefficient only to the roles that see it", () => {
    const values = {
      talent_id: "ta-1",
      start_date: "2026-03-02",
      end_date: "2026-05-29",
      schedule: "  ",
      coefficient: 1.9,
      coefficient_override_reason: "grille",
      address: { city: "Lyon" },
    };
    expect(previewInput(values, { id: "c-1" }, true)).toEqual({
      id: "c-1",
      talent_id: "ta-1",
      start_date: "2026-03-02",
      end_date: "2026-05-29",
      schedule: null,
      minimum_duration_days: null,
      coefficient: 1.9,
    });
    expect(previewInput(values, {}, false)).not.toHaveProperty("coefficient");
  });

  it("sends no end date for an imprecise term", () => {
    const input = previewInput(
      {
        talent_id: "ta-1",
        start_date: "2026-03-02",
        end_date: "2026-05-29",
        is_precise_term: false,
        minimum_duration_days: 10,
      },
      {},
      false,
    );
    expect(input).toMatchObject({ end_date: null, minimum_duration_days: 10, is_precise_term: false });
  });
});

describe("readPreview and problemMessage", () => {
  it("reads numbers sent as strings and tolerates a non-object answer", () => {
    expect(readPreview([])).toBeNull();
    expect(readPreview({ hourly_billing_rate: "27.55", warnings: null })).toMatchObject({
      hourly_billing_rate: 27.55,
      warnings: [],
      errors: [],
    });
  });

  it("says the database's English errors in French and keeps its French ones", async () => {
    await loadConstraintCatalog();
    expect(
      problemMessage({
        rule: null,
        message: 'null value in column "talent_id" of relation "contract" violates not-null constraint',
      }),
    ).toBe("Le champ « Talent » est obligatoire.");
    expect(problemMessage({ rule: "contract_smic", message: "Le salaire horaire est inférieur au SMIC" })).toBe(
      "Le salaire horaire est inférieur au SMIC",
    );
  });
});
