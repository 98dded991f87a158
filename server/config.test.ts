import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "renfort-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: NodeJS.ProcessEnv) => loadConfig({ ...env, JWT_SECRET: "x".repeat(32) }, { dataDir });

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
    expect(load({ PGRST_DB_PLAN_ENABLED: "true", PGRST_DB_AGGREGATES_ENABLED: "true" })).toMatchObject({ planEnabled: true, aggregatesEnabled: true });
  });
});
