// Pages outside the layout and the global guard: e-mail link landings, customer signature.
import { expect, test } from "./fixtures.ts";

test("the customer signature page opens without signing in", async ({ page }) => {
  await page.goto("/customer/timesheets/signature?token=abc");
  await expect(page).toHaveURL(/\/customer\/timesheets\/signature/);
  await expect(page.getByRole("heading", { name: "Signature du relevé d'heures" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lien de signature inconnu" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu utilisateur" })).toHaveCount(0);
});

test("an expired recovery link explains itself in French", async ({ page }) => {
  await page.goto("/auth/recovery#error=access_denied&error_code=otp_expired");
  await expect(page.getByRole("heading", { name: "Nouveau mot de passe" })).toBeVisible();
  await expect(
    page.getByText("Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau."),
  ).toBeVisible();
});

test.describe("signed in", () => {
  test.use({ account: "consultant" });

  test("the calendar callback without the provider's answer says so and leads to « Mon compte »", async ({ page }) => {
    await page.goto("/nylas-oauth/callback");
    await expect(page.getByRole("heading", { name: "Lien de retour incomplet" })).toBeVisible();
    await page.getByRole("button", { name: "Retour à Mon compte" }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
  });
});
