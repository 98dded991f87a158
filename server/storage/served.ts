// How stored bytes are served on the app's origin: the type is sniffed again from the bytes
// themselves (written only by this server, one immutable file per version), never read from
// `metadata.mimetype`, which a caller with the UPDATE right can rewrite. Only images and PDFs
// are shown inline; everything else is a download, and no response may run a script.
import { sniffMime } from "./mime.ts";

export type Served = { contentType: string; inline: boolean };

/** Raster images browsers display without running anything, and PDF. (SVG is not one: it runs scripts.) */
const INLINE_TYPES = new Set([
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/bmp",
  "image/heic",
  "image/heif",
  "application/pdf",
]);

/** Types a browser would render as a page: served as plain text (and as a download). */
const ACTIVE =
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|application\/xml|text\/xml|text\/javascript|application\/javascript|text\/x-shellscript)$/;

/** Textual formats named by the object's extension (the only hint used for text). */
const TEXT_BY_EXTENSION: Record<string, string> = {
  csv: "text/csv",
  tsv: "text/tab-separated-values",
  json: "application/json",
  txt: "text/plain",
};

/**
 * Every storage response, PDFs included: no script, no plugin, no form, a unique origin
 * (Debian's Chromium still shows a PDF under it: checked with a screenshot of its viewer).
 */
export const STORAGE_CSP = "default-src 'none'; sandbox";

function extensionHint(name: string): string {
  const file = name.slice(name.lastIndexOf("/") + 1);
  const dot = file.lastIndexOf(".");
  return (dot >= 0 && TEXT_BY_EXTENSION[file.slice(dot + 1).toLowerCase()]) || "text/plain";
}

/** The type and disposition of an object from its first bytes (`complete` = the whole file). */
export async function servedAs(head: Buffer, complete: boolean, name: string): Promise<Served> {
  const sniffed = (await sniffMime(head, extensionHint(name), complete)).split(";")[0].trim().toLowerCase();
  if (ACTIVE.test(sniffed)) return { contentType: "text/plain; charset=utf-8", inline: false };
  const contentType =
    sniffed.startsWith("text/") || sniffed === "application/json" ? `${sniffed}; charset=utf-8` : sniffed;
  return { contentType, inline: INLINE_TYPES.has(sniffed) };
}
