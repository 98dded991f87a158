// The contract page's DPAE block (/contracts/:id, `?section=dpae` from the action centre), by
// its French labels: record or correct the DPAE by hand, or send it through the server's adapter
// (« Envoyer la DPAE »; the URSSAF's simulator in the suite, DPAE_PROVIDER=simulator), then read
// what the block shows.
import { expect, type Page } from "@playwright/test";

const PARIS = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "DD/MM/YYYY HH:mm" of an instant in Paris: what the block's date field takes. */
export const parisInput = (at: Date): string => PARIS.format(at).replace(/,?\s+/, " ");

/** "DD/MM/YYYY à HH:mm" of an instant in Paris: how the block shows it. */
export const parisShown = (at: Date): string => parisInput(at).replace(" ", " à ");

export type DpaeReceipt = { name: string; mimeType: string; buffer: Buffer };

export class ContractDpaeBlock {
  constructor(readonly page: Page) {}

  readonly region = () => this.page.getByRole("region", { name: "DPAE" });
  readonly form = () => this.page.getByRole("form", { name: "Déclaration préalable à l'embauche" });

  /** The block the action centre's link pointed at has the focus. */
  async expectFocused() {
    await expect(this.region()).toBeVisible({ timeout: 30_000 });
    await expect(this.region()).toBeFocused();
  }

  /** Opens the form ("Enregistrer la DPAE", or "Modifier la DPAE" once recorded). */
  async open() {
    await this.region()
      .getByRole("button", { name: /^(Enregistrer|Modifier) la DPAE$/ })
      .click();
    await expect(this.form()).toBeVisible();
  }

  /** Fills and saves the form; the block closes it once the database accepted the DPAE. */
  async record(values: { submittedAt: Date; reference: string; receipt?: DpaeReceipt }) {
    await this.open();
    const form = this.form();
    const date = form.getByRole("textbox", { name: "Date et heure de la déclaration" });
    await date.fill(parisInput(values.submittedAt));
    await date.press("Tab");
    await form.getByLabel("Référence URSSAF").fill(values.reference);
    if (values.receipt) {
      const chooser = this.page.waitForEvent("filechooser");
      await form.getByLabel("Accusé de réception (PDF ou image, facultatif)").click();
      await (await chooser).setFiles(values.receipt);
      await expect(form.getByText(values.receipt.name)).toBeVisible();
    }
    await form.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(this.form()).toBeHidden({ timeout: 20_000 });
  }

  readonly sendButton = () => this.region().getByRole("button", { name: "Envoyer la DPAE" });
  /** « Pour envoyer la DPAE, il manque : … », the fields the declaration misses (named by the database). */
  readonly missingFields = () => this.region().getByText(/^Pour envoyer la DPAE, il manque : /);

  /** « Envoyer la DPAE », clicked or (`keyboard`) focused and pressed with Enter. */
  async send(options: { keyboard?: boolean } = {}) {
    const send = this.sendButton();
    await expect(send).toBeVisible({ timeout: 20_000 });
    if (options.keyboard) {
      await send.focus();
      await this.page.keyboard.press("Enter");
    } else await send.click();
  }

  /**
   * The URSSAF's acknowledgement after « Envoyer la DPAE », on the block: « Accusé reçu », the
   * reference (« SIMU-… » from the simulator) as the contract's DPAE and its receipt; nothing more
   * to send. Returns the reference. The success toast that also names it is not waited for: it
   * lasts 2,5 s, and a renderer busy re-reading the contract has shown and removed it between two
   * of the test's looks (28 November, the DPAE acknowledged on the block).
   */
  async expectAcknowledged(): Promise<string> {
    const region = this.region();
    const reference = region.getByText(/^SIMU-[0-9A-Z]{12}$/).first();
    await expect(reference).toBeVisible({ timeout: 30_000 });
    await expect(region.getByText("Accusé reçu", { exact: true }).first()).toBeVisible();
    await expect(region.getByRole("link", { name: "Ouvrir l'accusé de réception" })).toBeVisible();
    await expect(this.sendButton()).toHaveCount(0);
    return (await reference.textContent()) ?? "";
  }

  /** What the block shows of a recorded DPAE. */
  async expectRecorded(values: { submittedAt: Date; reference: string; by?: string; receipt?: boolean }) {
    const region = this.region();
    await expect(region.getByText(parisShown(values.submittedAt), { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(region.getByText(values.reference, { exact: true })).toBeVisible();
    if (values.by) await expect(region.getByText(new RegExp(`^Enregistrée par ${values.by} le `))).toBeVisible();
    if (values.receipt) await expect(region.getByRole("link", { name: "Ouvrir l'accusé de réception" })).toBeVisible();
  }
}
