// RGPD on a talent (docs/rules/rgpd.md), as the consultant who follows them: « Exporter les
// données » on the « RGPD » card of the « Détails » tab records the request, the server's queue
// makes the archive and « Télécharger l'archive » downloads it; « Demander le renouvellement du
// consentement » mails the talent the link of the public page, where « Je souhaite rester
// inscrit » answers (no sign-in) and the register shows the request done. axe on both pages.
import { expect, test } from "./fixtures.ts";
import { apiAs } from "./support-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { mailedLinks, pathOf } from "./support/mailbox.ts";

test.use({ account: "consultant" });

test("a talent's data export downloads, and the consent page answers", async ({ page, request }) => {
  test.setTimeout(90_000);
  const api = await apiAs(request, "consultant");
  const { rows } = await api.get<Array<{ id: string; email: string }>>(
    "/rest/v1/talent?select=id,email&email=not.is.null&qualification_status=eq.qualified&order=id&limit=1",
  );
  const talent = rows[0];
  await page.goto(`/talents/${talent.id}/details`);
  const card = page.locator(".ant-card").filter({ has: page.getByText("RGPD", { exact: true }) });
  await expect(card.getByText("Aucune demande enregistrée.")).toBeVisible({ timeout: 30_000 });

  await card.getByRole("button", { name: "Exporter les données" }).click();
  await expect(card.getByText("Accès (export des données)")).toBeVisible();
  const link = card.getByRole("link", { name: "Télécharger l'archive" });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  await expect(card.getByRole("button", { name: "Exporter les données" })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole("button", { name: "Demander le renouvellement du consentement" }).click();
  await expect(card.getByText("Renouvellement du consentement", { exact: true })).toBeVisible();
  await expect(card.getByText("À traiter", { exact: true })).toBeVisible();
  const [consentLink] = await mailedLinks(request, talent.email, /rester inscrit/);

  const answer = await page
    .context()
    .browser()!
    .newPage({ baseURL: new URL(page.url()).origin });
  await answer.goto(pathOf(consentLink!));
  await expect(answer.getByRole("heading", { name: "Souhaitez-vous rester inscrit(e) ?" })).toBeVisible();
  await expectNoSeriousA11yViolations(answer);
  await answer.getByRole("button", { name: "Je souhaite rester inscrit" }).click();
  await expect(answer.getByRole("heading", { name: "Merci, vous restez inscrit(e)" })).toBeVisible();
  await answer.close();

  await page.reload();
  await expect(card.getByText("Le talent souhaite rester inscrit")).toBeVisible({ timeout: 30_000 });
});
