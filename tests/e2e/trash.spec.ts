// Undo instead of « êtes-vous sûr ? » (issue #49, part 2): the developer (the role with the
// contact's delete right) deletes a contact from its page at once, clicks « Annuler » in the
// toast and finds it back; deletes it again and restores it from the Corbeille. axe on the
// Corbeille.
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
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByText("est dans la corbeille pour 30 jours")).toBeVisible();
  await page.getByRole("button", { name: /^Annuler : .*est dans la corbeille/ }).click();
  await expect(page.getByText("est de retour")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/contacts/${contact.id}$`));
  await expect(heading).toBeVisible({ timeout: 30_000 });

  // deleted again, restored from the Corbeille
  await page.getByRole("button", { name: "Supprimer le contact" }).click();
  await expect(page).toHaveURL(/\/contacts$/);
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
