// The public pages a signer reaches from a mailed link, without an account, on a phone: the
// contract's signature (/sign/contract) and the client's timesheet signature
// (/customer/timesheets/signature), by their French labels.
import { expect, type Browser, type Page } from "@playwright/test";
import { pathOf } from "../support/mailbox.ts";

/** A 375 px phone of its own (no session) opened on a mailed link. */
export async function phoneOn(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 760 },
    hasTouch: true,
    storageState: undefined,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
  });
  const page = await context.newPage();
  await page.goto(pathOf(link));
  return page;
}

/** A signature drawn with a finger in the frame. */
async function draw(page: Page) {
  const frame = page.getByRole("img", { name: "Votre signature" });
  // the pointer draws where the frame is on the screen: it must be in view
  await frame.scrollIntoViewIfNeeded();
  const box = await frame.boundingBox();
  if (!box) throw new Error("no signature frame");
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [dx, dy] of [
    [70, -30],
    [120, 20],
    [190, -25],
    [250, 10],
  ])
    await page.mouse.move(box.x + dx, box.y + box.height * 0.5 + dy, { steps: 4 });
  await page.mouse.up();
}

export class ContractSignaturePage {
  constructor(readonly page: Page) {}

  /** Signs the contract: a drawn signature, or the signer's name typed (the keyboard's way). */
  async sign(how: { draw: true } | { name: string }) {
    await expect(this.page.getByRole("heading", { name: "Signature du contrat" })).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByRole("link", { name: "Lire le contrat (PDF)" })).toBeVisible();
    expect(await this.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if ("draw" in how) await draw(this.page);
    else {
      await this.page.getByLabel("Votre nom et prénom").fill(how.name);
      await this.page.getByRole("button", { name: "Signer avec mon nom (clavier)" }).click();
    }
    await this.page.getByRole("checkbox", { name: "J'ai lu le contrat et je le signe électroniquement." }).check();
    await this.page.getByRole("button", { name: "Signer le contrat" }).click();
    await expect(this.page.getByRole("heading", { name: "Contrat signé" })).toBeVisible({ timeout: 30_000 });
  }

  /**
   * Signs amendment n° `number` as an amendment (« Signature de l'avenant »): the page invites the
   * talent to sign it « à votre contrat de mission », the client's signatory « au contrat de mise
   * à disposition », and lists what it changes (each of `changes` as the page words it, e.g.
   * « Date de fin : 26/03/2027 (au lieu de 26/02/2027) »).
   */
  async signAmendment(number: number, how: { draw: true } | { name: string }, changes: string[] = []) {
    await expect(this.page.getByRole("heading", { name: "Signature de l'avenant" })).toBeVisible({ timeout: 30_000 });
    await expect(
      this.page.getByText(
        new RegExp(
          `vous invite à signer l'avenant n° ${number} (à votre contrat de mission|au contrat de mise à disposition)\\.$`,
        ),
      ),
    ).toBeVisible();
    const changed = this.page.getByRole("region", { name: "Ce que l'avenant change" });
    for (const line of changes) await expect(changed).toContainText(line);
    await expect(this.page.getByRole("link", { name: "Lire l'avenant (PDF)" })).toBeVisible();
    expect(await this.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if ("draw" in how) await draw(this.page);
    else {
      await this.page.getByLabel("Votre nom et prénom").fill(how.name);
      await this.page.getByRole("button", { name: "Signer avec mon nom (clavier)" }).click();
    }
    await this.page.getByRole("checkbox", { name: "J'ai lu l'avenant et je le signe électroniquement." }).check();
    await this.page.getByRole("button", { name: "Signer l'avenant" }).click();
    await expect(this.page.getByRole("heading", { name: "Avenant signé" })).toBeVisible({ timeout: 30_000 });
  }

  /**
   * After signing, or on a used link: « Lire l'avenant signé (PDF) » (or « Lire le contrat signé
   * (PDF) ») opens a PDF — the sealed copy once made. Returns its bytes.
   */
  async expectSignedDocument(): Promise<Buffer> {
    const link = this.page.getByRole("link", { name: /^Lire (l'avenant|le contrat) signé \(PDF\)$/ });
    await expect(link).toBeVisible({ timeout: 30_000 });
    const file = await this.page.request.get((await link.getAttribute("href")) ?? "");
    expect(file.status(), await file.text()).toBe(200);
    const body = await file.body();
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    return body;
  }
}

export class TimesheetSignaturePage {
  constructor(readonly page: Page) {}

  async expectWeek(totalHours: string) {
    await expect(this.page.getByRole("heading", { name: /^Semaine \d+, du / })).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByText(`${totalHours} h`, { exact: false }).first()).toBeVisible();
    expect(await this.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }

  /** Contests days (« mercredi 16/12 », as the page names them), one reason each. */
  async contest(days: Array<{ day: string; reason: string }>, signer: string) {
    await this.page.getByRole("button", { name: "Contester des jours" }).click();
    for (const { day, reason } of days) {
      await this.page.getByRole("checkbox", { name: new RegExp(`^Je conteste le ${day} `) }).check();
      await this.page.getByRole("textbox", { name: `Motif pour le ${day}` }).fill(reason);
    }
    await this.page.getByLabel("Votre nom").fill(signer);
    await this.page.getByRole("button", { name: "Envoyer la contestation" }).click();
    await expect(this.page.getByRole("heading", { name: "Contestation envoyée" })).toBeVisible({ timeout: 30_000 });
  }

  /** Approves and signs with a drawn signature. */
  async sign(signer: string) {
    await this.page.getByRole("button", { name: "Approuver et signer" }).click();
    await this.page.getByLabel("Votre nom").fill(signer);
    await draw(this.page);
    await this.page.getByRole("button", { name: "Signer le relevé" }).click();
    await expect(this.page.getByRole("heading", { name: "Relevé signé" })).toBeVisible({ timeout: 30_000 });
  }
}
