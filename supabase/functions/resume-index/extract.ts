// The text of a CV file (issue #34 item 1): PDF only, read with unpdf (the serverless build of
// pdf.js, the same code in Node and in Supabase's Deno edge runtime). A file that yields no
// readable text gets a French reason the talent's documents tab shows as it is.
import { extractText, getResolvedPDFJS } from "unpdf";

// pdf.js (≈ 2 MB) is loaded on first use: start now, while the first request reads its document
// row and file, instead of after them (a failure here surfaces, and is handled, at extraction).
void getResolvedPDFJS().catch(() => undefined);

/** Beyond this, the text is cut at a word: a CV is 1 to 4 pages (≈ 3 000 to 15 000 characters). */
export const MAX_CHARS = 100_000;
/** Fewer letters than this over the whole file: the pages are images (a scan, a photo). */
const MIN_LETTERS = 20;

export const REASONS = {
  scannedPdf: "PDF sans texte (image scannée) : ajoutez un CV au format texte",
  image: "CV en image : aucun texte lisible (scan)",
  unsupported: "Format de CV non pris en charge : seul le PDF est lu, ajoutez le CV en PDF",
  unreadable: "PDF illisible ou protégé : ajoutez un autre export du CV",
} as const;

export type Extraction =
  | { ok: true; text: string; pageCount: number; truncated: boolean }
  | { ok: false; reason: string; pageCount: number | null };

const isPdf = (bytes: Uint8Array) => bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === "%PDF-";

/** One space between words, one line break between lines, no control characters. */
export const normaliseText = (raw: string): string =>
  raw
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u00ad\ufeff]/g, "")
    .replace(/[\t\u00a0\u2000-\u200b\u202f\u205f\u3000 ]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{2,}/g, "\n")
    .trim();

/** Cuts at the last whitespace before `max` so no word is cut in half. */
export const capText = (text: string, max = MAX_CHARS): { text: string; truncated: boolean } => {
  if (text.length <= max) return { text, truncated: false };
  const cut = text.slice(0, max);
  const space = cut.search(/\s\S*$/);
  return { text: (space > max * 0.9 ? cut.slice(0, space) : cut).trimEnd(), truncated: true };
};

const letterCount = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

export const extractResume = async (bytes: Uint8Array, mimeType: string | null): Promise<Extraction> => {
  const type = (mimeType ?? "").toLowerCase();
  if (!isPdf(bytes)) {
    if (type.startsWith("image/")) return { ok: false, reason: REASONS.image, pageCount: null };
    return { ok: false, reason: REASONS.unsupported, pageCount: null };
  }
  let pages: string[];
  let pageCount: number;
  try {
    const result = await extractText(new Uint8Array(bytes), { mergePages: false });
    pages = result.text;
    pageCount = result.totalPages;
  } catch {
    return { ok: false, reason: REASONS.unreadable, pageCount: null };
  }
  const text = normaliseText(pages.join("\n"));
  if (letterCount(text) < MIN_LETTERS) return { ok: false, reason: REASONS.scannedPdf, pageCount };
  return { ...capText(text), ok: true, pageCount };
};
