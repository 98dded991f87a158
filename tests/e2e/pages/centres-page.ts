// /medical-centers and /qualification-centers, by their French labels and roles.
import { expect, type Locator, type Page } from "@playwright/test";

export class CentresPage {
  constructor(readonly page: Page) {}

  readonly nearCard = () => this.page.getByRole("table", { name: "Centres les plus proches" });

  /** An antd select with search: type, wait for the option, then Enter. */
  async choose(select: Locator, typed: string, option?: string) {
    await select.fill(typed);
    if (option) await expect(this.page.getByRole("option", { name: option, exact: true })).toBeAttached();
    else await expect(this.page.getByRole("option").first()).toBeAttached({ timeout: 15_000 });
    await select.press("Enter");
  }

  /** Fills the medical centre form of a dialog (name, street, commune). */
  async fillMedicalCentre(dialog: Locator, values: { name: string; street: string; city: string; option: string }) {
    await dialog.getByLabel("Nom", { exact: true }).fill(values.name);
    await dialog.getByLabel("Adresse", { exact: true }).fill(values.street);
    await this.choose(dialog.getByRole("combobox", { name: "Ville" }), values.city, values.option);
    await expect(dialog.getByTitle(values.option)).toBeVisible();
  }

  /** The distances of the ranked list, in km, in the order shown. */
  async rankedDistances(): Promise<number[]> {
    const cells = await this.nearCard().getByRole("row").allInnerTexts();
    return cells
      .map((text) => text.match(/([\d\s\u202f,]+) km/)?.[1])
      .filter((v): v is string => !!v)
      .map((v) => Number(v.replace(/[\s\u202f]/g, "").replace(",", ".")));
  }
}
