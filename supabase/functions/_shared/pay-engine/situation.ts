// Maps the app's pay inputs to a publicodes situation on modele-social's rule names.
// A temp worker is modelled as modele-social's CDD: the IFM is its "indemnité de fin de
// contrat" (10 % of the gross) and the ICCP its "indemnité compensatrice de congés payés"
// (dixième method, 10 % of gross + IFM) when no leave is taken during the mission.
// Shared by the browser (src/lib/pay re-exports it: the calculators) and the Edge Functions
// (pay-net): no import but the engine's own packages.

/** Weeks per month used by URSSAF's rules (`période . semaines par mois` = 52 / 12). */
export const WEEKS_PER_MONTH = 52 / 12;
export const LEGAL_WEEKLY_HOURS = 35;

export type PayInput = {
  /** Gross hourly pay rate, €. */
  hourlyRate: number;
  /** Hours worked per week (35 to 48). */
  weeklyHours: number;
  cadre: boolean;
  /** IFM due (false in the exclusion cases of docs/rules/pay.md#ifm-iccp). */
  ifmDue: boolean;
  /** AT/MP rate in % (e.g. 3.5 for a BTP trade). */
  atmpRate?: number;
  /** Income tax withholding rate in % (taux personnalisé); 0 when absent. */
  taxRate?: number;
  /** Date the rules apply on, "YYYY-MM-DD" (today by default). */
  date?: string;
};

export const RULES = {
  date: "date",
  contract: "salarié . contrat",
  baseGross: "salarié . contrat . salaire brut",
  cadre: "salarié . contrat . statut cadre",
  overtimeHours: "salarié . temps de travail . heures supplémentaires",
  ifmDue: "salarié . contrat . CDD . indemnité de fin de contrat",
  leaveTaken: "salarié . contrat . CDD . congés pris",
  atmpRate: "salarié . cotisations . ATMP . taux",
  taxMethod: "impôt . méthode de calcul",
  taxRate: "impôt . taux personnalisé",
  smicHourly: "SMIC . horaire",
  overtimePay: "salarié . rémunération . heures supplémentaires",
  ifm: "salarié . rémunération . indemnités CDD . fin de contrat",
  iccp: "salarié . rémunération . indemnités CDD . congés payés",
  grossTotal: "salarié . rémunération . brut",
  employeeContributions: "salarié . cotisations . salarié",
  netBeforeTax: "salarié . rémunération . net . à payer avant impôt",
  netAfterTax: "salarié . rémunération . net . payé après impôt",
  employerContributions: "salarié . cotisations . employeur",
  employerExemptions: "salarié . cotisations . exonérations . employeur",
  rgdu: "salarié . cotisations . exonérations . RGDU",
  overtimeExemption: "salarié . cotisations . exonérations . heures supplémentaires",
  employerCost: "salarié . coût total employeur",
} as const;

/** The parts summed into `salarié . cotisations . employeur` (before its exemptions), in URSSAF's order. */
export const EMPLOYER_LINES = [
  "maladie . employeur",
  "prévoyances . santé . employeur",
  "ATMP",
  "vieillesse . plafonnée . employeur",
  "vieillesse . déplafonnée . employeur",
  "retraite complémentaire-CEG-CET . employeur",
  "allocations familiales",
  "assurance chômage",
  "APEC . employeur",
  "autres employeur",
  "prévoyances . incapacité invalidité décès . employeur",
] as const;

/** "2026-03-01" → "01/03/2026" (publicodes dates). */
export const publicodesDate = (iso: string): string => {
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
};

export const todayIso = (): string => new Date().toISOString().slice(0, 10);

/** Monthly base gross (35 h) and overtime hours per month for a weekly schedule. */
export const monthlyBasis = (hourlyRate: number, weeklyHours: number) => ({
  baseGross: hourlyRate * LEGAL_WEEKLY_HOURS * WEEKS_PER_MONTH,
  overtimeHours: Math.max(weeklyHours - LEGAL_WEEKLY_HOURS, 0) * WEEKS_PER_MONTH,
});

export const situationFor = (input: PayInput): Record<string, string> => {
  const { baseGross, overtimeHours } = monthlyBasis(input.hourlyRate, input.weeklyHours);
  return {
    [RULES.date]: `'${publicodesDate(input.date ?? todayIso())}'`,
    [RULES.contract]: "'CDD'",
    [RULES.baseGross]: `${baseGross} €/mois`,
    [RULES.overtimeHours]: `${overtimeHours} heure/mois`,
    [RULES.cadre]: input.cadre ? "oui" : "non",
    [RULES.ifmDue]: input.ifmDue ? "oui" : "non",
    [RULES.leaveTaken]: "0 jour ouvré",
    ...(input.atmpRate !== undefined ? { [RULES.atmpRate]: `${input.atmpRate} %` } : {}),
    [RULES.taxMethod]: "'taux personnalisé'",
    [RULES.taxRate]: `${input.taxRate ?? 0} %`,
  };
};

/** A month paid `grossMonthly` in all (no CDD indemnity on top): for net-of-gross figures. */
export const grossSituation = (grossMonthly: number, options: { cadre: boolean; date?: string }) => ({
  [RULES.date]: `'${publicodesDate(options.date ?? todayIso())}'`,
  [RULES.contract]: "'CDI'",
  [RULES.baseGross]: `${grossMonthly} €/mois`,
  [RULES.cadre]: options.cadre ? "oui" : "non",
});
