// The bytes whose object row is gone: a row of storage.objects deleted in SQL rather than through
// /storage/v1 (the Corbeille's purge after 30 days, a talent's erasure: supabase/schemas/26_trash.sql,
// 28_rgpd.sql) leaves its version's file on disk, unreachable. `npm start` sweeps them every hour:
// a version file named by no row goes, once older than an hour (an upload writes its bytes just
// before its row). The backups' mirror keeps such a file 35 days (server/platform/backup-storage.ts).
import { readdir, stat } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Engine } from "../db/engine.ts";
import { deleteVersion } from "./files.ts";
import type { StorageRoot } from "./paths.ts";

const VERSION = /^[0-9a-f-]{36}$/;
const SERVICE = { role: "service_role", claims: { role: "service_role" } };
const GRACE_MS = 60 * 60 * 1000;

/** The version files under the root: bucket, key and version from `<bucket>/<key…>/<version>`. */
async function versionFiles(s: StorageRoot) {
  if (!existsSync(s.root)) return [];
  const entries = await readdir(s.root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && VERSION.test(e.name))
    .map((e) => {
      const parts = path.relative(s.root, path.join(e.parentPath, e.name)).split(path.sep);
      return {
        bucket: parts[0]!,
        key: parts.slice(1, -1).join("/"),
        version: e.name,
        file: path.join(e.parentPath, e.name),
      };
    })
    .filter((v) => v.key !== "");
}

/** Removes the version files no row names, older than `graceMs`. Returns how many went. */
export async function sweepStorage(
  engine: Engine,
  s: StorageRoot,
  now = Date.now(),
  graceMs = GRACE_MS,
): Promise<number> {
  const files = await versionFiles(s);
  if (!files.length) return 0;
  const rows = await engine.tx(SERVICE, (q) =>
    q<{ k: string }>(
      "select bucket_id || '/' || name || '/' || version as k from storage.objects where version is not null",
      [],
    ),
  );
  const named = new Set(rows.rows.map((r) => r.k));
  let swept = 0;
  for (const v of files) {
    if (named.has(`${v.bucket}/${v.key}/${v.version}`)) continue;
    if (now - (await stat(v.file)).mtimeMs < graceMs) continue;
    await deleteVersion(s, v);
    swept++;
  }
  return swept;
}

/** The hourly sweep of `npm start`; a failed one is logged and tried again at the next hour. */
export function startStorageSweep(engine: Engine, s: StorageRoot, everyMs = GRACE_MS): { stop: () => void } {
  const run = () =>
    void sweepStorage(engine, s)
      .then((n) => n && console.log(`Stockage : ${n} fichier(s) sans objet supprimé(s)`))
      .catch((e: unknown) => console.error(`Nettoyage du stockage en échec : ${e instanceof Error ? e.message : e}`));
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
