// The resume pipeline from the screens (issue #34 item 1): a consultant creates a talent, uploads
// a 2-page text CV on its documents tab: « Lecture du CV » turns « Terminé » with the size of the
// text indexed and says the search is lexical (no embedding provider locally); a scanned CV
// uploaded next ends « Échec » with its reason, and « Relancer » reads it again (still a scan).
// The tab has no serious accessibility violation with the panel. A CV uploaded on the « CV » tab
// (not anonymised) is read at once too, and that tab shows the same panel.
import { scannedPdf, textPdf } from "../support/cv-pdfs.ts";
import { expect, test } from "./fixtures.ts";
import { TalentsPage } from "./pages/talents-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

const unique = Date.now().toString().slice(-6);

test("a CV uploaded on the documents tab is read, a scanned one fails with its reason", async ({ page }) => {
  test.setTimeout(150_000);
  const talents = new TalentsPage(page);
  await talents.goto();
  await talents.create({
    firstName: "Basile",
    lastName: `Lecture${unique}`,
    email: `basile.lecture.${unique}@exemple.fr`,
    phone: `06 16 ${unique.slice(0, 2)} ${unique.slice(2, 4)} ${unique.slice(4, 6)}`,
  });
  await talents.openTab("Documents");
  const panel = page.getByRole("region", { name: "Lecture du CV" });
  await expect(panel.getByText("Non lancé")).toBeVisible({ timeout: 30_000 });

  await talents.addDocument({ type: "CV", file: { name: "cv-coffreur.pdf", buffer: Buffer.from(await textPdf()) } });
  await expect(panel.getByText("Terminé")).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText(/^\d[\d\s]* caractères, 2 page\(s\), lu le \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(panel.getByText(/^Recherche lexicale/)).toBeVisible();
  await expect(panel.getByRole("button", { name: "Réindexer" })).toBeVisible();
  // away from « Enregistrer »: its hover colour is the theme's (4.42:1), not this screen's
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);

  await talents.addDocument({ type: "CV", file: { name: "cv-scan.pdf", buffer: Buffer.from(await scannedPdf()) } });
  const reason = "PDF sans texte (image scannée) : ajoutez un CV au format texte";
  await expect(panel.getByText("Échec")).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText(reason)).toBeVisible();
  await panel.getByRole("button", { name: "Relancer" }).click();
  await expect(page.getByText(`Le CV n'a pas pu être lu : ${reason}`).last()).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText("Échec")).toBeVisible();
});

test("a CV uploaded on the « CV » tab is read at once", async ({ page }) => {
  test.setTimeout(120_000);
  const talents = new TalentsPage(page);
  await talents.goto();
  await talents.create({
    firstName: "Berthe",
    lastName: `Onglet${unique}`,
    email: `berthe.onglet.${unique}@exemple.fr`,
    phone: `06 17 ${unique.slice(0, 2)} ${unique.slice(2, 4)} ${unique.slice(4, 6)}`,
  });
  await talents.openTab("CV");
  const panel = page.getByRole("region", { name: "Lecture du CV" });
  await expect(panel.getByText("Non lancé")).toBeVisible({ timeout: 30_000 });

  const upload = page.getByRole("form", { name: "Déposer un CV" });
  await upload
    .locator("input[type=file]")
    .setInputFiles({ name: "cv-onglet.pdf", mimeType: "application/pdf", buffer: Buffer.from(await textPdf()) });
  await upload.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("button", { name: "cv-onglet.pdf" })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText("Terminé")).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText(/^\d[\d\s]* caractères, 2 page\(s\), lu le \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
});
