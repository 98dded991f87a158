// /contracts/:id and its review screens, and the contract form, by their French labels.
import { expect, type Locator, type Page } from "@playwright/test";
import { fillDate } from "../support/pickers.ts";

export class ContractPage {
  constructor(readonly page: Page) {}

  readonly createDialog = () => this.page.getByRole("dialog", { name: "Nouveau contrat" });
  readonly statusTag = (label: string) => this.page.getByTestId("contract-status").getByText(label, { exact: true });

  async goto(path: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole("heading", { name: /CTR-/ })).toBeVisible({ timeout: 30_000 });
  }

  async expectStatus(label: string) {
    await expect(this.statusTag(label)).toBeVisible({ timeout: 20_000 });
  }

  /** The contract's fields in the create modal or the detail's form. */
  async fill(
    form: Locator,
    values: {
      start?: string;
      end?: string;
      schedule?: string;
      wage?: string;
      coefficient?: string;
      /** a replacement's « Personne remplacée » and her qualification (L1251-43) */
      replaced?: { name: string; qualification: string };
    },
  ) {
    if (values.start) await fillDate(form.getByLabel("Début", { exact: true }), values.start);
    if (values.end) await fillDate(form.getByLabel("Fin", { exact: true }), values.end);
    if (values.schedule) await form.getByLabel("Horaires", { exact: true }).fill(values.schedule);
    if (values.wage) await form.getByLabel("Salaire horaire brut (€)").fill(values.wage);
    if (values.coefficient) await form.getByLabel("Coefficient", { exact: true }).fill(values.coefficient);
    if (values.replaced) {
      await form.getByLabel("Personne remplacée", { exact: true }).fill(values.replaced.name);
      await form.getByLabel("Qualification de la personne remplacée").fill(values.replaced.qualification);
    }
  }

  /** A plain antd select of `scope`, opened (its value's label lies over its input), and its visible option taken. */
  private async pick(scope: Locator, label: string, option: string) {
    await scope.getByLabel(label, { exact: true }).click({ force: true });
    // antd's options for assistive technologies are not clickable: the visible list's item
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  }

  /** The contract's « Fins de mission » card. */
  readonly endsCard = () =>
    this.page.locator(".ant-card").filter({ has: this.page.getByText("Fins de mission", { exact: true }) });

  /** « Fin définitive » on that card: who ends, why (as listed) and the end asked (yyyy-mm-dd), requested. */
  async requestEnd(values: { initiator: string; reason: string; date: string }) {
    await this.endsCard().getByRole("button", { name: "Fin définitive" }).click();
    const form = this.page.getByRole("form", { name: "Fin définitive du contrat" });
    await this.pick(form, "À l'initiative de", values.initiator);
    await this.pick(form, "Motif", values.reason);
    await fillDate(form.getByLabel("Date de fin demandée"), values.date);
    await this.page.getByRole("dialog").getByRole("button", { name: "Demander la fin" }).click();
    await expect(form).toBeHidden({ timeout: 20_000 });
    await expect(this.endsCard().getByText("Demandée", { exact: true })).toBeVisible({ timeout: 20_000 });
  }

  /** « Nouveau contrat (L1251-26) » on the card: where the offer stands (as listed), made on `on` (yyyy-mm-dd). */
  async recordEndOffer(values: { status: string; on?: string }) {
    await this.endsCard().getByRole("button", { name: "Nouveau contrat (L1251-26)" }).click();
    const form = this.page.getByRole("form", { name: "Proposition d'un nouveau contrat (L1251-26)" });
    await this.pick(form, "Où en est la proposition", values.status);
    if (values.on) await fillDate(form.getByLabel("Proposé le"), values.on);
    await this.page.getByRole("dialog").getByRole("button", { name: "Enregistrer" }).click();
    await expect(form).toBeHidden({ timeout: 20_000 });
    await expect(this.endsCard().getByText(values.status, { exact: true })).toBeVisible({ timeout: 20_000 });
  }

  async act(name: string, comment?: string) {
    await this.page.getByRole("button", { name, exact: true }).click();
    if (comment === undefined) return;
    const dialog = this.page.getByRole("dialog");
    await dialog.getByLabel("Commentaire").fill(comment);
    await dialog.getByRole("button", { name: "Confirmer" }).click();
    await expect(dialog).toBeHidden();
  }

  /** « Créer le contrat de … » on a retained application's card; the dialog, pre-filled from the mission. */
  async openFromPipeline(talentName: string): Promise<Locator> {
    await this.page.getByRole("link", { name: `Créer le contrat de ${talentName}` }).click();
    const dialog = this.createDialog();
    await expect(dialog.getByText(/^Pré-rempli depuis la mission/)).toBeVisible({ timeout: 30_000 });
    return dialog;
  }

  /** Saves the create dialog; the new contract's page opens. Returns its path. */
  async saveNew(dialog: Locator): Promise<string> {
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(this.page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    return new URL(this.page.url()).pathname;
  }

  /** What the contract page says once the manager validated it. */
  async expectManagerValidated() {
    await expect(this.page.getByText(/^Validé par le manager le \d{2}\//)).toBeVisible({ timeout: 20_000 });
  }

  /**
   * The two PDFs of « Documents et signature » (made by the server's document queue from the
   * validation, and each sealed copy from its signature; the card follows them until they
   * exist): each link opens a PDF.
   */
  async expectDocuments(signed = false) {
    const suffix = signed ? " — signé" : "";
    await expect(this.page.getByText(/^Documents produits le \d{2}\//)).toBeVisible({ timeout: 60_000 });
    for (const name of ["Contrat de mission (talent)", "Contrat de mise à disposition (client)"]) {
      const link = this.page.getByRole("link", { name: `${name}${suffix}`, exact: true });
      await expect(link).toBeVisible({ timeout: 30_000 });
      const file = await this.page.request.get((await link.getAttribute("href")) ?? "");
      expect(file.ok(), name).toBe(true);
      expect((await file.body()).subarray(0, 5).toString(), name).toBe("%PDF-");
    }
  }

  /** « Envoyer pour signature »: the links are mailed to the talent and the client's signatory. */
  async sendForSignature() {
    const send = this.page.getByRole("button", { name: "Envoyer pour signature" });
    await expect(send).toBeEnabled({ timeout: 30_000 });
    await send.click();
    await this.expectStatus("Envoyé en signature");
  }

  /** The « Relevés d'heures » card of the contract's detail. */
  readonly timesheetsCard = () => this.page.getByRole("region", { name: "Relevés d'heures" });

  /** « Créer un relevé » for the week of `monday`; the week opens in the timesheets' drawer. Returns its id. */
  async createWeek(monday: string): Promise<string> {
    const dialog = await this.openCreateWeek();
    await fillDate(dialog.getByLabel("Semaine", { exact: true }), monday);
    await dialog.getByRole("button", { name: "Créer le relevé" }).click();
    const shown = monday.split("-").reverse().join("/");
    await expect(this.page.getByText(`Relevé créé pour la semaine du ${shown}`).first()).toBeVisible();
    await expect(this.page).toHaveURL(/\/timesheets\?open=[0-9a-f-]{36}/);
    return new URL(this.page.url()).searchParams.get("open") ?? "";
  }

  /** Opens « Créer un relevé » from the contract's card; returns its dialog, the period shown. */
  async openCreateWeek(): Promise<Locator> {
    await this.timesheetsCard().getByRole("button", { name: "Créer un relevé" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Créer un relevé d'heures" });
    await expect(dialog.getByText(/^Relevés possibles (du|à partir du) /)).toBeVisible({ timeout: 20_000 });
    return dialog;
  }
}
