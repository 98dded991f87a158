// Reads back the text a PDF made by render.ts draws (for tests and checks, no pdftotext needed).
// The fonts are embedded TrueType, so a `<hex> Tj` string holds glyph ids (Identity-H, two bytes
// each), not characters: each font's /ToUnicode CMap maps them back, as a PDF reader does.
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  decodePDFRawStream,
} from "pdf-lib";

const latin1 = (stream: PDFRawStream): string => new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());

/** `<0003> <0020>` pairs of a bfchar section (the form pdf-lib writes), and bfrange sections. */
const parseCMap = (cmap: string): Map<number, string> => {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(m[1], 16), utf16(m[2]));
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const [from, to, dst] = [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)];
      for (let code = from; code <= to; code += 1) map.set(code, String.fromCharCode(dst + code - from));
    }
  return map;
};

/** The text of every page, one string per page, one line per drawn string. */
export const extractPdfText = async (bytes: Uint8Array): Promise<string[]> => {
  const doc = await PDFDocument.load(bytes);
  const lookupDict = (v: unknown) => (v instanceof PDFRef ? doc.context.lookup(v) : v);
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = lookupDict(page.node.Resources()?.get(PDFName.of("Font")));
    if (fontDict instanceof PDFDict)
      for (const [name, ref] of fontDict.entries()) {
        const font = lookupDict(ref);
        const toUnicode = font instanceof PDFDict ? lookupDict(font.get(PDFName.of("ToUnicode"))) : null;
        if (toUnicode instanceof PDFRawStream) fonts.set(name.asString(), parseCMap(latin1(toUnicode)));
      }
    const contents = page.node.get(PDFName.of("Contents"));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const text: string[] = [];
    let cmap = new Map<number, string>();
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      for (const m of latin1(stream).matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (m[1]) cmap = fonts.get(m[1]) ?? new Map();
        else text.push((m[2].match(/.{4}/g) ?? []).map((g) => cmap.get(parseInt(g, 16)) ?? "?").join(""));
      }
    }
    return text.join("\n");
  });
};

/** The files the document associates with itself (PDF/A-3 /AF: the Factur-X XML), by name, as text. */
export const extractAttachedFiles = async (bytes: Uint8Array): Promise<Record<string, string>> => {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const af = doc.catalog.lookup(PDFName.of("AF"));
  const files: Record<string, string> = {};
  if (!(af instanceof PDFArray)) return files;
  for (const ref of af.asArray()) {
    const spec = doc.context.lookup(ref);
    if (!(spec instanceof PDFDict)) continue;
    const name = spec.lookup(PDFName.of("UF"));
    const ef = spec.lookup(PDFName.of("EF"));
    const stream = ef instanceof PDFDict ? ef.lookup(PDFName.of("F")) : null;
    if (stream instanceof PDFRawStream && (name instanceof PDFString || name instanceof PDFHexString))
      files[name.decodeText()] = new TextDecoder().decode(decodePDFRawStream(stream).decode());
  }
  return files;
};
