// Talents as consultant@renfort.test: create with an address and a document, find it without
// accents and by radius around a nearby city (not with a radius that excludes it), edit,
// blacklist with a reason, export the filtered list; marketing sees no IBAN or NIR.
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import { TalentsPage } from "./pages/talents-page.ts";

test.use({ account: "consultant" });

const unique = Date.now().toString().slice(-6);
// Saint-Genis-Laval is about 7 km from Lyon's centre.
const address = {
  street: "8 avenue Georges Clemenceau",
  city: "saint genis laval",
  option: "Saint-Genis-Laval (69230)",
};
const talent = {
  firstName: "Éléonore",
  lastName: `Bérénice${unique}`,
  email: `eleonore.${unique}@exemple.fr`,
  phone: `06 12 ${unique.slice(0, 2)} ${unique.slice(2, 4)} ${unique.slice(4, 6)}`,
  address,
};

test("a consultant creates, finds, edits, blacklists and exports a talent", async ({ page }) => {
  test.setTimeout(120_000);
  const talents = new TalentsPage(page);
  await talents.goto();
  await talents.create(talent);

  // a document with its expiry date, flagged as expiring soon
  await talents.openTab("Documents");
  const upload = page.getByRole("form", { name: "Ajouter un document" });
  await upload.getByLabel("Type", { exact: true }).fill("Carte BTP");
  await upload.getByLabel("Type", { exact: true }).press("Enter");
  const expiry = new Date(Date.now() + 10 * 86_400_000);
  await upload
    .getByLabel("Expire le")
    .fill(expiry.toLocaleDateString("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric" }));
  await upload.getByLabel("Expire le").press("Enter");
  await upload
    .locator("input[type=file]")
    .setInputFiles({ name: "carte-btp.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await upload.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Carte BTP" })).toContainText("Expire bientôt");

  // accent-less search
  await talents.goto();
  await talents.searchFor(`eleonore berenice${unique}`);
  await expect(talents.row(talent.lastName)).toBeVisible();
  await expect(page).toHaveURL(/filters/);

  // by radius around Lyon, with the search: 5 km excludes it, 10 km finds it (server-side count)
  await talents.filterByDistance("Lyon", "Lyon (69001)", 5);
  await expect(page.getByText("Talents trouvés : 0")).toBeVisible();
  await expect(talents.row(talent.lastName)).toHaveCount(0);
  await talents.filterByDistance("Lyon", "Lyon (69001)", 10);
  await expect(page.getByText("Talents trouvés : 1")).toBeVisible();
  await expect(talents.row(talent.lastName)).toContainText("Saint-Genis-Laval");
  await page.reload();
  await expect(talents.row(talent.lastName)).toBeVisible();
  await expect(page.getByRole("search", { name: "Filtres" }).getByTitle("Lyon (69001)")).toBeVisible();

  // edit in place
  await talents.row(talent.lastName).getByRole("link").click();
  await talents.openTab("Détails");
  await expect(page.getByLabel("Prénom")).toHaveValue(talent.firstName);
  await expect(page.getByLabel("Adresse", { exact: true })).toHaveValue(address.street);
  await expect(page.getByTitle(address.option)).toBeVisible();
  await page.getByLabel("Prénom").fill("Éléonora");
  await page.getByLabel("Adresse", { exact: true }).fill("10 avenue Georges Clemenceau");
  await page.getByRole("button", { name: "Enregistrer" }).first().click();
  await expect(
    page.getByRole("heading", { name: new RegExp(`Éléonora ${talent.lastName.toUpperCase()}`) }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Adresse", { exact: true })).toHaveValue("10 avenue Georges Clemenceau");
  await expect(page.getByTitle(address.option)).toBeVisible();

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
  await page.getByRole("button", { name: "Exporter" }).click();
  await expect(page.getByRole("menuitem", { name: "Exporter en CSV" })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Exporter en CSV" }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, "utf8");
  expect(csv).toContain(talent.lastName);
  expect(csv.split("\r\n")).toHaveLength(2);
});

test.describe(() => {
  test.use({ account: "marketing" });

  test("marketing does not see a talent's IBAN or social-security number", async ({ page }) => {
    const talents = new TalentsPage(page);
    await talents.goto();
    await talents.row("").nth(1).getByRole("link").first().click();
    await talents.openTab("Détails");
    await expect(page.getByText("Non visible avec vos droits")).toBeVisible();
    await expect(page.getByLabel("IBAN")).toHaveCount(0);
    await expect(page.getByLabel("N° de sécurité sociale")).toHaveCount(0);
  });
});
