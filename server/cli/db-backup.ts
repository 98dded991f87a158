// `npm run db:backup`: one backup now (server/platform/backup.ts). A server running on the data
// directory is asked to take it (POST /_backup on this machine, with the service key), so the
// snapshot comes from the engine that holds the files; otherwise the directory is opened here
// (under its lock) and dumped — or, with DATABASE_URL, `pg_dump -Fc`. Prints the file.
import { loadConfig, type ServerConfig } from "../config.ts";
import { dataDirHolder, type LockHolder } from "../db/data-dir-lock.ts";
import { deriveKeys } from "../jwt.ts";
import { lockFor, openEngine } from "../main.ts";
import { backupNow, backupSettings, sizeLabel, storageDirOf } from "../platform/backup.ts";

/** The running server's address on this machine: its announced URL when local, else PORT. */
function localUrl(holder: LockHolder, config: ServerConfig): string {
  const url = holder.url ? new URL(holder.url) : undefined;
  const local = url && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  return local ? `http://127.0.0.1:${url.port || 80}` : `http://127.0.0.1:${config.port}`;
}

async function askServer(holder: LockHolder, config: ServerConfig): Promise<string> {
  if (!holder.url)
    throw new Error(
      `Le serveur Renfort (processus ${holder.pid}) démarre encore : relancez la sauvegarde dans un instant.`,
    );
  const { serviceRoleKey } = await deriveKeys(config.jwtSecret);
  const res = await fetch(`${localUrl(holder, config)}/_backup`, {
    method: "POST",
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  }).catch((e: unknown) => {
    throw new Error(
      `Le serveur Renfort (processus ${holder.pid}) ne répond pas : ${e instanceof Error ? e.message : e}`,
    );
  });
  const body = (await res.json().catch(() => ({}))) as { file?: string; message?: string };
  if (!res.ok || !body.file) throw new Error(body.message ?? `Sauvegarde refusée par le serveur (HTTP ${res.status}).`);
  return body.file;
}

async function main() {
  const config = loadConfig();
  const settings = backupSettings(config);
  const holder = config.databaseUrl ? null : dataDirHolder(config.dataDir);
  let file: string;
  if (holder) {
    console.log(`Un serveur tourne sur ${config.dataDir} (processus ${holder.pid}) : il prend la sauvegarde.`);
    file = await askServer(holder, config);
  } else {
    const engine = await openEngine(config, lockFor(config));
    try {
      file = await backupNow(engine, {
        dir: settings.dir,
        kind: "manual",
        databaseUrl: config.databaseUrl,
        storageDir: storageDirOf(config),
      });
    } finally {
      await engine.close();
    }
  }
  console.log(`Sauvegarde écrite : ${file} (${await sizeLabel(file)})`);
  console.log(`Pour la restaurer : npm run db:restore ${file}`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
