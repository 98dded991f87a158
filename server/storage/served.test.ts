// How stored bytes are served: the type comes from the bytes (the object's extension only
// picks among plain-text formats), markup is never a page, only images and PDFs are inline.
import { describe, expect, it } from "vitest";
import { servedAs, STORAGE_CSP } from "./served.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

describe("servedAs", () => {
  it.each([
    ["photo.jpg", PNG, { contentType: "image/png", inline: true }],
    ["facture.pdf", PDF, { contentType: "application/pdf", inline: true }],
    ["liste.csv", Buffer.from("a;b\n1;2\n"), { contentType: "text/csv; charset=utf-8", inline: false }],
    ["liste.txt", Buffer.from("a;b\n1;2\n"), { contentType: "text/plain; charset=utf-8", inline: false }],
    [
      "x.csv",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      { contentType: "text/plain; charset=utf-8", inline: false },
    ],
    [
      "x.csv",
      Buffer.from("<html><body><script>1</script>"),
      { contentType: "text/plain; charset=utf-8", inline: false },
    ],
    ["x.csv", Buffer.from('<?xml version="1.0"?><a/>'), { contentType: "text/plain; charset=utf-8", inline: false }],
    ["x.bin", Buffer.from([0, 1, 2, 3, 0xff]), { contentType: "application/octet-stream", inline: false }],
  ])("%s", async (name, bytes, expected) => {
    expect(await servedAs(bytes, true, name)).toEqual(expected);
  });

  it("a sample cut in the middle of a UTF-8 character is still text", async () => {
    const head = Buffer.from("nom;prénom\n".repeat(10)).subarray(0, 9 * 12 + 7);
    expect((await servedAs(head, false, "export.csv")).contentType).toBe("text/csv; charset=utf-8");
  });

  it("the CSP of storage forbids scripts, plugins and same-origin access", () => {
    expect(STORAGE_CSP).toBe("default-src 'none'; sandbox");
  });
});
