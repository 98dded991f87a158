// The server's side of « the first read travels with the page », without a database: the
// session's token read from supabase-js's chunked cookies, the server's own address, and the
// reader's refusals — no navigation, no session, a token not ours, reads that fail or come past
// the budget (the page then ends without them). The reads themselves, as real users under RLS,
// and the streamed page: tests/server/first-read.test.ts.
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkCookies } from "../../src/lib/session/cookie-storage.ts";
import { signJwt } from "../jwt.ts";
import { createFirstReader, ownUrl, sessionTokenOf } from "./first-read.ts";

const SECRET = "first-read-test-secret-with-at-least-32-chars";
const KEY = "sb-localhost-auth-token";
const HTML = "<html><head></head><body></body></html>";

const cookieHeader = (value: string) =>
  chunkCookies(KEY, value)
    .map(([name, chunk]) => `${name}=${chunk}`)
    .join("; ");

const tokenFor = (sub: string, expiresIn = 3600, secret = SECRET) => {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(secret, { sub, role: "authenticated", aud: "authenticated", iat: now, exp: now + expiresIn });
};

describe("sessionTokenOf", () => {
  it("reads the access token of supabase-js's session, in one cookie or in chunks", () => {
    const session = { access_token: "a.b.c", refresh_token: "r", user: { id: "u" } };
    expect(sessionTokenOf(`other=1; ${cookieHeader(JSON.stringify(session))}`, KEY)).toBe("a.b.c");
    const big = { ...session, user: { id: "u", user_metadata: { bio: "é".repeat(4000) } } };
    const header = cookieHeader(JSON.stringify(big));
    expect(header).toContain(`${KEY}.1=`);
    expect(sessionTokenOf(header, KEY)).toBe("a.b.c");
  });

  it("finds none without the cookie, in another key, or in a value that is not a session", () => {
    expect(sessionTokenOf(undefined, KEY)).toBeNull();
    expect(sessionTokenOf("a=1", KEY)).toBeNull();
    expect(sessionTokenOf(cookieHeader(JSON.stringify({ access_token: "x" })), "sb-other-auth-token")).toBeNull();
    expect(sessionTokenOf(`${KEY}=%E0%A4%A`, KEY)).toBeNull();
    expect(sessionTokenOf(`${KEY}=${encodeURIComponent("{cut")}`, KEY)).toBeNull();
    expect(sessionTokenOf(cookieHeader(JSON.stringify({ access_token: 12 })), KEY)).toBeNull();
  });
});

describe("ownUrl", () => {
  it("is the listening address, a wildcard read as the loopback", () => {
    expect(ownUrl({ address: "127.0.0.1", family: "IPv4", port: 8080 })).toBe("http://127.0.0.1:8080");
    expect(ownUrl({ address: "0.0.0.0", family: "IPv4", port: 8080 })).toBe("http://127.0.0.1:8080");
    expect(ownUrl({ address: "::", family: "IPv6", port: 81 })).toBe("http://[::1]:81");
    expect(ownUrl({ address: "192.168.1.5", family: "IPv4", port: 81 })).toBe("http://192.168.1.5:81");
    expect(ownUrl(null)).toBeNull();
  });
});

describe("createFirstReader", () => {
  const app = Fastify();
  let behaviour: "answer" | "fail" | "late" = "answer";
  const asked: string[] = [];
  const reader = createFirstReader(
    { config: { jwtSecret: SECRET } as never, keys: { anonKey: "anon", serviceRoleKey: "service" } },
    {
      cookieName: () => KEY,
      apiUrl: () => "http://127.0.0.1:1",
      budgetMs: 100,
      app: async () => ({
        EMBEDDED_READS_ID: "renfort-first-read",
        pageExportsOf: () => [],
        readFirstReads: async ({ sub, location, signal }) => {
          asked.push(location.pathname);
          if (behaviour === "fail") throw new Error("refusé");
          if (behaviour === "late")
            await new Promise((resolve) => signal.addEventListener("abort", () => setTimeout(resolve, 10)));
          return { sub, context: null, reads: [{ key: ["k"], data: { data: [], total: 0 } }] };
        },
      }),
    },
  );
  beforeAll(async () => {
    // the page's body ends with the reads' script, if any (as static.ts streams it)
    app.get("/*", async (req) => {
      const reads = await reader.start(req);
      return reads ? `${HTML}${(await reads.script) ?? ""}` : HTML;
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = async (token: string | null, headers: Record<string, string> = {}) =>
    (
      await app.inject({
        method: "GET",
        url: "/talents/list",
        headers: { ...headers, ...(token ? { cookie: cookieHeader(JSON.stringify({ access_token: token })) } : {}) },
      })
    ).body;

  it("embeds the reads made for the token's subject", async () => {
    behaviour = "answer";
    const html = await get(await tokenFor("user-1"));
    expect(html).toBe(
      `${HTML}<script id="renfort-first-read" type="application/json">{"sub":"user-1","context":null,"reads":[{"key":["k"],"data":{"data":[],"total":0}}]}</script>`,
    );
    expect(asked.at(-1)).toBe("/talents/list");
  });

  it("embeds nothing without a session, with an expired token or one signed by another secret", async () => {
    behaviour = "answer";
    asked.length = 0;
    expect(await get(null)).toBe(HTML);
    expect(await get(await tokenFor("user-1", -120))).toBe(HTML);
    expect(await get(await tokenFor("user-1", 3600, "another-secret-of-at-least-32-characters"))).toBe(HTML);
    expect(await get("not.a.jwt")).toBe(HTML);
    expect(asked).toEqual([]);
  });

  it("embeds nothing for what is not a navigation (a script or a frame fetching the page)", async () => {
    behaviour = "answer";
    const token = await tokenFor("user-1");
    expect(await get(token, { "sec-fetch-dest": "script" })).toBe(HTML);
    expect(await get(token, { "sec-fetch-dest": "document" })).toContain("renfort-first-read");
  });

  it("ends the page without the reads when they fail or pass the budget", async () => {
    const token = await tokenFor("user-1");
    behaviour = "fail";
    expect(await get(token)).toBe(HTML);
    behaviour = "late";
    const started = Date.now();
    expect(await get(token)).toBe(HTML);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("names the pages' exports once the app's code is loaded, nothing before", async () => {
    const fresh = createFirstReader(
      { config: { jwtSecret: SECRET } as never, keys: { anonKey: "anon", serviceRoleKey: "service" } },
      {
        cookieName: () => KEY,
        apiUrl: () => null,
        app: async () => ({
          EMBEDDED_READS_ID: "renfort-first-read",
          readFirstReads: async () => ({ sub: "", context: null, reads: [] }),
          pageExportsOf: (pathname) => {
            if (pathname === "/broken") throw new Error("route refusée");
            return ["TalentList"];
          },
        }),
      },
    );
    expect(fresh.pageExports("/talents/list")).toBeNull();
    fresh.warm();
    await expect.poll(() => fresh.pageExports("/talents/list")).toEqual(["TalentList"]);
    expect(fresh.pageExports("/broken")).toBeNull();
  });
});
