import { describe, expect, it } from "vitest";
import { communeLabel, preferTypedPostalCode } from "./commune-label.ts";

const lyon = { code: "69123", name: "Lyon", postalCodes: ["69001", "69002", "69003"], departmentCode: "69" };

describe("communeLabel", () => {
  it.each([
    ["", "Lyon (69001)"],
    ["lyon", "Lyon (69001)"],
    ["69003", "Lyon (69003)"],
    ["lyon 6900", "Lyon (69001)"],
    ["75001", "Lyon (69001)"],
  ])("query %j → %s", (query, expected) => expect(communeLabel(lyon, query)).toBe(expected));

  it("leaves out a missing postal code", () => expect(communeLabel({ ...lyon, postalCodes: [] })).toBe("Lyon"));
});

describe("preferTypedPostalCode", () => {
  it.each([
    ["69003", ["69003", "69001", "69002"]],
    ["lyon", ["69001", "69002", "69003"]],
    ["75001", ["69001", "69002", "69003"]],
  ])("query %j → postal codes %j", (query, expected) =>
    expect(preferTypedPostalCode(lyon, query).postalCodes).toEqual(expected),
  );
});
