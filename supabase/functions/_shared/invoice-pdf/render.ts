// Renders an invoice or a credit note to an A4 PDF with pdf-lib: the parties and references, the
// lines' table (broken across pages with its header row repeated), the totals, then the payment
// mentions. The fonts are embedded TrueType (fonts.ts), so the same PDF becomes a valid PDF/A-3
// once facturx.ts attaches the XML. Runs in Node and Deno (the fonts come from node_modules).
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { invoiceFonts } from "./fonts.ts";
import { frMoney, frQuantity, frRate, frUnit, frUnitPrice } from "./format.ts";
import { invoiceTexts, type LabelledLine } from "./mentions.ts";
import type { InvoiceDocument, InvoiceLine } from "./types.ts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const BOTTOM = 55; // room for the footer
const WIDTH = A4[0] - 2 * MARGIN;
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.75, 0.75, 0.75);
const SHADE = rgb(0.93, 0.93, 0.93);

/** Each font's character set, gathered once (a Set of its ≈ 6 000 code points). */
const characterSets = new WeakMap<PDFFont, Set<number>>();
const characterSet = (font: PDFFont): Set<number> => {
  let set = characterSets.get(font);
  if (!set) characterSets.set(font, (set = new Set(font.getCharacterSet())));
  return set;
};

/** Keeps only what the font can draw: U+202F (Intl's thousands separator) falls back to U+00A0. */
export const drawable = (font: PDFFont, text: string): string => {
  const set = characterSet(font);
  return [...text]
    .map((ch) => {
      const cp = ch.codePointAt(0) ?? 0;
      if (set.has(cp)) return ch;
      return cp === 0x202f && set.has(0xa0) ? "\u00a0" : "?";
    })
    .join("");
};

/** Widths by font, size and text, for every document of the process: measuring a text lays it out
 * with the font's shaping tables, and the same labels, amounts and names come back. */
const widths = new Map<string, number>();
const WIDTHS_KEPT = 50_000;
const widthAt = (font: PDFFont, text: string, size: number): number => {
  const key = `${font.name}\u0000${size}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    if (widths.size >= WIDTHS_KEPT) widths.clear();
    widths.set(key, (width = font.widthOfTextAtSize(text, size)));
  }
  return width;
};

/** Splits a paragraph into lines that fit `width` (breaks at plain spaces; a longer word is cut). */
export const wrap = (font: PDFFont, text: string, size: number, width: number): string[] => {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (widthAt(font, next, size) <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word;
      while (widthAt(font, line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && widthAt(font, line.slice(0, cut), size) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
  }
  if (line) lines.push(line);
  return lines;
};

type Writer = { doc: PDFDocument; page: PDFPage; y: number; regular: PDFFont; bold: PDFFont };
type Style = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> };

const addPage = (w: Writer): void => {
  w.page = w.doc.addPage(A4);
  w.y = A4[1] - MARGIN;
};

const fontOf = (w: Writer, s: Style) => (s.bold ? w.bold : w.regular);

/** Draws a paragraph at x within width, from the current y (no page break: for the header blocks). */
const block = (w: Writer, x: number, width: number, text: string, s: Style = {}): void => {
  const size = s.size ?? 9;
  const font = fontOf(w, s);
  for (const line of wrap(font, drawable(font, text), size, width)) {
    w.page.drawText(line, { x, y: w.y - size, size, font, color: s.color });
    w.y -= size * 1.3;
  }
};

/** A full-width paragraph that moves to a new page when it reaches the footer. */
const paragraph = (w: Writer, text: string, s: Style = {}): void => {
  const size = s.size ?? 8.5;
  const font = fontOf(w, s);
  for (const line of wrap(font, drawable(font, text), size, WIDTH)) {
    if (w.y - size < BOTTOM) addPage(w);
    w.page.drawText(line, { x: MARGIN, y: w.y - size, size, font, color: s.color });
    w.y -= size * 1.35;
  }
};

const textRight = (w: Writer, text: string, right: number, y: number, s: Style = {}): void => {
  const size = s.size ?? 9;
  const font = fontOf(w, s);
  const t = drawable(font, text);
  w.page.drawText(t, { x: right - widthAt(font, t, size), y, size, font, color: s.color });
};

// The lines' table: designation, quantity, unit, unit price HT, VAT rate, amount HT.
const COLUMNS = [
  { title: "Désignation", width: 227, align: "left" },
  { title: "Quantité", width: 52, align: "right" },
  { title: "Unité", width: 40, align: "left" },
  { title: "Prix unit. HT", width: 72, align: "right" },
  { title: "TVA", width: 44, align: "right" },
  { title: "Montant HT", width: WIDTH - 227 - 52 - 40 - 72 - 44, align: "right" },
] as const;
const PAD = 4;
const ROW_SIZE = 8.5;

const columnX = (i: number): number => MARGIN + COLUMNS.slice(0, i).reduce((sum, c) => sum + c.width, 0);

const tableHeader = (w: Writer): void => {
  const h = 18;
  w.page.drawRectangle({ x: MARGIN, y: w.y - h, width: WIDTH, height: h, color: SHADE });
  COLUMNS.forEach((c, i) => {
    const y = w.y - h + 6;
    if (c.align === "right") textRight(w, c.title, columnX(i) + c.width - PAD, y, { size: 8, bold: true });
    else w.page.drawText(drawable(w.bold, c.title), { x: columnX(i) + PAD, y, size: 8, font: w.bold });
  });
  w.y -= h;
};

const row = (w: Writer, line: InvoiceLine): void => {
  const labelWidth = COLUMNS[0].width - 2 * PAD;
  const label = wrap(w.regular, drawable(w.regular, line.label), ROW_SIZE, labelWidth);
  const detail = line.detail ? wrap(w.regular, drawable(w.regular, line.detail), ROW_SIZE - 1, labelWidth) : [];
  const height = label.length * ROW_SIZE * 1.3 + detail.length * (ROW_SIZE - 1) * 1.3 + 2 * PAD;
  if (w.y - height < BOTTOM) {
    addPage(w);
    tableHeader(w);
  }
  let y = w.y - PAD - ROW_SIZE;
  for (const l of label) {
    w.page.drawText(l, { x: MARGIN + PAD, y, size: ROW_SIZE, font: w.regular });
    y -= ROW_SIZE * 1.3;
  }
  for (const l of detail) {
    w.page.drawText(l, { x: MARGIN + PAD, y, size: ROW_SIZE - 1, font: w.regular, color: GREY });
    y -= (ROW_SIZE - 1) * 1.3;
  }
  const cells = [
    frQuantity(line.quantity),
    frUnit(line.unit, line.quantity),
    frUnitPrice(line.unitPriceHt),
    frRate(line.vatRate),
    frMoney(line.amountHt),
  ];
  cells.forEach((text, k) => {
    const i = k + 1;
    const c = COLUMNS[i];
    const top = w.y - PAD - ROW_SIZE;
    if (c.align === "right") textRight(w, text, columnX(i) + c.width - PAD, top, { size: ROW_SIZE });
    else w.page.drawText(drawable(w.regular, text), { x: columnX(i) + PAD, y: top, size: ROW_SIZE, font: w.regular });
  });
  w.y -= height;
  w.page.drawLine({
    start: { x: MARGIN, y: w.y },
    end: { x: MARGIN + WIDTH, y: w.y },
    thickness: 0.5,
    color: RULE,
  });
};

const totals = (w: Writer, lines: LabelledLine[]): void => {
  const size = 9;
  const needed = lines.length * size * 1.6 + 10;
  if (w.y - needed < BOTTOM) addPage(w);
  w.y -= 8;
  for (const l of lines) {
    const s = { size, bold: l.bold };
    textRight(w, l.label, MARGIN + WIDTH - 110, w.y - size, s);
    textRight(w, l.value, MARGIN + WIDTH - PAD, w.y - size, s);
    w.y -= size * 1.6;
  }
  w.y -= 8;
};

/** Fontkit, with each font file parsed once per process: parsing both DejaVu files again cost each
 * document ≈ 50 ms, half of its PDF; the parsed font is only read (each document makes its own
 * subset). */
const parsed = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const fontkitOnce: typeof fontkit = {
  ...fontkit,
  create: (data, postscriptName) => {
    if (postscriptName !== undefined || !(data instanceof Uint8Array)) return fontkit.create(data, postscriptName);
    let font = parsed.get(data);
    if (!font) parsed.set(data, (font = fontkit.create(data)));
    return font;
  },
};

/** The invoice's PDF. `now` fixes the metadata dates (reproducible bytes in tests). */
export const renderInvoicePdf = async (doc: InvoiceDocument, now = new Date()): Promise<Uint8Array> => {
  const texts = invoiceTexts(doc);
  const fonts = await invoiceFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkitOnce);
  const w: Writer = {
    doc: pdf,
    page: undefined as unknown as PDFPage,
    y: 0,
    regular: await pdf.embedFont(fonts.regular, { subset: true }),
    bold: await pdf.embedFont(fonts.bold, { subset: true }),
  };
  pdf.setTitle(`${texts.title} ${doc.number}`);
  pdf.setAuthor(doc.seller.name);
  pdf.setLanguage("fr-FR");
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  addPage(w);

  // Header: the seller on the left, the document's title and references on the right.
  const top = w.y;
  const right = MARGIN + WIDTH / 2 + 20;
  const half = WIDTH / 2 - 20;
  block(w, MARGIN, half, texts.seller.name, { size: 12, bold: true });
  for (const line of texts.seller.lines) block(w, MARGIN, half, line, { size: 8 });
  const leftBottom = w.y;
  w.y = top;
  block(w, right, half, texts.title, { size: 22, bold: true });
  w.y -= 4;
  for (const r of texts.references) block(w, right, half, `${r.label}\u00a0: ${r.value}`, { size: 9, bold: r.bold });
  w.y = Math.min(leftBottom, w.y) - 14;

  // The buyer, boxed on the right; the operation and the delivery address on the left.
  const boxTop = w.y;
  w.y -= 8;
  block(w, right + 8, half - 16, "Client", { size: 8, color: GREY });
  block(w, right + 8, half - 16, texts.buyer.name, { size: 10, bold: true });
  for (const line of texts.buyer.lines) block(w, right + 8, half - 16, line, { size: 8.5 });
  const boxBottom = w.y - 6;
  w.page.drawRectangle({
    x: right,
    y: boxBottom,
    width: half,
    height: boxTop - boxBottom,
    borderColor: RULE,
    borderWidth: 0.8,
  });
  w.y = boxTop - 8;
  block(w, MARGIN, half, texts.operation, { size: 8.5 });
  if (texts.delivery) block(w, MARGIN, half, texts.delivery, { size: 8.5 });
  w.y = Math.min(w.y, boxBottom) - 18;

  tableHeader(w);
  for (const line of [...doc.lines].sort((a, b) => a.position - b.position)) row(w, line);
  totals(w, texts.totals);
  for (const m of texts.mentions) paragraph(w, m);
  if (texts.notes.length > 0) w.y -= 4;
  for (const n of texts.notes) paragraph(w, n);

  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const footer = drawable(w.regular, `${texts.footer} — page ${i + 1}/${pages.length}`);
    page.drawText(footer, { x: MARGIN, y: 25, size: 7, font: w.regular, color: GREY, maxWidth: WIDTH });
  });
  return pdf.save();
};
