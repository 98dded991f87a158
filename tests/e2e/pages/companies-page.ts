// /companies and /companies/:id, by their French labels; valid SIREN/SIRET no seed holds. A new
// company, its establishments, and its contacts with their roles (given in the contact form, or
// changed in place on the contacts tab).
import { expect, type Locator, type Page } from "@playwright/test";

/** The Luhn key that completes `body` (SIREN, SIRET). */
const luhnKey = (body: string): string => {
  for (let key = 0; key < 10; key += 1) {
    const sum = [...`${body}${key}`].reverse().reduce((s, d, i) => {
      const n = Number(d) * (i % 2 ? 2 : 1);
      return s + (n > 9 ? n - 9 : n);
    }, 0);
    if (sum % 10 === 0) return String(key);
  }
  throw new Error("unreachable");
};
const randomDigits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join("");

/** 8 random digits and the Luhn key (never La Poste's 356000000). */
export const randomSiren = (): string => {
  const body = `${1 + Math.floor(Math.random() * 2)}${randomDigits(7)}`;
  return `${body}${luhnKey(body)}`;
};
/** The SIREN, a 4-digit establishment number and the Luhn key over the 14 digits. */
export const randomSiret = (siren: string): string => {
  const body = `${siren}${randomDigits(4)}`;
  return `${body}${luhnKey(body)}`;
};
/** The same SIRET with a wrong key. */
export const wrongKey = (siret: string): string => `${siret.slice(0, -1)}${(Number(siret.at(-1)) + 1) % 10}`;

export type AgencyValues = {
  name: string;
  siret: string;
  headOffice?: boolean;
  naf?: { typed: string; option: string };
  address?: { street: string; city: string; option: string };
};

/** A contact of the « Nouveau contact » form; roles by their French labels (« Signataire contrats »…). */
export type ContactValues = {
  firstName: string;
  lastName: string;
  jobTitle?: string;
  email?: string;
  phone?: string;
  roles?: string[];
};

export class CompanyPage {
  constructor(readonly page: Page) {}

  readonly contactDialog = () => this.page.getByRole("dialog", { name: "Nouveau contact" });
  /** A contact's row of the contacts tab, by its displayed name (« Hélène GARNIER »). */
  readonly contactRow = (name: string) => this.page.getByRole("row").filter({ hasText: name });
  /** The in-place roles select of a contact's row. */
  readonly rolesOf = (name: string) => this.page.getByRole("combobox", { name: `Rôles de ${name}` });

  /** From /companies: « Nouvelle entreprise » with its name and SIREN, saved; its page opens. */
  async create(name: string, siren = randomSiren()) {
    await this.page.goto("/companies");
    // a cold first load can take long on a loaded machine
    await expect(this.page.getByRole("heading", { name: "Entreprises" })).toBeVisible({ timeout: 30_000 });
    await this.page.getByRole("button", { name: "Nouvelle entreprise" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Nouvelle entreprise" });
    await dialog.getByLabel("Raison sociale").fill(name);
    await dialog.getByLabel("SIREN").fill(siren);
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(this.page.getByRole("heading", { name })).toBeVisible({ timeout: 30_000 });
    await expect(this.page).toHaveURL(/\/companies\/[0-9a-f-]{36}/);
    return { path: new URL(this.page.url()).pathname, siren };
  }

  /** On the details tab: the client's collective agreement (IDCC), saved. */
  /**
   * The company's collective agreement, saved: waits for the save that carries it (the creation's
   * « Succès ! » may still be on screen, and a field typed before the form has read the record is
   * overwritten by it), then for the field to read it back.
   */
  async setIdcc(idcc: string) {
    const field = this.page.getByLabel("Convention collective (IDCC)");
    await expect(field).toBeEditable({ timeout: 30_000 });
    await expect(this.page.getByRole("textbox", { name: "Raison sociale" }).first()).not.toHaveValue("", {
      timeout: 30_000,
    });
    // the company's page saves through public.save_company (the company and its address)
    const saved = this.page.waitForResponse(
      (r) =>
        r.request().method() === "POST" &&
        new URL(r.url()).pathname === "/rest/v1/rpc/save_company" &&
        (r.request().postDataJSON() as { p_values?: { idcc?: string } } | null)?.p_values?.idcc === idcc,
      { timeout: 30_000 },
    );
    await field.fill(idcc);
    await this.page.getByRole("button", { name: "Enregistrer" }).first().click();
    expect((await saved).ok()).toBe(true);
    await expect(field).toHaveValue(idcc);
  }

  /** The details tab's « Majorations (égalité de traitement) » card. */
  readonly majorationsCard = () =>
    this.page
      .locator(".ant-card")
      .filter({ has: this.page.getByText("Majorations (égalité de traitement)", { exact: true }) });

  /**
   * « Majorations du client » on that card: the client's own night, Sunday and holiday
   * percentages (a blank one left to the agreement) with their source, saved (L1251-18).
   */
  async setMajorations(values: { night?: number; sunday?: number; holiday?: number; source: string }) {
    await this.majorationsCard().getByRole("button", { name: "Majorations du client" }).click();
    const form = this.page.getByRole("form", { name: "Majorations (égalité de traitement)" });
    const fields = {
      night: "Heures de nuit (%)",
      sunday: "Dimanche (%)",
      holiday: "Jour férié travaillé (%)",
    } as const;
    for (const [key, label] of Object.entries(fields))
      if (values[key as keyof typeof fields] !== undefined)
        await form.getByLabel(label).fill(String(values[key as keyof typeof fields]));
    await form.getByLabel("Source (accord, usage, note de service)").fill(values.source);
    await this.page.getByRole("dialog").getByRole("button", { name: "Enregistrer" }).click();
    await expect(form).toBeHidden({ timeout: 20_000 });
  }

  async openContacts() {
    await this.page.getByRole("tab", { name: "Contacts" }).click();
    await expect(this.page.getByRole("button", { name: "Nouveau contact" })).toBeVisible();
  }

  /** Adds roles to an antd multiple select (searchable once open): type each label, Enter; then closes the list. */
  private async addRoles(select: Locator, roles: string[]) {
    await select.click();
    for (const role of roles) {
      await select.fill(role);
      await expect(this.page.getByRole("option", { name: role, exact: true })).toBeAttached();
      await select.press("Enter");
    }
    await select.press("Escape");
  }

  /** « Nouveau contact » on the contacts tab, filled (roles included) and saved. */
  async addContact(values: ContactValues) {
    await this.page.getByRole("button", { name: "Nouveau contact" }).click();
    const dialog = this.contactDialog();
    await dialog.getByLabel("Prénom").fill(values.firstName);
    await dialog.getByLabel("Nom de famille").fill(values.lastName);
    if (values.jobTitle) await dialog.getByLabel("Poste").fill(values.jobTitle);
    if (values.email) await dialog.getByLabel("E-mail").fill(values.email);
    if (values.phone) await dialog.getByLabel("Téléphone").fill(values.phone);
    if (values.roles?.length) await this.addRoles(dialog.getByRole("combobox", { name: "Rôles" }), values.roles);
    // from the keyboard: the toast of the step before may lie over the dialog's footer at 1280 px,
    // and a pointer on it keeps it open (the toasts pause while hovered)
    await dialog.getByRole("button", { name: "Enregistrer" }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect(this.contactRow(`${values.firstName} ${values.lastName.toUpperCase()}`)).toBeVisible();
  }

  /** Adds roles to a contact from its row (each one saved at once). */
  async addContactRoles(name: string, roles: string[]) {
    await this.addRoles(this.rolesOf(name), roles);
  }

  readonly agencyDialog = () => this.page.getByRole("dialog", { name: "Nouvel établissement" });
  readonly agencyRow = (text: string) => this.page.getByRole("row").filter({ hasText: text });

  /** An antd select with search: type, wait for the option, then Enter. */
  private async choose(select: Locator, typed: string, option: string) {
    await select.fill(typed);
    await expect(this.page.getByRole("option", { name: option, exact: true })).toBeAttached();
    await select.press("Enter");
  }

  async openAgencies() {
    await this.page.getByRole("tab", { name: "Établissements" }).click();
    await expect(this.page.getByRole("button", { name: "Ajouter un établissement" })).toBeVisible();
  }

  /** Opens "Ajouter un établissement" and fills the form (without saving). */
  async fillAgency(values: AgencyValues) {
    const dialog = this.agencyDialog();
    if (!(await dialog.isVisible())) await this.page.getByRole("button", { name: "Ajouter un établissement" }).click();
    await dialog.getByLabel("Nom", { exact: true }).fill(values.name);
    await dialog.getByLabel("SIRET").fill(values.siret);
    const headOffice = dialog.getByRole("switch", { name: "Siège social" });
    if ((await headOffice.getAttribute("aria-checked")) !== String(!!values.headOffice)) await headOffice.click();
    if (values.naf)
      await this.choose(dialog.getByRole("combobox", { name: "Code NAF (APE)" }), values.naf.typed, values.naf.option);
    if (values.address) {
      await dialog.getByLabel("Adresse", { exact: true }).fill(values.address.street);
      await this.choose(dialog.getByRole("combobox", { name: "Ville" }), values.address.city, values.address.option);
      await expect(dialog.getByTitle(values.address.option)).toBeVisible();
    }
    return dialog;
  }

  async save(dialog: Locator) {
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
  }
}
