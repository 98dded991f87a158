// The timesheets list (/timesheets) and a week's grid in its drawer, by French roles and labels;
// « Préparer les relevés de la semaine » (the batch) and « Créer un relevé » (one contract's week).
import { expect, type Locator, type Page } from "@playwright/test";
import { fillDate, fillTime } from "../support/pickers.ts";

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
      .getByRole("button", { name: /, ouvrir le relevé de / })
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

  /** The week's drawer opened by its id (/timesheets?open=…), once its grid is shown. */
  async openWeek(weekId: string): Promise<Locator> {
    await this.page.goto(`/timesheets?open=${weekId}`);
    return this.weekDrawer();
  }

  /** A day's hours cell, by the day as the grid names it (« lundi 14/12 »), contested or not. */
  hoursCell(drawer: Locator, day: string): Locator {
    return drawer.getByRole("textbox", { name: new RegExp(`^Heures — ${day}( \\(jour contesté par le client\\))?$`) });
  }

  /** Types each day's hours (« lundi 14/12 » → "8"). */
  async typeHours(drawer: Locator, hours: Record<string, string>) {
    for (const [day, value] of Object.entries(hours)) await this.hoursCell(drawer, day).fill(value);
  }

  /**
   * Types each day's times and break (« lundi 14/12 » → 21:00, 05:00, 60 min): the grid computes
   * the day's hours from them, the next day's end when it is not after the start.
   */
  async typeTimes(drawer: Locator, days: Record<string, { start: string; end: string; breakMinutes?: number }>) {
    for (const [day, { start, end, breakMinutes }] of Object.entries(days)) {
      await fillTime(drawer.getByRole("textbox", { name: `Début — ${day}` }), start);
      await fillTime(drawer.getByRole("textbox", { name: `Fin — ${day}` }), end);
      if (breakMinutes !== undefined)
        await drawer.getByRole("spinbutton", { name: `Pause (min) — ${day}` }).fill(String(breakMinutes));
    }
  }

  /** Chooses a day's absence (« Jour férié »…) in its select. */
  async setAbsence(drawer: Locator, day: string, absence: string) {
    // the selected value's label lies over the select's input
    await drawer.getByRole("combobox", { name: `Absence — ${day}` }).click({ force: true });
    // antd's options for assistive technologies are not clickable: the visible list's item
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${absence}"]`).click();
  }

  /** The grid's split of the week (« Total 45 h · normales 35 h · +25 % 8 h · +50 % 2 h », « · dont 35 h de nuit »). */
  async expectSplit(
    drawer: Locator,
    split: { total: number; normal: number; ot25: number; ot50: number; night?: number },
  ) {
    const night = split.night ? ` · dont ${split.night} h de nuit` : "";
    const text = `Total ${split.total} h · normales ${split.normal} h · +25 % ${split.ot25} h · +50 % ${split.ot50} h${night}`;
    await expect(drawer.getByText(text)).toBeVisible();
  }

  /** The grid's « Dont nuit » line, day by day as shown (« 7 h », « — »). */
  async nightRow(drawer: Locator): Promise<string[]> {
    const row = drawer.getByRole("row").filter({ has: this.page.getByRole("rowheader", { name: "Dont nuit" }) });
    return (await row.getByRole("cell").allInnerTexts()).map((text) => text.trim());
  }

  /** « Enregistrer » in the week's drawer. */
  async saveWeek(drawer: Locator) {
    await drawer.getByRole("button", { name: "Enregistrer" }).click();
    await expect(this.page.getByText("Relevé enregistré").first()).toBeVisible({ timeout: 30_000 });
  }

  /** « Envoyer en signature »; returns the address the link was mailed to. */
  async sendWeek(drawer: Locator): Promise<string> {
    await drawer.getByRole("button", { name: "Envoyer en signature" }).click();
    await expect(drawer.getByText("En attente de signature client").first()).toBeVisible({ timeout: 30_000 });
    const sent = (await drawer.getByText(/^Envoyé à .+@.+ le /).textContent()) ?? "";
    return /^Envoyé à (\S+@\S+) le /.exec(sent)?.[1] ?? "";
  }

  /** The hours cells of the days the contract covers, Monday first. */
  hoursCells(drawer: Locator): Locator {
    return drawer.getByRole("textbox", { name: /^Heures — / }).and(drawer.locator(":enabled"));
  }

  /** The drawer of the open week, once its grid is shown. */
  async weekDrawer(): Promise<Locator> {
    const grid = this.page.getByRole("form", { name: "Heures de la semaine, jour par jour" });
    await expect(grid).toBeVisible({ timeout: 30_000 });
    return this.page.getByRole("dialog").filter({ has: grid });
  }

  prepareDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Préparer les relevés de la semaine" });
  }

  /** Runs the batch for the week of `day` (yyyy-mm-dd); returns the result shown in the dialog. */
  async prepareWeek(day: string): Promise<Locator> {
    await this.page.getByRole("button", { name: "Préparer les relevés de la semaine" }).click();
    const dialog = this.prepareDialog();
    await fillDate(dialog.getByLabel("Semaine", { exact: true }), day);
    await dialog.getByRole("button", { name: "Préparer", exact: true }).click();
    const outcome = dialog.getByRole("alert");
    await expect(outcome).toContainText(/relevé\(s\) créé\(s\) pour la semaine du/, { timeout: 30_000 });
    return outcome;
  }

  async closePrepare() {
    await this.prepareDialog().getByRole("button", { name: "Fermer" }).last().click();
    await expect(this.prepareDialog()).toBeHidden();
  }

  createDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Créer un relevé d'heures" });
  }

  /** Opens « Créer un relevé » on the list and picks the contract by its reference. */
  async openCreateFor(contractKey: string): Promise<Locator> {
    await this.page.getByRole("button", { name: "Créer un relevé" }).click();
    const dialog = this.createDialog();
    const contract = dialog.getByRole("combobox", { name: "Contrat" });
    await contract.click();
    await contract.fill(contractKey);
    // antd's options for assistive technologies are not clickable: the typed search, then Enter
    await expect(this.page.getByRole("option", { name: new RegExp(`^${contractKey} · `) })).toBeAttached({
      timeout: 20_000,
    });
    await contract.press("Enter");
    await expect(dialog.getByText(/^Relevés possibles (du|à partir du) /)).toBeVisible({ timeout: 20_000 });
    return dialog;
  }

  /** Chooses the week of `day` in the open « Créer un relevé » dialog and creates it. */
  async submitCreate(day: string) {
    const dialog = this.createDialog();
    await fillDate(dialog.getByLabel("Semaine", { exact: true }), day);
    await dialog.getByRole("button", { name: "Créer le relevé" }).click();
  }
}
