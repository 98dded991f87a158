// The backups' pure rules and file handling (server/platform/backup.ts): which files the
// retention keeps, when the daily one is due, what counts as a complete backup, and that a
// backup is written whole or not at all (temporary file, rename), a failure keeping the others.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import type { Engine } from "../db/engine.ts";
import {
  backupName,
  backupNow,
  checkBackupFile,
  dailyDue,
  isoWeek,
  keptBackups,
  parseBackupName,
  type BackupFile,
} from "./backup.ts";

const daily = (iso: string): BackupFile => parseBackupName(backupName("daily", new Date(iso), "pglite"))!;

/** A tar of entries (each a 512-byte header, then its content in 512-byte blocks), gzipped. */
function tarGz(...entries: Array<string | [string, string]>): Buffer {
  const blocks = entries.flatMap((e) => {
    const [entry, content] = typeof e === "string" ? [e, "17\n"] : e;
    const header = Buffer.alloc(512);
    header.write(entry, 0, "utf8");
    header.write(content.length.toString(8).padStart(11, "0") + "\0", 124, "latin1");
    const body = Buffer.alloc(Math.ceil(content.length / 512) * 512);
    body.write(content);
    return [header, body];
  });
  return gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)]));
}

describe("retention", () => {
  it("keeps the newest of each of the 7 latest days and of each of the 4 latest ISO weeks, and every manual one", () => {
    // two a day for 40 days, 02:00 and 14:00 UTC, ending Friday 27 November 2026
    const files: BackupFile[] = [];
    for (let d = 0; d < 40; d++) {
      const day = new Date(Date.UTC(2026, 10, 27 - d));
      for (const h of [2, 14]) files.push(daily(new Date(day.getTime() + h * 3_600_000).toISOString()));
    }
    const manual = parseBackupName(backupName("manual", new Date("2026-09-01T10:00:00Z"), "pglite"))!;
    const kept = [...keptBackups([...files, manual])].sort();
    expect(kept).toEqual(
      [
        "manual-20260901T100000000Z.tar.gz",
        // the 7 latest days, each its afternoon backup
        ...["21", "22", "23", "24", "25", "26", "27"].map((d) => `daily-202611${d}T140000000Z.tar.gz`),
        // the weeks before: W47 (16–22 Nov, its newest is the 22nd, already kept), W46 and W45 (Sundays)
        "daily-20261115T140000000Z.tar.gz",
        "daily-20261108T140000000Z.tar.gz",
      ].sort(),
    );
  });

  it("keeps all of a few backups, and reads the day and week in Paris", () => {
    const late = daily("2026-11-29T23:30:00Z"); // Monday 30 November 00:30 in Paris: week 49
    const early = daily("2026-11-29T10:00:00Z"); // Sunday 29 November: week 48
    expect(keptBackups([late, early])).toEqual(new Set([late.name, early.name]));
    expect(isoWeek("2026-11-29")).toBe("2026-W48");
    expect(isoWeek("2026-11-30")).toBe("2026-W49");
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(parseBackupName(".daily-20261127T020000000Z.tar.gz.123.tmp")).toBeNull();
  });
});

describe("the daily backup", () => {
  it("is due once a Paris day, from the configured hour", () => {
    const at = (iso: string) => new Date(iso);
    // 03:00 Paris = 02:00 UTC in November
    expect(dailyDue([], 3, at("2026-11-27T01:59:00Z"))).toBe(false);
    expect(dailyDue([], 3, at("2026-11-27T02:00:00Z"))).toBe(true);
    expect(dailyDue([daily("2026-11-27T02:00:05Z")], 3, at("2026-11-27T09:00:00Z"))).toBe(false);
    expect(dailyDue([daily("2026-11-26T02:00:05Z")], 3, at("2026-11-27T09:00:00Z"))).toBe(true);
  });
});

describe("a backup file", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "renfort-backup-check-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, bytes: Buffer) => {
    writeFileSync(path.join(dir, name), bytes);
    return path.join(dir, name);
  };

  it("is complete when it is a pg_dump or a whole gzip tarball of a data directory", async () => {
    // PG_VERSION after a first entry whose content spans blocks
    const archive = tarGz(["/base/1/112", "x".repeat(700)], "/PG_VERSION");
    expect(await checkBackupFile(file("a.tar.gz", archive))).toBe("pglite");
    expect(await checkBackupFile(file("b.dump", Buffer.from("PGDMP\x01\x0f")))).toBe("postgres");
    const whole = tarGz("/PG_VERSION");
    await expect(checkBackupFile(file("c.tar.gz", whole.subarray(0, whole.length - 6)))).rejects.toThrow(
      "c.tar.gz n'est pas une sauvegarde complète",
    );
    await expect(checkBackupFile(file("d.tar.gz", tarGz("/autre")))).rejects.toThrow("PG_VERSION absent");
    await expect(checkBackupFile(file("e.tar.gz", tarGz("/base/1/PG_VERSION")))).rejects.toThrow("PG_VERSION absent");
  });
});

describe("taking a backup", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "renfort-backup-unit-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const recorded: unknown[][] = [];
  const engine = (dump: () => Promise<Uint8Array>): Engine =>
    ({
      kind: "pglite",
      dump,
      tx: async (_ctx: unknown, fn: (q: unknown) => Promise<unknown>) =>
        fn(async (_sql: string, params: unknown[]) => void recorded.push(params)),
    }) as unknown as Engine;

  it("writes the file whole under its name, removes dead processes' temporary files, records the outcome", async () => {
    writeFileSync(path.join(dir, ".daily-20261120T020000000Z.tar.gz.999999999.tmp"), "moitié");
    const logs: string[] = [];
    const file = await backupNow(
      engine(async () => tarGz("/PG_VERSION")),
      { dir, kind: "manual", log: (m) => logs.push(m) },
    );
    expect(readdirSync(dir)).toEqual([path.basename(file)]);
    expect(await checkBackupFile(file)).toBe("pglite");
    expect(recorded.at(-1)).toEqual(["manual", path.basename(file), null]);
    expect(logs).toEqual([]);
  });

  it("fails without touching the previous backups, leaving no file, and says so", async () => {
    const before = readdirSync(dir);
    const logs: string[] = [];
    await expect(
      backupNow(
        engine(async () => Buffer.from("tronqué")),
        { dir, kind: "daily", log: (m) => logs.push(m) },
      ),
    ).rejects.toThrow("n'est pas une sauvegarde complète");
    await expect(
      backupNow(
        engine(async () => {
          throw new Error("disque plein");
        }),
        { dir, kind: "daily", log: (m) => logs.push(m) },
      ),
    ).rejects.toThrow("disque plein");
    expect(readdirSync(dir)).toEqual(before);
    expect(recorded.at(-1)).toEqual(["daily", null, "disque plein"]);
    expect(logs).toEqual([
      expect.stringContaining("Sauvegarde en échec (les précédentes sont conservées) :"),
      "Sauvegarde en échec (les précédentes sont conservées) : disque plein",
    ]);
  });
});
