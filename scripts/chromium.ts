// Finds Debian's Chromium for Playwright (never a downloaded browser); as root, installs it
// with apt-get when it is missing.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/lib/chromium/chromium"];

export function findChromium(opts: { installIfRoot?: boolean } = {}): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  if (opts.installIfRoot && process.getuid?.() === 0) {
    console.log("Chromium absent : installation du paquet Debian « chromium »…");
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return CANDIDATES.find((p) => existsSync(p)) ?? null;
  }
  return null;
}
