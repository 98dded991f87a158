// The uploaded files beside the database's backups (docs/configuration.md, « Sauvegardes »): the
// bytes under `<DATA_DIR>/storage` (one file per object version, written once and never changed:
// server/storage/files.ts) are mirrored into `<BACKUP_DIR>/storage`, each new version hard-linked
// (no copy, no space used twice on one disk; copied where a link is refused), at every backup. A
// version deleted from storage (a document purged from the Corbeille, a talent erased) stays in
// the mirror while the backups that may name it are kept (5 weeks: 4 weekly backups and a margin),
// then goes: the backups keep no file longer than they keep the rows. `npm run db:restore` puts
// back the versions the restored database may name and storage lacks.
import { copyFile, link, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";

/** How long a version gone from storage stays in the mirror. */
export const GONE_KEPT_DAYS = 35;
const GONE_FILE = ".disparus.json";

/** Every file under `dir`, as paths relative to it (temporary uploads left out). */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith(".tmp") && e.name !== GONE_FILE)
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/** Which mirrored versions to drop: gone from storage for GONE_KEPT_DAYS. Pure. */
export function goneToDrop(gone: Readonly<Record<string, string>>, now: Date, keptDays = GONE_KEPT_DAYS): string[] {
  const limit = now.getTime() - keptDays * 86_400_000;
  return Object.entries(gone)
    .filter(([, since]) => Date.parse(since) <= limit)
    .map(([file]) => file);
}

/**
 * Mirrors `storageDir` into `mirrorDir`: new versions linked, versions gone from storage noted
 * with the day they went and dropped GONE_KEPT_DAYS later. Returns the counts.
 */
export async function mirrorStorage(
  storageDir: string,
  mirrorDir: string,
  now = new Date(),
): Promise<{ added: number; dropped: number }> {
  await mkdir(mirrorDir, { recursive: true });
  const live = new Set(await filesUnder(storageDir));
  const mirrored = new Set(await filesUnder(mirrorDir));
  let added = 0;
  for (const file of live)
    if (!mirrored.has(file)) {
      await linkOrCopy(path.join(storageDir, file), path.join(mirrorDir, file));
      added++;
    }
  const goneFile = path.join(mirrorDir, GONE_FILE);
  const before = existsSync(goneFile) ? (JSON.parse(await readFile(goneFile, "utf8")) as Record<string, string>) : {};
  const gone: Record<string, string> = {};
  for (const file of mirrored) if (!live.has(file)) gone[file] = before[file] ?? now.toISOString();
  const drop = goneToDrop(gone, now);
  for (const file of drop) {
    await rm(path.join(mirrorDir, file), { force: true });
    delete gone[file];
  }
  await writeFile(goneFile, JSON.stringify(gone));
  return { added, dropped: drop.length };
}

/** Puts back into `storageDir` the mirrored versions it lacks (never overwrites one). Returns how many. */
export async function restoreStorage(mirrorDir: string, storageDir: string): Promise<number> {
  const live = new Set(await filesUnder(storageDir));
  let restored = 0;
  for (const file of await filesUnder(mirrorDir))
    if (!live.has(file)) {
      await linkOrCopy(path.join(mirrorDir, file), path.join(storageDir, file));
      restored++;
    }
  return restored;
}
