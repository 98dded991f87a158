// The dates of the chain spec's placement (agency-chain.spec.ts), from the real "today" in
// Paris: the server's clock is never moved, so the story must fit around it.
//   - The contract starts today: a signed contract becomes « En cours » only once its start
//     date has come (private.run_contract_time_moves_at), and the clock cannot be moved forward.
//   - The DPAE leaves through the adapter once the contract is signed, that same day: within its
//     8 days (R1221-5), but before the hiring (the schedule's first time, 8 h) only on a run
//     before 8 h in Paris; later, the contract's page rightly says « DPAE tardive » (L1221-10).
//   - Two weeks are filled, whose Mondays fall in the same month (one pay period): the week of
//     the first French public holiday on a weekday (L3133-1) that is far enough ahead, and a
//     week next to it without any holiday. Both lie wholly inside the contract, which ends on
//     the Saturday of the later one. They are in the future: the product lets a week of a signed
//     contract be filled, signed and paid whatever its date, and no past week can belong to a
//     contract that starts today.
import { isPublicHoliday } from "../../../src/lib/dates/public-holidays.ts";

const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" of today in Paris. */
export const parisToday = (): string => new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });

export const plusDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Monday of the week of `day`. */
export const mondayOf = (day: string): string => plusDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));

/** "DD/MM/YYYY", as the screens print a date. */
export const fr = (day: string): string => day.split("-").reverse().join("/");

/** "lundi 14/12", as the timesheet grid names a day in its cells' labels. */
export const gridDay = (day: string): string => {
  const weekday = new Date(`${day}T12:00:00Z`).toLocaleDateString("fr-FR", { weekday: "long", timeZone: "UTC" });
  return `${weekday} ${day.slice(8, 10)}/${day.slice(5, 7)}`;
};

const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => plusDays(monday, i));
const holidayIn = (monday: string) => weekDays(monday).some(isPublicHoliday);

export type PlacementCalendar = {
  start: string;
  end: string;
  /** the week with the public holiday (Mon–Fri but the holiday, and Saturday, are worked) */
  holidayWeek: string;
  holiday: string;
  /** the week without a holiday (Mon–Fri worked; one day contested, then corrected) */
  plainWeek: string;
  /** the pay period's month, "YYYY-MM" */
  month: string;
};

/** The placement's dates from `today` ("YYYY-MM-DD", Paris). */
export function placementCalendar(today = parisToday()): PlacementCalendar {
  // both weeks wholly after today, so that every day of theirs is inside the contract
  const firstMonday = plusDays(mondayOf(today), 7);
  for (let day = firstMonday; day < plusDays(today, 400); day = plusDays(day, 1)) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6 || !isPublicHoliday(day)) continue;
    const holidayWeek = mondayOf(day);
    // one holiday in the week (a week with two would pay two days off)
    if (weekDays(holidayWeek).filter(isPublicHoliday).length !== 1) continue;
    const plainWeek = [plusDays(holidayWeek, -7), plusDays(holidayWeek, 7)].find(
      (monday) => monday >= firstMonday && monday.slice(0, 7) === holidayWeek.slice(0, 7) && !holidayIn(monday),
    );
    if (!plainWeek) continue;
    const last = plainWeek > holidayWeek ? plainWeek : holidayWeek;
    return {
      start: today,
      end: plusDays(last, 5),
      holidayWeek,
      holiday: day,
      plainWeek,
      month: holidayWeek.slice(0, 7),
    };
  }
  throw new Error(`no French public holiday on a weekday within 400 days of ${today}`);
}

export type LateAmendedCalendar = {
  /** the contract's start: last week's Monday, already past (a contract started late) */
  start: string;
  /** the initial contract's last day: the Sunday of the plain week */
  end: string;
  /** the week without a holiday, Monday to Friday worked at the initial rate */
  plainWeek: string;
  /** the renewal's week: the next one, same month, with one public holiday on a weekday (worked, like its Sunday) */
  holidayWeek: string;
  holiday: string;
  sunday: string;
  /** the renewal's last day: the Sunday of the holiday week */
  amendedEnd: string;
  month: string;
};

/**
 * The second story's dates (agency-chain-cases.spec.ts): a contract that started last week (too
 * late for the 2-working-day rule, L1251-17) and runs to the Sunday of a plain week ahead; a
 * renewal at a raised rate then covers the next week, which holds a public holiday on a weekday,
 * in the same month: one pay period and one invoice hold both rates.
 */
export function lateAmendedCalendar(today = parisToday()): LateAmendedCalendar {
  const start = plusDays(mondayOf(today), -7);
  for (let plain = plusDays(mondayOf(today), 7); plain < plusDays(today, 400); plain = plusDays(plain, 7)) {
    const monday = plusDays(plain, 7);
    const holidays = weekDays(monday).filter(isPublicHoliday);
    if (holidays.length !== 1 || holidays[0]! >= plusDays(monday, 5)) continue;
    if (plain.slice(0, 7) !== monday.slice(0, 7) || holidayIn(plain)) continue;
    return {
      start,
      end: plusDays(plain, 6),
      plainWeek: plain,
      holidayWeek: monday,
      holiday: holidays[0]!,
      sunday: plusDays(monday, 6),
      amendedEnd: plusDays(monday, 6),
      month: monday.slice(0, 7),
    };
  }
  throw new Error(`no plain week followed by a week with a weekday public holiday within 400 days of ${today}`);
}

export type NightShiftCalendar = {
  /** the contract's start: the Monday of the nights' week, already past (the clock cannot be moved) */
  start: string;
  /** an imprecise term's minimum duration, in days (its first day counted) */
  minimumDays: number;
  /** its last day, the term the wages are owed up to (L1251-26) */
  term: string;
  /** Monday to Friday, each a night from 21:00 to 05:00 the next morning */
  nights: string[];
  /** the day the client ends the mission: the last night's Friday, before the minimum */
  end: string;
  /** the pay period's and the invoice's month, "YYYY-MM" */
  month: string;
};

/**
 * The night-shift story's dates (agency-chain-night.spec.ts). The contract must be running
 * (« En cours » once its start has come) and its early end's date past or today for the
 * processed end to make it « Rompu par anticipation » at once (private.apply_definitive_end_request_effects):
 * so the nights' week is the latest whose Friday is before today, Monday to Friday in one month
 * (one pay period, one monthly invoice) with no public holiday, and the contract starts on its
 * Monday (a late start, which the screens warn about: L1251-17).
 */
export function nightShiftCalendar(today = parisToday(), minimumDays = 26): NightShiftCalendar {
  for (let monday = mondayOf(today); monday > plusDays(today, -120); monday = plusDays(monday, -7)) {
    const nights = weekDays(monday).slice(0, 5);
    if (nights[4]! >= today || nights[4]!.slice(0, 7) !== monday.slice(0, 7) || nights.some(isPublicHoliday)) continue;
    return {
      start: monday,
      minimumDays,
      term: plusDays(monday, minimumDays - 1),
      nights,
      end: nights[4]!,
      month: monday.slice(0, 7),
    };
  }
  throw new Error(`no week without a public holiday, in one month, within 120 days before ${today}`);
}
