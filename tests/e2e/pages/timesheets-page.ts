// The timesheets list (/timesheets) and a week's grid in its drawer, by French roles and labels.
import { expect, type Locator, type Page } from "@playwright/test";

export class TimesheetsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/timesheets");
    await expect(this.page.getByRole("heading", { name: "Relevés d'heures" })).toBeVisible({ timeout: 30_000 });
  }

  tabs(): Locator {
    return this.page.getByRole("radiogroup", { name: "Étape des relevés" });
  }

  async tab(name: RegExp) {
    await this.tabs().getByText(name).click();
  }

  list(): Locator {
    return this.page.getByRole("table").first();
  }

  /** Opens the first week of the list; returns its drawer. */
  async openFirstWeek(): Promise<Locator> {
    await this.list()
      .getByRole("button", { name: /^Ouvrir le relevé de / })
      .first()
      .click();
    const drawer = this.page.getByRole("dialog");
    await expect(drawer.getByRole("form", { name: "Heures de la semaine, jour par jour" })).toBeVisible({
      timeout: 30_000,
    });
    return drawer;
  }

  /** Opens a signed week by its id and validates it (« Validé agence »). */
  async validateWeek(weekId: string) {
    await this.page.goto(`/timesheets?open=${weekId}`);
    const drawer = this.page.getByRole("dialog", { name: "Relevés d'heures" });
    await expect(drawer.getByRole("form", { name: "Heures de la semaine, jour par jour" })).toBeVisible({
      timeout: 60_000,
    });
    await drawer.getByRole("button", { name: "Valider" }).click();
    await expect(drawer.getByText("Validé agence").first()).toBeVisible({ timeout: 30_000 });
  }

  /** The hours cells of the days the contract covers, Monday first. */
  hoursCells(drawer: Locator): Locator {
    return drawer.getByRole("textbox", { name: /^Heures — / }).and(drawer.locator(":enabled"));
  }
}
