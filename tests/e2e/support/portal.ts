// Signing in to the client and talent spaces (/client, /talent) as their users do: the e-mail
// address, then the 6-digit code the local server's mailbox received.
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export type SignInMail = { subject: string; link: string | null; otp: string | null };

/** The newest sign-in e-mail sent to `email` (waits for it). */
export async function signInMail(request: APIRequestContext, email: string): Promise<SignInMail> {
  let mail: SignInMail | undefined;
  await expect(async () => {
    const mails = (await (await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as SignInMail[];
    mail = mails.find((m) => m.subject === "Votre lien de connexion" && m.otp);
    expect(mail, `a sign-in e-mail to ${email}`).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return mail as SignInMail;
}

/** « Recevoir un code » for `email` on the space's sign-in form. */
export async function askCode(page: Page, email: string) {
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "Recevoir un code" }).click();
  await expect(page.getByRole("heading", { name: "Saisissez votre code" })).toBeVisible();
}

/** Signs `email` in to `/space` with the code the mailbox received. */
export async function signInToSpace(page: Page, request: APIRequestContext, space: "talent" | "client", email: string) {
  await page.goto(`/${space}`);
  await askCode(page, email);
  const { otp } = await signInMail(request, email);
  await page.getByLabel("Code à 6 chiffres").fill(otp as string);
  await page.keyboard.press("Enter");
}
