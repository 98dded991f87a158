// Reads back the text a PDF made by render.ts draws (for tests and checks, no pdftotext needed):
// each page's content stream, its `<hex> Tj` strings decoded from WinAnsi to Unicode.
import { PDFDocument, PDFRawStream, StandardFonts, decodePDFRawStream, PDFArray, PDFName } from "pdf-lib";

const winAnsiToUnicode = async (): Promise<Map<number, string>> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const map = new Map<number, string>();
  for (const cp of font.getCharacterSet()) {
    const ch = String.fromCodePoint(cp);
    const hex = font.encodeText(ch).toString().slice(1, -1);
    if (hex.length === 2) map.set(parseInt(hex, 16), ch);
  }
  return map;
};

/** The text of every page, one string per page, lines separated by "\n". */
export const extractPdfText = async (bytes: Uint8Array): Promise<string[]> => {
  const codes = await winAnsiToUnicode();
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of("Contents"));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const text: string[] = [];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const source = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
      for (const m of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const hex = m[1];
        let line = "";
        for (let i = 0; i < hex.length; i += 2) line += codes.get(parseInt(hex.slice(i, i + 2), 16)) ?? "?";
        text.push(line);
      }
    }
    return text.join("\n");
  });
};
