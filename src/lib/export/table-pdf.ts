// A list exported as a PDF table (pdf-lib, loaded with the first PDF export): A4 landscape, a
// title and the day it was printed, the header row repeated on every page, « Page n / N » at the
// foot. Each column gets a share of the width after its longest text (header included), a cell too
// long for it ends in « … ». Helvetica's WinAnsi set covers French; any other character is printed
// as « ? » rather than failing the export.
import type { ExportColumn } from "./table-export.ts";

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 28;
const SIZE = 7.5;
const ROW = 12;

export async function toPdf<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  {
    title,
    printedOn,
    subtitle = [],
  }: { title: string; printedOn: string; /** lines under the title, on every page */ subtitle?: readonly string[] },
): Promise<Uint8Array<ArrayBuffer>> {
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const known = new Set(font.getCharacterSet());
  const clean = (text: string) =>
    [...text.replace(/\s+/g, " ")].map((ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : "?")).join("");

  const header = columns.map((c) => clean(c.header));
  const cells = rows.map((row) => columns.map((c) => clean(String(c.value(row) ?? ""))));
  const usable = PAGE.width - 2 * MARGIN;
  // a column's share: its longest text, between a floor and a ceiling, then scaled to the page
  const wanted = header.map((h, i) =>
    Math.min(
      160,
      Math.max(
        28,
        bold.widthOfTextAtSize(h, SIZE),
        ...cells.slice(0, 500).map((r) => font.widthOfTextAtSize(r[i], SIZE)),
      ) + 6,
    ),
  );
  const scale = usable / wanted.reduce((a, b) => a + b, 0);
  const widths = wanted.map((w) => w * scale);
  const fit = (text: string, width: number, f: typeof font) => {
    if (f.widthOfTextAtSize(text, SIZE) <= width - 4) return text;
    let cut = text;
    while (cut.length > 0 && f.widthOfTextAtSize(`${cut}…`, SIZE) > width - 4) cut = cut.slice(0, -1);
    return `${cut}…`;
  };

  const pages: ReturnType<typeof pdf.addPage>[] = [];
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = 0;
  const line = (texts: string[], f: typeof font) => {
    let x = MARGIN;
    texts.forEach((text, i) => {
      page.drawText(fit(text, widths[i], f), { x: x + 2, y, size: SIZE, font: f });
      x += widths[i];
    });
    page.drawLine({
      start: { x: MARGIN, y: y - 3 },
      end: { x: PAGE.width - MARGIN, y: y - 3 },
      thickness: 0.3,
      color: rgb(0.75, 0.75, 0.75),
    });
    y -= ROW;
  };
  const start = () => {
    pages.push(page);
    y = PAGE.height - MARGIN;
    page.drawText(clean(title), { x: MARGIN, y, size: 12, font: bold });
    page.drawText(clean(printedOn), {
      x: PAGE.width - MARGIN - font.widthOfTextAtSize(clean(printedOn), 8),
      y,
      size: 8,
      font,
    });
    y -= 16;
    for (const text of subtitle) {
      page.drawText(fit(clean(text), usable + 4, font), { x: MARGIN, y, size: 8, font });
      y -= 11;
    }
    y -= 6;
    line(header, bold);
  };
  start();
  for (const row of cells) {
    if (y < MARGIN + ROW) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      start();
    }
    line(row, font);
  }
  pages.forEach((p, i) => {
    const text = `Page ${i + 1} / ${pages.length}`;
    p.drawText(text, { x: PAGE.width - MARGIN - font.widthOfTextAtSize(text, 7), y: MARGIN / 2, size: 7, font });
  });
  // pdf-lib's bytes are a fresh ArrayBuffer's view (a Blob takes no shared memory)
  return (await pdf.save()) as Uint8Array<ArrayBuffer>;
}
