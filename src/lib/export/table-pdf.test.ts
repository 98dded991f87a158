import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { toPdf } from "./table-pdf.ts";

type Row = { n: number; name: string };
const columns = [
  { header: "N° d'ordre", value: (r: Row) => r.n },
  { header: "Nom et prénom", value: (r: Row) => r.name },
];

describe("a list as a PDF table", () => {
  it("lays the rows on as many landscape pages as they need, French accents and unknown characters included", async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({
      n: i + 1,
      name: i === 0 ? "LEFÈVRE Zoë — 漢" : "ABADIE Noé",
    }));
    const bytes = await toPdf(columns, rows, {
      title: "Registre unique du personnel",
      printedOn: "Édité le 27/11/2026",
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe("Registre unique du personnel");
    // 120 rows of 12 pt on a 595 pt high page, less the title and the header: 3 pages
    expect(pdf.getPageCount()).toBe(3);
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect(width).toBeGreaterThan(height);
  });
});
