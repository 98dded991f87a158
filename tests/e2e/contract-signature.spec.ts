// Contract e-signature on a phone (issue #17, item 5): a CSM sends a validated contract for
// signature (through the API, as the contract page does) once the server's document queue made
// its two documents from the validation; the talent signs from the link of their e-mail by
// drawing on a 375 px screen, the client's signatory by typing their name (keyboard only); a
// used link then says so in French; the contract is signed, and each signature's sealed PDF is
// made by the queue — nothing of it asked by a browser.
import type { APIRequestContext } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

type Api = {
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, body: unknown) => Promise<T>;
};

async function csmApi(request: APIRequestContext): Promise<Api> {
  const { supabaseAnonKey: apikey } = (await (await request.get("/config.json")).json()) as { supabaseAnonKey: string };
  const token = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey },
    data: { email: ACCOUNTS.csm, password: DEMO_PASSWORD },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const headers = { apikey, Authorization: `Bearer ${accessToken}` };
  const ok = async <T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> => {
    if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    get: async (path) => ok(await request.get(path, { headers })),
    post: async (path, body) => ok(await request.post(path, { headers, data: body })),
  };
}

/** A validated contract whose talent has an e-mail and whose client has a contract signatory. */
async function validatedContract(api: Api): Promise<string> {
  const contracts = await api.get<{ id: string; talent: { email: string | null }; company_id: string }[]>(
    "/rest/v1/contract?status=eq.validated&is_amendment=eq.false&select=id,company_id,talent:talent_id(email)&order=start_date.desc&limit=50",
  );
  for (const c of contracts) {
    if (!c.talent?.email) continue;
    const signers = await api.get<unknown[]>(
      `/rest/v1/contact?company_id=eq.${c.company_id}&status=eq.active&email=not.is.null&roles=cs.{contract_signatory}&select=id&limit=1`,
    );
    if (signers.length) return c.id;
  }
  throw new Error("aucun contrat validé avec un talent joignable et un signataire client");
}

test("the talent and the client sign their contract from their links on a phone", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const api = await csmApi(page.request);
  const id = await validatedContract(api);
  // the demo's validated contracts got their documents at the server's first start
  const files = () =>
    api
      .get<{ generated_file: string | null; generated_mad_file: string | null }[]>(
        `/rest/v1/contract?id=eq.${id}&select=generated_file,generated_mad_file`,
      )
      .then(([c]) => !!c?.generated_file && !!c.generated_mad_file);
  await expect.poll(files, { timeout: 30_000 }).toBe(true);
  const sent = await api.post<{ talent_email: string; client_email: string }>(
    "/rest/v1/rpc/send_contract_for_signature",
    {
      p_contract_id: id,
      p_base_url: baseURL,
    },
  );
  // The links as the recipients get them: the local server's mailbox (mail_outbox is the relay's only).
  const linkOf = async (email: string) => {
    const response = await page.request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`);
    const [mail] = (await response.json()) as { link: string }[];
    return mail.link;
  };
  const talentLink = await linkOf(sent.talent_email);
  const clientLink = await linkOf(sent.client_email);

  // The talent draws their signature with a finger.
  await page.goto(talentLink);
  await expect(page.getByRole("heading", { name: "Signature du contrat" })).toBeVisible();
  await expect(page.getByText("vous invite à signer votre contrat de mission")).toBeVisible();
  await expect(page.getByRole("link", { name: "Lire le contrat (PDF)" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/sign/contract");
  const pad = page.getByRole("img", { name: "Votre signature" });
  const box = (await pad.boundingBox()) as { x: number; y: number; width: number; height: number };
  expect(box.width).toBeLessThanOrEqual(375);
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 120, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 50, { steps: 8 });
  await page.mouse.up();
  await page.getByRole("button", { name: "Signer le contrat" }).click();
  await expect(page.getByText("Cochez la case pour confirmer que vous avez lu le contrat")).toBeVisible();
  await page.getByRole("checkbox", { name: "J'ai lu le contrat et je le signe électroniquement." }).check();
  await page.getByRole("button", { name: "Signer le contrat" }).click();
  await expect(page.getByRole("heading", { name: "Contrat signé" })).toBeVisible();

  // The same link again: used, in French.
  await page.goto(talentLink);
  await expect(page.getByRole("heading", { name: "Contrat déjà signé" })).toBeVisible();

  // The client's signatory signs with the keyboard only.
  await page.goto(clientLink);
  await expect(page.getByText("vous invite à signer le contrat de mise à disposition")).toBeVisible();
  await page.getByLabel("Votre nom et prénom").focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Signer avec mon nom (clavier)" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("img[alt='Votre signature']")).toBeVisible();
  // Onwards with Tab only to the consent box, then to the submit button.
  const consent = page.getByRole("checkbox", { name: "J'ai lu le contrat et je le signe électroniquement." });
  for (let i = 0; i < 5 && !(await consent.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press("Tab");
  await expect(consent).toBeFocused();
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Signer le contrat" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Contrat signé" })).toBeVisible();

  const read = async () =>
    (
      await api.get<{ status: string; signed_file: string | null; signed_mad_file: string | null }[]>(
        `/rest/v1/contract?id=eq.${id}&select=status,signed_file,signed_mad_file`,
      )
    )[0]!;
  // the sealed copies: the queue's, recorded by each signature
  await expect
    .poll(async () => ((c) => !!c.signed_file && !!c.signed_mad_file)(await read()), { timeout: 30_000 })
    .toBe(true);
  const contract = await read();
  expect(contract.status).toBe("signed");
  expect(contract.signed_file).toMatch(/contrat-de-mission-signe\.pdf$/);
  expect(contract.signed_mad_file).toMatch(/contrat-de-mise-a-disposition-signe\.pdf$/);
});

test("an unknown link says so in French", async ({ page }) => {
  await page.goto(`/sign/contract?token=${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "Lien inconnu" })).toBeVisible();
});
