// The CV text extraction: PDF text through unpdf, whitespace normalised, size capped, and the
// French reasons of the files that yield no text (images, scans, other formats, damaged PDFs).
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { capText, extractResume, normaliseText, REASONS } from "./extract.ts";

const pdfOf = async (pages: string[][]): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 40, y: 800 - i * 18, size: 11, font }));
  }
  return doc.save();
};

describe("normaliseText", () => {
  it("keeps one space between words and one line break between lines", () => {
    expect(normaliseText("  Coffreur\t\u00a0 bancheur \r\n\r\n\n  CACES  R482\u0000 ")).toBe(
      "Coffreur bancheur\nCACES R482",
    );
  });
});

describe("capText", () => {
  it("cuts a long text at a word, below the cap — R:DOC-CV-CAP", () => {
    const text = "maçon ".repeat(30);
    const capped = capText(text, 100);
    expect(capped.truncated).toBe(true);
    expect(capped.text.length).toBeLessThanOrEqual(100);
    expect(capped.text.endsWith("maçon")).toBe(true);
  });
  it("leaves a short text alone", () => {
    expect(capText("électricien", 100)).toEqual({ text: "électricien", truncated: false });
  });
});

describe("extractResume", () => {
  it("reads the text of every page of a PDF", async () => {
    const bytes = await pdfOf([["Coffreur bancheur, centrale nucléaire de Civaux"], ["Maçonnerie, gros œuvre"]]);
    const result = await extractResume(bytes, "application/pdf");
    expect(result).toEqual({
      ok: true,
      text: "Coffreur bancheur, centrale nucléaire de Civaux\nMaçonnerie, gros œuvre",
      pageCount: 2,
      truncated: false,
    });
  });

  it("fails a PDF whose pages carry no text, with the scan's reason — R:DOC-CV-PDF-ONLY", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    expect(await extractResume(await doc.save(), "application/pdf")).toEqual({
      ok: false,
      reason: REASONS.scannedPdf,
      pageCount: 1,
    });
  });

  it("fails an image and another format with their own reasons — R:DOC-CV-PDF-ONLY", async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    expect(await extractResume(jpeg, "image/jpeg")).toMatchObject({ ok: false, reason: REASONS.image });
    const csv = new TextEncoder().encode("nom;métier\nDupont;maçon");
    expect(await extractResume(csv, "text/csv")).toMatchObject({ ok: false, reason: REASONS.unsupported });
  });

  it("fails a damaged PDF — R:DOC-CV-PDF-ONLY", async () => {
    const broken = new TextEncoder().encode("%PDF-1.7\nnot really a pdf");
    expect(await extractResume(broken, "application/pdf")).toMatchObject({ ok: false, reason: REASONS.unreadable });
  });
});
