// Talents as consultant@renfort.test: create with a document, find it without accents,
// edit, blacklist with a reason, export the filtered list; marketing sees no IBAN or NIR.
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import { TalentsPage } from "./pages/talents-page.ts";

const unique = Date.now().toString().slice(-6);
const talent = { firstName: "Éléonore", lastName: `Bérénice${unique}`, email: `eleonore.${unique}@exemple.fr`, phone: `06 12 ${unique.slice(0, 2)} ${unique.slice(2, 4)} ${unique.slice(4, 6)}` };

test("a consultant creates, finds, edits, blacklists and exports a talent", async ({ page, signedInAs }) => {
  test.setTimeout(120_000);
  const talents = new TalentsPage(page);
  await signedInAs("consultant");
  await talents.goto();
  await talents.create(talent);

  // a document with its expiry date, flagged as expiring soon
  await talents.openTab("Documents");
  const upload = page.getByRole("form", { name: "Ajouter un document" });
  await upload.getByLabel("Type", { exact: true }).fill("Carte BTP");
  await upload.getByLabel("Type", { exact: true }).press("Enter");
  const expiry = new Date(Date.now() + 10 * 86_400_000);
  await upload.getByLabel("Expire le").fill(expiry.toLocaleDateString("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric" }));
  await upload.getByLabel("Expire le").press("Enter");
  await upload.locator("input[type=file]").setInputFiles({ name: "carte-btp.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await upload.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Carte BTP" })).toContainText("Expire bientôt");

  // accent-less search
  await talents.goto();
  await talents.searchFor(`eleonore berenice${unique}`);
  await expect(talents.row(talent.lastName)).toBeVisible();
  await expect(page).toHaveURL(/filters/);

  // edit in place
  await talents.row(talent.lastName).getByRole("link").click();
  await talents.openTab("Détails");
  await expect(page.getByLabel("Prénom")).toHaveValue(talent.firstName);
  await page.getByLabel("Prénom").fill("Éléonora");
  await page.getByRole("button", { name: "Enregistrer" }).first().click();
  await expect(page.getByRole("heading", { name: new RegExp(`Éléonora ${talent.lastName.toUpperCase()}`) })).toBeVisible();

  // blacklist with a reason
  await page.getByRole("button", { name: "Ne plus déléguer" }).click();
  const dialog = page.getByRole("dialog", { name: "Ne plus déléguer ce talent" });
  await dialog.getByLabel("Motif (obligatoire)").fill("Absences répétées sur chantier");
  await dialog.getByRole("button", { name: "Confirmer" }).click();
  await expect(page.getByTitle("Absences répétées sur chantier")).toHaveText("Ne plus déléguer");

  // export the filtered list
  await talents.goto();
  await talents.searchFor(`berenice${unique}`);
  await expect(talents.row(talent.lastName)).toBeVisible();
  await page.getByRole("button", { name: "Exporter" }).hover();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Exporter en CSV" }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, "utf8");
  expect(csv).toContain(talent.lastName);
  expect(csv.split("\r\n")).toHaveLength(2);
});

test("marketing does not see a talent's IBAN or social-security number", async ({ page, signedInAs }) => {
  const talents = new TalentsPage(page);
  await signedInAs("marketing");
  await talents.goto();
  await talents.row("").nth(1).getByRole("link").first().click();
  await talents.openTab("Détails");
  await expect(page.getByText("Non visible avec vos droits")).toBeVisible();
  await expect(page.getByLabel("IBAN")).toHaveCount(0);
  await expect(page.getByLabel("N° de sécurité sociale")).toHaveCount(0);
});
