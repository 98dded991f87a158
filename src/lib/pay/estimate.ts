// docs/rules/pay.md#employer-cost: the quick employer-cost approximation the business quotes with (a flat employer
// rate minus an RGDU read from the hourly ratio). Shown beside URSSAF's exact figure so a
// recruiter can reconcile the two; the exact figure comes from engine.ts.
import { round2 } from "./hours.ts";

export const RGDU_TMIN = 0.02;
/**
 * Tmax − Tmin with FNAL 0,10 % (Tmax 0,3981, décrets 2025-887 et 2025-1446): the value of
 * legal_parameter `rgdu_tmax_fnal_010`, which supabase/tests/pay/break-even-parity.test.ts keeps
 * equal to this estimate through private.break_even_coefficient.
 */
export const RGDU_TDELTA = 0.3781;
export const RGDU_EXPONENT = 1.75;
export const DEFAULT_EMPLOYER_RATE = 0.44;

/** Hourly ratio to the SMIC of the rate once IFM and ICCP are added (× 1,21, or × 1,10 without IFM). */
export const smicRatio = (rate: number, smicHourly: number, ifmDue = true): number =>
  (rate * (ifmDue ? 1.21 : 1.1)) / smicHourly;

/** RGDU rate: Tmin + Tdelta × [½ × (3 / ratio − 1)]^1,75, nil at ≥ 3 SMIC, capped at Tmax. */
export const estimatedRgduRate = (ratio: number): number => {
  if (ratio >= 3) return 0;
  const rate = RGDU_TMIN + RGDU_TDELTA * Math.pow(0.5 * (3 / ratio - 1), RGDU_EXPONENT);
  return Math.min(rate, RGDU_TMIN + RGDU_TDELTA);
};

export type WeeklyEstimate = {
  gross: number;
  ifm: number;
  iccp: number;
  totalGross: number;
  rgduRate: number;
  cost: number;
  billing: number;
  vat: number;
  ttc: number;
  margin: number;
  marginRate: number;
  breakEvenCoefficient: number;
};

/** One week line by line (docs/rules/pay.md#employer-cost): gross → IFM → ICCP → cost → billing → margin. */
export const estimateWeek = (o: {
  gross: number;
  paidHours: number;
  rate: number;
  coefficient: number;
  smicHourly: number;
  ifmDue: boolean;
  employerRate?: number;
}): WeeklyEstimate => {
  const ifm = o.ifmDue ? round2(o.gross * 0.1) : 0;
  const iccp = round2((o.gross + ifm) * 0.1);
  const totalGross = round2(o.gross + ifm + iccp);
  const rgduRate = estimatedRgduRate(smicRatio(o.rate, o.smicHourly, o.ifmDue));
  const cost = round2(totalGross * (1 + (o.employerRate ?? DEFAULT_EMPLOYER_RATE) - rgduRate));
  const billing = round2(o.rate * o.coefficient * o.paidHours);
  const vat = round2(billing * 0.2);
  const margin = round2(billing - cost);
  return {
    gross: o.gross,
    ifm,
    iccp,
    totalGross,
    rgduRate,
    cost,
    billing,
    vat,
    ttc: round2(billing + vat),
    margin,
    marginRate: billing > 0 ? margin / billing : 0,
    breakEvenCoefficient: o.gross > 0 ? cost / o.gross : 0,
  };
};
