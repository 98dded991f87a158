// docs/rules/pay.md#employer-cost: the quick employer-cost approximation the business quotes with (a flat employer
// rate minus an RGDU read from the hourly ratio). Shown beside URSSAF's exact figure so a
// recruiter can reconcile the two; the exact figure comes from engine.ts.
import { legalRate, legalValue } from "../legal/legal-parameters.ts";
import { round2, VAT_STANDARD } from "./hours.ts";

// The values in force, from legal_parameter (décrets 2025-887 et 2025-1446 for the RGDU);
// supabase/tests/pay/break-even-parity.test.ts keeps this estimate equal to
// private.break_even_coefficient, which reads the same rows.
export const RGDU_TMIN = legalValue("rgdu_tmin");
/** Tmax − Tmin with FNAL 0,10 % (legal_parameter `rgdu_tmax_fnal_010`). */
export const RGDU_TDELTA = Math.round((legalValue("rgdu_tmax_fnal_010") - RGDU_TMIN) * 1e6) / 1e6;
export const RGDU_EXPONENT = legalValue("rgdu_p");
export const DEFAULT_EMPLOYER_RATE = legalValue("employer_contribution_rate");
/** IFM (L1251-32) and ICCP (L1251-19) rates. */
export const IFM_RATE = legalRate("ifm_rate");
export const ICCP_RATE = legalRate("iccp_rate");

/** Hourly ratio to the SMIC of the rate once IFM and ICCP are added (× 1,21, or × 1,10 without IFM). */
export const smicRatio = (rate: number, smicHourly: number, ifmDue = true): number =>
  (rate * (ifmDue ? 1 + IFM_RATE : 1) * (1 + ICCP_RATE)) / smicHourly;

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
  const ifm = o.ifmDue ? round2(o.gross * IFM_RATE) : 0;
  const iccp = round2((o.gross + ifm) * ICCP_RATE);
  const totalGross = round2(o.gross + ifm + iccp);
  const rgduRate = estimatedRgduRate(smicRatio(o.rate, o.smicHourly, o.ifmDue));
  const cost = round2(totalGross * (1 + (o.employerRate ?? DEFAULT_EMPLOYER_RATE) - rgduRate));
  const billing = round2(o.rate * o.coefficient * o.paidHours);
  const vat = round2(billing * VAT_STANDARD);
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
