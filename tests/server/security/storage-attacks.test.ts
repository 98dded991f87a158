// The storage attacks of issue #12, replayed against the real server with demo accounts: a
// mimetype rewritten through REST to serve a script, an ownership takeover by an unfiltered
// PATCH with return=minimal, a bucket emptied by a role without the delete right, direct
// deletes, and the headers of every storage answer. The suite's server exposes `storage` to
// REST on purpose (tests/server/global-setup.ts): the policies must hold even then.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { DEFAULT_SIGNED_URL_MAX_EXPIRES_IN } from "../../../server/config.ts";
import { signJwt } from "../../../server/jwt.ts";
import { accountByKey, WORKSPACES } from "../../../supabase/seed/accounts.ts";
import { rest, signIn } from "../../../supabase/tests/support/http.ts";
import { client, mintToken, raw, serverUrl, serviceClient } from "../helpers.ts";
import { PDF, PNG } from "../storage/support.ts";

const RENFORT = WORKSPACES.renfort.id;
const XCSM = accountByKey("csmExterne");
const COMPTABLE = accountByKey("comptable");

let xcsm: string;
const userClient = (token: string) => client({ accessToken: token });

/** Service-role view of one object row. */
async function objectRow(bucket: string, name: string) {
  const r = await serviceClient("storage")
    .from("objects")
    .select("id, owner, owner_id, metadata")
    .eq("bucket_id", bucket)
    .eq("name", name);
  return r.data?.[0] as
    { id: string; owner: string | null; owner_id: string | null; metadata: Record<string, unknown> } | undefined;
}

/** Objects of a bucket, counted by the service role. */
async function countObjects(bucket: string, like = "%"): Promise<number> {
  const r = await serviceClient("storage")
    .from("objects")
    .select("id", { count: "exact", head: true })
    .eq("bucket_id", bucket)
    .like("name", like);
  return r.count ?? -1;
}

/** A request attachment the external CSM may not read (medical aptitude notices are medical data). */
async function medicalResultFile(): Promise<string> {
  const r = await serviceClient("storage")
    .from("objects")
    .select("name")
    .eq("bucket_id", "documents")
    .like("name", `${RENFORT}/requests/medical_checkup_result/%`)
    .limit(1);
  expect(r.data?.length).toBe(1);
  return (r.data![0] as { name: string }).name;
}

beforeAll(async () => {
  xcsm = await signIn(XCSM);
});

describe("stored XSS through a rewritten mimetype", () => {
  it("serves what the bytes are, as an attachment without scripts, whatever metadata.mimetype says", async () => {
    const path = `${RENFORT}/talents/${randomUUID()}/${randomUUID()}-export.csv`;
    const payload =
      'nom,prénom\n<x:script xmlns:x="http://www.w3.org/1999/xhtml">fetch("/x?c="+document.cookie)</x:script>,a\n';
    const up = await userClient(xcsm).storage.from("documents").upload(path, payload, { contentType: "text/csv" });
    expect(up.error).toBeNull();
    // the rewrite the attacker made through REST (Content-Profile: storage)
    const patch = await rest(xcsm, "PATCH", "objects", `bucket_id=eq.documents&name=eq.${encodeURIComponent(path)}`, {
      schema: "storage",
      prefer: "return=minimal",
      body: { metadata: { mimetype: "text/xml", size: payload.length } },
    });
    expect(patch.status).toBe(204);
    expect((await objectRow("documents", path))?.metadata.mimetype).toBe("text/xml");

    const signed = await userClient(xcsm).storage.from("documents").createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    const svc = await serviceClient().storage.from("documents").remove([path]);
    expect(svc.error).toBeNull();
  });

  it("never serves markup as a page: SVG and HTML become plain-text downloads", async () => {
    const bucket = `test-xss-${randomUUID().slice(0, 8)}`;
    expect((await serviceClient().storage.createBucket(bucket, { public: false })).error).toBeNull();
    const svc = serviceClient().storage.from(bucket);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await svc.upload("a.svg", svg, { contentType: "image/svg+xml" })).error).toBeNull();
    expect(
      (await svc.upload("b.html", "<!doctype html><script>alert(1)</script>", { contentType: "text/html" })).error,
    ).toBeNull();
    for (const name of ["a.svg", "b.html"]) {
      const res = await raw(`/storage/v1/object/${bucket}/${name}`, { token: inject("serviceRoleKey") });
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe("attachment;");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    }
  });

  it("shows images and PDFs inline, still under the CSP without scripts", async () => {
    const bucket = `test-inline-${randomUUID().slice(0, 8)}`;
    expect((await serviceClient().storage.createBucket(bucket, { public: false })).error).toBeNull();
    const svc = serviceClient().storage.from(bucket);
    expect((await svc.upload("p.png", new Blob([new Uint8Array(PNG)]), { contentType: "image/png" })).error).toBeNull();
    expect(
      (await svc.upload("d.pdf", new Blob([new Uint8Array(PDF)]), { contentType: "application/pdf" })).error,
    ).toBeNull();
    const png = await raw(`/storage/v1/object/${bucket}/p.png`, { token: inject("serviceRoleKey") });
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-disposition")).toBeNull();
    expect(png.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    const pdf = await raw(`/storage/v1/object/${bucket}/d.pdf`, { token: inject("serviceRoleKey") });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBeNull();
    expect(pdf.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });
});

describe("ownership takeover through REST", () => {
  it("an unfiltered PATCH of owner_id with return=minimal changes nothing and opens nothing", async () => {
    const target = await medicalResultFile();
    const before = await objectRow("documents", target);
    expect((await userClient(xcsm).storage.from("documents").download(target)).error).not.toBeNull();

    const unfiltered = await rest(xcsm, "PATCH", "objects", "", {
      schema: "storage",
      prefer: "return=minimal",
      body: { owner_id: XCSM.userId, owner: XCSM.userId },
    });
    expect(unfiltered.status).toBe(400);
    expect(unfiltered.error).toMatchObject({ code: "21000", message: "UPDATE requires a WHERE clause" });
    // with a filter, the policies decide: objects the caller cannot read are not touched
    const filtered = await rest(
      xcsm,
      "PATCH",
      "objects",
      `bucket_id=eq.documents&name=eq.${encodeURIComponent(target)}`,
      {
        schema: "storage",
        prefer: "return=minimal",
        body: { owner_id: XCSM.userId, owner: XCSM.userId },
      },
    );
    expect(filtered.status).toBe(204);
    const after = await objectRow("documents", target);
    expect(after).toEqual(before);
    expect((await userClient(xcsm).storage.from("documents").download(target)).error).not.toBeNull();
  });

  it("the owner of an object cannot be changed even by who may update it", async () => {
    const path = `${RENFORT}/talents/${randomUUID()}/${randomUUID()}-cni.pdf`;
    expect(
      (
        await userClient(xcsm)
          .storage.from("documents")
          .upload(path, new Blob([new Uint8Array(PDF)]), { contentType: "application/pdf" })
      ).error,
    ).toBeNull();
    const gift = await rest(xcsm, "PATCH", "objects", `bucket_id=eq.documents&name=eq.${encodeURIComponent(path)}`, {
      schema: "storage",
      prefer: "return=minimal",
      body: { owner_id: COMPTABLE.userId },
    });
    expect(gift.status).toBe(403);
    expect(gift.error).toMatchObject({ code: "42501" });
    expect((await objectRow("documents", path))?.owner_id).toBe(XCSM.userId);
    await serviceClient().storage.from("documents").remove([path]);
  });
});

describe("bulk deletion without the right", () => {
  it("the external CSM cannot empty the documents bucket: an error, and nothing is deleted", async () => {
    const total = await countObjects("documents");
    const visible = await userClient(xcsm).storage.from("documents").list(`${RENFORT}/requests`);
    expect(visible.data?.length).toBeGreaterThan(0);
    const res = await raw("/storage/v1/bucket/documents/empty", {
      method: "POST",
      token: xcsm,
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { statusCode: string; code: string; message: string };
    expect(body).toMatchObject({ statusCode: "403", code: "AccessDenied" });
    expect(body.message).toMatch(/^You are not allowed to delete \d+ of these \d+ objects: nothing was deleted$/);
    expect(await countObjects("documents")).toBe(total);
  });

  it("nor remove request attachments it may read, one or many", async () => {
    const files = await serviceClient("storage")
      .from("objects")
      .select("name")
      .eq("bucket_id", "documents")
      .like("name", `${RENFORT}/requests/medical_checkup_request/%`)
      .limit(3);
    const names = (files.data as Array<{ name: string }>).map((f) => f.name);
    expect(names.length).toBeGreaterThan(0);
    const s = userClient(xcsm).storage.from("documents");
    expect((await s.download(names[0])).error).toBeNull();
    const removed = await s.remove(names);
    expect(removed.error).toMatchObject({ statusCode: "403" });
    for (const n of names) expect(await objectRow("documents", n)).toBeDefined();
  });

  it("storage.objects cannot be deleted through REST, even by a role with the delete right", async () => {
    const consultant = await signIn(accountByKey("consultant"));
    const target = await medicalResultFile();
    const res = await rest(
      consultant,
      "DELETE",
      "objects",
      `bucket_id=eq.documents&name=eq.${encodeURIComponent(target)}`,
      { schema: "storage" },
    );
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({
      code: "42501",
      message: "Direct deletion from storage tables is not allowed. Use the Storage API instead.",
    });
    expect(await objectRow("documents", target)).toBeDefined();
  });
});

describe("signed URLs", () => {
  it("refuse a lifetime over 7 days, and links minted with a longer one", async () => {
    const target = await medicalResultFile();
    // no team role reads a medical notice through storage (the medical-document function signs its
    // links, as the service role): the limit holds for the service role too
    const s = serviceClient().storage.from("documents");
    const tooLong = await s.createSignedUrl(target, 1e12);
    expect(tooLong.error?.message).toBe(`body/expiresIn must be <= ${DEFAULT_SIGNED_URL_MAX_EXPIRES_IN}`);
    expect((await s.createSignedUrl(target, DEFAULT_SIGNED_URL_MAX_EXPIRES_IN)).error).toBeNull();

    const iat = Math.floor(Date.now() / 1000);
    const forged = await signJwt(inject("jwtSecret"), {
      url: `documents/${target}`,
      scope: "download",
      iat,
      exp: iat + 30 * 86400,
    });
    const res = await fetch(`${serverUrl()}/storage/v1/object/sign/documents/${target}?token=${forged}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "InvalidJWT", message: "jwt lifetime exceeds the maximum allowed" });
  });
});

describe("headers of every storage answer", () => {
  it("JSON, errors and bytes carry nosniff and a CSP without scripts", async () => {
    const token = await mintToken({ sub: randomUUID() });
    for (const path of ["/storage/v1/bucket", "/storage/v1/object/documents/absent.pdf", "/storage/v1/bucket/nope"]) {
      const res = await raw(path, { token });
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    }
  });
});
