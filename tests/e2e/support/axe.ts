// axe-core (≥ 4.14) over the current page: every rule axe runs by default (WCAG 2.0/2.1 A and AA
// and best practices, « label-content-name-mismatch » — WCAG 2.5.3, RGAA 6.1.5 — included), and the serious or critical violations listed by rule and element. Later
// screens join the check by calling expectNoSeriousA11yViolations once their content is shown.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export type A11yViolation = { rule: string; impact: string; help: string; targets: string[]; detail?: string };

const BLOCKING = new Set(["serious", "critical"]);

/** The page at rest: the finite CSS transitions and animations (a button fading in, a tab's ink
 * bar) finished, so that colours are measured as a user reads them. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** The serious and critical violations on the page as it is now (or within `include`, a CSS selector). */
export async function seriousA11yViolations(page: Page, include?: string): Promise<A11yViolation[]> {
  const first = await analyze(page, include);
  if (first.length === 0) return first;
  // A control that changes state while axe reads it (a button enabled when its data arrives, its
  // colour mid-transition) is measured between two colours no user reads: a violation counts only
  // if a second analysis, once the page is at rest again, still finds it.
  await page.waitForTimeout(500);
  return analyze(page, include);
}

async function analyze(page: Page, include?: string): Promise<A11yViolation[]> {
  await settle(page);
  // Legacy mode: axe.run in the page, reaching frames by axe's own messages, instead of a run per
  // frame finished in a new blank page, which cost most of each check; only violations are
  // gathered in full. Together 3 to 7 times faster, with the same violations
  // (docs/performance/test-suite.md).
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
      // the measured colours and ratio (color-contrast), so that a failure says what to fix
      detail: violation.nodes.map((node) => node.any.map((check) => check.message).join(" ")).join(" | "),
    }));
}

/**
 * Fails with the list of serious or critical violations (rule, impact, elements) if there is any;
 * `include` limits the check to a part of the page (a new block on a screen checked elsewhere).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  where = page.url(),
  { include }: { include?: string } = {},
): Promise<A11yViolation[]> {
  const violations = await seriousA11yViolations(page, include);
  expect.soft(violations, `axe: serious or critical violations on ${where}`).toEqual([]);
  return violations;
}
