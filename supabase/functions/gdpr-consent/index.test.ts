// The consent-renewal link (docs/rules/rgpd.md, « Conservation »): opening it (GET, as a mail
// client's preview does) only shows the question; the button's POST answers, through
// public.answer_gdpr_consent with the token of the form.
import { afterEach, describe, expect, it, vi } from "vitest";
import gdprConsent from "./index.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the consent-renewal page", () => {
  it("answers on the button's POST only, never on opening the link — R:RGPD-CONSENT-POST", async () => {
    const answered: unknown[] = [];
    vi.stubGlobal("Deno", {
      env: { get: (name: string) => ({ SUPABASE_URL: "http://db.test", SUPABASE_ANON_KEY: "anon" })[name] },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        answered.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ ok: true }), { status: 200 });
      }),
    );
    const opened = await gdprConsent.fetch(new Request("http://app.test/functions/v1/gdpr-consent?token=abc"));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Je souhaite rester inscrit");
    expect(answered).toEqual([]);

    const posted = await gdprConsent.fetch(
      new Request("http://app.test/functions/v1/gdpr-consent?token=abc", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "token=abc",
      }),
    );
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain("vous restez inscrit");
    expect(answered).toEqual([{ url: "http://db.test/rest/v1/rpc/answer_gdpr_consent", body: { p_token: "abc" } }]);
  });
});
