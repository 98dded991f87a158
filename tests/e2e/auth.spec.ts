// Sign-in, the global guard's redirect cookie, French errors, sign-out.
import { ACCOUNTS } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

test("sends a visitor to /login and back to the wanted page after sign-in", async ({ page, loginPage, shell }) => {
  await page.goto("/settings/members?tri=nom");
  await expect(page).toHaveURL(/\/login$/);
  await loginPage.signInAs("developer");
  await expect(page).toHaveURL(/\/settings\/members\?tri=nom$/);
  await expect(shell.heading("Membres")).toBeVisible();
});

test("explains sign-in errors in French", async ({ loginPage }) => {
  await loginPage.goto();
  await loginPage.submit().click();
  await expect(loginPage.page.getByText("Saisissez votre adresse e-mail.")).toBeVisible();
  await expect(loginPage.page.getByText("Saisissez votre mot de passe.")).toBeVisible();

  await loginPage.fill(ACCOUNTS.consultant, "pas-le-bon-mot-de-passe");
  await expect(loginPage.error()).toHaveText("E-mail ou mot de passe incorrect.");
  await expect(loginPage.page).toHaveURL(/\/login$/);
});

test("signs out and clears the session", async ({ page, signedInAs, shell }) => {
  await signedInAs("consultant");
  await shell.signOut();
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name.includes("auth-token"))).toEqual([]);
  await page.goto("/talents/list");
  await expect(page).toHaveURL(/\/login$/);
});
