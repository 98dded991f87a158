// A referral from a blank record: a consultant declares, from the cooptation list, a referee who
// is not in the database yet — typed in the form and created with the referral in one call —,
// referred by a seeded talent; the referee's page exists; a second referral of the same person is
// refused in French and the form keeps what was typed. The bonus's way to the pay is tested in
// supabase/tests/pay/referral-bonus.test.ts.
import type { Page } from "@playwright/test";
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

const pick = async (page: Page, option: string) =>
  page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: option }).first().click();

test("a consultant declares a referral with a referee created on the spot; the same referee twice is refused", async ({
  page,
  request,
  shell,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, "consultant");
  const { rows: referrers } = await api.get<Array<{ id: string; first_name: string; last_name: string }>>(
    "/rest/v1/talent?select=id,first_name,last_name&qualification_status=eq.qualified&order=last_name,id&limit=1",
  );
  const referrer = referrers[0];
  expect(referrer, "a qualified talent of the demo data").toBeTruthy();
  const stamp = Date.now().toString().slice(-6);
  const lastName = `Filleule${stamp}`;

  const declare = async () => {
    await page.goto("/cooptation");
    await page.getByRole("button", { name: "Nouvelle demande" }).click();
    const create = page.getByRole("dialog", { name: "Nouvelle demande" });
    await expect(create).toBeVisible({ timeout: 30_000 });
    const referrerField = create.getByRole("combobox", { name: "Parrain (talent)" });
    await referrerField.click();
    await referrerField.fill(`${referrer.first_name} ${referrer.last_name}`);
    await pick(page, `${referrer.first_name} ${referrer.last_name.toUpperCase()}`);
    const referee = create.getByRole("region", { name: "Nouveau talent" });
    await referee.getByLabel("Prénom du filleul", { exact: true }).fill("Inès");
    await referee.getByLabel("Nom du filleul", { exact: true }).fill(lastName);
    await referee
      .getByLabel("Téléphone du filleul")
      .fill(`06 55 ${stamp.slice(0, 2)} ${stamp.slice(2, 4)} ${stamp.slice(4)}`);
    return create;
  };

  const create = await declare();
  await expectNoSeriousA11yViolations(page, "the cooptation's create form with a new referee");
  await create.getByRole("button", { name: "Enregistrer" }).click();
  await expect(create).toBeHidden({ timeout: 30_000 });

  const { rows: talents } = await api.get<Array<{ id: string; phone_number: string }>>(
    `/rest/v1/talent?select=id,phone_number&last_name=eq.${lastName}`,
  );
  expect(talents).toHaveLength(1);
  expect(talents[0].phone_number).toBe(`+33655${stamp}`);
  const { rows: referrals } = await api.get<Array<{ status: string; coopted_by_id: string }>>(
    `/rest/v1/cooptation?select=status,coopted_by_id&coopted_id=eq.${talents[0].id}`,
  );
  expect(referrals).toEqual([{ status: "submitted", coopted_by_id: referrer.id }]);
  await expect(page.getByRole("row").filter({ hasText: lastName.toUpperCase() })).toBeVisible({ timeout: 30_000 });

  // the same person again (found by the phone): one live referral per referee
  const again = await declare();
  await again.getByRole("button", { name: "Enregistrer" }).click();
  await shell.expectToast(/Ce talent (a déjà une cooptation en cours|a déjà été coopté)/);
  await expect(again).toBeVisible();
  await expect(again.getByLabel("Nom du filleul", { exact: true })).toHaveValue(lastName);
});
