// Requests where they meet the rest, end to end: a credit-insurance request created from the
// company's page (its "Demandes" tab, the company pre-filled), then corrected through
// "Modifier" while still a draft; a request sent to the insurer offers no edit any more (the
// database refuses it too: supabase/tests/requests/edit-and-guesses.test.ts).
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

type Insurance = { id: string; requested_amount: number; type: string; insurer: string; status: string };

const pick = async (page: import("@playwright/test").Page, option: string) =>
  page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: option }).first().click();

test("a credit-insurance request created from the company's page, then edited as a draft", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await apiAs(request, "consultant");
  const { rows: companies } = await api.get<Array<{ id: string; name: string }>>(
    "/rest/v1/company?select=id,name&siren=not.is.null&order=name&limit=1",
  );
  const company = companies[0];
  expect(company, "a company with a SIREN").toBeTruthy();

  await page.goto(`/companies/${company.id}`);
  await page.getByRole("tab", { name: "Demandes" }).click();
  const card = page.locator(".ant-card").filter({ has: page.getByRole("button", { name: "Créer" }) });
  await expect(card.getByRole("combobox", { name: "Type" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the company's Demandes tab");
  await card.getByRole("combobox", { name: "Type" }).click();
  await pick(page, "Demande d'assurance-crédit");
  await card.getByRole("button", { name: "Créer" }).click();

  await expect(page).toHaveURL(/\/company-insurance-requests/);
  const create = page.getByRole("dialog", { name: "Nouvelle demande" });
  await expect(create).toBeVisible({ timeout: 30_000 });
  await create.getByLabel("Type").click();
  await pick(page, "Attestation RC du client");
  await create.getByLabel("Assureur").click();
  await pick(page, "Coface");
  await create.getByLabel("Montant demandé").fill("15000");
  await create.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Succès !").first()).toBeVisible();

  const { rows: created } = await api.get<Insurance[]>(
    `/rest/v1/company_insurance_request?select=id,requested_amount,type,insurer,status&company_id=eq.${company.id}&order=created_at.desc&limit=1`,
  );
  expect(created[0]).toMatchObject({
    requested_amount: 15000,
    type: "client_rc_certificate",
    insurer: "coface",
    status: "draft",
  });

  await page.goto(`/company-insurance-requests?open=${created[0].id}`);
  await page.getByRole("button", { name: "Modifier" }).click();
  const edit = page.getByRole("dialog", { name: "Modifier la demande" });
  await expect(edit.getByLabel("Montant demandé")).toHaveValue(/15/);
  await expectNoSeriousA11yViolations(page, "the request edit modal");
  await edit.getByLabel("Montant demandé").fill("18000");
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(edit).toBeHidden();
  const { rows: edited } = await api.get<Insurance[]>(
    `/rest/v1/company_insurance_request?select=id,requested_amount&id=eq.${created[0].id}`,
  );
  expect(Number(edited[0].requested_amount)).toBe(18000);
});

test("a request already sent to the insurer offers no edit", async ({ page, request }) => {
  test.setTimeout(90_000);
  const api = await apiAs(request, "consultant");
  const { rows } = await api.get<Insurance[]>(
    "/rest/v1/company_insurance_request?select=id,status&status=eq.submitted&order=created_at&limit=1",
  );
  expect(rows[0], "a submitted credit-insurance request the consultant sees").toBeTruthy();
  await page.goto(`/company-insurance-requests?open=${rows[0].id}`);
  await expect(page.getByRole("heading", { name: /Demande d'assurance-crédit/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Envoyée à l'assureur").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Modifier" })).toHaveCount(0);
});
