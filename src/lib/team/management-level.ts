// Management level moves one step at a time and stays between 1 and 4 (docs/rules/roles.md#management-level).
import type { MessageKey } from "../../i18n/index.ts";
import { MAX_MANAGEMENT_LEVEL, MIN_MANAGEMENT_LEVEL } from "../roles/flags.ts";

export type LevelStep = { ok: true; level: number } | { ok: false; error: MessageKey };

export const stepManagementLevel = (current: number, direction: "up" | "down"): LevelStep => {
  if (direction === "up")
    return current >= MAX_MANAGEMENT_LEVEL
      ? { ok: false, error: "settings.members.levelAbove" }
      : { ok: true, level: current + 1 };
  return current <= MIN_MANAGEMENT_LEVEL
    ? { ok: false, error: "settings.members.levelBelow" }
    : { ok: true, level: current - 1 };
};
