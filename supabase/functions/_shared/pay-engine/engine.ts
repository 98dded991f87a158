// The pay engine: URSSAF's own rules (modele-social) evaluated by publicodes. One module for
// the browser and the server: the calculators import it through src/lib/pay/engine.ts (a
// re-export), the Edge Functions (pay-net) from here — the same code gives the same net (the
// parity test, tests/server/functions/pay-net.test.ts). One Engine per process (a browser tab,
// the local server, an edge runtime's worker), loaded on first use — in the browser in its own
// chunk: parsing the rules costs seconds of CPU, so nothing pays for it until it needs a figure.
// No import but modele-social and publicodes (mapped for Deno in each function's deno.json).
import type Engine from "publicodes";
import {
  EMPLOYER_LINES,
  LEGAL_WEEKLY_HOURS,
  RULES,
  WEEKS_PER_MONTH,
  grossSituation,
  publicodesDate,
  situationFor,
  todayIso,
  type PayInput,
} from "./situation.ts";

export type EmployerLine = { rule: string; title: string; amount: number };

/** Monthly figures, € (unrounded: round where shown). */
export type Payslip = {
  smicHourly: number;
  baseGross: number;
  overtimePay: number;
  ifm: number;
  iccp: number;
  grossTotal: number;
  employeeContributions: number;
  netBeforeTax: number;
  incomeTax: number;
  netAfterTax: number;
  /** Employer contributions before exemptions, line by line. */
  employerLines: EmployerLine[];
  employerContributionsGross: number;
  rgdu: number;
  employerExemptions: number;
  employerContributions: number;
  employerCost: number;
};

export type PayEngine = {
  /** SMIC hourly gross in force on a date ("YYYY-MM-DD"), from modele-social. */
  smicHourly: (date?: string) => number;
  payslip: (input: PayInput) => Payslip;
  /** Hourly gross rate giving this monthly net before tax (URSSAF's numeric inversion). */
  hourlyFromNet: (netMonthly: number, input: Omit<PayInput, "hourlyRate">) => number;
  /**
   * Net before tax of a month's total gross already earned (pay, overtime, IFM and ICCP
   * included, as a payslip's gross): what an advance payment's ceiling is a share of.
   */
  netFromGross: (grossMonthly: number, options: { cadre: boolean; date?: string }) => number;
};

let enginePromise: Promise<PayEngine> | undefined;

/**
 * The single engine instance of the process, created on first call (dynamic imports: own
 * chunk). A failed load is forgotten, so that the next call tries again.
 */
export const loadPayEngine = (): Promise<PayEngine> => {
  enginePromise ??= Promise.all([import("modele-social"), import("publicodes")]).then(
    ([rules, publicodes]) => {
      const engine = new publicodes.default(rules.default, { logger: { log() {}, warn() {}, error() {} } });
      return makePayEngine(engine);
    },
    (error: unknown) => {
      enginePromise = undefined;
      throw error;
    },
  );
  return enginePromise;
};

const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * The net before tax of a talent's gross earned in a month (`month`: "YYYY-MM-DD", its first
 * day: the rules in force then), rounded to the cent; 0 for no gross. A temp is paid as a
 * non-cadre. The figure an acompte's ceiling is a share of and a pay line's net estimate starts
 * from — computed by the server (supabase/functions/pay-net), the calculators' too.
 */
export const monthNetBeforeTax = (engine: Pick<PayEngine, "netFromGross">, gross: number, month: string): number =>
  gross > 0 ? round2(engine.netFromGross(gross, { cadre: false, date: month })) : 0;

const num = (engine: Engine, rule: string): number => {
  const value = engine.evaluate(rule).nodeValue;
  return typeof value === "number" ? value : 0;
};

const titleOf = (engine: Engine, rule: string): string => {
  const r = engine.getRule(rule);
  return String(r.rawNode.titre ?? r.title ?? rule);
};

export const makePayEngine = (engine: Engine): PayEngine => {
  const smicHourly = (date?: string) => {
    engine.setSituation({ [RULES.date]: `'${publicodesDate(date ?? todayIso())}'` });
    return num(engine, RULES.smicHourly);
  };

  const payslip = (input: PayInput): Payslip => {
    engine.setSituation(situationFor(input));
    const employerLines = EMPLOYER_LINES.map((line) => {
      const rule = `salarié . cotisations . ${line}`;
      return { rule, title: titleOf(engine, rule), amount: num(engine, rule) };
    });
    const netBeforeTax = num(engine, RULES.netBeforeTax);
    const netAfterTax = num(engine, RULES.netAfterTax);
    return {
      smicHourly: num(engine, RULES.smicHourly),
      baseGross: num(engine, RULES.baseGross),
      overtimePay: num(engine, RULES.overtimePay),
      ifm: num(engine, RULES.ifm),
      iccp: num(engine, RULES.iccp),
      grossTotal: num(engine, RULES.grossTotal),
      employeeContributions: num(engine, RULES.employeeContributions),
      netBeforeTax,
      incomeTax: netBeforeTax - netAfterTax,
      netAfterTax,
      employerLines,
      employerContributionsGross: employerLines.reduce((sum, l) => sum + l.amount, 0),
      rgdu: num(engine, RULES.rgdu),
      employerExemptions: num(engine, RULES.employerExemptions),
      employerContributions: num(engine, RULES.employerContributions),
      employerCost: num(engine, RULES.employerCost),
    };
  };

  const hourlyFromNet = (netMonthly: number, input: Omit<PayInput, "hourlyRate">) => {
    // URSSAF's numeric inversion: the monthly base is solved from the net, the overtime
    // hours staying as given; the rate is that base over the legal monthly hours.
    const { [RULES.baseGross]: _unknown, ...situation } = situationFor({ ...input, hourlyRate: 0 });
    engine.setSituation({ ...situation, [RULES.netBeforeTax]: `${netMonthly} €/mois` });
    return num(engine, RULES.baseGross) / (LEGAL_WEEKLY_HOURS * WEEKS_PER_MONTH);
  };

  const netFromGross = (grossMonthly: number, options: { cadre: boolean; date?: string }) => {
    // A CDI situation: the gross given is already the total, so no CDD indemnity is added on top.
    engine.setSituation(grossSituation(grossMonthly, options));
    return num(engine, RULES.netBeforeTax);
  };

  return { smicHourly, payslip, hourlyFromNet, netFromGross };
};
