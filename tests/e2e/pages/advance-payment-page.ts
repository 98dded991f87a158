// /advance-payment-requests: the acompte's create form (« Nouvelle demande »), opened pre-filled
// for a talent as the talent's « Demandes » card opens it, with the server's « Net déjà gagné »
// and « Plafond de l'acompte », by their French labels; its « Mois » opens on the current month,
// its « Contrat » picker offers the talent's contracts, a refusal is said above its fields.
import { expect, type Page } from "@playwright/test";

/** « 1 234,56 € » (Intl's narrow no-break spaces included) → 1234.56. */
export const euros = (text: string): number => Number(text.replace(/[\s\u00a0\u202f€]/g, "").replace(",", "."));

export class AdvancePaymentPage {
  constructor(readonly page: Page) {}

  readonly form = () => this.page.getByRole("dialog", { name: "Nouvelle demande" });
  readonly net = () => this.form().getByLabel("Net déjà gagné");
  readonly ceiling = () => this.form().getByLabel("Plafond de l'acompte");
  readonly month = () => this.form().getByLabel("Mois");
  /** The database's refusal, said above the fields (the form keeping what was typed). */
  readonly refusal = () => this.form().getByRole("alert");

  /** The create form, the talent pre-filled. */
  async openFor(talentId: string) {
    await this.page.goto(`/advance-payment-requests/list?create=1&talent_id=${talentId}`);
    await expect(this.form()).toBeVisible({ timeout: 30_000 });
  }

  /** Chooses the month (YYYY-MM) in the month picker, typed as it shows it (MM/YYYY). */
  async chooseMonth(month: string) {
    const [year, mm] = month.split("-");
    const input = this.form().getByLabel("Mois");
    await input.click();
    await input.fill(`${mm}/${year}`);
    await input.press("Enter");
    await expect(input).toHaveValue(`${mm}/${year}`);
  }

  /** The month the form opened on, left as it is (YYYY-MM): the current one, pre-filled. */
  async expectMonth(month: string) {
    const [year, mm] = month.split("-");
    await expect(this.month()).toHaveValue(`${mm}/${year}`);
  }

  /** The contracts the « Contrat » picker offers (their « reference — post » labels). */
  async contractChoices(): Promise<string[]> {
    await this.form().getByLabel("Contrat").click();
    const options = this.page.locator(".ant-select-dropdown:visible .ant-select-item-option");
    await expect(options.first()).toBeVisible();
    const labels = await options.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("title") ?? ""));
    await this.page.keyboard.press("Escape");
    return labels;
  }

  /** The net and the ceiling once the server computed them (its pay engine loads on first use: seconds). */
  async figures(): Promise<{ net: number; ceiling: number }> {
    await expect(this.net()).toHaveValue(/\d+,\d{2}/, { timeout: 60_000 });
    await expect(this.ceiling()).toHaveValue(/\d+,\d{2}/);
    return { net: euros(await this.net().inputValue()), ceiling: euros(await this.ceiling().inputValue()) };
  }

  async submit(amount: string) {
    await this.form().getByLabel("Montant demandé").fill(amount);
    await this.form().getByRole("button", { name: "Enregistrer" }).click();
  }
}
