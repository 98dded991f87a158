// A mission's kanban (/missions/:id/applications) and /applications, by their French labels.
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD, type Account } from "../accounts.ts";

export class KanbanPage {
  constructor(readonly page: Page) {}

  async goto(missionId: string) {
    await this.page.goto(`/missions/${missionId}/applications`);
    await expect(this.page.getByRole("heading", { name: /^Candidatures de la mission/ })).toBeVisible({
      timeout: 30_000,
    });
  }

  readonly column = (stage: string) => this.page.getByRole("region", { name: new RegExp(`^${escape(stage)} \\d+$`) });
  readonly card = (stage: string, name: string) => this.column(stage).getByRole("listitem", { name });

  /** The card's "Déplacer vers…" menu, then the stage. */
  async moveByMenu(name: string, stage: string) {
    await this.page.getByRole("button", { name: `Déplacer vers… (${name})` }).click();
    await this.page.getByRole("menuitem", { name: stage, exact: true }).click();
  }

  /** The card moved through every stage up to « Retenu(e) par le client », one menu move each. */
  async moveToRetained(name: string) {
    for (const stage of TO_RETAINED) {
      await this.moveByMenu(name, stage);
      await expect(this.card(stage, name)).toBeVisible();
    }
  }

  /** An antd select: type, wait for the option, then Enter. */
  async choose(select: Locator, typed: string, option: string) {
    await select.fill(typed);
    await expect(this.page.getByRole("option", { name: option, exact: true })).toBeAttached();
    await select.press("Enter");
  }
}

/** The pipeline's stages from a new application to the client's choice, in the order they are reached. */
const TO_RETAINED = [
  "À qualifier",
  "Qualifié(e)",
  "Présélectionné(e)",
  "Présenté(e) au client",
  "Entretien client",
  "Retenu(e) par le client",
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Row = Record<string, unknown>;

/** The REST API as a demo account, for the data a test needs to start from. */
export async function restAs(request: APIRequestContext, account: Account) {
  const config = (await (await request.get("/config.json")).json()) as { supabaseAnonKey: string };
  const apikey = config.supabaseAnonKey;
  const token = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey },
    data: { email: ACCOUNTS[account], password: DEMO_PASSWORD },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const headers = { apikey, Authorization: `Bearer ${accessToken}` };
  return {
    get: async (pathAndQuery: string): Promise<Row[]> => {
      const response = await request.get(`/rest/v1/${pathAndQuery}`, { headers });
      if (!response.ok()) throw new Error(`${pathAndQuery}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as Row[];
    },
    post: async (table: string, body: Row): Promise<Row> => {
      const response = await request.post(`/rest/v1/${table}`, {
        headers: { ...headers, Prefer: "return=representation" },
        data: body,
      });
      if (!response.ok()) throw new Error(`${table}: ${response.status()} ${await response.text()}`);
      return ((await response.json()) as Row[])[0]!;
    },
  };
}

/** Fresh applications (stage "new") of qualified talents on an open mission of consultant@. */
export async function freshApplications(request: APIRequestContext, count: number) {
  const api = await restAs(request, "consultant");
  const [mission] = await api.get(
    "mission?select=id,reference,job_name&status=eq.open&is_client_order=eq.true&limit=1",
  );
  const taken = new Set(
    (await api.get(`application?select=talent_id&mission_id=eq.${mission!.id}`)).map((a) => a.talent_id),
  );
  const talents = (
    await api.get(
      "talent?select=id,first_name,last_name&qualification_status=eq.qualified&blacklisted_at=is.null&limit=200",
    )
  ).filter((t) => !taken.has(t.id));
  const picked = talents.slice(0, count);
  expect(picked).toHaveLength(count);
  for (const talent of picked) await api.post("application", { mission_id: mission!.id, talent_id: talent.id });
  return {
    mission: mission as { id: string; reference: string; job_name: string },
    names: picked.map((t) => `${t.first_name} ${t.last_name}`),
    api,
  };
}
