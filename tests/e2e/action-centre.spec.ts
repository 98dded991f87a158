// The action centre and the bell. A consultant lands on his queues (grouped by severity, each
// item a link to the screen that resolves it), follows one, dismisses another with a reason;
// the key figures and their chart show. Notifications arrive live without a reload: a CSM
// sends a consultant's contract back (to him, by recipient), the consultant puts it back to
// review (to the external CSM, by role); the partner agency's browser receives no frame of
// either; "Tout marquer comme lu" empties the count.
import type { APIRequestContext } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD, type Account } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

/** REST as a demo account, as the app calls it (RLS and triggers apply). */
async function restAs(request: APIRequestContext, account: Account) {
  const { supabaseAnonKey: apikey } = (await (await request.get("/config.json")).json()) as { supabaseAnonKey: string };
  const token = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey },
    data: { email: ACCOUNTS[account], password: DEMO_PASSWORD },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const headers = { apikey, Authorization: `Bearer ${accessToken}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const response = await request.get(path, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as T;
    },
    patch: async (path: string, data: Record<string, unknown>) => {
      const response = await request.patch(path, { headers: { ...headers, Prefer: "return=minimal" }, data });
      expect(response.ok(), await response.text()).toBe(true);
    },
  };
}

const unreadIn = (label: string | null) => Number(/(\d+) non lues/.exec(label ?? "")?.[1] ?? 0);

test.describe("the action centre", () => {
  test.use({ account: "consultant" });

  test("a consultant sees his queue, follows an item and dismisses another with a reason", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard\/action-center$/);
    await expect(page.getByRole("heading", { name: "Centre d'actions", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^À traiter \(\d+\)$/, level: 3 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Contrats à modifier", level: 4 })).toBeVisible();

    // each item leads to the screen that resolves it
    const contractLink = page.getByRole("link", { name: /^CTR-\d{4}-\d{6} · / }).first();
    await expect(contractLink).toHaveAttribute(
      "href",
      /^\/contracts\/[0-9a-f-]{36}\/(admin-modification-requested|consultant-review)$/,
    );
    const applications = page.getByRole("link", { name: /^CMD-\d{4}-\d{6} · .*\(\d+\)$/ }).first();
    const label = (await applications.textContent()) ?? "";
    await applications.click();
    await expect(page).toHaveURL(/\/missions\/[0-9a-f-]{36}\/applications$/);
    await page.goBack();

    // dismiss it, with a reason (required)
    const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: label, exact: true }) });
    await item.getByRole("button", { name: "Ignorer" }).click();
    const dialog = page.getByRole("dialog", { name: `Ignorer « ${label} »` });
    await dialog.getByRole("button", { name: "Valider" }).click();
    await expect(dialog.getByText("Un motif est obligatoire")).toBeVisible();
    await page.mouse.move(0, 0); // the button's hover colour is not what axe should measure
    await expectNoSeriousA11yViolations(page, "modale Ignorer du centre d'actions");
    await dialog.getByLabel("Motif").fill("Candidatures vues avec le client ce matin");
    await dialog.getByRole("button", { name: "Valider" }).click();
    await expect(page.getByText("Élément ignoré")).toBeVisible();
    await expect(page.getByRole("link", { name: label, exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Contrats à modifier", level: 4 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("link", { name: label, exact: true })).toHaveCount(0);

    // the key figures, then their chart (its own chunk)
    await expect(page.getByRole("heading", { name: "Chiffres clés" })).toBeVisible();
    await expect(page.getByText("Commandes ouvertes")).toBeVisible();
    await expect(page.getByText("Heures signées par semaine (8 dernières semaines)")).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, "/dashboard/action-center");
  });
});

test.describe("the accountant's queues", () => {
  test.use({ account: "accounting" });

  test("a client over its credit cover is critical and leads to the company", async ({ page }) => {
    await page.goto("/dashboard/action-center");
    const title = page.getByRole("heading", {
      name: "Encours client au-delà de la garantie d'assurance-crédit",
      level: 4,
    });
    await expect(title).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("heading", { name: /^Critique \(\d+\)$/, level: 3 })).toBeVisible();
    const link = page.getByRole("link", { name: / · encours [\d ]+ € pour [\d ]+ € garantis$/ }).first();
    await expect(link).toHaveAttribute("href", /^\/companies\/[0-9a-f-]{36}$/);
    await link.click();
    await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/);
  });
});

test.describe("the bell", () => {
  test.use({ account: "consultant" });

  test("notifications arrive live by recipient and by role, never in another workspace", async ({
    page,
    asAccount,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.goto("/dashboard/action-center");
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await expect(bell).toBeVisible({ timeout: 30_000 });
    await expect(bell).toHaveAccessibleName(/non lues/, { timeout: 30_000 });
    const before = unreadIn(await bell.getAttribute("aria-label"));

    const external = await asAccount("externalCsm");
    await external.goto("/dashboard/action-center");
    const externalBell = external.getByRole("button", { name: /^Notifications/ });
    await expect(externalBell).toBeVisible({ timeout: 30_000 });

    const partner = await asAccount("partner");
    const partnerFrames: string[] = [];
    partner.on("websocket", (ws) => ws.on("framereceived", (f) => partnerFrames.push(String(f.payload))));
    await partner.goto("/dashboard/action-center");
    await expect(partner.getByRole("button", { name: /^Notifications/ })).toBeVisible({ timeout: 30_000 });

    // a CSM sends one of the consultant's contracts back: to the consultant
    const consultantApi = await restAs(request, "consultant");
    const [me] = await consultantApi.get<{ id: string }[]>(
      `/rest/v1/team_member?select=id&email=eq.${encodeURIComponent(ACCOUNTS.consultant)}`,
    );
    const [contract] = await consultantApi.get<{ id: string; contract_key: string }[]>(
      `/rest/v1/contract?select=id,contract_key&status=eq.review&owner_id=eq.${me.id}&order=contract_key&limit=1`,
    );
    const csm = await restAs(request, "csm");
    await csm.patch(`/rest/v1/contract?id=eq.${contract.id}`, {
      status: "admin_modification_requested",
      review_comment: "Le motif de recours est à préciser",
    });
    await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} non lues`, { timeout: 10_000 });
    await bell.click();
    const drawer = page.getByRole("dialog", { name: "Notifications" });
    const sentBack = drawer.getByRole("link", {
      name: new RegExp(`^Contrat renvoyé pour modification : ${contract.contract_key}`),
    });
    await expect(sentBack).toBeVisible({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(page, "tiroir des notifications");

    // the consultant puts it back to review: to the external CSMs, by role
    const externalBefore = unreadIn(await externalBell.getAttribute("aria-label"));
    await consultantApi.patch(`/rest/v1/contract?id=eq.${contract.id}`, { status: "modification" });
    await consultantApi.patch(`/rest/v1/contract?id=eq.${contract.id}`, { status: "review" });
    await expect(externalBell).toHaveAccessibleName(`Notifications, ${externalBefore + 1} non lues`, {
      timeout: 10_000,
    });
    await externalBell.click();
    await expect(
      external.getByRole("dialog", { name: "Notifications" }).getByRole("link", {
        name: new RegExp(`^Contrat à revoir : ${contract.contract_key}`),
      }),
    ).toBeVisible();
    expect(partnerFrames.filter((f) => f.includes(contract.contract_key))).toEqual([]);

    // the link opens the subject and marks it read; then everything read in one click
    await sentBack.click();
    await expect(page).toHaveURL(new RegExp(`/contracts/${contract.id}/admin-modification-requested$`));
    await expect(bell).toHaveAccessibleName(`Notifications, ${before} non lues`, { timeout: 10_000 });
    await bell.click();
    await drawer.getByRole("button", { name: "Tout marquer comme lu" }).click();
    await expect(bell).toHaveAccessibleName("Notifications", { timeout: 10_000 });
    await expect(drawer.getByText("Non lue")).toHaveCount(0);

    // a lost connection shows discreetly, and goes away once back
    await page.keyboard.press("Escape");
    await page.context().setOffline(true);
    await expect(page.getByRole("status", { name: /^Hors ligne/ })).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByRole("status", { name: /^Hors ligne/ })).toHaveCount(0);
  });
});
