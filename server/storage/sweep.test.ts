// The hourly sweep: a version file no storage.objects row names goes once older than the grace
// period; a named one, or a fresh one (its row not written yet), stays.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import type { Engine } from "../db/engine.ts";
import { sweepStorage } from "./sweep.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "renfort-sweep-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const V1 = "11111111-1111-4111-8111-111111111111";
const V2 = "22222222-2222-4222-8222-222222222222";
const V3 = "33333333-3333-4333-8333-333333333333";
const put = (rel: string, ageMs: number) => {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, "x");
  const t = (Date.now() - ageMs) / 1000;
  utimesSync(file, t, t);
  return file;
};

it("removes the old version files no row names, and their empty folders", async () => {
  const named = put(`documents/ws/t1/cv.pdf/${V1}`, 2 * 3600_000);
  const orphan = put(`documents/ws/t2/notes/cv.pdf/${V2}`, 2 * 3600_000);
  const fresh = put(`invoices/ws/FA-1.pdf/${V3}`, 60_000);
  // the rows storage.objects holds, as the service role reads them
  const engine = {
    tx: async (_role: unknown, fn: (q: unknown) => unknown) =>
      fn(async () => ({ rows: [{ k: `documents/ws/t1/cv.pdf/${V1}` }] })),
  } as unknown as Engine;
  expect(await sweepStorage(engine, { root })).toBe(1);
  expect(existsSync(named)).toBe(true);
  expect(existsSync(fresh)).toBe(true);
  expect(existsSync(orphan)).toBe(false);
  expect(existsSync(path.join(root, "documents/ws/t2"))).toBe(false);
});
