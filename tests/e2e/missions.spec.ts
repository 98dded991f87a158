// Missions (#16) as consultant@renfort.test: an order with a pay rate below the SMIC is refused
// in French by the database, the form keeping what was typed; fixed, it is saved and shows in
// the list; on its details tab the status moves (a pause asks its comment) and the history
// records it. A partner agency's account sees no Renfort mission (one picked through the API as
// the consultant). axe on the new screens.
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";
import { MissionsPage } from "./pages/missions-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

test("a consultant takes an order: SMIC refused in French with the values kept, then saved, listed and moved", async ({
  page,
  shell,
}) => {
  test.setTimeout(180_000);
  const jobName = `Maçon VRD ${Date.now().toString().slice(-6)}`;
  const missions = new MissionsPage(page);
  await missions.gotoClientOrders();
  await expect(missions.list()).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/missions/client-order");

  const dialog = await missions.fillOrder({
    company: "a",
    jobName,
    reason: "Accroissement temporaire d'activité",
    justification: "Démarrage du chantier de la gare",
    start: "2026-03-02",
    end: "2026-05-29",
    street: "12 rue du Chantier",
    city: { typed: "villeurbanne", option: "Villeurbanne (69100)" },
    wage: "10",
    coefficient: "1,9",
  });
  await expectNoSeriousA11yViolations(page, "the mission create modal");
  await missions.save(dialog);
  await shell.expectToast("Le salaire horaire (10,00 €) est inférieur au SMIC en vigueur au 02/03/2026 (12,02 €)");
  await expect(dialog.getByLabel("Intitulé du poste")).toHaveValue(jobName);
  await expect(dialog.getByLabel("Adresse du chantier")).toHaveValue("12 rue du Chantier");

  await dialog.getByLabel("Salaire horaire brut (€)").fill("14,5");
  await expect(dialog.getByText("27,55 €")).toBeVisible();
  await missions.save(dialog);
  await expect(page.getByRole("heading", { name: new RegExp(jobName) })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/missions\/[0-9a-f-]{36}\/details$/);
  await expectNoSeriousA11yViolations(page, "/missions/:id/details");

  await missions.moveTo("Ouverte");
  await shell.expectToast("Opération réussie.");
  await missions.moveTo("En pause", "Chantier décalé par le client");
  await expect(page.getByText("Ouverte → En pause")).toBeVisible();
  await expect(page.getByText("Chantier décalé par le client")).toBeVisible();

  await page.getByRole("tab", { name: "Notes" }).click();
  await expect(page.getByRole("button", { name: "Nouvelle note" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/missions/:id/notes");

  await missions.gotoClientOrders();
  await missions.search(jobName);
  await expect(missions.list().getByRole("row").filter({ hasText: jobName })).toContainText("En pause");
});

test("a partner agency sees no Renfort mission, in the list or by its address", async ({ request, asAccount }) => {
  test.setTimeout(120_000);
  // a Renfort client order, as the consultant reads it (the list's link: /missions/:id)
  const consultant = await apiAs(request, "consultant");
  const { rows } = await consultant.get<{ id: string; reference: string }[]>(
    "/rest/v1/mission?select=id,reference&is_client_order=is.true&order=created_at.desc&limit=1",
  );
  expect(rows).toHaveLength(1);
  const renfort = { path: `/missions/${rows[0]!.id}`, reference: rows[0]!.reference };

  const partnerPage = await asAccount("partner");
  const partner = new MissionsPage(partnerPage);
  await partner.gotoClientOrders();
  await partner.search(renfort.reference);
  await expect(partnerPage.getByText("Missions trouvées : 0")).toBeVisible({ timeout: 30_000 });
  await partnerPage.goto(renfort.path);
  await expect(partnerPage.getByText("Fiche introuvable")).toBeVisible({ timeout: 30_000 });
});

test.describe("375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the orders list and the create form fit a phone", async ({ page }) => {
    test.setTimeout(90_000);
    const missions = new MissionsPage(page);
    await missions.gotoClientOrders();
    const first = await missions.firstMission();
    expect(first.path).toMatch(/^\/missions\//);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: "Filtres (0)" }).click();
    await expect(page.getByRole("dialog", { name: "Filtres" }).getByRole("combobox", { name: "Statut" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Nouvelle mission" }).click();
    const dialog = missions.createDialog();
    await expect(dialog.getByLabel("Intitulé du poste")).toBeVisible();
    const box = await dialog.getByLabel("Intitulé du poste").boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    // (the page behind an open modal is the scroll locker's, not the form's: the dialog itself must fit)
    const modal = await dialog.boundingBox();
    expect(modal && modal.x >= 0 && modal.x + modal.width <= 375).toBe(true);
  });
});
