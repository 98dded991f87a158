// Company groups as csm@renfort.test, from blank records: two new companies (through the API);
// on the first one's details, « Nouveau groupe » creates a group and selects it, the company saved joins it and
// links to the group's page; there the second company is added, both are listed, the group is
// renamed, the second company removed, and the group archived. The group's page passes axe, and
// is usable on a 375 px phone (no horizontal scrolling of the page, its buttons in view).
import { toCompanyRow } from "../../resources/companies/schema.ts";
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";
import { randomSiren } from "./pages/companies-page.ts";
import { CompanyGroupPage } from "./pages/company-group-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "csm" });

test("a CSM creates a group from a company, adds a company, renames the group, removes a company and archives it", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString().slice(-6);
  const first = `Charpentes Aubrac ${tag}`;
  const second = `Couvertures Lozère ${tag}`;
  const groupName = `Groupe Massif ${tag}`;
  const group = new CompanyGroupPage(page);

  // the two companies, saved as « Nouvelle entreprise » saves them (companies.spec.ts walks that
  // form); the first one's page opened, as the form opens it once saved
  const api = await apiAs(request, "csm");
  const ids: string[] = [];
  for (const name of [second, first]) {
    const [row] = await api.post<{ id: string }>("company", {
      ...(await toCompanyRow({ name, siren: randomSiren(), status: "prospect" })),
    });
    ids.push(row!.id);
  }
  await page.goto(`/companies/${ids[1]}`);
  await expect(page.getByRole("heading", { name: first })).toBeVisible({ timeout: 30_000 });

  // a blank company: its group created from its form, then the company saved joins it
  await group.createFromCompanyForm(groupName);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  const link = page.getByRole("link", { name: groupName });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/company-groups\/[0-9a-f-]{36}/);
  await expect(group.heading(groupName)).toBeVisible({ timeout: 30_000 });
  await expect(group.statusTag("Actif")).toBeVisible();
  await expect(group.companyRow(first)).toBeVisible();

  await group.addCompanies([second]);
  await expect(group.companyRow(first)).toBeVisible();
  await expect(group.companyRow(second)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the company group's page");

  // « Modifier » closed without saving opens again
  await page.getByRole("button", { name: "Modifier" }).click();
  const edit = page.getByRole("dialog", { name: "Modifier le groupe" });
  await expect(edit.getByLabel("Nom du groupe")).toHaveValue(groupName);
  await edit.getByRole("button", { name: "Annuler" }).click();
  await expect(edit).toBeHidden();
  const renamed = `${groupName} et Causses`;
  await group.rename(renamed);
  await expect(group.heading(renamed)).toBeVisible();

  await group.remove(second);
  await expect(group.companyRow(second)).toHaveCount(0);
  await expect(group.companyRow(first)).toBeVisible();

  await page.getByRole("button", { name: "Archiver" }).click();
  await group.confirm("Archiver");
  await expect(group.statusTag("Archivé")).toBeVisible();
  await expect(page.getByRole("button", { name: "Réactiver" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Archiver" })).toHaveCount(0);

  // on a phone: the page does not scroll sideways, its actions and tabs stay in view
  const url = page.url();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(url);
  await expect(group.heading(renamed)).toBeVisible({ timeout: 30_000 });
  await expect(group.companyRow(first)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const button of ["Modifier", "Réactiver", "Ajouter des entreprises"])
    await expect(page.getByRole("button", { name: button })).toBeInViewport({ ratio: 1 });
  await expectNoSeriousA11yViolations(page, "the company group's page on a phone");
});
