// The files behind the demo's `document` and `resume` rows: a small PDF (pdf-lib) naming the
// talent, the document's type and dates, or a small PNG where the row says it is an image.
// Their storage.objects rows go in with the data; the bytes are written where the server's
// storage reads them (`<dataDir>/storage/<bucket>/<key>/<version>`) once the data committed.
import { randomUUID } from "node:crypto";
import { deflateSync } from "node:zlib";
import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib";
import type { Query } from "../../server/db/engine.ts";
import { writeVersion } from "../../server/storage/files.ts";
import { storageRoot } from "../../server/storage/paths.ts";
import { buildMetadata } from "../../server/storage/render.ts";
import { insertRows, type Row } from "./load.ts";

export type SeedObject = {
  bucket: "documents" | "resumes" | "generated" | "invoices" | "agency-attestations";
  path: string;
  mime: string;
  ownerId: string | null;
  data: Buffer;
};
export type Pending = SeedObject & { version: string };

export const dataDirOf = (config: unknown): string | undefined =>
  typeof config === "object" && config !== null && typeof (config as { dataDir?: unknown }).dataDir === "string"
    ? (config as { dataDir: string }).dataDir
    : undefined;

const frDate = (iso: unknown) =>
  typeof iso === "string" && iso.length >= 10 ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null;

/** Standard fonts write WinAnsi only: other letters lose their accents (or become "?"). */
const writable = (font: PDFFont, text: string): string => {
  const chars = [...text].map((c) => {
    try {
      font.encodeText(c);
      return c;
    } catch {
      const plain = c.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      return plain.length > 0 ? plain : "?";
    }
  });
  return chars.join("");
};

/** A one-page A4 PDF with a title and a few lines. */
export async function makePdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer("Renfort (données de démonstration)");
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawText(writable(bold, title), { x: 56, y: 770, size: 20, font: bold, color: rgb(0.1, 0.2, 0.45) });
  lines.forEach((line, i) => page.drawText(writable(font, line), { x: 56, y: 735 - i * 20, size: 12, font }));
  page.drawText("Document de démonstration généré par Renfort", {
    x: 56,
    y: 56,
    size: 9,
    font,
    color: rgb(0.4, 0.4, 0.4),
  });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
};

/** A small PNG "card" (a coloured band on white) carrying its caption as a tEXt chunk. */
export function makePng(caption: string, width = 240, height = 150): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height, 0xff);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    if (y < 36) for (let x = 0; x < width; x += 1) raw.set([0x1a, 0x33, 0x73], row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("tEXt", Buffer.from(`Title\0${caption}`, "latin1")),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

type Tables = { talent: Row[]; document: Row[]; resume: Row[]; file_link: Row[] };

/** One object per `document` and `resume` row (paths as the rows reference them). */
export async function demoFiles(tables: Tables, typeLabels: Map<string, string>): Promise<SeedObject[]> {
  const names = new Map(
    tables.talent.map((t) => [
      t.id as string,
      `${t.first_name ?? ""} ${t.last_name ?? ""}`.trim() || "Talent anonymisé",
    ]),
  );
  const out: SeedObject[] = [];
  for (const d of tables.document) {
    if (typeof d.file !== "string") continue;
    const talent = names.get(d.talent_id as string) ?? "";
    const label = (d.name as string | null) ?? typeLabels.get(d.type as string) ?? String(d.type);
    const mime = String(d.mime_type ?? "application/pdf");
    const lines = [
      `Titulaire : ${talent}`,
      d.number ? `Numéro : ${d.number as string}` : null,
      d.category ? `Catégorie : ${d.category as string}` : null,
      frDate(d.issued_at) ? `Délivré le ${frDate(d.issued_at)}` : null,
      frDate(d.expiry_date) ? `Valable jusqu'au ${frDate(d.expiry_date)}` : "Sans date d'expiration",
    ].filter((l): l is string => l !== null);
    const data = mime === "image/png" ? makePng(`${label} - ${talent}`) : await makePdf(label, lines);
    out.push({
      bucket: "documents",
      path: d.file,
      mime: mime === "image/png" ? mime : "application/pdf",
      ownerId: (d.created_by as string | null) ?? null,
      data,
    });
  }
  for (const r of tables.resume) {
    if (typeof r.file !== "string") continue;
    const talent = r.is_anonymized ? "Profil anonymisé" : (names.get(r.talent_id as string) ?? "");
    const data = await makePdf(`CV — ${talent}`, [
      typeof r.content === "string" ? r.content : "CV anonymisé : coordonnées masquées.",
      `Déposé le ${frDate(r.created_at) ?? "—"}`,
    ]);
    out.push({
      bucket: "resumes",
      path: r.file,
      mime: "application/pdf",
      ownerId: (r.created_by as string | null) ?? null,
      data,
    });
  }
  // Generated contracts (and their signed copies) in the `generated` bucket.
  for (const f of tables.file_link) {
    if (f.bucket_id !== "generated" || typeof f.object_path !== "string") continue;
    const data = await makePdf(String(f.file_name ?? "Contrat"), ["Contrat de mission (exemplaire de démonstration)"]);
    out.push({
      bucket: "generated",
      path: f.object_path,
      mime: "application/pdf",
      ownerId: (f.created_by as string | null) ?? null,
      data,
    });
  }
  return out;
}

/** Inserts the objects' rows in the seed's transaction; returns the writes to do after commit. */
export async function insertObjectRows(q: Query, objects: SeedObject[]): Promise<Pending[]> {
  const seen = new Set<string>();
  const pending: Pending[] = [];
  for (const o of objects) {
    const key = `${o.bucket}/${o.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push({ ...o, version: randomUUID() });
  }
  await insertRows(
    q,
    "objects",
    pending.map((p) => ({
      bucket_id: p.bucket,
      name: p.path,
      owner: p.ownerId,
      owner_id: p.ownerId,
      version: p.version,
      metadata: buildMetadata(p.data, p.mime, "max-age=3600"),
    })),
    { schema: "storage", chunkSize: 2000 },
  );
  return pending;
}

/** Writes the bytes where the server's storage reads them. */
export async function writeObjects(dataDir: string, pending: Pending[]): Promise<void> {
  const root = storageRoot(dataDir);
  for (let i = 0; i < pending.length; i += 64) {
    await Promise.all(
      pending
        .slice(i, i + 64)
        .map((p) => writeVersion(root, { bucket: p.bucket, key: p.path, version: p.version }, p.data)),
    );
  }
}
