// The SIR path through the medical visit's screens (/medical-checkup-requests), by their French
// labels: the consultant (or CSM) asks for the « Examen médical
// d'aptitude (SIR) » with the post's risk, the CSM asks the centre and fixes the appointment,
// moves it when the centre does, and records the doctor's notice with « Avis reçu » once the
// appointment has passed — the notice the contract's SIR check reads (a notice uploaded in the
// talent's documents with its category counts too: resources/talents/tabs/document-category-fields).
import { expect, type Page } from "@playwright/test";

type Upload = { name: string; buffer: Buffer };

/** 12/05/2026 in Paris (the browser's zone in the e2e runs, playwright.config.ts). */
const frDay = (day: Date) =>
  day.toLocaleDateString("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Paris" });
/** 12/05/2026 09:30 in Paris, as the appointment's picker reads it. */
const frMinute = (at: Date) =>
  `${frDay(at)} ${at.toLocaleTimeString("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" })}`;

export class MedicalVisitPage {
  constructor(readonly page: Page) {}

  readonly createForm = () => this.page.getByRole("dialog", { name: "Nouvelle demande" });
  readonly heading = () => this.page.getByRole("heading", { level: 2 }).first();
  readonly moveButton = (status: string) => this.page.getByRole("button", { name: status, exact: true });
  readonly moveDialog = (status: string) => this.page.getByRole("dialog", { name: `Passer au statut « ${status} »` });
  readonly status = (label: string) => this.page.locator(".ant-tag:visible").filter({ hasText: label }).first();

  private readonly option = (title: string) =>
    this.page
      .locator(".ant-select-dropdown:visible .ant-select-item-option")
      .filter({ has: this.page.locator(`[title="${title}"]`) })
      .or(this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`));

  /** Types in a searchable antd select (a picker searched on the server, a list of risks) and takes the option. */
  private async choose(field: ReturnType<Page["getByLabel"]>, typed: string, option = typed) {
    await field.fill(typed);
    await expect(this.option(option).first()).toBeVisible({ timeout: 20_000 });
    await this.option(option).first().click();
  }

  /** Opens a plain antd select (its value's label lies over its input) and takes the option. */
  private async pick(field: ReturnType<Page["getByLabel"]>, option: string) {
    await field.click({ force: true });
    await expect(this.option(option).first()).toBeVisible({ timeout: 20_000 });
    await this.option(option).first().click();
  }

  /**
   * « Nouvelle demande » of a SIR visit for the talent (as his « Demandes » card opens it), with the
   * post's risks as listed (« Habilitation électrique »), one of his contracts if given (its
   * reference, as the picker labels it « CT-… — job »), a centre by name if known. Lands on the
   * visit's page, « À planifier »; returns its id.
   */
  async requestSirVisit(
    talentId: string,
    o: { risks: string[]; contract?: { typed: string; option: string }; center?: string },
  ): Promise<string> {
    await this.page.goto(`/medical-checkup-requests?create=1&talent_id=${talentId}`);
    const form = this.createForm();
    await expect(form).toBeVisible({ timeout: 30_000 });
    if (o.contract) await this.choose(form.getByLabel("Contrat"), o.contract.typed, o.contract.option);
    await this.pick(form.getByLabel("Type de visite"), "Examen médical d'aptitude (SIR)");
    // a list of several: it stays open while the risks are taken
    await form.getByLabel("Risques").click({ force: true });
    for (const risk of o.risks) {
      await expect(this.option(risk).first()).toBeVisible({ timeout: 20_000 });
      await this.option(risk).first().click();
    }
    // the risks' list stays open for another: the title takes the focus and closes it
    await form.locator(".ant-modal-title").click();
    if (o.center) await this.choose(form.getByLabel("Centre médical"), o.center);
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await expect(this.page).toHaveURL(/\/medical-checkup-requests\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(this.status("À planifier")).toBeVisible({ timeout: 30_000 });
    return this.page.url().split("/").pop() as string;
  }

  /** Opens a visit's page. */
  async open(id: string) {
    await this.page.goto(`/medical-checkup-requests/${id}`);
    await expect(this.page.getByRole("heading", { name: /^Visite médicale/ })).toBeVisible({ timeout: 30_000 });
  }

  /**
   * CSM (or external CSM), on the visit's page: « Demandée au centre » (the centre asked for when
   * the request has none), then « RDV fixé » at `at` (in the future: the database refuses a past
   * appointment).
   */
  async fixAppointment(o: { center: string; at: Date }) {
    await this.moveButton("Demandée au centre").click();
    const asked = this.moveDialog("Demandée au centre");
    await expect(asked).toBeVisible();
    if (await asked.getByLabel("Centre médical").count())
      await this.choose(asked.getByLabel("Centre médical"), o.center);
    await asked.getByRole("button", { name: "Confirmer" }).click();
    await expect(asked).toBeHidden({ timeout: 20_000 });
    await this.moveButton("RDV fixé").click();
    const fixed = this.moveDialog("RDV fixé");
    await fixed.getByLabel("Rendez-vous", { exact: true }).fill(frMinute(o.at));
    await fixed.getByLabel("Rendez-vous", { exact: true }).press("Enter");
    await fixed.getByRole("button", { name: "Confirmer" }).click();
    await expect(fixed).toBeHidden({ timeout: 20_000 });
    await expect(this.status("RDV fixé")).toBeVisible({ timeout: 20_000 });
  }

  /** « Modifier le rendez-vous » at « RDV fixé »: the new date and hour (and centre, by name). */
  async changeAppointment(o: { at: Date; center?: string }) {
    await this.page.getByRole("button", { name: "Modifier le rendez-vous" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Modifier le rendez-vous" });
    if (o.center) await this.choose(dialog.getByLabel("Centre médical"), o.center);
    await dialog.getByLabel("Rendez-vous", { exact: true }).fill(frMinute(o.at));
    await dialog.getByLabel("Rendez-vous", { exact: true }).press("Enter");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(this.page.getByText(frMinute(o.at)).first()).toBeVisible({ timeout: 20_000 });
  }

  /**
   * CSM, on the visit's page: « Avis reçu » with the doctor's notice (its label as listed: « Apte »,
   * « Apte avec aménagements » with the adjustments, « Inapte »), its validity and file; the
   * appointment must have passed (`appointment`: waited for when given). The visit closes at
   * « Avis reçu » and the notice shows.
   */
  async recordNotice(o: {
    result: string;
    validUntil?: Date;
    restrictions?: string;
    nextVisitDue?: Date;
    file: Upload;
    appointment?: Date;
  }) {
    // the page offers « Avis reçu » once the appointment has passed when it is drawn: drawn
    // again after it, even when the steps between took longer than the wait (a busy machine)
    if (o.appointment) {
      const wait = o.appointment.getTime() - Date.now() + 1_000;
      if (wait > 0) await this.page.waitForTimeout(wait);
      await this.page.reload();
    }
    await this.page.getByRole("button", { name: "Avis reçu" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Enregistrer l'avis médical" });
    await this.pick(dialog.getByLabel("Avis du médecin"), o.result);
    if (o.validUntil) {
      await dialog.getByLabel("Valable jusqu'au").fill(frDay(o.validUntil));
      await dialog.getByLabel("Valable jusqu'au").press("Enter");
    }
    if (o.restrictions) await dialog.getByLabel("Aménagements de poste").fill(o.restrictions);
    if (o.nextVisitDue) {
      await dialog.getByLabel("Prochaine visite avant le").fill(frDay(o.nextVisitDue));
      await dialog.getByLabel("Prochaine visite avant le").press("Enter");
    }
    await dialog.locator("input[type=file]").setInputFiles({ ...o.file, mimeType: "application/pdf" });
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(this.status("Avis reçu")).toBeVisible({ timeout: 20_000 });
  }

  /**
   * « Voir » on the recorded notice: the file opens in a new tab through a one-minute link the
   * medical-document function signs (no storage read policy reaches it); returns the tab's answer.
   */
  async openNotice() {
    // the signed URL's GET in the new tab (the function's POST before it only signs)
    const file = this.page
      .context()
      .waitForEvent(
        "response",
        (r) => r.url().includes("/storage/v1/object/sign/documents/") && r.request().method() === "GET",
      );
    await this.page.getByRole("button", { name: "Voir : Fichier de l'avis" }).click();
    const answer = await file;
    return { status: answer.status(), contentType: answer.headers()["content-type"] };
  }
}
