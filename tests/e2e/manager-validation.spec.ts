// A non-autonomous consultant's draft awaits their manager's validation: the manager's action
// centre lists it (« Contrats à valider en tant que manager »), its item opens the contract where
// « Valider en tant que manager » is; the consultant, on the same contract, is not offered
// « Soumettre en revue » and reads what is awaited. A seeded draft of the consultant is used.
import { expect, test } from "./fixtures.ts";
import { ContractPage } from "./pages/contracts-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "manager" });

test("the manager's queue opens the managee's draft, where the manager validates it", async ({ page, asAccount }) => {
  test.setTimeout(180_000);
  await page.goto("/dashboard/action-center");
  const queue = page.getByRole("region", { name: "Contrats à valider en tant que manager" });
  const item = queue.getByRole("link", { name: /^CTR-\d{4}-\d{6}/ }).first();
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(item).toHaveAttribute("href", /^\/contracts\/[0-9a-f-]{36}$/);
  await item.click();
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;
  const manager = new ContractPage(page);
  await manager.expectStatus("Brouillon");
  await expect(page.getByRole("button", { name: "Valider en tant que manager" })).toBeVisible({ timeout: 30_000 });

  // the consultant waits: no « Soumettre en revue » until the validation, and says so
  const consultantPage = await asAccount("consultant");
  const consultant = new ContractPage(consultantPage);
  await consultant.goto(path);
  await expect(consultantPage.getByText("En attente de la validation de votre manager")).toBeVisible({
    timeout: 30_000,
  });
  await expect(consultantPage.getByRole("button", { name: "Soumettre en revue" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(consultantPage, "contrat en attente de la validation du manager");
});
