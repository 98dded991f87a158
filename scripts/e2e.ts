// `npm run test:e2e [-- <spec files or Playwright options>]`: the Playwright end-to-end suite
// alone, in Debian's Chromium (found on the machine, installed with apt when running as root).
import { spawnSync } from "node:child_process";
import { findChromium } from "./chromium.ts";

const chromium = findChromium({ installIfRoot: true, headlessShell: true });
if (!chromium) {
  console.error(
    "✖ Chromium introuvable. Installez-le avec « apt-get install -y chromium-headless-shell » (en root) ou indiquez son chemin dans CHROMIUM_PATH.",
  );
  process.exit(1);
}
const r = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(r.status ?? 1);
