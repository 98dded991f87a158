// /companies and /companies/:id, by their French labels; valid SIREN/SIRET no seed holds.
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

export class CompanyPage {
  constructor(readonly page: Page) {}

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
