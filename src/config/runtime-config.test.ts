import { describe, expect, it } from "vitest";
import { embeddedConfig, needsConfigFile, resolveRuntimeConfig } from "./runtime-config.ts";

const local = { origin: "http://localhost:8080", host: "localhost:8080" };

describe("resolveRuntimeConfig", () => {
  it("reads /config.json when the build has no Supabase settings", () => {
    expect(needsConfigFile({})).toBe(true);
    expect(resolveRuntimeConfig({}, { supabaseUrl: "http://localhost:8080/", supabaseAnonKey: "anon" }, local)).toEqual(
      {
        supabaseUrl: "http://localhost:8080",
        supabaseAnonKey: "anon",
        apiUrl: "http://localhost:8080/api",
        sentryDsn: undefined,
        boardManagerEmails: ["direction@renfort.test"],
        environment: "local",
      },
    );
  });

  it("skips /config.json when both build settings are set", () => {
    const env = {
      VITE_SUPABASE_URL: "https://abc.supabase.co",
      VITE_SUPABASE_ANON_KEY: "k",
      VITE_API_URL: "https://api.renfort.fr",
    };
    expect(needsConfigFile(env)).toBe(false);
    const config = resolveRuntimeConfig(
      env,
      { supabaseUrl: "ignored", supabaseAnonKey: "ignored" },
      { origin: "https://app.renfort.fr", host: "app.renfort.fr" },
    );
    expect(config).toMatchObject({
      supabaseUrl: "https://abc.supabase.co",
      supabaseAnonKey: "k",
      apiUrl: "https://api.renfort.fr",
      environment: "production",
    });
  });

  it.each([
    ["only the URL at build time", { VITE_SUPABASE_URL: "https://abc.supabase.co" }, true],
    ["only the key at build time", { VITE_SUPABASE_ANON_KEY: "k" }, true],
  ])("%s still needs /config.json", (_label, env, expected) => {
    expect(needsConfigFile(env)).toBe(expected);
  });

  it("takes the Google Maps key from the build, else from /config.json, else none", () => {
    const fetched = { supabaseUrl: "u", supabaseAnonKey: "k", googleMapsApiKey: "from-config" };
    expect(resolveRuntimeConfig({}, fetched, local).googleMapsApiKey).toBe("from-config");
    expect(resolveRuntimeConfig({ VITE_GOOGLE_MAPS_API_KEY: "from-build" }, fetched, local).googleMapsApiKey).toBe(
      "from-build",
    );
    expect(
      resolveRuntimeConfig({}, { supabaseUrl: "u", supabaseAnonKey: "k" }, local).googleMapsApiKey,
    ).toBeUndefined();
  });

  it("fails clearly without any configuration", () => {
    expect(() => resolveRuntimeConfig({}, null, local)).toThrow("Missing Supabase configuration");
  });

  it("takes board managers and Sentry from the environment", () => {
    const config = resolveRuntimeConfig(
      { VITE_BOARD_MANAGER_EMAILS: " a@x.fr, b@x.fr ,", VITE_SENTRY_DSN: "https://k@sentry.io/1" },
      { supabaseUrl: "u", supabaseAnonKey: "k" },
      local,
    );
    expect(config.boardManagerEmails).toEqual(["a@x.fr", "b@x.fr"]);
    expect(config.sentryDsn).toBe("https://k@sentry.io/1");
  });

  it.each([
    ['{"supabaseUrl":"http://x.test","supabaseAnonKey":"k"}', { supabaseUrl: "http://x.test", supabaseAnonKey: "k" }],
    ["pas du json", null],
    [undefined, null],
  ])("reads the config the server embeds in index.html: %s", (text, expected) => {
    const doc = {
      getElementById: (id: string) =>
        id === "renfort-config" && text !== undefined ? ({ textContent: text } as HTMLElement) : null,
    };
    expect(embeddedConfig(doc)).toEqual(expected);
  });
});
