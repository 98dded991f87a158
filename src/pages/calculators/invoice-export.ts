// Exports of a simulated invoice: XLSX (exceljs) and PDF (pdf-lib), each library imported on
// click only, so the screen's chunk stays small. Both take the same plain table.
export type InvoiceSheet = {
  title: string;
  /** Lines above the table (company, dates). */
  heading: string[];
  columns: string[];
  /** Numbers stay numbers in XLSX; `format` renders them for the PDF. */
  rows: (string | number)[][];
  totals: [string, number][];
  note: string;
  format: (n: number) => string;
};

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const invoiceXlsx = async (sheet: InvoiceSheet): Promise<ArrayBuffer> => {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(sheet.title.slice(0, 31));
  ws.addRow([sheet.title]).font = { bold: true, size: 14 };
  sheet.heading.forEach((line) => ws.addRow([line]));
  ws.addRow([]);
  ws.addRow(sheet.columns).font = { bold: true };
  sheet.rows.forEach((row) => ws.addRow(row));
  ws.addRow([]);
  sheet.totals.forEach(([label, amount]) => {
    const row = ws.addRow([label, amount]);
    row.font = { bold: true };
    row.getCell(2).numFmt = "#,##0.00 €";
  });
  ws.addRow([sheet.note]);
  ws.columns.forEach((column, i) => {
    column.width = i === 1 ? 24 : 16;
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
};

/** pdf-lib's standard fonts speak WinAnsi: Intl's thin no-break spaces and the like are swapped. */
export const winAnsi = (text: string): string =>
  text
    .replace(/[\u202f\u00a0]/g, " ")
    .replace(/[−–]/g, "-")
    .replace(/[^\x20-\x7e\u00a0-\u00ff€œŒ’«»…]/g, "?");

export const invoicePdf = async (sheet: InvoiceSheet): Promise<Uint8Array> => {
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [842, 595]; // A4 landscape
  const margin = 36;
  let page = doc.addPage([width, height]);
  let y = height - margin;
  const write = (text: string, x: number, size = 9, f = font) =>
    page.drawText(winAnsi(text), { x, y, size, font: f, color: rgb(0, 0, 0) });
  const next = (step: number) => {
    y -= step;
    if (y < margin) {
      page = doc.addPage([width, height]);
      y = height - margin;
    }
  };
  write(sheet.title, margin, 16, bold);
  next(22);
  sheet.heading.forEach((line) => {
    write(line, margin, 10);
    next(14);
  });
  next(8);
  const colWidth = (width - 2 * margin) / sheet.columns.length;
  sheet.columns.forEach((c, i) => write(c, margin + i * colWidth, 8, bold));
  next(14);
  sheet.rows.forEach((row) => {
    row.forEach((cell, i) => write(typeof cell === "number" ? sheet.format(cell) : cell, margin + i * colWidth, 8));
    next(12);
  });
  next(8);
  sheet.totals.forEach(([label, amount]) => {
    write(label, margin, 10, bold);
    write(sheet.format(amount), margin + 160, 10, bold);
    next(14);
  });
  next(6);
  write(sheet.note, margin, 8);
  return doc.save();
};

export const downloadFile = (content: BlobPart, type: string, name: string) => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
