// The client's and the temp's phones, signed in once to their space (/client, /talent) and kept
// for the whole walk: the agency invites them from the contact's or the talent's page, each then
// signs in with the code the local mailbox received and does their part from the space — what
// waits for them is opened from « À signer » (client) or the home (talent) on the usual signing
// pages, which lead back to the space.
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { signInToSpace } from "../support/portal.ts";

/** « Inviter » on the access card of the contact's or the talent's page the back office shows. */
export async function inviteToSpace(page: Page, kind: "client" | "talent", email: string) {
  const card = page.getByRole("region", {
    name: kind === "client" ? "Accès à l'espace client" : "Accès à l'espace talent",
  });
  await card.getByRole("button", { name: "Inviter" }).click();
  await expect(page.getByText(`Invitation envoyée à ${email}`)).toBeVisible({ timeout: 20_000 });
}

/** A 375 px phone signed in to its space, on its home. */
export async function spacePhone(
  browser: Browser,
  baseURL: string | undefined,
  request: APIRequestContext,
  space: "client" | "talent",
  person: { email: string; firstName: string },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 760 },
    hasTouch: true,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
  });
  const phone = await context.newPage();
  await signInToSpace(phone, request, space, person.email);
  await expect(phone.getByRole("heading", { level: 2, name: `Bonjour ${person.firstName}` })).toBeVisible({
    timeout: 20_000,
  });
  return phone;
}

type ClientItem = "Contrats à signer" | "Relevés d'heures à valider" | "Conditions commerciales";

/** From the client's « À signer », the item's button: the signing page opens with a way back. */
export async function openFromClientSpace(phone: Page, section: ClientItem, item: string | RegExp) {
  await phone.goto("/client/documents");
  const region = phone.getByRole("region", { name: section });
  const row = region.getByRole("listitem").filter({ hasText: item });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await row
    .getByRole("button", { name: section === "Relevés d'heures à valider" ? "Approuver ou contester" : "Signer" })
    .click();
  await expect(phone).toHaveURL(/[?&]return=%2Fclient%2Fdocuments/, { timeout: 20_000 });
}

/** « Retour à mon espace » on a signing page, once signed. */
export async function backToClientSpace(phone: Page) {
  await phone.getByRole("link", { name: /^Retour à mon espace/ }).click();
  await expect(phone).toHaveURL(/\/client\/documents$/);
}
