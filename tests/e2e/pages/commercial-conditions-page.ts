// Commercial conditions by their French labels: drafted from a company's « Demandes » card, moved
// through their statuses in the request's drawer, their PDF made by the server's queue and sent
// for signature from its « Signature du client » card; and the client's side, the conditions
// signed on the contracts' public page from the mailed link.
import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";

export type GridLine = { job: string; coefficient: string; minPay: string };
export type ConditionsDraft = { validFrom: string; defaultCoefficient: string; grid: GridLine[] };

export class CommercialConditionsPage {
  constructor(readonly page: Page) {}

  private async pick(option: string | RegExp) {
    await this.page
      .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: option })
      .first()
      .click();
  }

  /** From the company's page (already open): « Demandes » → « Conditions commerciales » → the
   * create form, filled and saved. `validFrom` as typed (« 01/12/2026 »). */
  async draftFromCompany(draft: ConditionsDraft, { checkA11y = false } = {}) {
    await this.page.getByRole("tab", { name: "Demandes" }).click();
    const card = this.page.locator(".ant-card").filter({ has: this.page.getByRole("button", { name: "Créer" }) });
    await card.getByRole("combobox", { name: "Type" }).click();
    await this.pick("Conditions commerciales");
    await card.getByRole("button", { name: "Créer" }).click();

    await expect(this.page).toHaveURL(/\/commercial-conditions/);
    const create = this.page.getByRole("dialog", { name: "Nouvelles conditions commerciales" });
    await expect(create).toBeVisible({ timeout: 30_000 });
    await create.getByLabel("En vigueur du").fill(draft.validFrom);
    // closes the date picker
    await create.getByText("Nouvelles conditions commerciales").click();
    await create.getByLabel("Coefficient par défaut").fill(draft.defaultCoefficient);
    for (const [i, grid] of draft.grid.entries()) {
      await create.getByRole("button", { name: /Ajouter une ligne à la grille/ }).click();
      const line = create.getByRole("group", { name: `Ligne ${i + 1}` });
      await line.getByLabel("Métier ou qualification").fill(grid.job);
      await line.getByLabel("Coefficient").fill(grid.coefficient);
      await line.getByLabel("Taux horaire minimum").fill(grid.minPay);
    }
    if (checkA11y) await expectNoSeriousA11yViolations(this.page, "the commercial conditions' create form");
    await create.getByRole("button", { name: "Enregistrer" }).click();
    await expect(create).toBeHidden({ timeout: 30_000 });
  }

  /** Moves the open version to `status` through its button and the confirmation modal. */
  async move(status: string) {
    await this.page.getByRole("button", { name: status, exact: true }).click();
    const dialog = this.page.getByRole("dialog", { name: `Passer au statut « ${status} »` });
    await dialog.getByRole("button", { name: "Confirmer" }).click();
    await expect(dialog).toBeHidden();
  }

  signatureCard() {
    return this.page.locator(".ant-card").filter({ hasText: "Signature du client" });
  }

  /** In the open version's drawer: the PDF the server made at the validation (docs/rules/documents.md),
   * then sent to `signer` (preselected when the client has one signatory, else picked). */
  async generateAndSend(signer: string | RegExp, { checkA11y = false } = {}) {
    const card = this.signatureCard();
    await expect(card.getByRole("link", { name: "Ouvrir le document (PDF)" })).toBeVisible({ timeout: 30_000 });
    const chosen = card.locator(".ant-select-selection-item", { hasText: signer });
    if ((await chosen.count()) === 0) {
      await card.getByRole("combobox", { name: "Signataire" }).click({ force: true });
      await this.pick(signer);
    }
    await expect(chosen).toBeVisible();
    if (checkA11y) await expectNoSeriousA11yViolations(this.page, "commercial conditions, the signature card");
    await card.getByRole("button", { name: "Envoyer pour signature" }).click();
    await expect(card.getByRole("button", { name: "Renvoyer le lien" })).toBeVisible({ timeout: 30_000 });
  }
}

/** The client's signatory on the public page of the mailed link (a phone), signing with the keyboard. */
export async function signConditions(phone: Page, { checkA11y = false } = {}) {
  await expect(phone.getByRole("heading", { name: "Signature des conditions commerciales" })).toBeVisible({
    timeout: 30_000,
  });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (checkA11y) await expectNoSeriousA11yViolations(phone, "/sign/contract, commercial conditions");
  await phone.getByRole("button", { name: "Signer avec mon nom (clavier)" }).click();
  await phone
    .getByRole("checkbox", {
      name: "J'ai lu les conditions commerciales et je les signe électroniquement au nom de l'entreprise",
    })
    .check();
  await phone.getByRole("button", { name: "Signer les conditions commerciales" }).click();
  await expect(phone.getByRole("heading", { name: "Conditions commerciales signées" })).toBeVisible({
    timeout: 30_000,
  });
}
