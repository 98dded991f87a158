// Renders a contract document to PDF with pdf-lib, and appends the evidence page to a signed
// copy. Standard Helvetica (WinAnsi) covers French: é è à ç œ « » ’ € and the no-break space
// U+00A0; it has no narrow no-break space (U+202F), which is drawn as U+00A0 — still unbreakable.
// Pure: runs in the edge function (Deno or Node) and in the browser.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { frSignatureChannel, frTypography } from "./format.ts";
import type { ContractDocument, SignatureEvidence } from "./types.ts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = A4[0] - 2 * MARGIN;

/** Keeps only what the font can encode: U+202F becomes U+00A0, anything else missing becomes "?". */
export const encodable = (font: PDFFont, text: string): string => {
  const set = new Set(font.getCharacterSet());
  return [...text.replace(/\u202f/g, "\u00a0")]
    .map((ch) => (ch === "\n" || set.has(ch.codePointAt(0) ?? 0) ? ch : "?"))
    .join("");
};

/** Splits a paragraph into lines that fit `width` at `size` (breaks at plain spaces only). */
export const wrap = (font: PDFFont, text: string, size: number, width: number): string[] => {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
};

type Writer = { doc: PDFDocument; page: PDFPage; y: number; regular: PDFFont; bold: PDFFont; footer: string };

const newPage = (w: Writer): void => {
  w.page = w.doc.addPage(A4);
  w.y = A4[1] - MARGIN;
  const footer = encodable(w.regular, w.footer);
  w.page.drawText(footer, { x: MARGIN, y: 25, size: 7, font: w.regular, color: rgb(0.4, 0.4, 0.4), maxWidth: WIDTH });
};

const paragraph = (w: Writer, text: string, opts: { size?: number; bold?: boolean; gap?: number } = {}): void => {
  const size = opts.size ?? 9.5;
  const font = opts.bold ? w.bold : w.regular;
  for (const line of wrap(font, encodable(font, text), size, WIDTH)) {
    if (w.y < MARGIN + size + 10) newPage(w);
    w.page.drawText(line, { x: MARGIN, y: w.y - size, size, font });
    w.y -= size * 1.35;
  }
  w.y -= opts.gap ?? 3;
};

const start = async (footer: string, existing?: PDFDocument): Promise<Writer> => {
  const doc = existing ?? (await PDFDocument.create());
  const w: Writer = {
    doc,
    page: undefined as unknown as PDFPage,
    y: 0,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    footer,
  };
  newPage(w);
  return w;
};

/** The PDF of one copy. `now` fixes the metadata dates (reproducible bytes in tests). */
export const renderContractPdf = async (document: ContractDocument, now = new Date()): Promise<Uint8Array> => {
  const w = await start(document.footer);
  w.doc.setTitle(`${document.title} ${document.subtitle}`);
  w.doc.setLanguage("fr-FR");
  w.doc.setCreationDate(now);
  w.doc.setModificationDate(now);
  paragraph(w, document.title, { size: 18, bold: true, gap: 2 });
  paragraph(w, document.subtitle, { size: 10, gap: 12 });
  for (const section of [document.parties, ...document.sections]) {
    paragraph(w, section.title, { size: 11, bold: true, gap: 4 });
    for (const line of section.lines) paragraph(w, line);
    w.y -= 6;
  }
  if (document.signatures !== false) {
    paragraph(w, "Signatures", { size: 11, bold: true, gap: 4 });
    paragraph(
      w,
      "Signé électroniquement par chaque partie : les preuves de signature sont jointes en dernière page du document signé.",
    );
  }
  return w.doc.save({ useObjectStreams: false });
};

const PARTY_LABELS = { talent: "Salarié temporaire", client: "Entreprise utilisatrice" } as const;

const dataUrlBytes = (url: string): Uint8Array => {
  const b64 = url.slice(url.indexOf(",") + 1);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) out[i] = bin.charCodeAt(i);
  return out;
};

const parisTime = (iso: string): string =>
  new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "medium", timeZone: "Europe/Paris" }).format(
    new Date(iso),
  );

/** The original PDF with a "Preuves de signature" page: per signature who, when, IP, browser, channel, hash, image. */
export const appendEvidencePage = async (
  original: Uint8Array,
  evidence: readonly SignatureEvidence[],
  contractKey: string,
): Promise<Uint8Array> => {
  // the original's metadata kept (pdf-lib would stamp the clock): the same sealed bytes when made twice
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const w = await start(
    frTypography(`${contractKey} — preuves de signature électronique (signature électronique simple, eIDAS art. 25)`),
    doc,
  );
  paragraph(w, "Preuves de signature", { size: 16, bold: true, gap: 8 });
  for (const e of evidence) {
    paragraph(w, `${PARTY_LABELS[e.party]} : ${e.signer_name}`, { size: 11, bold: true });
    for (const line of [
      `Adresse e-mail du lien : ${e.signer_email}`,
      `Signé le : ${parisTime(e.signed_at)} (heure de Paris) — ${e.signed_at}`,
      `Adresse IP : ${e.ip ?? "inconnue"}`,
      `Navigateur : ${e.user_agent ?? "inconnu"}`,
      `Canal : ${frSignatureChannel(e.channel)}`,
      `Empreinte SHA-256 du document signé : ${e.document_sha256}`,
      `Consentement : ${e.consent_text}`,
    ])
      paragraph(w, frTypography(line));
    const png = await doc.embedPng(dataUrlBytes(e.signature_image));
    const scale = Math.min(200 / png.width, 70 / png.height, 1);
    if (w.y < MARGIN + 90) newPage(w);
    w.page.drawImage(png, {
      x: MARGIN,
      y: w.y - png.height * scale - 4,
      width: png.width * scale,
      height: png.height * scale,
    });
    w.y -= png.height * scale + 20;
  }
  return doc.save({ useObjectStreams: false });
};
