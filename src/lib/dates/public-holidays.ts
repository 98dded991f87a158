// French public holidays (jours fériés, Code du travail L3133-1): eight fixed dates and three
// following Easter (Easter Monday, Ascension, Whit Monday). Alsace-Moselle's two extra days
// (Good Friday, 26 December) are not included. The same as private.is_french_public_holiday
// (supabase/schemas/10_requests.sql); supabase/tests/public-holidays.test.ts keeps
// the two in step.

/** Easter Sunday of `year` (Gregorian calendar, anonymous algorithm), as "YYYY-MM-DD". */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const FIXED = new Set(["01-01", "05-01", "05-08", "07-14", "08-15", "11-01", "11-11", "12-25"]);
/** Days after Easter Sunday: Easter Monday, Ascension, Whit Monday. */
const AFTER_EASTER = new Set([1, 39, 50]);
const DAY_MS = 86_400_000;

/** True when `day` ("YYYY-MM-DD") is a French public holiday. */
export function isPublicHoliday(day: string): boolean {
  if (FIXED.has(day.slice(5))) return true;
  const offset = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${easterSunday(Number(day.slice(0, 4)))}T00:00:00Z`)) / DAY_MS,
  );
  return AFTER_EASTER.has(offset);
}
