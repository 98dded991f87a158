// Build-time compression of the built assets: each script, stylesheet and data file of 1 KB or
// more gets a Brotli (`.br`) and a gzip (`.gz`) copy beside it, which the server sends to
// browsers that accept them (server/http/static.ts) — ≈ 6.8 MB of assets become ≈ 1.8 MB on the
// wire, with no compression work per request. Brotli for HTTPS (browsers only ask for it
// there), gzip for plain HTTP on a local network. index.html is left alone: the server writes
// the runtime configuration into it.
import { writeFile, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|wasm|txt|webmanifest)$/;
const MIN_BYTES = 1024;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Writes `<file>.br` and `<file>.gz` for one built file; false when it is not worth it. */
export async function precompressFile(file: string): Promise<boolean> {
  if (!COMPRESSIBLE.test(file)) return false;
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return false;
  const [brotli, gzipped] = await Promise.all([
    br(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gz(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
  return true;
}

export const precompressPlugin = (): Plugin => ({
  name: "renfort-precompress",
  apply: "build",
  async writeBundle(options, bundle) {
    const dir = options.dir ?? "dist";
    await Promise.all(Object.keys(bundle).map((name) => precompressFile(path.join(dir, name))));
  },
});
