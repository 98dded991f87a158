// /talents/super-search, by its French labels; and a seeded talent to look for, read from the
// API as the signed-out app would read it after signing in (REST, the account's own rights).
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD, type Account } from "../accounts.ts";

export type SeededTalent = { id: string; first_name: string; last_name: string };

export class SuperSearchPage {
  constructor(readonly page: Page) {}

  readonly form = () => this.page.getByRole("search", { name: "Critères de recherche" });
  readonly text = () => this.form().getByLabel("Recherche");
  readonly count = () => this.page.getByText(/^Talents trouvés : \d+$/);
  readonly row = (text: string) => this.page.getByRole("row").filter({ hasText: text });

  async goto() {
    await this.page.goto("/talents/super-search");
    await expect(this.page.getByRole("heading", { name: "Super recherche" })).toBeVisible();
  }

  /** An antd select with search: type, wait for the option, then Enter. */
  private async choose(select: Locator, typed: string, option: string) {
    await select.fill(typed);
    await expect(this.page.getByRole("option", { name: option, exact: true })).toBeAttached();
    await select.press("Enter");
  }

  async search(o: { text?: string; city?: { typed: string; option: string }; radiusKm?: number }) {
    if (o.text !== undefined) await this.text().fill(o.text);
    if (o.city)
      await this.choose(this.form().getByRole("combobox", { name: "Autour de (ville)" }), o.city.typed, o.city.option);
    if (o.radiusKm !== undefined) await this.form().getByLabel("Rayon (km)").fill(String(o.radiusKm));
    await this.form().getByRole("button", { name: "Rechercher" }).click();
  }

  /** The number the page shows under the criteria. */
  async shownCount(): Promise<number> {
    await expect(this.count()).toBeVisible();
    return Number((await this.count().innerText()).replace(/\D+/g, ""));
  }
}

/** A talent of the account's workspace living in `city` whose name has an accent (first one by name). */
export async function seededTalentIn(
  request: APIRequestContext,
  account: Account,
  city: string,
): Promise<SeededTalent> {
  const config = (await (await request.get("/config.json")).json()) as { supabaseAnonKey: string };
  const headers = { apikey: config.supabaseAnonKey };
  const token = await request.post("/auth/v1/token?grant_type=password", {
    headers,
    data: { email: ACCOUNTS[account], password: DEMO_PASSWORD },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const query = new URLSearchParams({
    select: "id,first_name,last_name,address:address_id!inner(city)",
    "address.city": `eq.${city}`,
    or: "(first_name.like.*é*,last_name.like.*é*)",
    blacklisted_at: "is.null",
    order: "last_name,first_name",
    limit: "1",
  });
  const res = await request.get(`/rest/v1/talent?${query}`, {
    headers: { ...headers, Authorization: `Bearer ${access_token}` },
  });
  const [talent] = (await res.json()) as SeededTalent[];
  if (!talent) throw new Error(`aucun talent au nom accentué à ${city} dans les données de démonstration`);
  return talent;
}

/** "Léa Traoré" → "lea traore": what a user types without accents. */
export const withoutAccents = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
