// An amendment (/amendments/:id, docs/rules/contracts.md#amendments), by its French labels: created
// from its contract's page (« Créer un avenant »), moved through the contracts' review flow to
// « Envoyé en signature » by the accounts the transition table names, then signed by the talent
// and the client's signatory from the links of their mailbox (ContractSignaturePage.signAmendment).
//
//   const consultant = new AmendmentPage(page);
//   const path = await consultant.createAmendment(contractPath, { type: "Renouvellement", end: "2027-03-26", wage: "17" });
//   await new AmendmentPage(managerPage).validateAsManager(path);      // a non-autonomous consultant's draft
//   await consultant.submit(path);                                     // consultant or external CSM
//   const csm = new AmendmentPage(csmPage);
//   await csm.validate(path);                                          // CSM or accounting
//   await csm.sendForSignature(path);                                  // both PDFs generated, links mailed
//   const links = await amendmentLinks(request, { talent, client }, 1, contractKey);
//   await new ContractSignaturePage(await phoneOn(browser, links.talent)).signAmendment(1, { draw: true });
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { mailedLinks } from "../support/mailbox.ts";
import { ContractPage } from "./contracts-page.ts";

/** The terms an amendment changes (dates as the contract form takes them, « 2027-03-26 »). */
export type AmendmentValues = {
  /** the amendment's type as listed (« Renouvellement » by default, « Modification de rémunération »…) */
  type?: string;
  /** its effective date (the form's « Début ») */
  effective?: string;
  /** the new term (« Fin ») */
  end?: string;
  /** the new gross hourly wage (« Salaire horaire brut (€) ») */
  wage?: string;
  /** the new coefficient (roles that see the pricing) */
  coefficient?: string;
  /** « Justification du motif », the reason the amendment gives */
  reason?: string;
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export class AmendmentPage {
  private readonly contract: ContractPage;

  constructor(readonly page: Page) {
    this.contract = new ContractPage(page);
  }

  readonly dialog = (): Locator => this.page.getByRole("dialog", { name: "Nouvel avenant" });

  /** The amendment's page: « Avenant n° N au contrat CTR-… » and its status tag (opened unless it is open). */
  async goto(path: string) {
    if (new URL(this.page.url(), "http://x").pathname !== path) await this.page.goto(path);
    await expect(this.page.getByRole("heading", { name: /^Avenant n° \d+ au contrat / })).toBeVisible({
      timeout: 30_000,
    });
  }

  async expectStatus(label: string) {
    await this.contract.expectStatus(label);
  }

  /**
   * « Créer un avenant » on the contract's page (`contractPath`, /contracts/:id): its type, then the
   * terms it changes in the form prefilled with the contract's; « Créer l'avenant » opens the new
   * amendment's page, « Brouillon ». Returns its path (/amendments/:id).
   */
  async createAmendment(contractPath: string, values: AmendmentValues): Promise<string> {
    await this.contract.goto(contractPath);
    const dialog = this.dialog();
    // the cards above the button (documents, DPAE history) may still be growing: a click taken
    // as they do can land beside it (seen once on a clean clone); clicked again until it opens
    await expect(async () => {
      if (!(await dialog.isVisible())) await this.page.getByRole("button", { name: "Créer un avenant" }).click();
      await expect(dialog.getByLabel("Salaire horaire brut (€)")).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    if (values.type && values.type !== "Renouvellement") {
      // the select's shown value covers its input: the click goes to where the input is
      await dialog.getByRole("combobox", { name: "Type d'avenant" }).click({ force: true });
      await this.page
        .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: values.type })
        .first()
        .click();
      await expect(dialog.getByTitle(values.type, { exact: true }).first()).toBeVisible();
    }
    await this.contract.fill(dialog, {
      start: values.effective,
      end: values.end,
      wage: values.wage,
      coefficient: values.coefficient,
    });
    if (values.reason) await dialog.getByLabel("Justification du motif").fill(values.reason);
    await dialog.getByRole("button", { name: "Créer l'avenant" }).click();
    await expect(this.page).toHaveURL(/\/amendments\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await this.expectStatus("Brouillon");
    return new URL(this.page.url()).pathname;
  }

  /** The manager's validation of a non-autonomous consultant's draft (as the manager). */
  async validateAsManager(path: string) {
    await this.goto(path);
    await this.contract.act("Valider en tant que manager");
    await this.contract.expectManagerValidated();
  }

  /** « Soumettre en revue » (the consultant, or an external CSM): « En revue administrative ». */
  async submit(path: string) {
    await this.goto(path);
    await this.contract.act("Soumettre en revue");
    await this.expectStatus("En revue administrative");
  }

  /** « Valider le contrat » (a CSM, or accounting): « Validé ». */
  async validate(path: string) {
    await this.goto(path);
    await this.contract.act("Valider le contrat");
    await this.expectStatus("Validé");
  }

  /**
   * « Envoyer pour signature » once its two PDFs are generated (the page makes them at « Validé »):
   * « Envoyé en signature », the links mailed to the talent and the client's signatory.
   */
  async sendForSignature(path: string) {
    await this.goto(path);
    await this.contract.expectDocuments();
    await this.contract.sendForSignature();
  }

  /** Both parties signed: « Signé », and the two sealed PDFs readable. */
  async expectSigned(path: string) {
    await this.goto(path);
    await this.expectStatus("Signé");
    await this.contract.expectDocuments(true);
  }
}

/**
 * The links mailed for amendment n° `number` of contract `contractKey` to the talent and the
 * client's signatory (« Avenant n° 1 au contrat de mission CTR-… à signer », « … de mise à
 * disposition … »), newest first.
 */
export async function amendmentLinks(
  request: APIRequestContext,
  emails: { talent: string; client: string },
  number: number,
  contractKey: string,
): Promise<{ talent: string; client: string }> {
  const subject = (copy: string) => new RegExp(`^Avenant n° ${number} au ${copy} ${escape(contractKey)} à signer$`);
  const [talent] = await mailedLinks(request, emails.talent, subject("contrat de mission"));
  const [client] = await mailedLinks(request, emails.client, subject("contrat de mise à disposition"));
  return { talent: talent!, client: client! };
}

/** The subjects of the signed copies mailed to `email` for amendment n° `number` (waits for the first). */
export async function signedAmendmentCopies(
  request: APIRequestContext,
  email: string,
  number: number,
  contractKey: string,
): Promise<string[]> {
  const subject = new RegExp(`^Avenant n° ${number} au contrat .*${escape(contractKey)} signé$`);
  let subjects: string[] = [];
  await expect(async () => {
    const mails = (await (await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
      subject: string;
    }[];
    subjects = mails.map((m) => m.subject).filter((s) => subject.test(s));
    expect(subjects.length, `a signed copy mailed to ${email}`).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });
  return subjects;
}
