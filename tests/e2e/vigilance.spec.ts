// Vigilance and the CDI-refusal form (issue #51, supabase/schemas/38_vigilance.sql) on a 375 px
// phone: a developer uploads the agency's two attestations (PDF, issue date, proposed expiry) in
// the workspace settings; after the scheduled tick the clients with a running contract have their
// sending listed on the company page; the CDI-refusal form downloads from a running contract.
// axe: no serious or critical violation on each screen.
import { expect, test } from "./fixtures.ts";
import { apiAs } from "./support-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { fillDate } from "./support/pickers.ts";

test.use({ account: "developer", viewport: { width: 375, height: 760 }, hasTouch: false });

/** The smallest PDF the storage's type sniffing takes for one. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("the developer uploads the attestations; a running client's sending shows after the tick", async ({
  page,
  shell,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto("/settings/workspace");
  const form = page.getByRole("form", { name: "Ajouter l'attestation" });
  await expect(form).toBeVisible({ timeout: 30_000 });
  for (const [kind, name] of [
    ["Attestation de vigilance URSSAF", "attestation-urssaf.pdf"],
    ["Attestation de garantie financière", "attestation-garantie.pdf"],
  ] as const) {
    await form.getByRole("radio", { name: kind }).check();
    await form.locator('input[type="file"]').setInputFiles({ name, mimeType: "application/pdf", buffer: PDF });
    await fillDate(form.getByLabel("Délivrée le"), isoDay(-5));
    // the expiry is proposed from the issue date (6 months, a year)
    await expect(form.getByLabel("Valable jusqu'au")).not.toHaveValue("");
    await form.getByRole("button", { name: "Ajouter l'attestation" }).click();
    await shell.expectToast("Attestation enregistrée.");
    const item = page.getByRole("listitem", { name: kind });
    await expect(item.getByRole("button", { name: `Ouvrir ${name}` })).toBeVisible();
    await expect(item.getByText("Valide")).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, "/settings/workspace (attestations)");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // the seed's sendings are 40 days old: the clients whose contract started since get theirs now
  const before = new Date().toISOString();
  const tick = await request.post("/_dev/time-moves");
  expect(tick.ok(), await tick.text()).toBe(true);
  const api = await apiAs(request, "developer");
  const sent = await api.get<Array<{ company_id: string }>>(
    `/rest/v1/vigilance_sending?select=company_id&sent_at=gte.${before}&order=sent_at.desc&limit=1`,
  );
  expect(sent.rows).toHaveLength(1);
  await page.goto(`/companies/${sent.rows[0]!.company_id}`);
  const card = page.getByRole("region", { name: "Attestations de vigilance envoyées" });
  await expect(card.getByText(/Envoi semestriel|Contrat .* \(5 000 € HT ou plus\)/).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(card.getByText("Attestations : Vigilance URSSAF, Garantie financière").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/companies/:id (vigilance sendings)");
});

test("the CDI-refusal form downloads from a running contract", async ({ page, request }) => {
  test.setTimeout(60_000);
  const api = await apiAs(request, "developer");
  const contracts = await api.get<Array<{ id: string; contract_key: string }>>(
    "/rest/v1/contract?select=id,contract_key&status=in.(signed,active)&is_amendment=is.false&order=contract_key&limit=1",
  );
  const contract = contracts.rows[0]!;
  await page.goto(`/contracts/${contract.id}`);
  const button = page.getByRole("button", { name: "Formulaire de refus de CDI" });
  await expect(button).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, "/contracts/:id (CDI-refusal form)");
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toBe(`refus-cdi-${contract.contract_key}.pdf`);
  const bytes = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe("%PDF-");
});
