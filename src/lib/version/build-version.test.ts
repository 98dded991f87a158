import { describe, expect, it } from "vitest";
import { isNewDeployment } from "./build-version.ts";

describe("isNewDeployment", () => {
  it.each([
    ["same build", "b1", { buildId: "b1" }, false],
    ["new build", "b1", { buildId: "b2", builtAt: "2026-11-21T10:00:00Z" }, true],
    ["dev server", "dev", { buildId: "b2" }, false],
    ["garbage", "b1", "<!doctype html>", false],
    ["empty id", "b1", { buildId: "" }, false],
    ["null", "b1", null, false],
  ])("%s → %s", (_label, current, fetched, expected) => {
    expect(isNewDeployment(current, fetched)).toBe(expected);
  });
});
