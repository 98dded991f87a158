// Finds Debian's Chromium for Playwright (never a downloaded browser); as root, installs it
// with apt-get when it is missing. The test suites prefer Debian's `chromium-headless-shell`
// (the same engine without the browser's interface): a test costs about a quarter less
// processor than in `chromium` (docs/performance/test-suite.md); benchmarks of what a user
// sees keep the full browser.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const SHELL = "/usr/bin/chromium-headless-shell";
const BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/lib/chromium/chromium"];

export function findChromium(opts: { installIfRoot?: boolean; headlessShell?: boolean } = {}): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const candidates = opts.headlessShell ? [SHELL, ...BROWSERS] : BROWSERS;
  const wanted = opts.headlessShell ? "chromium-headless-shell" : "chromium";
  if (existsSync(candidates[0]!)) return candidates[0]!;
  if (opts.installIfRoot && process.getuid?.() === 0) {
    console.log(`${wanted} absent : installation du paquet Debian « ${wanted} »…`);
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", wanted], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  return candidates.find((p) => existsSync(p)) ?? null;
}
