// The customer's signature page on a 375 px phone, without an account: a CSM creates the link
// through the API; a client signs the week and downloads the signed PDF; the link then shows
// the French "already used" page; a second client contests two days, with the keyboard alone.
import type { APIRequestContext, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { ACCOUNTS, DEMO_PASSWORD } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 375, height: 760 }, hasTouch: false });

type Api = { post: <T>(path: string, body: unknown) => Promise<T>; get: <T>(path: string) => Promise<T> };

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
    return (await res.json()) as T;
  };
  return {
    get: async (path) => check(await request.get(path, { headers })),
    post: async (path, body) => check(await request.post(path, { headers, data: body })),
  };
}

type DraftWeek = { id: string; contract: { signer: { status: string } | null }; timesheet_day: { id: string }[] };

/** Sends the `index`-th latest draft week with days and an active signer; returns its link. */
async function sendForSignature(api: Api, index: number): Promise<{ id: string; link: string }> {
  const weeks = await api.get<DraftWeek[]>(
    "/rest/v1/timesheet_week?select=id,contract:contract_id(signer:timesheet_signer_contact_id(status)),timesheet_day(id)&status=eq.draft&order=week_start.desc&limit=100",
  );
  const week = weeks.filter((w) => w.contract.signer?.status === "active" && w.timesheet_day.length >= 2)[index];
  const [{ token }] = await api.post<{ token: string }[]>("/rest/v1/rpc/create_timesheet_signature_link", {
    p_timesheet_week_id: week.id,
  });
  return { id: week.id, link: `/customer/timesheets/signature?token=${encodeURIComponent(token)}` };
}

/** A signature drawn with the pointer in the frame. */
async function draw(page: Page) {
  const box = await page.getByRole("img", { name: "Votre signature" }).boundingBox();
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

test("a client signs the week from the link, downloads the signed PDF, and the link is spent", async ({ page }) => {
  test.setTimeout(90_000);
  const { link } = await sendForSignature(await csmApi(page.request), 0);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await page.goto(link);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { name: /^Semaine \d+, du / })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("table", { name: "Heures de la semaine" })).toBeVisible();
  await expect(page.getByText(/taux|coefficient|NIR|sécurité sociale/i)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole("button", { name: "Approuver et signer" }).click();
  await expect(page.getByRole("heading", { name: "Approuver et signer" })).toBeFocused();
  await expect(page.getByLabel("Votre nom")).not.toHaveValue("");
  await page.getByRole("button", { name: "Signer le relevé" }).click();
  await expect(page.getByRole("alert")).toHaveText("Dessinez votre signature ou choisissez « Signer avec mon nom ».");
  await page.getByLabel("Votre nom").fill("Marc Durand");
  await draw(page);
  await page.getByRole("button", { name: "Signer le relevé" }).click();

  await expect(page.getByRole("heading", { name: "Relevé signé" })).toBeVisible();
  const pdfLink = page.getByRole("link", { name: "Télécharger le PDF signé" });
  await expect(pdfLink).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), pdfLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^releve-.*\.pdf$/);
  const bytes = readFileSync((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Ce lien a déjà été utilisé" })).toBeVisible();
  await expect(page.getByText("Ce relevé a déjà été signé ou contesté avec ce lien.", { exact: false })).toBeVisible();
});

test("a second client contests two days with a reason each, with the keyboard alone", async ({ page }) => {
  test.setTimeout(90_000);
  const api = await csmApi(page.request);
  const { id, link } = await sendForSignature(api, 1);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: /^Semaine \d+, du / })).toBeVisible({ timeout: 20_000 });

  await page.getByRole("button", { name: "Contester des jours" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Contester des jours" })).toBeFocused();
  const boxes = page.getByRole("checkbox");
  // Nothing checked: the page says so and keeps the focus in the form.
  await page.getByRole("button", { name: "Envoyer la contestation" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Cochez au moins un jour.")).toBeVisible();
  await expect(boxes.first()).toBeFocused();

  const reasons = ["Absent ce jour-là", "Arrivé à 10 h, pas à 8 h"];
  for (const [i, reason] of reasons.entries()) {
    await boxes.nth(i).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("textbox", { name: /^Motif pour le / }).nth(i)).toBeFocused();
    await page.keyboard.type(reason);
  }
  await page.getByLabel("Votre nom").fill("Sophie Martin");
  await page.getByRole("button", { name: "Envoyer la contestation" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Contestation envoyée" })).toBeFocused();
  await expect(page.getByText("les 2 jours contestés sont transmis", { exact: false })).toBeVisible();

  const [week] = await api.get<{ status: string }[]>(`/rest/v1/timesheet_week?id=eq.${id}&select=status`);
  expect(week.status).toBe("disputed");
  const contests = await api.get<{ reason: string; signer_name: string }[]>(
    `/rest/v1/timesheet_contest?timesheet_week_id=eq.${id}&select=reason,signer_name&order=day_date`,
  );
  expect(contests).toEqual(reasons.map((reason) => ({ reason, signer_name: "Sophie Martin" })));

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Ce lien a déjà été utilisé" })).toBeVisible();
});

test("an unknown link explains itself in French", async ({ page }) => {
  await page.goto(`/customer/timesheets/signature?token=${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "Lien de signature inconnu" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Approuver et signer" })).toHaveCount(0);
});
