// CV files for the resume pipeline's tests (server and end-to-end): a 2-page text PDF saying the
// trade's words, and a « scanned » PDF whose only page is an image (no text layer).
import { crc32, deflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";

export const textPdf = async (): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = [
    [
      "Coffreur bancheur - 12 ans d'expérience",
      "Chantiers nucléaires : CNPE de Flamanville pour EDF",
      "CACES R482 catégorie B1",
    ],
    ["Maçonnerie traditionnelle et gros œuvre", "Habilitation électrique B0", "Permis B, véhiculé"],
  ];
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 20, size: 12, font }));
  }
  return doc.save();
};

/** A 64×64 grey PNG, built by hand (signature, IHDR, IDAT, IEND): the « photo » of a CV. */
const png = (): Uint8Array => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const size = 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale
  const rows = Buffer.alloc((size + 1) * size, 0x80);
  for (let y = 0; y < size; y++) rows[y * (size + 1)] = 0; // filter byte of each row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

export const scannedPdf = async (): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png());
  doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return doc.save();
};
