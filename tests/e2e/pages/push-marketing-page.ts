// /talents/push-marketing: the campaigns list, the composer's steps and a campaign's drawer.
import { expect, type Locator, type Page } from "@playwright/test";

export class PushMarketingPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/talents/push-marketing");
    await expect(this.page.getByRole("heading", { name: "Push marketing" })).toBeVisible({ timeout: 30_000 });
  }

  composer(): Locator {
    return this.page.getByRole("dialog", { name: "Nouvelle campagne de push" });
  }

  drawer(name: string): Locator {
    return this.page.getByRole("dialog", { name: `Campagne « ${name} »` });
  }

  async next() {
    await this.composer().getByRole("button", { name: "Suivant" }).click();
  }

  /** Step 1: the talents found by a search, all ticked. */
  async pickTalentsBySearch(text: string, count: number) {
    const dialog = this.composer();
    await dialog.getByText("Recherche", { exact: true }).click();
    await dialog.getByRole("searchbox", { name: "Nom ou métier" }).fill(text);
    await dialog.getByRole("searchbox", { name: "Nom ou métier" }).press("Enter");
    const boxes = dialog.getByRole("row").filter({ hasText: text }).getByRole("checkbox");
    await expect(boxes).toHaveCount(count, { timeout: 20_000 });
    for (let i = 0; i < count; i++) await boxes.nth(i).check();
    await expect(dialog.getByText(`Profils choisis : ${count}`)).toBeVisible();
  }

  /** Step 2: the first `companies` companies offered, then the first `count` contacts that may receive mails. */
  async pickContacts(companies: number, count: number): Promise<string[]> {
    const dialog = this.composer();
    const select = dialog.getByRole("combobox", { name: "Entreprises" });
    await select.click();
    for (let i = 0; i < companies; i++) {
      const option = this.page.locator(".ant-select-dropdown:visible .ant-select-item-option").nth(i);
      await option.click();
    }
    await this.page.keyboard.press("Escape");
    const enabled = dialog
      .locator(".ant-table-row")
      .filter({ has: this.page.locator("input[type=checkbox]:not([disabled])") });
    await expect(enabled.first()).toBeVisible({ timeout: 20_000 });
    // the companies' contacts arrive one company after the other: counted until enough are shown
    await expect.poll(() => enabled.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
    const emails: string[] = [];
    for (let i = 0; i < count; i++) {
      const row = enabled.nth(i);
      await row.getByRole("checkbox").check();
      emails.push((await row.locator("td").nth(4).innerText()).trim());
    }
    await expect(dialog.getByText(`Contacts choisis : ${count}`)).toBeVisible();
    return emails;
  }
}
