// The talent space's actions (issue #50, item 3) on a 375 px phone, as the demo talent signed in
// with the mailed code: « Demander un acompte » shows the server's ceiling before anything is
// typed; an amount above it is refused by the database in French, the amount kept; one within it
// is sent and listed « Demandée ». « Envoyer un document » sends a PDF, listed « À vérifier ».
// « Mes disponibilités » adds an unavailability, then removes it. Each screen without a serious
// or critical axe violation. The acompte and the document are withdrawn afterwards (the agency's
// accounting refuses the request, the developer deletes the row) so that the next run starts alike.
import type { APIRequestContext } from "@playwright/test";
import { PORTAL_ACCOUNTS } from "../../supabase/seed/accounts.ts";
import { ACCOUNTS, DEMO_PASSWORD, type Account } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { signInToSpace } from "./support/portal.ts";

test.use({ viewport: { width: 375, height: 760 }, hasTouch: false });

/** A team member's REST calls (the cleanup, as the back office would do it). */
async function teamApi(request: APIRequestContext, account: Account) {
  const { supabaseAnonKey: apikey } = (await (await request.get("/config.json")).json()) as { supabaseAnonKey: string };
  const token = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey },
    data: { email: ACCOUNTS[account], password: DEMO_PASSWORD },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const headers = { apikey, Authorization: `Bearer ${accessToken}` };
  return {
    get: async <T>(path: string) => (await (await request.get(path, { headers })).json()) as T,
    patch: (path: string, data: unknown) => request.patch(path, { headers, data }),
    delete: (path: string) => request.delete(path, { headers }),
  };
}

/** Refuses the talent's acomptes in progress, as the agency's accounting does. */
async function withdrawAdvances(request: APIRequestContext, talentId: string) {
  const accounting = await teamApi(request, "accounting");
  const response = await accounting.patch(
    `/rest/v1/advance_payment_request?talent_id=eq.${talentId}&status=eq.requested`,
    { status: "rejected", status_comment: "Test de bout en bout : demande retirée" },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

test("the demo talent asks an acompte within the ceiling, sends a PDF and declares an unavailability", async ({
  page,
  request,
}) => {
  test.setTimeout(45_000);
  const developer = await teamApi(request, "developer");
  const [talent] = await developer.get<Array<{ id: string }>>(
    `/rest/v1/talent?email=eq.${encodeURIComponent(PORTAL_ACCOUNTS.talent.email)}&select=id`,
  );
  await withdrawAdvances(request, talent.id);
  // an unavailability a failed run left, a year ahead
  const day = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
  await developer.patch(
    `/rest/v1/planning_entry?talent_id=eq.${talent.id}&shift_type=eq.unavailable&date=eq.${day}&status=neq.canceled`,
    { status: "canceled" },
  );

  await signInToSpace(page, request, "talent", PORTAL_ACCOUNTS.talent.email);
  await expect(page.getByRole("heading", { level: 2, name: /^Bonjour/ })).toBeVisible();

  // « Demander un acompte »: the ceiling first
  await page.getByRole("link", { name: "Demander un acompte" }).click();
  await expect(page).toHaveURL(/\/talent\/advance$/);
  await expect(page.getByRole("heading", { level: 2, name: "Demander un acompte" })).toBeVisible();
  const ceilingText = (await page.locator("dt", { hasText: "Montant maximum ce mois-ci" }).locator("+ dd").innerText())
    .replace(/\s/g, "")
    .replace("€", "")
    .replace(",", ".");
  const ceiling = Number(ceilingText);
  expect(ceiling, `the ceiling shown: ${ceilingText}`).toBeGreaterThanOrEqual(50);
  await expectNoSeriousA11yViolations(page, "/talent/advance");

  const amount = page.getByLabel("Montant demandé (en euros)");
  const above = String(Math.ceil(ceiling) + 100);
  await amount.fill(above);
  await page.getByRole("button", { name: "Demander l'acompte" }).click();
  await expect(page.getByRole("alert")).toContainText("dépasse votre plafond de");
  await expect(amount).toHaveValue(above);

  // the keyboard alone: Enter sends the form
  await amount.fill("50");
  await amount.press("Enter");
  await expect(page.getByRole("status")).toContainText("Votre demande d'acompte de 50,00 € a été envoyée à l'agence.");
  await expect(page.getByText("Vous avez déjà une demande d'acompte en cours")).toBeVisible();
  await expect(page.locator(".item", { hasText: "Demandée" }).first()).toContainText("50,00 €");
  await withdrawAdvances(request, talent.id);

  // « Envoyer un document »: a PDF, to be checked by the agency
  await page.getByRole("link", { name: "Retour à mon espace" }).click();
  await page.getByRole("link", { name: "Envoyer un document" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Mes documents" })).toBeVisible();
  await page.getByLabel("Type de document").selectOption({ label: "RIB" });
  await page.getByLabel("Fichier").setInputFiles({
    name: "rib-e2e.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await page.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Document envoyé : l'agence va le vérifier.");
  await expectNoSeriousA11yViolations(page, "/talent/documents");
  const sent = await developer.get<Array<{ id: string; status: string }>>(
    `/rest/v1/document?talent_id=eq.${talent.id}&file_name=eq.rib-e2e.pdf&select=id,status`,
  );
  expect(sent.map((d) => d.status)).toContain("pending_verification");
  for (const d of sent) await developer.delete(`/rest/v1/document?id=eq.${d.id}`);

  // « Mes disponibilités »: an unavailability in a year, removed again
  await page.getByRole("link", { name: "Retour à mon espace" }).click();
  await page.getByRole("link", { name: "Mes disponibilités" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Mes disponibilités" })).toBeVisible();
  await page.getByLabel("Du", { exact: true }).fill(day);
  await page.getByLabel("Motif (facultatif)").selectOption("training");
  await page.getByRole("button", { name: "Ajouter l'indisponibilité" }).click();
  await expect(page.getByRole("status")).toHaveText("Indisponibilité ajoutée.");
  const shown = `Le ${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  await expect(page.getByRole("heading", { level: 4, name: shown })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/talent/availability");
  await page.getByRole("button", { name: `Retirer l'indisponibilité : ${shown}` }).click();
  await expect(page.getByRole("status")).toHaveText("Indisponibilité retirée.");
  await expect(page.getByRole("heading", { level: 4, name: shown })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
