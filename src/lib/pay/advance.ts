// An acompte's figures before the request is sent (docs/rules/pay.md#acomptes, L3242-1: part of the pay
// already earned): the gross earned on the talent's signed or validated timesheet days of the
// month × their contract's hourly pay — as private.advance_payment_earned sums it
// (supabase/schemas/10_requests.sql) —, the pay engine's net before tax of that
// gross (URSSAF's rules, never a net/gross ratio), and the ceiling: the policy's share of that
// net (legal_parameter `advance_payment_max_ratio`) minus the month's other advances, as the
// database's trigger computes max_allowed from the net the form sends.
import type { PayEngine } from "./engine.ts";
import { round2 } from "./hours.ts";

/** The timesheet statuses whose days count as work already done (the database's list). */
export const EARNED_WEEK_STATUSES = ["signed", "validated", "exported", "invoiced"] as const;

/** One timesheet day: hours worked and the hourly pay of its contract (none: not counted). */
export type EarnedDay = { hours: number; hourlyWage: number | null };

/** A dated value of public.legal_parameter. */
export type DatedValue = { value: number; valid_from: string; valid_to: string | null };

export type AdvanceFigures = {
  /** Gross earned on the month's days, €. */
  gross: number;
  /** The engine's net before tax of that gross, € (sent as estimated_net_earned). */
  net: number;
  maxRatio: number;
  /** Approved, paid or deducted advances of the month, €. */
  alreadyAdvanced: number;
  /** The most that may be approved: net × ratio − advances, never below 0, €. */
  ceiling: number;
};

/** Σ hours × hourly pay, rounded to the cent once (the database's `round(sum(...), 2)`). */
export const earnedGross = (days: readonly EarnedDay[]): number =>
  round2(days.reduce((sum, d) => (d.hourlyWage === null ? sum : sum + d.hours * d.hourlyWage), 0));

/** The value in force on a date ("YYYY-MM-DD"): the latest start on or before it (private.legal_value). */
export const valueOn = (rows: readonly DatedValue[], date: string): number | null =>
  [...rows]
    .filter((r) => r.valid_from <= date && (r.valid_to === null || r.valid_to >= date))
    .sort((a, b) => b.valid_from.localeCompare(a.valid_from))[0]?.value ?? null;

/** net × ratio rounded to the cent, minus the month's other advances, never below 0. */
export const advanceCeiling = (net: number, maxRatio: number, alreadyAdvanced: number): number =>
  Math.max(round2(round2(net * maxRatio) - alreadyAdvanced), 0);

/**
 * The figures of a month (`month`: its first day), or null when no day earned anything yet
 * (an acompte is only for work already done: L3242-1).
 */
export const advanceFigures = (
  engine: Pick<PayEngine, "netFromGross">,
  input: { days: readonly EarnedDay[]; month: string; maxRatio: number; alreadyAdvanced: number },
): AdvanceFigures | null => {
  const gross = earnedGross(input.days);
  if (gross <= 0) return null;
  // a temp is paid as a non-cadre (the seed's and the server tests' figures)
  const net = round2(engine.netFromGross(gross, { cadre: false, date: input.month }));
  return {
    gross,
    net,
    maxRatio: input.maxRatio,
    alreadyAdvanced: round2(input.alreadyAdvanced),
    ceiling: advanceCeiling(net, input.maxRatio, input.alreadyAdvanced),
  };
};
