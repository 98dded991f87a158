// The DPAE on the contract: the CSM opens the action centre's "DPAE manquantes" item (the
// seed's signed contract starting tomorrow, supabase/seed/action-examples.ts), lands on the
// contract page's DPAE block with the focus, is refused a declaration in the future with the
// database's message, records it with its receipt, sees it shown with who recorded it, and
// the item leaves the queue.
import { expect, test } from "./fixtures.ts";
import { ContractDpaeBlock, parisInput } from "./pages/contract-dpae.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { resetDatabase } from "./support/sessions.ts";

test.use({ account: "csm" });
// the file's first test also waits for the database's reset (slow on a loaded machine)
test.describe.configure({ timeout: 180_000 });

// the block only: the rest of a signed contract's page (its locked form) is not this spec's
const DPAE_BLOCK = { include: "#dpae" };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

test("the CSM records a missing DPAE from the action centre", async ({ page }) => {
  await page.goto("/dashboard/action-center");
  await expect(page.getByRole("heading", { name: "DPAE manquantes", level: 4 })).toBeVisible({ timeout: 30_000 });
  // the queue's items lead to the contract page's DPAE block
  const item = page
    .getByRole("link", { name: /^CTR-\d{4}-\d{6} · / })
    .and(page.locator('[href$="?section=dpae"]'))
    .first();
  await expect(item).toBeVisible({ timeout: 30_000 });
  const label = (await item.textContent()) ?? "";
  await item.click();
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}\?section=dpae$/);

  const dpae = new ContractDpaeBlock(page);
  await dpae.expectFocused();
  await expect(dpae.region().getByText(/^Aucune DPAE enregistrée : à déclarer avant l'embauche du /)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "bloc DPAE d'un contrat signé", DPAE_BLOCK);

  // a declaration in the future: the form says why, nothing is saved
  await dpae.open();
  const date = dpae.form().getByRole("textbox", { name: "Date et heure de la déclaration" });
  await date.fill(parisInput(new Date(Date.now() + 60 * 60_000)));
  await date.press("Tab");
  await dpae.form().getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(dpae.form().getByText("La date de la DPAE ne peut pas être dans le futur")).toBeVisible();
  await page.mouse.move(0, 0); // the button's hover colour is not what axe should measure
  await expectNoSeriousA11yViolations(page, "formulaire DPAE avec une erreur", DPAE_BLOCK);
  await dpae.form().getByRole("button", { name: "Annuler" }).click();

  // declared ten minutes ago, with its receipt
  const submittedAt = new Date(Date.now() - 10 * 60_000);
  await dpae.record({
    submittedAt,
    reference: "DPAE-E2E-0002",
    receipt: { name: "accuse-dpae.pdf", mimeType: "application/pdf", buffer: PDF },
  });
  await dpae.expectRecorded({ submittedAt, reference: "DPAE-E2E-0002", by: "Thomas Girard", receipt: true });
  await expect(dpae.region().getByRole("button", { name: "Modifier la DPAE" })).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page, "bloc DPAE enregistrée", DPAE_BLOCK);

  // the history names the fields in French
  await expect(page.getByRole("cell", { name: "Référence DPAE" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("cell", { name: "Accusé de réception de la DPAE" })).toBeVisible();

  // the item has left the queue
  await page.goto("/dashboard/action-center");
  await expect(page.getByRole("heading", { name: /^À traiter \(\d+\)$/, level: 3 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: label, exact: true })).toHaveCount(0);
});

// The DPAE through the adapter (issue #51): the suite's servers send it to the URSSAF's simulator
// (DPAE_PROVIDER=simulator, playwright.config.ts). From a fresh seed, the CSM opens the same
// contract from the action centre and sends it with « Envoyer la DPAE »: the acknowledgement's
// reference and receipt become the contract's DPAE, the block says « Accusé reçu » and its history.
test("the CSM sends the DPAE to the URSSAF's simulator and sees its acknowledgement", async ({ page, request }) => {
  // the first test recorded this contract's DPAE by hand: the seed again
  expect(await resetDatabase(request)).toBe("reset");
  await page.goto("/dashboard/action-center");
  const item = page
    .getByRole("link", { name: /^CTR-\d{4}-\d{6} · / })
    .and(page.locator('[href$="?section=dpae"]'))
    .first();
  await expect(item).toBeVisible({ timeout: 30_000 });
  await item.click();
  const dpae = new ContractDpaeBlock(page);
  await dpae.expectFocused();
  await dpae.send({ keyboard: true });
  await dpae.expectAcknowledged();
  const region = dpae.region();
  await expect(region.getByRole("heading", { name: "Historique de la DPAE", level: 3 })).toBeVisible();
  await expect(region.getByRole("listitem")).toHaveCount(3);
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page, "bloc DPAE avec l'accusé de réception de l'URSSAF", DPAE_BLOCK);
});
