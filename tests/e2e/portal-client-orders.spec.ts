// The client's space, orders and accidents (issue #50, item 2) on a 375 px phone: the seeded
// client contact, signed in once with the mailed code, places an order through « Passer une
// commande » (a wrong date said first in French, the form kept), sees it listed on the home and
// opens it; then reports a work accident in a few fields and reads that the agency was told and
// has 48 hours to declare it. No serious or critical axe violation on each screen; the order's
// form is sent from the keyboard.
import { PORTAL_ACCOUNTS } from "../../supabase/seed/accounts.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { signInToSpace } from "./support/portal.ts";

test.use({ viewport: { width: 375, height: 760 }, hasTouch: false });

const parisDay = (offset: number) => {
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

test("the demo client places an order, finds it listed, and reports a work accident", async ({ page, request }) => {
  test.slow();
  await signInToSpace(page, request, "client", PORTAL_ACCOUNTS.client.email);
  await expect(page.getByRole("heading", { level: 2, name: /^Bonjour / })).toBeVisible({ timeout: 20_000 });

  // « Passer une commande », at the top of the orders
  const orders = page.getByRole("region", { name: /^Mes commandes/ });
  await orders.getByRole("link", { name: "Passer une commande" }).click();
  await expect(page).toHaveURL(/\/client\/orders\/new$/);
  await expect(page.getByRole("heading", { level: 2, name: "Passer une commande" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/client/orders/new");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const job = page.getByLabel("Poste");
  const jobName = (await job.locator("option").nth(1).textContent()) as string;
  await job.selectOption({ index: 1 });
  const site = page.getByLabel("Lieu de la mission");
  if ((await site.inputValue()) === "") await site.selectOption({ index: 1 });
  await page.getByLabel("Date de début").fill(parisDay(5));
  await page.getByLabel("Date de fin").fill(parisDay(2));
  await page.getByLabel("Nombre d'intérimaires").fill("2");
  await page.getByLabel("Heures par semaine (facultatif)").fill("35");
  await page.getByLabel("Motif de recours").selectOption("seasonal");
  await page.getByLabel(/ne remplace pas un salarié en grève/).check();
  await page.getByRole("button", { name: "Envoyer la commande" }).click();
  await expect(page.getByRole("alert")).toHaveText("La date de fin doit être postérieure ou égale à la date de début.");
  await expect(page.getByLabel("Date de fin")).toBeFocused();
  await expectNoSeriousA11yViolations(page, "/client/orders/new, a wrong date");

  // fixed, and sent from the keyboard
  await page.getByLabel("Date de fin").fill(parisDay(19));
  await page.getByLabel("Commentaire pour l'agence (facultatif)").fill("Chaussures de sécurité fournies");
  await page.getByRole("button", { name: "Envoyer la commande" }).focus();
  await page.keyboard.press("Enter");
  const sent = page.getByRole("status");
  await expect(sent).toHaveText(/^Votre commande CMD-\d{4}-\d+ est envoyée à l'agence\.$/);
  const reference = ((await sent.textContent()) as string).match(/CMD-\d{4}-\d+/)?.[0] as string;

  // listed on the home, and opened
  await page.getByRole("link", { name: "Retour à l'accueil" }).last().click();
  const listed = page
    .getByRole("region", { name: /^Mes commandes/ })
    .getByRole("listitem")
    .filter({ hasText: reference });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("Ouverte");
  await listed.getByRole("link", { name: jobName }).click();
  await expect(page.getByRole("heading", { level: 2, name: jobName })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText("L'agence ne vous a pas encore proposé de profil pour cette commande.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/client/orders/:id");

  // « Déclarer un accident du travail »
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await page.getByRole("link", { name: "Déclarer un accident du travail" }).click();
  await expect(page).toHaveURL(/\/client\/accident$/);
  await expect(page.getByRole("heading", { level: 2, name: "Déclarer un accident du travail" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/client/accident");
  await page.getByLabel("Intérimaire concerné").selectOption({ index: 1 });
  await page.getByLabel("Lieu de l'accident").fill("Quai de chargement");
  await page.getByLabel("Ce qui s'est passé").fill("Chute en descendant d'un escabeau");
  await page.getByLabel("Blessures").fill("Entorse de la cheville droite");
  await page.getByRole("button", { name: "Prévenir l'agence" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "L'agence est prévenue" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(
    "pour le déclarer à la CPAM (48 heures, dimanches et jours fériés non compris)",
  );
  await expectNoSeriousA11yViolations(page, "/client/accident, sent");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
