// The production app under its Content-Security-Policy (issue #12): scripts from the origin only,
// no framing. The browser reports every blocked script, style, connection or image as a
// `securitypolicyviolation` event: signing in and going through the main screens (a list, a
// record, the members settings and their invitation modal, which locks the page's scroll with
// a runtime style) reports none.
import { expect, test } from "./fixtures.ts";

test.use({ account: "developer" });

test("the app runs under its CSP without a single violation", async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const consoleErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) consoleErrors.push(m.text());
  });
  const response = await page.goto("/");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response?.headers()["x-frame-options"]).toBe("DENY");

  await page.goto("/talents/list");
  const firstRow = page.getByRole("row").nth(1);
  await firstRow.getByRole("link").first().click();
  await expect(page.getByRole("tab").first()).toBeVisible();
  await page.goto("/settings/members");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("button", { name: "Inviter un membre" }).click();
  const dialog = page.getByRole("dialog", { name: "Inviter un membre dans ce workspace" });
  await expect(dialog.getByLabel("E-mail")).toBeVisible();
  await expect(page.getByRole("main").locator("[aria-busy=true]")).toHaveCount(0);

  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
