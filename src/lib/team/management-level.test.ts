import { describe, expect, it } from "vitest";
import { t } from "../../i18n/index.ts";
import { stepManagementLevel } from "./management-level.ts";

describe("stepManagementLevel", () => {
  it.each([
    [1, "up", 2],
    [3, "up", 4],
    [4, "down", 3],
    [2, "down", 1],
  ] as const)("%i %s → %i", (current, direction, level) => {
    expect(stepManagementLevel(current, direction)).toEqual({ ok: true, level });
  });

  it.each([
    [4, "up", "Impossible de monter au-dessus de 4"],
    [1, "down", "Impossible de descendre en dessous de 1"],
  ] as const)("%i %s is refused", (current, direction, message) => {
    const step = stepManagementLevel(current, direction);
    expect(step.ok).toBe(false);
    if (!step.ok) expect(t(step.error)).toBe(message);
  });
});
