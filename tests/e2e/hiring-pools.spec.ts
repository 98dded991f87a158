// Hiring pools as marketing@renfort.test, from blank records: two new talents (through the API);
// a static pool
// created on /talents/hiring-pools; both talents ticked on /talents/list and added to it in bulk;
// the pool's page lists them and fits a 375 px phone; it is archived and reactivated. Then the
// super-search's results for their common name saved as a dynamic pool, whose page lists the
// same two talents (its members are the search's matches), then narrowed to one from the
// super-search it opens. axe on the pools list, the talents list with ticked rows and a pool's page.
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";
import { HiringPoolsPage } from "./pages/hiring-pools-page.ts";
import { SuperSearchPage } from "./pages/super-search.ts";
import { TalentsPage } from "./pages/talents-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveNewTalent } from "./support/new-talent.ts";

test.use({ account: "marketing" });

test("marketing builds a static pool from the talents list and a dynamic one from the super-search", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString().slice(-6);
  const lastName = `Vivierlin${tag}`;
  const people = [
    { firstName: "Anaïs", email: `anais.${tag}@exemple.fr`, phone: `06 21 ${tag.slice(0, 2)} ${tag.slice(2, 4)} 01` },
    {
      firstName: "Bastien",
      email: `bastien.${tag}@exemple.fr`,
      phone: `06 21 ${tag.slice(0, 2)} ${tag.slice(2, 4)} 02`,
    },
  ];
  const staticName = `Façadiers ${tag}`;
  const dynamicName = `Recherche ${tag}`;
  const talents = new TalentsPage(page);
  const pools = new HiringPoolsPage(page);

  // the two talents, saved as « Nouveau talent » saves them (talents.spec.ts walks that form)
  const api = await apiAs(request, "marketing");
  for (const person of people) await saveNewTalent(api, { ...person, lastName });

  // a static pool, created on the list (which passes axe)
  await pools.goto();
  await expectNoSeriousA11yViolations(page, "the hiring pools list");
  await pools.create(staticName, "Façadiers pour les chantiers de printemps");
  await expect(page.getByText("Statique", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByText("Membres : 0").filter({ visible: true })).toBeVisible();

  // both talents ticked on the talents list, added in one go
  await talents.goto();
  await talents.searchFor(lastName);
  await expect(talents.row(lastName).filter({ visible: true })).toHaveCount(2, { timeout: 20_000 });
  for (const person of people)
    await talents.row(person.firstName).filter({ visible: true }).getByRole("checkbox").check();
  await expect(page.getByText("Talents sélectionnés : 2")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the talents list with ticked rows");
  await pools.addTickedTo(staticName, 2);
  await expect(page.getByText(`Talents ajoutés au vivier « ${staticName} » : 2`, { exact: false })).toBeVisible();

  // the pool's page lists them (reached from the pools list)
  await pools.goto();
  await pools.row(staticName).filter({ visible: true }).getByRole("link", { name: staticName }).click();
  await expect(pools.heading(staticName)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Membres : 2").filter({ visible: true })).toBeVisible({ timeout: 20_000 });
  for (const person of people) await expect(pools.memberRow(person.firstName)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "a hiring pool's page");

  // on a phone: the page does not scroll sideways, its actions stay in view
  const poolUrl = page.url();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(poolUrl);
  await expect(pools.memberRow(people[0].firstName)).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const button of ["Modifier", "Archiver", "Lancer une campagne"])
    await expect(page.getByRole("button", { name: button })).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1280, height: 800 });

  // archived, then reactivated, by the status moves marketing may make
  await page.getByRole("button", { name: "Archiver" }).click();
  await pools.confirm("Archiver");
  await expect(pools.statusTag("Archivé")).toBeVisible();
  await page.getByRole("button", { name: "Réactiver" }).click();
  await pools.confirm("Réactiver");
  await expect(pools.statusTag("Actif")).toBeVisible();

  // the super-search's criteria saved as a dynamic pool: its members are the search's matches
  const search = new SuperSearchPage(page);
  await search.goto();
  await search.search({ text: lastName.toLowerCase() });
  await expect(search.row(lastName).filter({ visible: true })).toHaveCount(2, { timeout: 20_000 });
  await page.getByRole("button", { name: "Enregistrer comme vivier dynamique" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau vivier dynamique" });
  await expect(dialog.getByText(`« ${lastName.toLowerCase()} »`)).toBeVisible();
  await dialog.getByLabel("Nom").fill(dynamicName);
  await dialog.getByRole("button", { name: "Créer le vivier" }).click();
  await expect(pools.heading(dynamicName)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Dynamique", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByText("Membres : 2").filter({ visible: true })).toBeVisible({ timeout: 20_000 });
  for (const person of people) await expect(pools.memberRow(person.firstName)).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Voir les critères dans la super-recherche" }).filter({ visible: true }),
  ).toHaveAttribute("href", new RegExp(`q=${lastName.toLowerCase()}`));

  // its criteria changed from the super-search it opens: only Anaïs matches now
  await page.getByRole("link", { name: "Voir les critères dans la super-recherche" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${lastName.toLowerCase()}.*pool=`));
  await search.search({ text: `anais ${lastName.toLowerCase()}` });
  await expect(search.row(lastName).filter({ visible: true })).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole("button", { name: "Mettre à jour le vivier" }).click();
  await expect(pools.heading(dynamicName)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Membres : 1").filter({ visible: true })).toBeVisible({ timeout: 20_000 });
  await expect(pools.memberRow(people[0].firstName)).toBeVisible();
  await expect(pools.memberRow(people[1].firstName)).toHaveCount(0);
  // its matches can be written to like a static pool's members (the scheduler searches as the author)
  await expect(page.getByRole("button", { name: "Lancer une campagne" }).filter({ visible: true })).toBeVisible();
});
