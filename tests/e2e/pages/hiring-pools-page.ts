// /talents/hiring-pools, a pool's page and the « Ajouter à un vivier » modal, by their French labels.
import { expect, type Page } from "@playwright/test";

export class HiringPoolsPage {
  constructor(readonly page: Page) {}

  readonly row = (text: string) => this.page.getByRole("row").filter({ hasText: text });
  readonly heading = (name: string) => this.page.getByRole("heading", { name, exact: true }).filter({ visible: true });

  async goto() {
    await this.page.goto("/talents/hiring-pools");
    await expect(this.page.getByRole("heading", { name: "Viviers" })).toBeVisible({ timeout: 30_000 });
  }

  /** « Nouveau vivier » (static): the pool's page opens. */
  async create(name: string, description: string) {
    await this.page.getByRole("button", { name: "Nouveau vivier" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Nouveau vivier" });
    await dialog.getByLabel("Nom").fill(name);
    await dialog.getByLabel("Description").fill(description);
    await dialog.getByRole("button", { name: "Créer le vivier" }).click();
    await expect(this.page).toHaveURL(/\/talents\/hiring-pools\/[0-9a-f-]{36}\/details(\?.*)?$/);
    await expect(this.heading(name)).toBeVisible({ timeout: 30_000 });
  }

  /** « Ajouter à un vivier (n) » on the ticked rows, to an existing pool chosen by name. */
  async addTickedTo(poolName: string, count: number) {
    await this.page.getByRole("button", { name: `Ajouter à un vivier (${count})` }).click();
    const dialog = this.page.getByRole("dialog", { name: /^Ajouter à un vivier/ });
    const pool = dialog.getByRole("combobox", { name: "Vivier" });
    await pool.fill(poolName);
    // the pools are searched on the server: the option clicked once found (Enter would take the
    // first one of the previous answer)
    await this.page.locator(".ant-select-item-option").getByText(poolName, { exact: true }).click();
    await expect(dialog.getByTitle(poolName)).toBeVisible();
    await dialog.getByRole("button", { name: "Ajouter" }).click();
    await expect(dialog).toBeHidden();
  }

  /** Confirms the open confirmation (antd's Popconfirm) with its button. */
  async confirm(button: string) {
    const popover = this.page.locator(".ant-popconfirm:visible");
    await expect(popover).toBeVisible();
    await popover.getByRole("button", { name: button }).click();
  }

  /** The header's status tag (the pages left behind stay mounted, hidden: visible tags only). */
  readonly statusTag = (label: string) =>
    this.page.locator(".ant-tag:visible").filter({ hasText: new RegExp(`^${label}$`) });

  /** The members' table of a pool's page: one row per talent. */
  readonly memberRow = (text: string) =>
    this.page
      .getByRole("region", { name: /^Membres/ })
      .getByRole("row")
      .filter({ hasText: text });
}
