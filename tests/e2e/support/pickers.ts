// The app's French pickers (src/components/date-picker/french-pickers.tsx), filled as a user types
// in them: a day as JJ/MM/AAAA (the specs hold ISO days), a time as HH:MM, then Tab, which
// confirms the typed text (the picker keeps it pending until the field is left).
import type { Locator } from "@playwright/test";

/** "2026-11-06" → "06/11/2026". */
export const frenchDay = (isoDay: string): string => isoDay.slice(0, 10).split("-").reverse().join("/");

export async function fillDate(field: Locator, isoDay: string) {
  await field.fill(frenchDay(isoDay));
  await field.press("Tab");
}

export async function fillTime(field: Locator, time: string) {
  await field.fill(time);
  await field.press("Tab");
}
