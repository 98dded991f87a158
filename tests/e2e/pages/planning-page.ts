// The planning screens for the e2e specs: the timeline's grid and filters, a contract's days.
import { expect, type Locator, type Page } from "@playwright/test";

export class PlanningPage {
  constructor(private readonly page: Page) {}

  grid(): Locator {
    return this.page.getByRole("grid", { name: /Planning des talents/ });
  }

  /** The talents count above the grid ("Talents planifiés : N"). */
  async count(): Promise<number> {
    const text = (await this.page.getByText(/Talents planifiés : \d+/).textContent()) ?? "";
    return Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
  }

  /** Picks the first option of a filter select (antd: click, then the option). */
  async filterFirst(label: string): Promise<string> {
    await this.page.getByLabel(label, { exact: true }).click();
    const option = this.page.locator(".ant-select-dropdown:visible .ant-select-item-option").first();
    await expect(option).toBeVisible();
    const name = (await option.textContent()) ?? "";
    await option.click();
    return name;
  }

  /** Cells holding a contract's shift. */
  shiftCells(): Locator {
    return this.grid().getByRole("gridcell", { name: /contrat / });
  }
}
