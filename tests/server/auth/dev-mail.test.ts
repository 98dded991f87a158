// The local outbox at /_dev: the French HTML page and the JSON list, newest first, and nothing
// mounted outside local mode.
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { ServerContext } from "../../../server/context.ts";
import { devService } from "../../../server/dev/index.ts";
import { client, serverUrl } from "../helpers.ts";
import { outbox, uniqueEmail } from "./helpers.ts";

async function twoMails(): Promise<string> {
  const email = uniqueEmail("boite").toLowerCase();
  await client().auth.signUp({ email, password: "secret1" });
  await client().auth.signInWithOtp({ email });
  await client().auth.resetPasswordForEmail(email);
  return email;
}

describe("the dev outbox", () => {
  it("lists a recipient's mails as JSON, newest first, with link and code", async () => {
    const email = await twoMails();
    const mails = await outbox(email);
    expect(mails.map((m) => m.subject)).toEqual(["Réinitialisez votre mot de passe", "Votre lien de connexion"]);
    expect(Object.keys(mails[0]).sort()).toEqual([
      "created_at",
      "html",
      "id",
      "link",
      "otp",
      "subject",
      "text",
      "to",
      "type",
    ]);
    expect(Date.parse(mails[0].created_at)).toBeGreaterThanOrEqual(Date.parse(mails[1].created_at));
    const everyone = (await (await fetch(`${serverUrl()}/_dev/mail.json?limit=500`)).json()) as Array<{ to: string }>;
    expect(everyone.some((m) => m.to === email)).toBe(true);
  });

  it("shows them on a French HTML page with clickable links", async () => {
    const email = await twoMails();
    const [recovery, magic] = await outbox(email);
    const res = await fetch(`${serverUrl()}/_dev/mail?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`Courriels envoyés à ${email}`);
    expect(html).toContain(`href="${(recovery.link ?? "").replaceAll("&", "&amp;")}"`);
    expect(html).toContain(recovery.otp ?? "");
    expect(html.indexOf("Réinitialisez votre mot de passe")).toBeLessThan(html.indexOf(magic.subject));
  });

  it("is not mounted outside local mode", async () => {
    const app = Fastify();
    const ctx = { config: { devMode: false } } as unknown as ServerContext;
    await app.register(async (scope) => devService(scope, ctx), { prefix: "/_dev" });
    expect((await app.inject({ method: "GET", url: "/_dev/mail" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/_dev/mail.json" })).statusCode).toBe(404);
    await app.close();
  });
});
