// Tooltip timing (docs/rules/application.md#tooltips): open after 700 ms, or at once when another tooltip closed less
// than 300 ms ago (the pointer is moving along a toolbar).
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const tooltipOpenDelay = (now: number, lastClosedAt: number | null): number =>
  lastClosedAt !== null && now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
