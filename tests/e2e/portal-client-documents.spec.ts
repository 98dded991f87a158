// The client's documents in their space (issue #50, items 2 and 4) on a 375 px phone: the demo
// client (client@renfort.test) signs in once, opens an invoice from the home's list and downloads
// its frozen PDF (the link client-invoice-pdf signs: 200, application/pdf); then, a week put up for
// their approval by the CSM through the API (they are made its validator), approves it from
// « À signer » through the usual signing page, comes back to the space by its link and sees the
// week approved. Axe finds no serious or critical violation on the new screens.
import type { APIRequestContext, Page } from "@playwright/test";
import { PORTAL_ACCOUNTS } from "../../supabase/seed/accounts.ts";
import { ACCOUNTS, DEMO_PASSWORD } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { signInToSpace } from "./support/portal.ts";

test.use({ viewport: { width: 375, height: 760 }, hasTouch: false });

const CLIENT = PORTAL_ACCOUNTS.client.email;

type Api = {
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, body: unknown) => Promise<T>;
  patch: (path: string, body: unknown) => Promise<void>;
};

/** The REST API as the CSM, as the back office calls it. */
async function csmApi(request: APIRequestContext): Promise<Api> {
  const { supabaseAnonKey: apikey } = (await (await request.get("/config.json")).json()) as { supabaseAnonKey: string };
  const session = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey },
    data: { email: ACCOUNTS.csm, password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await session.json()) as { access_token: string };
  const headers = { apikey, Authorization: `Bearer ${token}` };
  const check = async <T>(res: Awaited<ReturnType<APIRequestContext["get"]>>) => {
    if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  };
  return {
    get: async (path) => check(await request.get(path, { headers })),
    post: async (path, body) => check(await request.post(path, { headers, data: body })),
    patch: async (path, body) => {
      await check(await request.patch(path, { headers, data: body }));
    },
  };
}

/**
 * The CSM makes the demo contact a timesheet validator, names them the validator of a week of
 * their company that has hours, and puts it up for signature; returns the week's Monday.
 */
async function weekForTheClient(api: Api): Promise<string> {
  const [contact] = await api.get<Array<{ id: string; company_id: string; roles: string[] }>>(
    `/rest/v1/contact?email=eq.${encodeURIComponent(CLIENT)}&select=id,company_id,roles`,
  );
  if (!contact.roles.includes("timesheet_signer"))
    await api.patch(`/rest/v1/contact?id=eq.${contact.id}`, { roles: [...contact.roles, "timesheet_signer"] });
  const weeks = await api.get<Array<{ id: string; week_start: string; timesheet_day: { id: string }[] }>>(
    `/rest/v1/timesheet_week?company_id=eq.${contact.company_id}&status=eq.draft&select=id,week_start,timesheet_day(id)&order=week_start.desc&limit=50`,
  );
  const week = weeks.find((w) => w.timesheet_day.length >= 1);
  if (!week) throw new Error("no draft week with hours for the demo client's company");
  await api.patch(`/rest/v1/timesheet_week?id=eq.${week.id}`, { signer_contact_id: contact.id });
  await api.post("/rest/v1/rpc/create_timesheet_signature_link", { p_timesheet_week_id: week.id });
  return week.week_start;
}

const frenchDate = (iso: string) => iso.slice(0, 10).split("-").reverse().join("/");

/** A signature drawn with the pointer in the frame. */
async function draw(page: Page) {
  const frame = page.getByRole("img", { name: "Votre signature" });
  await frame.scrollIntoViewIfNeeded();
  const box = await frame.boundingBox();
  if (!box) throw new Error("no signature frame");
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, -40],
    [110, 20],
    [170, -30],
    [240, 10],
  ])
    await page.mouse.move(box.x + dx, box.y + box.height * 0.5 + dy, { steps: 4 });
  await page.mouse.up();
}

test("the client opens an invoice and its PDF, then approves a week from the space and sees it approved", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const monday = await weekForTheClient(await csmApi(page.request));
  await signInToSpace(page, page.request, "client", CLIENT);
  await expect(page.getByRole("region", { name: "À faire" })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, "/client, « À faire » and « Nouveautés »");

  await test.step("an invoice from the home's list, and its PDF", async () => {
    const invoices = page.getByRole("region", { name: "Factures" });
    const first = invoices.getByRole("link", { name: /^Facture / }).first();
    const name = (await first.textContent()) ?? "";
    await first.click();
    await expect(page).toHaveURL(/\/client\/invoices\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByRole("region", { name: "Montants" })).toContainText("Reste à payer");
    await expect(page.getByText(/coefficient|marge/i)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page, "/client/invoices/<id>");
    // the document worker makes the frozen PDF after the seed: the button comes with it
    const download = page.getByRole("button", { name: "Télécharger la facture (PDF)" });
    await expect(async () => {
      if (!(await download.isVisible())) await page.reload();
      await expect(download).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    // opened in a new tab: the space stays on the invoice
    const [pdf, tab] = await Promise.all([
      page.context().waitForEvent("response", (r) => r.url().includes("/storage/v1/object/sign/invoices/")),
      page.context().waitForEvent("page"),
      download.click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    await expect(page).toHaveURL(/\/client\/invoices\/[0-9a-f-]{36}$/);
    await tab.close();
  });

  await test.step("a week approved from « À signer » through the signing page", async () => {
    await page.goto("/client");
    const todo = page.getByRole("region", { name: "À faire" });
    await todo
      .getByRole("link", { name: `Relevé de la semaine du ${frenchDate(monday)} à valider`, exact: false })
      .click();
    await expect(page).toHaveURL(/\/client\/documents$/);
    await expect(page.getByRole("heading", { level: 2, name: "À signer", exact: true })).toBeVisible();
    const item = page
      .getByRole("region", { name: "Relevés d'heures à valider" })
      .getByRole("listitem")
      .filter({ hasText: `Semaine du ${frenchDate(monday)}` });
    await expectNoSeriousA11yViolations(page, "/client/documents");
    // the keyboard's way to the button
    await item.getByRole("button", { name: "Approuver ou contester" }).focus();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/customer\/timesheets\/signature\?token=.+&return=%2Fclient%2Fdocuments$/);
    await expect(page.getByRole("heading", { name: /^Semaine \d+, du / })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: "Approuver et signer" }).click();
    await expect(page.getByLabel("Votre nom")).not.toHaveValue("");
    await draw(page);
    await page.getByRole("button", { name: "Signer le relevé" }).click();
    await expect(page.getByRole("heading", { name: "Relevé signé" })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("link", { name: /^Retour à mon espace/ }).click();

    await expect(page).toHaveURL(/\/client\/documents$/);
    await expect(page.getByRole("region", { name: "Relevés d'heures à valider" })).toBeVisible({ timeout: 20_000 });
    await expect(item).toHaveCount(0);
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    const week = page
      .getByRole("region", { name: "Relevés à valider" })
      .getByRole("listitem")
      .filter({ hasText: `Semaine du ${frenchDate(monday)}` });
    await expect(week.first()).toContainText("Signé par le client");
  });
});
