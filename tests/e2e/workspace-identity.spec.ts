// The agency's legal identity printed on the contracts (/settings/workspace): a developer
// corrects it with French validation (SIRET key) and the change is stored; a consultant reads
// it without being able to change it (the table's policies).
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "developer" });

test("a developer edits the agency's legal identity; a consultant only reads it", async ({
  page,
  shell,
  asAccount,
}) => {
  test.setTimeout(120_000);
  await page.goto("/settings/workspace");
  const form = page.getByRole("form", { name: "Identité légale de l'agence" });
  const siret = form.getByLabel("SIRET");
  await expect(siret).toHaveValue(/^\d{14}$/, { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, "/settings/workspace (legal identity)");

  await siret.fill("84512300900002");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form.getByText("Le SIRET est invalide (14 chiffres et clé de contrôle).")).toBeVisible();
  await siret.fill("845 123 009 00001");
  const guarantor = form.getByLabel("Garantie financière (garant, adresse)");
  await guarantor.fill("Garant de l'intérim SA, 1 rue du Garant, 75008 Paris");
  await form.getByLabel("Code APE").fill("7820z");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await shell.expectToast("Identité de l'agence enregistrée.");

  await page.reload();
  await expect(siret).toHaveValue("84512300900001", { timeout: 30_000 });
  await expect(form.getByLabel("Code APE")).toHaveValue("78.20Z");
  await expect(guarantor).toHaveValue("Garant de l'intérim SA, 1 rue du Garant, 75008 Paris");

  const consultant = await asAccount("consultant");
  await consultant.goto("/settings/workspace");
  const read = consultant.getByRole("form", { name: "Identité légale de l'agence" });
  await expect(read.getByLabel("Garantie financière (garant, adresse)")).toHaveValue(
    "Garant de l'intérim SA, 1 rue du Garant, 75008 Paris",
    { timeout: 30_000 },
  );
  await expect(read.getByLabel("SIRET")).toBeDisabled();
  await expect(read.getByRole("button", { name: "Enregistrer" })).toHaveCount(0);
});
