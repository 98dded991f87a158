// The defaults a local server starts with when nothing is set: storage is not a REST schema
// (as on Supabase: public and graphql_public), bodies are small, signed URLs live 7 days at most,
// and PostgREST's own settings keep PostgREST's defaults.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_BODY_LIMIT, DEFAULT_SIGNED_URL_MAX_EXPIRES_IN, loadConfig } from "./config.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "renfort-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: NodeJS.ProcessEnv) => loadConfig(env, { dataDir, jwtSecret: "x".repeat(32) });

describe("loadConfig", () => {
  it("exposes public and graphql_public only, like Supabase: storage changes through /storage/v1", () => {
    expect(load({}).exposedSchemas).toEqual(["public", "graphql_public"]);
    expect(load({ PGRST_DB_SCHEMAS: "public, storage" }).exposedSchemas).toEqual(["public", "storage"]);
  });

  it("limits request bodies to 1 MiB and signed URLs to 7 days, both settable", () => {
    const c = load({});
    expect(c.bodyLimit).toBe(DEFAULT_BODY_LIMIT);
    expect(DEFAULT_BODY_LIMIT).toBe(1024 * 1024);
    expect(c.signedUrlMaxExpiresIn).toBe(DEFAULT_SIGNED_URL_MAX_EXPIRES_IN);
    expect(DEFAULT_SIGNED_URL_MAX_EXPIRES_IN).toBe(604_800);
    const set = load({ REQUEST_BODY_LIMIT: "2048", SIGNED_URL_MAX_EXPIRES_IN: "3600" });
    expect([set.bodyLimit, set.signedUrlMaxExpiresIn]).toEqual([2048, 3600]);
  });

  it.each(["0", "-1", "1.5", "beaucoup"])("refuses %s as a limit", (value) => {
    expect(() => load({ SIGNED_URL_MAX_EXPIRES_IN: value })).toThrow(
      "SIGNED_URL_MAX_EXPIRES_IN doit être un entier positif",
    );
    expect(() => load({ REQUEST_BODY_LIMIT: value })).toThrow("REQUEST_BODY_LIMIT doit être un entier positif");
  });
});

describe("PostgREST settings", () => {
  it("db-tx-end defaults to commit, as PostgREST, and reads its four values", () => {
    expect(load({}).txEnd).toBe("commit");
    for (const v of ["commit", "commit-allow-override", "rollback", "rollback-allow-override"] as const) {
      expect(load({ PGRST_DB_TX_END: v }).txEnd).toBe(v);
    }
    expect(load({ PGRST_DB_TX_END: "nonsense" }).txEnd).toBe("commit");
  });

  it("db-plan-enabled and db-aggregates-enabled are off unless `true`", () => {
    expect(load({})).toMatchObject({ planEnabled: false, aggregatesEnabled: false });
    expect(load({ PGRST_DB_PLAN_ENABLED: "true", PGRST_DB_AGGREGATES_ENABLED: "true" })).toMatchObject({
      planEnabled: true,
      aggregatesEnabled: true,
    });
  });

  it("GoTrue's anonymous sign-ins are off unless GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED=true", () => {
    expect(load({}).anonymousUsersEnabled).toBe(false);
    expect(load({ GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: "true" }).anonymousUsersEnabled).toBe(true);
  });
});
