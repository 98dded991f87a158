import { describe, expect, it } from "vitest";
import { errorMessage } from "./error-message.ts";

describe("errorMessage", () => {
  it.each([
    [new Error("boom"), "boom"],
    [{ message: "violates row-level security policy", code: "42501" }, "violates row-level security policy"],
    [{ message: "" }, undefined],
    ["texte", "texte"],
    [null, undefined],
    [42, undefined],
  ])("%j → %s", (error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });
});
