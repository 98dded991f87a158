// The team screens: /team-members as the country manager (list, a role filter kept in the
// address, the count), /users as the developer, and the organigram's internal tree navigated
// with the keyboard.
import { expect, test } from "./fixtures.ts";

test.describe(() => {
  test.use({ account: "board" });

  test("the team members list filters by role on the server", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/team-members");
    await expect(page.getByRole("heading", { name: "Membres de l'équipe" })).toBeVisible({ timeout: 30_000 });
    const count = async () =>
      Number(/(\d+)/.exec((await page.getByText(/Membres trouvés : \d+/).textContent()) ?? "")?.[1]);
    await expect.poll(count).toBeGreaterThan(1);
    const all = await count();
    await expect(page.getByRole("button", { name: "Inviter un membre" })).toBeVisible();

    await page.getByRole("button", { name: /Plus de filtres/ }).click();
    await page.getByLabel("Rôles", { exact: true }).click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "Comptabilité" }).click();
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/roles/);
    await expect.poll(count).toBeLessThan(all);
    const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
    for (const row of await rows.all()) await expect(row).toContainText("Comptabilité");
  });

  test("the organigram's internal tree is navigated with the arrow keys", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/organigram");
    const tree = page.getByRole("tree");
    await expect(tree).toBeVisible({ timeout: 30_000 });
    // the tab stop of antd's tree (its focus input), reached with Tab from the view's tab
    // (the tab panel itself is a tab stop before it)
    const input = page.locator(".ant-tree").first().locator("input");
    await page.getByRole("tab", { name: "Vue interne" }).focus();
    for (let i = 0; i < 3 && !(await input.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press("Tab");
    await expect(input).toBeFocused();
    const active = tree.locator(".ant-tree-treenode-active");
    await page.keyboard.press("ArrowDown");
    await expect(active).toHaveCount(1);
    const first = (await active.textContent()) ?? "";
    await page.keyboard.press("ArrowDown");
    await expect(active).not.toHaveText(first);
    const second = (await active.textContent()) ?? "";
    await page.keyboard.press("ArrowUp");
    await expect(active).toHaveText(first);
    await page.keyboard.press("ArrowDown");
    await expect(active).toHaveText(second);

    await page.getByRole("tab", { name: "Vue client" }).click();
    await page.getByLabel("Groupe d'entreprises").click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
    await expect(page.getByRole("tree", { name: /Organigramme client/ })).toBeVisible();
  });
});

test.describe(() => {
  test.use({ account: "developer" });

  test("a developer lists every account, members or not", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/users");
    await expect(page.getByRole("heading", { name: "Utilisateurs" })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("searchbox", { name: "Rechercher" }).fill("candidat");
    await page.getByRole("searchbox", { name: "Rechercher" }).press("Enter");
    const row = page.getByRole("row").filter({ hasText: "candidat@renfort.test" });
    await expect(row).toContainText("Non");
    await expect(page.getByText("Comptes trouvés : 1")).toBeVisible();
  });
});
