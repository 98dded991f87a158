// A member joins by invitation (sign-up is off): the country manager invites an address from
// Paramètres › Membres, the invitation reaches the local outbox, its link lets the newcomer
// choose a password (the policy refusing a common one, in French), and they can then sign in.
import { expect, test } from "./fixtures.ts";

// the country manager starts signed in; the newcomer signs in through /login
test.use({ account: "board" });

test("a country manager invites a member, who chooses a password and signs in", async ({ page, loginPage }) => {
  test.setTimeout(120_000);
  const email = `invite-${Date.now()}@exemple.fr`;
  await page.goto("/settings/members");
  await page.getByRole("button", { name: "Inviter un membre" }).click();
  const dialog = page.getByRole("dialog", { name: "Inviter un membre dans ce workspace" });
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Prénom").fill("Inès");
  await dialog.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText(`Invitation envoyée à ${email}.`)).toBeVisible();

  const mails = (await (await page.request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
    link: string;
    subject: string;
  }[];
  expect(mails[0].subject).toBe("Vous êtes invité(e) à rejoindre Renfort");
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(mails[0].link);
  await expect(page).toHaveURL(/\/auth\/invitation/);
  await expect(page.getByText("Choisissez le mot de passe de votre compte pour rejoindre votre équipe.")).toBeVisible();
  const password = page.getByLabel("Nouveau mot de passe");
  const confirm = page.getByLabel("Confirmation du mot de passe");
  await password.fill("motdepasse123");
  await confirm.fill("motdepasse123");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(
    page.getByText("Ce mot de passe est trop courant ou trop facile à deviner", { exact: false }).first(),
  ).toBeVisible();
  await password.fill("Tilleul-Perché-47");
  await confirm.fill("Tilleul-Perché-47");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page).not.toHaveURL(/\/auth\/invitation/);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginPage.goto();
  await loginPage.fill(email, "Tilleul-Perché-47");
  await expect(page).not.toHaveURL(/\/login/);
});
