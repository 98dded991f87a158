// Signed download and upload URLs: usable without a token, bound to one path and scope,
// refused once expired (1-second expiry) or tampered with.
import { decodeJwt } from "jose";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { signJwt } from "../../../server/jwt.ts";
import { serviceClient } from "../helpers.ts";
import { blob, newBucket, newUser, PNG, type TestUser } from "./support.ts";

let bucket: string;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  bucket = await newBucket("sign");
  alice = await newUser();
  bob = await newUser();
  await alice.db.storage.from(bucket).upload(`${alice.id}/doc.png`, blob(PNG, "image/png"));
  await alice.db.storage.from(bucket).upload(`${alice.id}/dossier/relevé 1.txt`, "relevé");
});

describe("signed download URLs", () => {
  it("createSignedUrl gives a link that works without any header", async () => {
    const { data, error } = await alice.db.storage.from(bucket).createSignedUrl(`${alice.id}/doc.png`, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toContain(`/storage/v1/object/sign/${bucket}/${alice.id}/doc.png?token=`);
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("handles names with spaces and accents, and download= as an attachment", async () => {
    const { data } = await alice.db.storage
      .from(bucket)
      .createSignedUrl(`${alice.id}/dossier/relevé 1.txt`, 60, { download: true });
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("relevé");
    expect(res.headers.get("content-disposition")).toBe("attachment;");
  });

  it("refuses the link once expired (InvalidJWT, jwt expired)", async () => {
    const { data } = await alice.db.storage.from(bucket).createSignedUrl(`${alice.id}/doc.png`, 1);
    const url = new URL(data!.signedUrl);
    const claims = decodeJwt(url.searchParams.get("token")!);
    expect(claims.exp! - claims.iat!).toBe(1);
    // the same link as the server's clock sees it two seconds later (no waiting): issued and
    // expired in the past, its one-second lifetime unchanged
    const later = { ...claims, iat: claims.iat! - 2, exp: claims.exp! - 2 };
    url.searchParams.set("token", await signJwt(inject("jwtSecret"), later));
    const res = await fetch(url);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: "400",
      code: "InvalidJWT",
      error: "InvalidJWT",
      message: "jwt expired",
    });
  });

  it("refuses a tampered token and a token for another path", async () => {
    const { data } = await alice.db.storage.from(bucket).createSignedUrl(`${alice.id}/doc.png`, 60);
    const tampered = await fetch(data!.signedUrl.slice(0, -2) + (data!.signedUrl.endsWith("AA") ? "BB" : "AA"));
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ code: "InvalidJWT", message: "invalid signature" });
    const other = await fetch(data!.signedUrl.replace("/doc.png?", "/dossier/relev%C3%A9%201.txt?"));
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ code: "InvalidSignature" });
  });

  it("createSignedUrls signs the readable paths and reports the others", async () => {
    const { data, error } = await alice.db.storage
      .from(bucket)
      .createSignedUrls([`${alice.id}/doc.png`, `${alice.id}/absent.png`], 60);
    expect(error).toBeNull();
    expect(data![0]).toMatchObject({ error: null, path: `${alice.id}/doc.png` });
    expect((await fetch(data![0].signedUrl!)).status).toBe(200);
    expect(data![1]).toMatchObject({ path: `${alice.id}/absent.png`, signedUrl: null });
    expect(data![1].error).toBeTruthy();
  });
});

describe("signed upload URLs", () => {
  it("createSignedUploadUrl + uploadToSignedUrl writes the object, owned by the signer", async () => {
    const s = alice.db.storage.from(bucket);
    const key = `${alice.id}/signed-upload.png`;
    const { data, error } = await s.createSignedUploadUrl(key);
    expect(error).toBeNull();
    expect(data!.path).toBe(key);
    expect(data!.signedUrl).toContain(`/storage/v1/object/upload/sign/${bucket}/${key}?token=`);
    // anyone holding the token may upload, without their own credentials
    const up = await serviceClient().storage.from(bucket).uploadToSignedUrl(key, data!.token, blob(PNG, "image/png"));
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: key, fullPath: `${bucket}/${key}` });
    expect((await s.exists(key)).data).toBe(true);
    const removed = await s.remove([key]);
    expect(removed.data![0]).toMatchObject({ owner: alice.id, owner_id: alice.id });
  });

  it("refuses to sign an upload the policies would refuse", async () => {
    const { error } = await bob.db.storage.from(bucket).createSignedUploadUrl(`${alice.id}/intrus.png`);
    expect(error).toMatchObject({ statusCode: "403" });
  });

  it("refuses an upload token on another path, and a download token for uploads", async () => {
    const s = alice.db.storage.from(bucket);
    const { data } = await s.createSignedUploadUrl(`${alice.id}/a.png`);
    const wrongPath = await s.uploadToSignedUrl(`${alice.id}/b.png`, data!.token, blob(PNG, "image/png"));
    expect(wrongPath.error).toMatchObject({ statusCode: "400" });
    const dl = await s.createSignedUrl(`${alice.id}/doc.png`, 60);
    const dlToken = new URL(dl.data!.signedUrl).searchParams.get("token")!;
    const misuse = await s.uploadToSignedUrl(`${alice.id}/doc.png`, dlToken, blob(PNG, "image/png"), { upsert: true });
    expect(misuse.error).toMatchObject({ statusCode: "400" });
  });

  it("still enforces the bucket's types on signed uploads", async () => {
    const pngOnly = await newBucket("signpng", { allowedMimeTypes: ["image/png"] });
    const s = alice.db.storage.from(pngOnly);
    const { data } = await s.createSignedUploadUrl(`${alice.id}/x.png`);
    const up = await s.uploadToSignedUrl(`${alice.id}/x.png`, data!.token, "pas une image", {
      contentType: "image/png",
    });
    expect(up.error).toMatchObject({ statusCode: "415" });
  });
});
