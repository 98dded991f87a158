// The uploaded files beside the backups: new versions linked into the mirror (the same bytes,
// not a copy), a version gone from storage kept 35 days then dropped, and a restore that puts
// back only what storage lacks.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { goneToDrop, mirrorStorage, restoreStorage } from "./backup-storage.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "renfort-backup-storage-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const put = (dir: string, file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

it("mirrors new versions as links, keeps a gone one 35 days, restores what storage lacks", async () => {
  const storage = path.join(root, "storage");
  const mirror = path.join(root, "backups", "storage");
  put(storage, "documents/ws/t1/cv.pdf/v1", "cv");
  put(storage, "invoices/ws/FA-1.pdf/v1", "facture");
  put(storage, "documents/ws/t1/upload.tmp", "partial");
  const day0 = new Date("2026-11-01T03:00:00Z");
  expect(await mirrorStorage(storage, mirror, day0)).toEqual({ added: 2, dropped: 0 });
  // one inode for both names: the mirror costs no space on the same disk
  expect(statSync(path.join(mirror, "documents/ws/t1/cv.pdf/v1")).ino).toBe(
    statSync(path.join(storage, "documents/ws/t1/cv.pdf/v1")).ino,
  );
  expect(existsSync(path.join(mirror, "documents/ws/t1/upload.tmp"))).toBe(false);

  // the CV is purged from storage: kept in the mirror while backups may name it
  rmSync(path.join(storage, "documents/ws/t1/cv.pdf/v1"));
  expect(await mirrorStorage(storage, mirror, new Date("2026-11-02T03:00:00Z"))).toEqual({ added: 0, dropped: 0 });
  expect(await mirrorStorage(storage, mirror, new Date("2026-12-06T03:00:00Z"))).toEqual({ added: 0, dropped: 0 });

  // a restore brings it back, and overwrites nothing
  writeFileSync(path.join(storage, "invoices/ws/FA-1.pdf/v1"), "facture");
  expect(await restoreStorage(mirror, storage)).toBe(1);
  expect(readFileSync(path.join(storage, "documents/ws/t1/cv.pdf/v1"), "utf8")).toBe("cv");
  rmSync(path.join(storage, "documents/ws/t1/cv.pdf/v1"));

  // 35 days after it went (2 November), it leaves the mirror too
  expect(await mirrorStorage(storage, mirror, new Date("2026-12-07T03:00:01Z"))).toEqual({ added: 0, dropped: 1 });
  expect(existsSync(path.join(mirror, "documents/ws/t1/cv.pdf/v1"))).toBe(false);
  expect(existsSync(path.join(mirror, "invoices/ws/FA-1.pdf/v1"))).toBe(true);
});

it("drops a gone version exactly 35 days after it went", () => {
  const gone = { a: "2026-11-01T00:00:00.000Z", b: "2026-11-10T00:00:00.000Z" };
  expect(goneToDrop(gone, new Date("2026-12-05T23:59:59Z"))).toEqual([]);
  expect(goneToDrop(gone, new Date("2026-12-06T00:00:00Z"))).toEqual(["a"]);
});
