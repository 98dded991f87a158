// Each bucket's allowed_mime_types and file_size_limit, enforced on the sniffed content: an
// executable renamed `.pdf` is refused, so is an oversized file; the real type is stored.
import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { BUCKETS } from "../../../src/lib/upload/buckets.generated.ts";

import { raw, serverUrl } from "../helpers.ts";
import { blob, ELF, newBucket, newUser, PDF, PNG, windowsExe, type TestUser } from "./support.ts";

// the upload types allowed (docs/rules/application.md#upload-types): the documents bucket's list, written from the migrations
const UPLOAD_MIME_TYPES = BUCKETS.documents.allowedMimeTypes;

let docs: string;
let user: TestUser;

beforeAll(async () => {
  docs = await newBucket("docs", { allowedMimeTypes: [...UPLOAD_MIME_TYPES], fileSizeLimit: 1024 });
  user = await newUser();
});

const key = (name: string) => `${user.id}/${name}`;

describe("type sniffing", () => {
  it("refuses a Windows executable renamed .pdf and declared application/pdf", async () => {
    const { data, error } = await user.db.storage
      .from(docs)
      .upload(key("facture.pdf"), blob(windowsExe(), "application/pdf"));
    expect(data).toBeNull();
    expect(error).toMatchObject({ statusCode: "415", message: "mime type application/x-msdownload is not supported" });
    expect((await user.db.storage.from(docs).exists(key("facture.pdf"))).data).toBe(false);
  });

  it("refuses an ELF binary sent raw as application/pdf, with the 400 quirk", async () => {
    const res = await raw(`/storage/v1/object/${docs}/${key("contrat.pdf")}`, {
      method: "POST",
      token: user.token,
      headers: { "content-type": "application/pdf" },
      body: new Uint8Array(ELF),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: "415",
      code: "InvalidMimeType",
      error: "invalid_mime_type",
      message: "mime type application/x-elf is not supported",
    });
  });

  it("refuses text pretending to be a PDF", async () => {
    const { error } = await user.db.storage
      .from(docs)
      .upload(key("faux.pdf"), "juste du texte", { contentType: "application/pdf" });
    expect(error).toMatchObject({ statusCode: "415", message: "mime type text/plain is not supported" });
  });

  it("accepts a real PDF whatever it is declared as, and stores the sniffed type", async () => {
    const { error } = await user.db.storage.from(docs).upload(key("vrai.pdf"), blob(PDF, "application/octet-stream"));
    expect(error).toBeNull();
    const info = await user.db.storage.from(docs).info(key("vrai.pdf"));
    expect(info.data?.contentType).toBe("application/pdf");
  });

  it("stores a PNG declared as JPEG as image/png", async () => {
    expect((await user.db.storage.from(docs).upload(key("photo.jpg"), blob(PNG, "image/jpeg"))).error).toBeNull();
    const res = await raw(`/storage/v1/object/${docs}/${key("photo.jpg")}`, { token: user.token });
    expect(res.headers.get("content-type")).toBe("image/png");
  });

  it("accepts CSV text (also when a browser declares it as Excel)", async () => {
    const s = user.db.storage.from(docs);
    expect((await s.upload(key("a.csv"), "id,nom\n1,Durand\n", { contentType: "text/csv" })).error).toBeNull();
    expect(
      (await s.upload(key("b.csv"), "id;nom\n2;Martin\n", { contentType: "application/vnd.ms-excel" })).error,
    ).toBeNull();
    expect((await s.info(key("b.csv"))).data?.contentType).toBe("text/csv");
  });

  it("honours wildcard rules like image/*", async () => {
    const images = await newBucket("img", { allowedMimeTypes: ["image/*"] });
    const s = user.db.storage.from(images);
    expect((await s.upload(key("p.png"), blob(PNG, "image/png"))).error).toBeNull();
    expect((await s.upload(key("p.pdf"), blob(PDF, "image/png"))).error).toMatchObject({ statusCode: "415" });
  });

  it("accepts anything in a bucket without a type list, still storing the sniffed type", async () => {
    const open = await newBucket("open");
    const s = user.db.storage.from(open);
    expect((await s.upload(key("tool.pdf"), blob(windowsExe(), "application/pdf"))).error).toBeNull();
    expect((await s.info(key("tool.pdf"))).data?.contentType).toBe("application/x-msdownload");
  });
});

describe("size limits", () => {
  it("refuses a file over the bucket's file_size_limit (413 in the body)", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(2048, 0x20)]);
    const res = await raw(`/storage/v1/object/${docs}/${key("gros.pdf")}`, {
      method: "POST",
      token: user.token,
      headers: { "content-type": "application/pdf" },
      body: new Uint8Array(big),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: "413",
      code: "EntityTooLarge",
      error: "Payload too large",
      message: "The object exceeded the maximum allowed size",
    });
    const viaClient = await user.db.storage.from(docs).upload(key("gros2.pdf"), blob(big, "application/pdf"));
    expect(viaClient.error).toMatchObject({ statusCode: "413" });
  });

  it("accepts a file at the limit, and human sizes like '1KB' on buckets", async () => {
    const kb = await newBucket("kb", { fileSizeLimit: "1KB" });
    const s = user.db.storage.from(kb);
    expect((await s.upload(key("ok.txt"), "x".repeat(1024))).error).toBeNull();
    expect((await s.upload(key("ko.txt"), "x".repeat(1025))).error).toMatchObject({ statusCode: "413" });
  });

  it("caps buckets without a limit at 50 MB", async () => {
    const open = await newBucket("cap");
    const res = await raw(`/storage/v1/object/${open}/${key("big.bin")}`, {
      method: "POST",
      token: user.token,
      headers: { "content-type": "application/octet-stream" },
      body: new Uint8Array(50 * 1024 * 1024 + 1),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: "413", code: "EntityTooLarge" });
  });

  it("answers a body announced over the HTTP limit with EntityTooLarge, before reading it", async () => {
    // only the headers are sent: the server must answer from Content-Length alone
    const url = new URL(`${serverUrl()}/storage/v1/object/${docs}/${key("huge.bin")}`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(url, {
        method: "POST",
        headers: {
          authorization: `Bearer ${user.token}`,
          "content-type": "application/octet-stream",
          "content-length": String(61 * 1024 * 1024),
        },
      });
      req.on("response", (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: "413", code: "EntityTooLarge" });
  });
});
