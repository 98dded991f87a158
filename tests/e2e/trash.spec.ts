// Undo instead of « êtes-vous sûr ? » (issue #49, part 2): the developer (the role with the
// contact's delete right) deletes a contact from its page at once, clicks « Annuler » in the
// toast and finds it back; deletes it again and restores it from the Corbeille. The same for a
// request (a medical visit created from a talent's page, its own page at /medical-checkup-requests/:id).
// axe on the request's page and on the Corbeille.
import { expect, test } from "./fixtures.ts";
import { apiAs } from "./support-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "developer" });

test("a deleted contact comes back with « Annuler », then from the Corbeille", async ({ page, request }) => {
  test.setTimeout(90_000);
  const api = await apiAs(request, "developer");
  // a contact no reference check names (its referent would be left without one)
  const { rows: checks } = await api.get<Array<{ contact_id: string | null }>>(
    "/rest/v1/reference_check?select=contact_id&contact_id=not.is.null",
  );
  const named = new Set(checks.map((c) => c.contact_id));
  const { rows } = await api.get<Array<{ id: string; first_name: string | null; last_name: string }>>(
    "/rest/v1/contact?select=id,first_name,last_name&order=last_name&limit=50",
  );
  const contact = rows.find((c) => !named.has(c.id))!;
  const heading = page.getByRole("heading", { level: 2, name: new RegExp(contact.last_name, "i") });

  await page.goto(`/contacts/${contact.id}`);
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Supprimer le contact" }).click();
  await expect(page).toHaveURL(/\/contacts(\?.*)?$/);
  await expect(page.getByText("est dans la corbeille pour 30 jours")).toBeVisible();
  await page.getByRole("button", { name: /^Annuler : .*est dans la corbeille/ }).click();
  await expect(page.getByText("est de retour")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/contacts/${contact.id}$`));
  await expect(heading).toBeVisible({ timeout: 30_000 });

  // deleted again, restored from the Corbeille
  await page.getByRole("button", { name: "Supprimer le contact" }).click();
  await expect(page).toHaveURL(/\/contacts(\?.*)?$/);
  await page.goto("/corbeille");
  await expect(page.getByRole("heading", { name: "Corbeille" })).toBeVisible({ timeout: 30_000 });
  const restore = page.getByRole("button", { name: new RegExp(`^Restaurer « .*${contact.last_name}`) }).first();
  await expect(restore).toBeVisible();
  await expectNoSeriousA11yViolations(page, "corbeille");
  await restore.click();
  await expect(page.getByText(/est restauré/)).toBeVisible();
  await page.goto(`/contacts/${contact.id}`);
  await expect(heading).toBeVisible({ timeout: 30_000 });
});

/** A pattern matching `text` as written (a name with a dot or a bracket). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a deleted request comes back with « Annuler », then from the Corbeille", async ({ page, request }) => {
  test.setTimeout(150_000);
  const api = await apiAs(request, "developer");
  // a talent without a « Visite à la demande » under way (the database allows one at a time)
  const { rows: open } = await api.get<Array<{ talent_id: string }>>(
    "/rest/v1/medical_checkup_request?select=talent_id&visit_type=eq.on_request&status=not.in.(certificate_received,canceled)",
  );
  const busy = new Set(open.map((r) => r.talent_id));
  const { rows: talents } = await api.get<Array<{ id: string; last_name: string }>>(
    "/rest/v1/talent?select=id,last_name&first_name=not.is.null&order=last_name&limit=50",
  );
  const talent = talents.find((ta) => !busy.has(ta.id))!;
  const heading = page.getByRole("heading", {
    level: 2,
    name: new RegExp(`^Visite médicale — .*${literal(talent.last_name)}`, "i"),
  });

  // created through the talent's « Demandes » card and the type's form
  await page.goto(`/talents/${talent.id}/contracts`);
  const card = page.locator(".ant-card").filter({ has: page.getByRole("button", { name: "Créer" }) });
  await card.getByRole("combobox", { name: "Type" }).click({ timeout: 30_000 });
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "Visite médicale" }).click();
  await card.getByRole("button", { name: "Créer" }).click();
  const create = page.getByRole("dialog", { name: "Nouvelle demande" });
  await expect(create).toBeVisible({ timeout: 30_000 });
  await create.getByLabel("Type de visite").click();
  await page
    .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "Visite à la demande" })
    .click();
  await create.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page).toHaveURL(/\/medical-checkup-requests\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const pagePath = new URL(page.url()).pathname;
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const remove = page.getByRole("button", { name: "Supprimer la demande" });
  await expect(remove).toBeVisible();
  await expectNoSeriousA11yViolations(page, "a request's page");

  // deleted from its page, back with « Annuler »
  await remove.click();
  // the list may already have put its state in the query string
  await expect(page).toHaveURL(/\/medical-checkup-requests(\?.*)?$/);
  await expect(page.getByText("est dans la corbeille pour 30 jours")).toBeVisible();
  await page.getByRole("button", { name: /^Annuler : .*Visite médicale.*est dans la corbeille/ }).click();
  await expect(page.getByText("est de retour")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
  await expect(heading).toBeVisible({ timeout: 30_000 });

  // deleted again, restored from the Corbeille
  await remove.click();
  // the list may already have put its state in the query string
  await expect(page).toHaveURL(/\/medical-checkup-requests(\?.*)?$/);
  await page.goto("/corbeille");
  await expect(page.getByRole("heading", { name: "Corbeille" })).toBeVisible({ timeout: 30_000 });
  const restore = page
    .getByRole("button", { name: new RegExp(`^Restaurer « Visite médicale — .*${literal(talent.last_name)}`, "i") })
    .first();
  await expect(restore).toBeVisible();
  await expectNoSeriousA11yViolations(page, "corbeille with a request");
  await restore.click();
  await expect(page.getByText(/est restauré/)).toBeVisible();
  await page.goto(pagePath);
  await expect(heading).toBeVisible({ timeout: 30_000 });
});
