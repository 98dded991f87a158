// Content sniffing and the allowed-types rule, on hand-made files of each accepted kind and
// on executables disguised as documents; plus the key rules that keep bytes inside the bucket.
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { mimeAllowed, sniffMime } from "./mime.ts";
import { BUCKETS } from "../../src/lib/upload/buckets.generated.ts";
import { objectFile, storageRoot, validKey } from "./paths.ts";

// the upload types allowed (docs/rules/application.md#upload-types): the documents bucket's list, written from the migrations
const UPLOAD_MIME_TYPES = BUCKETS.documents.allowedMimeTypes;

/** A one-entry zip (deflated), enough for file-type to read the entry name. */
function zipWith(name: string, content: string): Buffer {
  const data = deflateRawSync(Buffer.from(content));
  const nameBuf = Buffer.from(name);
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(8, 8);
  h.writeUInt32LE(data.length, 18);
  h.writeUInt32LE(content.length, 22);
  h.writeUInt16LE(nameBuf.length, 26);
  return Buffer.concat([h, nameBuf, data]);
}

/** An OLE compound file whose directory names a `Workbook` stream (legacy .xls). */
function cfbWith(stream: string): Buffer {
  const b = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b, 0);
  Buffer.from(stream + "\0", "utf16le").copy(b, 1024);
  return b;
}

const XLSX_TYPES =
  '<?xml version="1.0"?><Types><Override PartName="/xl/workbook.xml" ' +
  'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
const heic = Buffer.from([
  0,
  0,
  0,
  0x18,
  0x66,
  0x74,
  0x79,
  0x70,
  ...Buffer.from("heic"),
  0,
  0,
  0,
  0,
  ...Buffer.from("mif1heic"),
]);
const exe = () => {
  const b = Buffer.alloc(256);
  b.write("MZ", 0, "latin1");
  b.writeUInt32LE(0x80, 0x3c);
  b.write("PE\0\0", 0x80, "latin1");
  return b;
};

describe("sniffMime", () => {
  it("recognises the spec's upload types from their bytes — R:UI-UPLOAD-SNIFF", async () => {
    expect(await sniffMime(Buffer.from("%PDF-1.7\n"), "application/octet-stream")).toBe("application/pdf");
    expect(await sniffMime(zipWith("[Content_Types].xml", XLSX_TYPES), "application/zip")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(await sniffMime(zipWith("mimetype", "application/vnd.oasis.opendocument.spreadsheet"), "")).toBe(
      "application/vnd.oasis.opendocument.spreadsheet",
    );
    expect(await sniffMime(cfbWith("Workbook"), "application/octet-stream")).toBe("application/vnd.ms-excel");
    expect(await sniffMime(heic, "")).toBe("image/heic");
    expect(await sniffMime(Buffer.from("a;b\n1;2\n"), "text/csv")).toBe("text/csv");
  });

  it("sees through disguises — R:UI-UPLOAD-SNIFF", async () => {
    expect(await sniffMime(exe(), "application/pdf")).toBe("application/x-msdownload");
    expect(await sniffMime(cfbWith("WordDocument"), "application/vnd.ms-excel")).toBe("application/msword");
    expect(await sniffMime(Buffer.from("#!/bin/sh\nrm -rf /\n"), "text/csv")).toBe("text/x-shellscript");
    expect(await sniffMime(Buffer.from("<html><script>alert(1)</script>"), "text/plain")).toBe("text/html");
    expect(await sniffMime(Buffer.from("plain words"), "application/pdf")).toBe("text/plain");
    expect(await sniffMime(Buffer.from([0, 1, 2, 3, 0xff, 0xfe]), "text/csv")).toBe("application/octet-stream");
  });

  it("keeps the declared charset when the declared text type was right", async () => {
    expect(await sniffMime(Buffer.from("bonjour"), "text/plain;charset=UTF-8")).toBe("text/plain;charset=UTF-8");
    expect(await sniffMime(Buffer.from("a,b"), "application/vnd.ms-excel")).toBe("text/csv");
  });
});

describe("mimeAllowed", () => {
  it("matches exactly, by wildcard, ignoring parameters; no list allows all", () => {
    expect(mimeAllowed("text/csv", UPLOAD_MIME_TYPES)).toBe(true);
    expect(mimeAllowed("text/plain", UPLOAD_MIME_TYPES)).toBe(false);
    expect(mimeAllowed("application/x-msdownload", UPLOAD_MIME_TYPES)).toBe(false);
    expect(mimeAllowed("image/heif", ["image/*"])).toBe(true);
    expect(mimeAllowed("application/pdf", ["image/*"])).toBe(false);
    expect(mimeAllowed("text/plain;charset=UTF-8", ["text/plain"])).toBe(true);
    expect(mimeAllowed("anything/else", null)).toBe(true);
  });
});

describe("keys and disk paths", () => {
  it("refuses traversal and empty or control segments", () => {
    for (const bad of ["", "../x", "a/../../b", "a//b", "a/./b", "/a", "a/", "a\u0000b", "a\nb"])
      expect(validKey(bad)).toBe(false);
    for (const good of ["a", "dir/sub/file.pdf", "relevé 1.txt", "a..b/c"]) expect(validKey(good)).toBe(true);
  });

  it("keeps every object file inside <dataDir>/storage/<bucket>/", () => {
    const s = storageRoot("/data");
    const v = "0b6f8a3e-1b7c-4c1e-9f55-3f1e2d8f9a10";
    expect(objectFile(s, "docs", "a/b.pdf", v)).toBe(`/data/storage/docs/a/b.pdf/${v}`);
    expect(() => objectFile(s, "docs", "../../etc/passwd", v)).toThrow();
    expect(() => objectFile(s, "..", "x", v)).toThrow();
    expect(() => objectFile(s, "docs", "x", "../../y")).toThrow();
  });
});
