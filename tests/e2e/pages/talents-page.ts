// /talents/list and /talents/:id, by their French labels.
import { expect, type Locator, type Page } from "@playwright/test";

const TABS = {
  Qualification: "qualification",
  Détails: "details",
  Documents: "documents",
  Notes: "notes",
  CV: "resume",
  Historique: "history",
} as const;

export type NewTalent = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** « Civilité », as listed: the sex the DPAE declares */
  civility?: "M." | "Mme";
  /** « Date de naissance », "YYYY-MM-DD" */
  birthDate?: string;
  /** « Nationalité », a country's name as listed ("France") */
  nationality?: string;
  address?: { street: string; city: string; option: string };
  jobs?: { main: string; others?: readonly string[] };
};

/** What « Données sensibles » holds: a field left out is left as it is. */
export type PrivateData = {
  nir?: string;
  iban?: string;
  /** « Lieu de naissance », a commune's name */
  birthPlace?: string;
  /** « Pays de naissance », a country's name as listed ("France") */
  birthCountry?: string;
};

export class TalentsPage {
  constructor(readonly page: Page) {}

  readonly search = () => this.page.getByRole("searchbox", { name: "Rechercher" });
  readonly filterButton = () => this.page.getByRole("button", { name: "Filtrer" });
  readonly row = (text: string) => this.page.getByRole("row").filter({ hasText: text });

  async goto() {
    await this.page.goto("/talents/list");
    // a cold first load can take long on a loaded machine
    await expect(this.page.getByRole("heading", { name: "Talents" })).toBeVisible({ timeout: 30_000 });
  }

  async searchFor(text: string) {
    await this.search().fill(text);
    await this.filterButton().click();
  }

  /** An antd select with search: type, wait for the option, then Enter. */
  private async choose(select: Locator, typed: string, option: string) {
    await select.fill(typed);
    await expect(this.page.getByRole("option", { name: option, exact: true })).toBeAttached();
    await select.press("Enter");
  }

  /** Unfolds the secondary filters if they are folded (they are when none is set). */
  async showMoreFilters() {
    const more = this.page.getByRole("button", { name: /^(Plus|Moins) de filtres/ });
    if ((await more.getAttribute("aria-expanded")) === "false") await more.click();
  }

  /** "Autour de (ville)" and "Rayon (km)", then Filtrer: the list around a commune. */
  async filterByDistance(city: string, option: string, km: number) {
    const filters = this.page.getByRole("search", { name: "Filtres" });
    await this.showMoreFilters();
    await this.choose(filters.getByRole("combobox", { name: "Autour de (ville)" }), city, option);
    await this.choose(filters.getByRole("combobox", { name: "Rayon (km)" }), `${km} km`, `${km} km`);
    await this.filterButton().click();
  }

  /** The jobs fields: "Métier" (the main one) and "Autres métiers" (within `scope`, a form or a dialog). */
  async chooseJobs(scope: Locator, main: string, others: readonly string[] = []) {
    await this.choose(scope.getByRole("combobox", { name: "Métier", exact: true }), main, main);
    // a multiple select's search input has no width until focused: click it, then type
    const more = scope.getByRole("combobox", { name: "Autres métiers" });
    for (const other of others) {
      await more.click({ force: true });
      await this.page.keyboard.type(other);
      await expect(this.page.getByRole("option", { name: other, exact: true })).toBeAttached();
      await this.page.keyboard.press("Enter");
    }
    if (others.length) await this.page.keyboard.press("Escape");
  }

  async create(values: NewTalent) {
    await this.submitNew(values);
    await expect(this.page).toHaveURL(/\/talents\/[0-9a-f-]{36}\/details$/);
  }

  /** Fills « Nouveau talent » and saves it; the dialog, which stays open when the save is refused. */
  async submitNew(values: NewTalent) {
    await this.page.getByRole("button", { name: "Nouveau talent" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Nouveau talent" });
    await dialog.getByLabel("Prénom").fill(values.firstName);
    await dialog.getByLabel("Nom de famille").fill(values.lastName);
    await dialog.getByLabel("E-mail").fill(values.email);
    await dialog.getByLabel("Téléphone").fill(values.phone);
    if (values.civility) {
      // a select without search: opened, then its visible option (antd's options for assistive
      // technologies are not clickable)
      await dialog.getByRole("combobox", { name: "Civilité" }).click({ force: true });
      await this.page
        .locator(`.ant-select-dropdown:visible .ant-select-item-option[title='${values.civility}']`)
        .click();
    }
    if (values.birthDate) {
      await dialog.getByLabel("Date de naissance").fill(values.birthDate.split("-").reverse().join("/"));
      await dialog.getByLabel("Date de naissance").press("Enter");
    }
    if (values.nationality)
      await this.choose(dialog.getByRole("combobox", { name: "Nationalité" }), values.nationality, values.nationality);
    if (values.jobs) await this.chooseJobs(dialog, values.jobs.main, values.jobs.others);
    if (values.address) {
      await dialog.getByLabel("Adresse", { exact: true }).fill(values.address.street);
      await this.choose(dialog.getByRole("combobox", { name: "Ville" }), values.address.city, values.address.option);
      await expect(dialog.getByTitle(values.address.option)).toBeVisible();
    }
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    return dialog;
  }

  /** « Afficher » on the open talent's « Données sensibles » (masked until then; the read is logged). */
  async showPrivateData() {
    const form = this.page.getByRole("form", { name: "Données sensibles" });
    const show = this.page.getByRole("button", { name: "Afficher les données sensibles" });
    await expect(form.or(show)).toBeVisible();
    if (await show.isVisible()) await show.click();
    await expect(form).toBeVisible();
  }

  /** Fills the open talent's « Données sensibles » card and saves it once. */
  async savePrivateData(values: PrivateData) {
    await this.showPrivateData();
    const form = this.page.getByRole("form", { name: "Données sensibles" });
    if (values.nir !== undefined) await form.getByLabel("N° de sécurité sociale").fill(values.nir);
    if (values.iban !== undefined) await form.getByLabel("IBAN").fill(values.iban);
    if (values.birthPlace !== undefined) await form.getByLabel("Lieu de naissance").fill(values.birthPlace);
    if (values.birthCountry !== undefined)
      await this.choose(
        form.getByRole("combobox", { name: "Pays de naissance" }),
        values.birthCountry,
        values.birthCountry,
      );
    await form.getByRole("button", { name: "Enregistrer" }).click();
  }

  /** Saves a social security number (NIR) in the open talent's « Données sensibles » card. */
  async saveNir(nir: string) {
    await this.savePrivateData({ nir });
  }

  /** Saves an IBAN in the open talent's « Données sensibles » card (an acompte is paid to it). */
  async saveIban(iban: string) {
    await this.savePrivateData({ iban });
  }

  readonly documentRow = (text: string) => this.page.getByRole("row").filter({ hasText: text });

  /**
   * « Ajouter un document » on the documents tab: its type (as listed), its category when the
   * contract rules read it (a CACES's « R487 » typed; a medical notice's « SIR – apte » chosen in
   * « Suivi et aptitude »), expiry (yyyy-mm-dd) and a PDF.
   */
  async addDocument(values: {
    type: string;
    category?: string;
    expiry?: string;
    file: { name: string; buffer: Buffer };
  }) {
    const upload = this.page.getByRole("form", { name: "Ajouter un document" });
    await upload.getByLabel("Type", { exact: true }).fill(values.type);
    await expect(this.page.getByRole("option", { name: values.type, exact: true })).toBeAttached();
    await upload.getByLabel("Type", { exact: true }).press("Enter");
    if (values.category) {
      const medical = upload.getByRole("combobox", { name: "Suivi et aptitude" });
      const typed = upload.getByLabel("Catégorie", { exact: true });
      await expect(medical.or(typed)).toBeVisible();
      if (await medical.isVisible()) {
        // antd's options for assistive technologies are not clickable: the visible list's item
        await medical.click({ force: true });
        await this.page
          .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${values.category}"]`)
          .click();
      } else await typed.fill(values.category);
    }
    if (values.expiry) {
      await upload.getByLabel("Expire le").fill(values.expiry.split("-").reverse().join("/"));
      await upload.getByLabel("Expire le").press("Enter");
    }
    await upload.locator("input[type=file]").setInputFiles({ ...values.file, mimeType: "application/pdf" });
    await upload.getByRole("button", { name: "Enregistrer" }).click();
    await expect(this.documentRow(values.file.name)).toBeVisible({ timeout: 20_000 });
  }

  /** « Valider » on a document still « À vérifier » (by its name): it becomes « Valide ». */
  async verifyDocument(name: string) {
    await this.page.getByRole("button", { name: `Valider le document ${name}` }).click();
    await expect(this.documentRow(name)).toContainText("Valide", { timeout: 20_000 });
  }

  /** On the qualification tab, the talent's status set to « Qualifié » (after the interview and the checks). */
  async qualify() {
    await this.openTab("Qualification");
    const status = this.page.getByRole("combobox", { name: "Statut de qualification" });
    // antd's options for assistive technologies are not clickable: the visible list's item
    const qualified = this.page.locator(".ant-select-dropdown:visible .ant-select-item-option[title='Qualifié']");
    // the list offers « Qualifié » once the user's roles and the status rules are read; a select
    // opened before may be drawn again, closed (seen on a busy CI machine): opened until it shows
    await expect(async () => {
      // the selected value's label lies over the select's input
      if (!(await qualified.isVisible())) await status.click({ force: true });
      await expect(qualified).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await qualified.click();
    await expect(this.page.getByText("Succès !").first()).toBeVisible({ timeout: 20_000 });
    await expect(this.page.locator(".ant-select-selection-item[title='Qualifié']")).toBeVisible();
  }

  /** The tab's own route: eleven tabs overflow antd's tab bar into its "more" menu at 1280 px. */
  async openTab(name: keyof typeof TABS) {
    const url = new URL(this.page.url());
    await this.page.goto(url.pathname.replace(/^(\/talents\/[0-9a-f-]{36}).*$/, `$1/${TABS[name]}`));
    await expect(this.page.getByRole("tab", { name, selected: true })).toBeVisible();
  }
}
