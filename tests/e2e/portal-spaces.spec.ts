// The client and talent spaces (issue #50) on a 375 px phone: each opens on its sign-in form, its
// own page under the app's CSP (no antd, no back-office session), without a serious or critical
// axe violation; an unknown address gets the neutral French answer and no e-mail; a known one
// gets a code, a wrong code is refused in French, the right one signs in, and « Se déconnecter »
// signs out; the e-mail's link leads back to the space, signed in.
import type { Page } from "@playwright/test";
import { PORTAL_ACCOUNTS } from "../../supabase/seed/accounts.ts";
import { ACCOUNTS } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { pathOf } from "./support/mailbox.ts";
import { askCode, signInMail, signInToSpace, type SignInMail } from "./support/portal.ts";

test.use({ viewport: { width: 375, height: 760 }, hasTouch: false });

const PORTAL = { talent: PORTAL_ACCOUNTS.talent.email, client: PORTAL_ACCOUNTS.client.email };

/** Records the page's CSP violations from its first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

for (const [space, title] of [
  ["talent", "Espace talent"],
  ["client", "Espace client"],
] as const) {
  test(`/${space} opens on its sign-in form, under the CSP, accessible at 375 px`, async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto(`/${space}`);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await expect(page).toHaveTitle(`${title} — Renfort`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Connexion" })).toBeVisible();
    await expect(page.getByLabel("Adresse e-mail")).toBeEditable();
    await expect(page.getByRole("button", { name: "Se déconnecter" })).toHaveCount(0);
    // the space's own page: none of the back office's frame
    await expect(page.getByRole("button", { name: "Menu utilisateur" })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page, `/${space}`);

    // a path under the space is the same page (its later screens)
    await page.goto(`/${space}/documents`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}

test("the talent space is installable: its manifest", async ({ page, request }) => {
  await page.goto("/talent");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/talent.webmanifest");
  const response = await request.get("/talent.webmanifest");
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  expect(await response.json()).toMatchObject({
    name: "Renfort — Espace talent",
    start_url: "/talent",
    display: "standalone",
  });
});

test("an unknown address gets the neutral French answer, and no e-mail", async ({ page, request }) => {
  const email = `inconnu-${Date.now()}@exemple.test`;
  await page.goto("/talent");
  await askCode(page, email);
  await expect(page.getByLabel("Code à 6 chiffres")).toBeFocused();
  await expect(
    page.getByText(
      `Si l'adresse ${email} est connue de votre agence, un e-mail contenant un code à 6 chiffres vient d'y être envoyé.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "/talent, code step");
  const mails = (await (await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as SignInMail[];
  expect(mails).toEqual([]);
});

test("a known address signs in with its code after a wrong one, then signs out", async ({ page, request }) => {
  const email = ACCOUNTS.candidate;
  await page.goto("/talent");
  await askCode(page, email);
  const { otp } = await signInMail(request, email);
  const code = page.getByLabel("Code à 6 chiffres");

  await code.fill(otp === "000000" ? "999999" : "000000");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText(
    "Code incorrect ou expiré. Vérifiez les 6 chiffres reçus ou demandez un nouveau code.",
  );
  await expect(code).toBeFocused();

  await code.fill(otp as string);
  await page.keyboard.press("Enter");
  const signOut = page.getByRole("button", { name: "Se déconnecter" });
  await expect(signOut).toBeVisible();
  // this account is no client contact nor talent: public.talent_space_home() answers 42501, in French
  await expect(page.getByRole("alert")).toHaveText("Accès réservé aux clients et talents invités par l'agence");
  await expectNoSeriousA11yViolations(page, "/talent, signed in");

  // the session is kept across a reload, then « Se déconnecter » ends it
  await page.reload();
  await signOut.click();
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await expect(signOut).toHaveCount(0);
});

test("the sign-in e-mail's link leads back to the space, signed in", async ({ page, request }) => {
  const email = ACCOUNTS.marketing;
  await page.goto("/client");
  await askCode(page, email);
  const { link } = await signInMail(request, email);
  expect(link).toContain(encodeURIComponent("/client"));
  await page.goto(pathOf(link as string));
  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByRole("heading", { level: 1, name: "Espace client" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Connexion" })).toHaveCount(0);
});

test("the seeded talent signs in once and finds their missions, relevés and pay", async ({ page, request }) => {
  await signInToSpace(page, request, "talent", PORTAL.talent);
  await expect(page.getByRole("heading", { level: 2, name: /^Bonjour / })).toBeVisible({ timeout: 20_000 });
  const missions = page.getByRole("region", { name: /^Mes missions/ });
  await expect(missions.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: /^Mes relevés/ })
      .getByRole("heading", { level: 3 })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: /^Ma paie/ })).toBeVisible();
  // never a coefficient, a margin or a note
  await expect(page.getByText(/coefficient|marge/i)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "/talent, the seeded talent's home");
});

test("the seeded client contact signs in once and finds the company's orders, contracts, relevés and invoices", async ({
  page,
  request,
}) => {
  await signInToSpace(page, request, "client", PORTAL.client);
  await expect(page.getByRole("heading", { level: 2, name: /^Bonjour / })).toBeVisible({ timeout: 20_000 });
  for (const title of [/^Mes commandes/, /^Contrats à signer/, /^Relevés à valider/, /^Factures/])
    await expect(page.getByRole("region", { name: title })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: /^Factures/ })
      .getByRole("heading", { level: 3 })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/coefficient|marge/i)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "/client, the seeded contact's home");
});
