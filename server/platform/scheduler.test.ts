// The local stand-in for pg_cron runs the time-driven function as the service role: a signed
// contract whose start date has come becomes active on the run, and a failing run is logged,
// not thrown (the next tick retries).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Engine } from "../db/engine.ts";
import { prepareDatabase } from "../main.ts";
import { loadConfig } from "../config.ts";
import { startScheduler } from "./scheduler.ts";

let engine: Engine;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "renfort-scheduler-"));
  engine = await prepareDatabase(loadConfig({}, { dataDir: dir, inMemory: true, seed: "demo" }));
}, 240_000);

afterAll(async () => {
  await engine?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("startScheduler", () => {
  it("runs public.run_time_based_transitions() as the service role and returns its summary", async () => {
    // initial contracts only: an amendment ends at signed, its terms applied to its contract
    const due =
      "select count(*)::int as n from public.contract where status = 'signed' and not is_amendment and start_date <= current_date";
    const before = (await engine.query<{ n: number }>(due)).rows[0].n;
    const scheduler = startScheduler(engine, 0);
    const summary = (await scheduler.runNow()) as Record<string, { moved: number; skipped: number }>;
    scheduler.stop();
    const starts = summary["contract:signed:active"];
    expect(starts.moved + starts.skipped).toBe(before);
    // what was moved no longer waits; what its rules refused (no DPAE, SIR without aptitude) still does
    expect((await engine.query<{ n: number }>(due)).rows[0].n).toBe(starts.skipped);
  }, 120_000);

  it("logs a failed run instead of throwing", async () => {
    const messages: string[] = [];
    const broken = { ...engine, tx: () => Promise.reject(new Error("base indisponible")) } as Engine;
    const scheduler = startScheduler(broken, 0, (m) => messages.push(m));
    await expect(scheduler.runNow()).resolves.toBeUndefined();
    expect(messages).toEqual(["Tâche planifiée en échec : base indisponible"]);
  });
});
