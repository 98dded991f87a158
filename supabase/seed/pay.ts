// Net pay figures of the seed, from the pay engine (src/lib/pay on modele-social: URSSAF's
// own rules), never from a net/gross ratio. Evaluating the rules costs ~0.1 s a figure, too
// slow for the `large` seed's ~20,000 payslips, so the engine is read at a few points per
// month instead: between the brackets of URSSAF's rules (0 – 1 social-security ceiling (PSS),
// PSS – 4 PSS for a non-cadre) every employee contribution is a fixed rate of the gross, so
// the net is a line, and two engine figures per bracket and month give it exactly.
// supabase/tests/pay-engine-figures.test.ts checks the seed's figures against the engine, to the cent.
import rules from "modele-social";
import Engine from "publicodes";
import { makePayEngine, type PayEngine } from "../../src/lib/pay/engine.ts";
import { publicodesDate } from "../../src/lib/pay/situation.ts";

const quiet = { logger: { log() {}, warn() {}, error() {} } };
let raw: Engine | undefined;
let pay: PayEngine | undefined;

/** The engine, parsed on first use (seconds of CPU: only seeds that need a net pay it). */
export const seedPayEngine = (): PayEngine => {
  raw ??= new Engine(rules, quiet);
  pay ??= makePayEngine(raw);
  return pay;
};

const pss = (date: string): number => {
  seedPayEngine();
  raw!.setSituation({ date: `'${publicodesDate(date)}'` });
  return raw!.evaluate("plafond sécurité sociale").nodeValue as number;
};

type Line = { from: number; to: number; slope: number; intercept: number };
const brackets = new Map<string, Line[]>();

const linesFor = (date: string): Line[] => {
  const month = date.slice(0, 7);
  let lines = brackets.get(month);
  if (!lines) {
    const engine = seedPayEngine();
    const ceiling = pss(`${month}-01`);
    const net = (gross: number) => engine.netFromGross(gross, { cadre: false, date: `${month}-01` });
    const through = (from: number, to: number, a: number, b: number): Line => {
      const [na, nb] = [net(a), net(b)];
      const slope = (nb - na) / (b - a);
      return { from, to, slope, intercept: na - slope * a };
    };
    // below a twentieth of the PSS (~200 €) the engine's floor at 0 bends the line
    lines = [
      through(ceiling * 0.05, ceiling, ceiling * 0.25, ceiling * 0.75),
      through(ceiling, 4 * ceiling, ceiling * 1.5, ceiling * 3.5),
    ];
    brackets.set(month, lines);
  }
  return lines;
};

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Figures outside the brackets' lines (small or very large grosses), evaluated once. */
const exact = new Map<string, number>();

/** The engine's net before tax (non-cadre) of a month's total gross, on the month of `date`, €. */
export function seedNetFromGross(gross: number, date: string): number {
  if (gross <= 0) return 0;
  const line = linesFor(date).find((l) => gross > l.from && gross <= l.to);
  if (line) return round2(line.intercept + line.slope * gross);
  const key = `${date.slice(0, 7)}:${gross}`;
  let net = exact.get(key);
  if (net === undefined) {
    net = round2(seedPayEngine().netFromGross(gross, { cadre: false, date: `${date.slice(0, 7)}-01` }));
    exact.set(key, net);
  }
  return net;
}
