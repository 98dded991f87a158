// Redirects, the 404 page, the team-member guard, and what each role sees.
import { expect, test } from "./fixtures.ts";

test.use({ account: "consultant" });

test("/ lands on the action center", async ({ page, shell }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard\/action-center$/);
  await expect(shell.heading("Centre d'actions")).toBeVisible();
  await expect(shell.comingSoon()).toHaveCount(0);
  await expect(page).toHaveTitle("Centre d'actions · Renfort");
});

test.describe("redirects", () => {
  test.use({ account: "developer" });

  for (const [from, to, heading] of [
    ["/talents", "/talents/list", "Talents"],
    ["/dashboard", "/dashboard/action-center", "Centre d'actions"],
    ["/missions", "/missions/client-order", "Commandes clients"],
    ["/talents/42", "/talents/42/qualification", "Talent"],
    ["/missions/7", "/missions/7/details", "Mission"],
    ["/advance-payment-requests", "/advance-payment-requests/list", "Demandes d'acompte"],
    ["/settings", "/settings/account", "Mon compte"],
  ] as const) {
    test(`${from} → ${to}`, async ({ page, shell }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(shell.heading(heading)).toBeVisible();
    });
  }
});

test("an unknown path shows 'Page Not Found' with the path", async ({ page }) => {
  await page.goto("/nulle-part/ici");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("/nulle-part/ici")).toBeVisible();
});

test.describe("signing in", () => {
  test.use({ account: undefined });

  test("a signed-in user who is not a team member lands on /403", async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signInAs("candidate");
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
    await page.goto("/talents/list");
    await expect(page).toHaveURL(/\/403$/);
  });
});

test("a consultant sees the consultant's menu and is refused the developers' pages", async ({ page, shell }) => {
  await page.goto("/");
  await expect(shell.sider().getByText("Talents").first()).toBeVisible();
  await expect(shell.sider().getByText("Bac à sable")).toHaveCount(0);
  await page.goto("/playground");
  await expect(page.getByText("Accès refusé")).toBeVisible();
});

test.describe(() => {
  test.use({ account: "developer" });

  test("the developer sees the administration pages", async ({ page, shell }) => {
    await page.goto("/");
    await shell.sider().getByText("Administration").click();
    await expect(shell.sider().getByRole("link", { name: "Bac à sable" })).toBeVisible();
    await page.goto("/playground");
    await expect(shell.heading("Bac à sable")).toBeVisible();
  });
});

test("the command palette opens any page", async ({ page, shell }) => {
  await page.goto("/");
  // the landing page first, so that its loading does not redraw the palette under the click
  await expect(shell.heading("Centre d'actions")).toBeVisible();
  const search = await shell.openCommandPalette();
  await search.fill("Planning");
  await page.getByRole("option", { name: /Planning$/ }).click();
  await expect(page).toHaveURL(/\/planning$/);
  await expect(shell.heading("Planning")).toBeVisible();
});
