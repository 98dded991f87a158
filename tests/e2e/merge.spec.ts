// Duplicates and merges as dev@renfort.test (who may update and delete talents): the talent form
// warns live on an existing talent's e-mail with a link to it; the « Fusionner » screen merges two
// talents with a picked value, its toast undoes the merge; axe finds no serious violation.
import { expect, test } from "./fixtures.ts";
import { TalentsPage } from "./pages/talents-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "developer" });

const unique = Date.now().toString().slice(-6);
const first = {
  firstName: "Gaëlle",
  lastName: `Doublon${unique}`,
  email: `gaelle.${unique}@exemple.fr`,
  phone: `06 21 ${unique.slice(0, 2)} ${unique.slice(2, 4)} ${unique.slice(4, 6)}`,
};
const second = { firstName: "Gaelle", lastName: first.lastName, email: `g.doublon.${unique}@exemple.fr` };

const idOf = (url: string) => /\/talents\/([0-9a-f-]{36})\//.exec(url)?.[1] ?? "";

test("the talent form warns on a duplicate, the merge screen merges two talents, the toast undoes it — R:MERGE-SCREEN-UNDO", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const talents = new TalentsPage(page);
  await talents.goto();
  await talents.create(first);
  const keep = idOf(page.url());

  // a second talent typed with the first one's e-mail: warned, with a link to the first
  await talents.goto();
  await page.getByRole("button", { name: "Nouveau talent" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau talent" });
  await dialog.getByLabel("E-mail").fill(first.email.toUpperCase());
  const warning = dialog.getByRole("alert").filter({ hasText: "Cette fiche existe peut-être déjà" });
  await expect(warning).toContainText("même e-mail");
  await expect(
    warning.getByRole("link", { name: `Ouvrir la fiche de ${first.firstName} ${first.lastName}` }),
  ).toHaveAttribute("href", `/talents/${keep}/details`);
  await expect(warning.getByRole("link", { name: /^Fusionner avec/ })).toHaveAttribute(
    "href",
    `/talents/merge?keep=${keep}`,
  );

  // created anyway with its own e-mail, then merged into the first, its first name picked
  await dialog.getByLabel("Prénom").fill(second.firstName);
  await dialog.getByLabel("Nom de famille").fill(second.lastName);
  await dialog.getByLabel("E-mail").fill(second.email);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page).toHaveURL(/\/talents\/[0-9a-f-]{36}\/details$/);
  const drop = idOf(page.url());
  await page.goto(`/talents/merge?keep=${keep}&drop=${drop}`);
  await expect(page.getByRole("heading", { name: "Fusionner deux talents" })).toBeVisible();
  const firstName = page.getByRole("radiogroup", { name: "Prénom" });
  await expect(firstName.getByRole("radio")).toHaveCount(2);
  await firstName.getByRole("radio", { name: second.firstName }).check();
  await expect(page.getByText(/Lignes rattachées/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Fusionner" }).click();
  await expect(page).toHaveURL(new RegExp(`/talents/${keep}/details$`));
  await expect(page.getByRole("heading", { name: new RegExp(`^${second.firstName} `) })).toBeVisible();

  // undone from the toast: both talents are back, the first with its first name
  await page
    .getByRole("button", { name: /^Annuler la fusion/ })
    .first()
    .click();
  await expect(page.getByText("Fusion annulée")).toBeVisible();
  await page.goto(`/talents/${drop}/details`);
  await expect(page.getByRole("heading", { name: new RegExp(`^${second.firstName} `) })).toBeVisible();
  await page.goto(`/talents/${keep}/details`);
  await expect(page.getByRole("heading", { name: new RegExp(`^${first.firstName} `) })).toBeVisible();
});
