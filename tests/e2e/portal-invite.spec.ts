// From a blank record to the talent's space (issue #50): a consultant creates a talent through the
// form, invites them from the talent's « Détails » (« Accès à l'espace talent »); the talent, on a
// 375 px phone, signs in with the code the e-mail brings and finds their (empty) space; the
// consultant revokes the access and the talent's next visit is refused at once.
import { expect, test } from "./fixtures.ts";
import { TalentsPage } from "./pages/talents-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { signInToSpace } from "./support/portal.ts";

test.use({ account: "consultant" });

const unique = Date.now().toString().slice(-6);
const talent = {
  firstName: "Maëlys",
  lastName: `Espace${unique}`,
  email: `maelys.${unique}@exemple.fr`,
  phone: `06 15 ${unique.slice(0, 2)} ${unique.slice(2, 4)} ${unique.slice(4, 6)}`,
};

test("a consultant invites a new talent, who signs in to their space; revoked, the next visit is refused", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const talents = new TalentsPage(page);
  await talents.goto();
  await talents.create(talent);
  const card = page.getByRole("region", { name: "Accès à l'espace talent" });
  await expect(card.getByText("Pas d'accès")).toBeVisible();
  await card.getByRole("button", { name: "Inviter" }).click();
  await expect(page.getByText(`Invitation envoyée à ${talent.email}`)).toBeVisible();
  await expect(card.getByText(/^Invité le /)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the talent's access card");

  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 760 } });
  const space = await phone.newPage();
  await signInToSpace(space, request, "talent", talent.email);
  await expect(space.getByRole("heading", { level: 2, name: `Bonjour ${talent.firstName}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(space.getByText("Aucune mission pour le moment.")).toBeVisible();

  await card.getByRole("button", { name: "Révoquer" }).click();
  await page.getByRole("button", { name: "Révoquer l'accès" }).click();
  await expect(page.getByText("Accès révoqué : la personne est déconnectée")).toBeVisible();
  await expect(card.getByText(/^Révoqué le /)).toBeVisible();

  await space.reload();
  await expect(
    space
      .getByText("Accès réservé aux clients et talents invités par l'agence")
      .or(space.getByRole("heading", { name: "Connexion" })),
  ).toBeVisible({ timeout: 20_000 });
  await expect(space.getByText("Aucune mission pour le moment.")).toHaveCount(0);
  await phone.close();
});
