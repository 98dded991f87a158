// /missions/client-order and /missions/:id, by their French labels.
import { expect, type Locator, type Page } from "@playwright/test";
import { fillDate } from "../support/pickers.ts";

export type OrderValues = {
  /** typed in the company select, its first option taken; none: the company page's pre-filled one */
  company?: string;
  /** the « Métier » of the reference list (typed, then its option): the job's required documents follow */
  job?: { typed: string; option: string };
  jobName: string;
  /** « Chargé(e) de la mission », typed then its option (the member's name) */
  owner?: { typed: string; option: string };
  reason: string;
  justification: string;
  start: string;
  /** a precise term's end; none with `minimumDays` */
  end?: string;
  /** an imprecise term (« Terme précis » off) and its minimum duration in days */
  minimumDays?: number;
  /** « N° de bon de commande du client » */
  poNumber?: string;
  street: string;
  city: { typed: string; option: string };
  wage: string;
  coefficient: string;
  schedule?: string;
};

export class MissionsPage {
  constructor(readonly page: Page) {}

  readonly createDialog = () => this.page.getByRole("dialog", { name: "Nouvelle commande client" });
  readonly list = () => this.page.getByRole("table");

  async gotoClientOrders() {
    await this.page.goto("/missions/client-order");
    await expect(this.page.getByRole("heading", { name: "Commandes clients" })).toBeVisible({ timeout: 30_000 });
  }

  /** An antd select with search: type, wait for the option, then Enter. */
  private async choose(select: Locator, typed: string, option?: string) {
    await select.fill(typed);
    const options = option ? this.page.getByRole("option", { name: option }) : this.page.getByRole("option");
    await expect(options.first()).toBeAttached();
    await select.press("Enter");
  }

  /** The first mission of the list: its path and reference. */
  async firstMission() {
    const link = this.list().getByRole("link").filter({ hasText: /^CMD-/ }).first();
    await expect(link).toBeVisible({ timeout: 30_000 });
    return { path: (await link.getAttribute("href")) ?? "", reference: (await link.textContent()) ?? "" };
  }

  async search(text: string) {
    await this.page.getByRole("search").getByRole("searchbox", { name: "Rechercher" }).fill(text);
    await this.page.getByRole("search").getByRole("button", { name: "Filtrer" }).click();
  }

  /** The warning of an order whose client has no active signatory or timesheet validator. */
  readonly clientRolesWarning = (scope: Locator | Page = this.page) =>
    scope.getByRole("alert").filter({ hasText: "Contacts du client à compléter" });

  /** Opens "Nouvelle mission" (of the list, or of a company's page) and fills an order, attestations ticked (without saving). */
  async fillOrder(values: OrderValues) {
    await this.page.getByRole("button", { name: "Nouvelle mission" }).click();
    const dialog = this.createDialog();
    if (values.company) await this.choose(dialog.getByRole("combobox", { name: "Entreprise" }), values.company);
    if (values.job)
      await this.choose(dialog.getByRole("combobox", { name: "Métier" }), values.job.typed, values.job.option);
    await dialog.getByLabel("Intitulé du poste").fill(values.jobName);
    if (values.owner)
      await this.choose(
        dialog.getByRole("combobox", { name: "Chargé(e) de la mission" }),
        values.owner.typed,
        values.owner.option,
      );
    await this.choose(dialog.getByRole("combobox", { name: "Motif de recours" }), values.reason, values.reason);
    await dialog.getByLabel("Justification du motif").fill(values.justification);
    await fillDate(dialog.getByLabel("Début", { exact: true }), values.start);
    if (values.minimumDays !== undefined) {
      await dialog.getByRole("switch", { name: "Terme précis" }).click();
      await dialog.getByLabel("Durée minimale (jours)").fill(String(values.minimumDays));
    }
    if (values.end) await fillDate(dialog.getByLabel("Fin", { exact: true }), values.end);
    if (values.poNumber) await dialog.getByLabel("N° de bon de commande du client").fill(values.poNumber);
    await dialog.getByLabel("Adresse du chantier").fill(values.street);
    await this.choose(dialog.getByRole("combobox", { name: "Ville" }), values.city.typed, values.city.option);
    if (values.schedule) await dialog.getByLabel("Horaires", { exact: true }).fill(values.schedule);
    await dialog.getByLabel("Salaire horaire brut (€)").fill(values.wage);
    await dialog.getByLabel("Coefficient").fill(values.coefficient);
    await dialog.getByRole("checkbox", { name: /ne remplace pas un salarié gréviste/ }).check();
    // asked for an increase in activity only (L1251-9): a replacement's order does not show it
    const noLayoff = dialog.getByRole("checkbox", { name: /aucun licenciement économique/ });
    if (await noLayoff.isVisible()) await noLayoff.check();
    return dialog;
  }

  async save(dialog: Locator) {
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
  }

  /** On the order's « Talents correspondants » tab: the talent's row, ticked, added to the pipeline. */
  async addCandidate(name: string) {
    const pick = this.page.getByRole("checkbox", { name: `Sélectionner ${name}` });
    await expect(pick).toBeVisible({ timeout: 30_000 });
    await pick.check();
    await this.page.getByRole("button", { name: "Ajouter la sélection au pipeline (1)" }).click();
    // the talent leaves the ranking once in the pipeline
    await expect(pick).toHaveCount(0, { timeout: 30_000 });
  }

  /** Clicks a status move on the details tab; fills the reason modal when one opens. */
  async moveTo(label: string, comment?: string) {
    const button = this.page.getByRole("button", { name: `Passer à « ${label} »` });
    if (!comment) {
      await button.click();
      return;
    }
    const dialog = this.page.getByRole("dialog", { name: `Passer la mission à « ${label} »` });
    // a click that opened nothing (the button focused, no dialog: seen once in a clean-clone run
    // on a busy machine) is made again until the dialog shows
    await expect(async () => {
      if (!(await dialog.isVisible())) await button.click();
      await expect(dialog).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await dialog.getByLabel("Commentaire").fill(comment);
    await dialog.getByRole("button", { name: "Confirmer" }).click();
    await expect(dialog).toBeHidden();
  }
}
