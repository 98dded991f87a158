// The fonts an invoice is drawn with: DejaVu Sans and DejaVu Sans Bold, TrueType files from the
// `dejavu-fonts-ttf` npm package (Bitstream Vera licence: free to embed and redistribute). A
// Factur-X file is a PDF/A-3, which must embed every font it uses (ISO 19005-3, 6.2.11.4): the 14
// standard fonts (Helvetica, as the contract PDFs use) are never embedded, so they cannot serve.
// Read from node_modules, once per process: Node, and Deno when the packages are installed there.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

export type InvoiceFonts = { regular: Uint8Array; bold: Uint8Array };

let loaded: Promise<InvoiceFonts> | null = null;

const read = (path: string): Promise<Uint8Array> =>
  readFile(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${path}`)).then((b) => new Uint8Array(b));

export const invoiceFonts = (): Promise<InvoiceFonts> => {
  loaded ??= Promise.all([read("DejaVuSans.ttf"), read("DejaVuSans-Bold.ttf")]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  return loaded;
};
