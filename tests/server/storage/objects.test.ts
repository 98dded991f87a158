// Object lifecycle with supabase-js: upload (multipart and raw), download, exists, info, list,
// update, upsert, move, copy, remove — and the bytes on disk under the data directory.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { raw } from "../helpers.ts";
import { blob, newBucket, newUser, PNG, type TestUser } from "./support.ts";

let bucket: string;
let alice: TestUser;

beforeAll(async () => {
  bucket = await newBucket("obj");
  alice = await newUser();
});

const storageDir = () => path.join(inject("dataDir"), "storage");

describe("upload and download", () => {
  it("uploads a Blob as multipart and returns {id, path, fullPath}", async () => {
    const key = `${alice.id}/avatar.png`;
    const { data, error } = await alice.db.storage.from(bucket).upload(key, blob(PNG, "image/png"));
    expect(error).toBeNull();
    expect(data?.path).toBe(key);
    expect(data?.fullPath).toBe(`${bucket}/${key}`);
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const dl = await alice.db.storage.from(bucket).download(key);
    expect(dl.error).toBeNull();
    expect(Buffer.from(await dl.data!.arrayBuffer()).equals(PNG)).toBe(true);
    expect(dl.data!.type).toBe("image/png");
  });

  it("uploads a raw body with its content type, cache-control and metadata", async () => {
    const key = `${alice.id}/notes/list.csv`;
    const { error } = await alice.db.storage.from(bucket).upload(key, "nom;prénom\nDupont;Anne\n", {
      contentType: "text/csv",
      cacheControl: "60",
      metadata: { source: "import" },
    });
    expect(error).toBeNull();
    const res = await raw(`/storage/v1/object/${bucket}/${key}`, { token: alice.token });
    expect(res.status).toBe(200);
    // text is never shown inline on the app's origin: a download, with its charset
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe("attachment;");
    expect(res.headers.get("cache-control")).toBe("max-age=60");
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get("last-modified")).toMatch(/GMT$/);
    expect(await res.text()).toBe("nom;prénom\nDupont;Anne\n");

    const info = await alice.db.storage.from(bucket).info(key);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: key,
      bucketId: bucket,
      contentType: "text/csv",
      cacheControl: "max-age=60",
      metadata: { source: "import" },
    });
    expect(info.data?.size).toBe(Buffer.byteLength("nom;prénom\nDupont;Anne\n"));
  });

  it("stores the bytes under <dataDir>/storage/<bucket>/<name>/ and nowhere else", async () => {
    const key = `${alice.id}/disk/check.png`;
    await alice.db.storage.from(bucket).upload(key, blob(PNG, "image/png"));
    const dir = path.join(storageDir(), bucket, alice.id, "disk", "check.png");
    const versions = readdirSync(dir);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers download with ?download= as an attachment", async () => {
    const key = `${alice.id}/avatar.png`;
    const res = await raw(`/storage/v1/object/authenticated/${bucket}/${key}?download=photo%20de%20profil.png`, {
      token: alice.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      "attachment; filename=photo%20de%20profil.png; filename*=UTF-8''photo%20de%20profil.png;",
    );
    const bare = await raw(`/storage/v1/object/${bucket}/${key}?download=`, { token: alice.token });
    expect(bare.headers.get("content-disposition")).toBe("attachment;");
  });

  it("exists() is true for an object and false otherwise (HEAD)", async () => {
    const s = alice.db.storage.from(bucket);
    expect((await s.exists(`${alice.id}/avatar.png`)).data).toBe(true);
    expect((await s.exists(`${alice.id}/nope.png`)).data).toBe(false);
    const head = await raw(`/storage/v1/object/${bucket}/${alice.id}/avatar.png`, {
      method: "HEAD",
      token: alice.token,
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(PNG.length));
  });

  it("answers a missing object with storage's error body and the 400 quirk", async () => {
    const res = await raw(`/storage/v1/object/${bucket}/${alice.id}/missing.txt`, { token: alice.token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: "404",
      code: "NoSuchKey",
      error: "not_found",
      message: "Object not found",
    });
    const { error } = await alice.db.storage.from(bucket).download(`${alice.id}/missing.txt`);
    expect(error).not.toBeNull();
  });

  it("refuses keys that try to leave the bucket", async () => {
    const res = await raw(`/storage/v1/object/${bucket}/${alice.id}%2F..%2F..%2F..%2Fescape.txt`, {
      method: "POST",
      token: alice.token,
      headers: { "content-type": "text/plain" },
      body: "x",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: "400", code: "InvalidKey" });
    expect(existsSync(path.join(storageDir(), "escape.txt"))).toBe(false);
  });
});

describe("overwrite, update, upsert", () => {
  it("refuses a second upload without upsert (409 Duplicate)", async () => {
    const key = `${alice.id}/dup.txt`;
    expect((await alice.db.storage.from(bucket).upload(key, "v1")).error).toBeNull();
    const res = await raw(`/storage/v1/object/${bucket}/${key}`, {
      method: "POST",
      token: alice.token,
      headers: { "content-type": "text/plain" },
      body: "v2",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: "409",
      code: "KeyAlreadyExists",
      error: "Duplicate",
      message: "The resource already exists",
    });
  });

  it("replaces with x-upsert, keeps the id, and leaves one version on disk", async () => {
    const key = `${alice.id}/up.txt`;
    const first = await alice.db.storage.from(bucket).upload(key, "v1");
    const second = await alice.db.storage.from(bucket).upload(key, "v2 longer", { upsert: true });
    expect(second.error).toBeNull();
    expect(second.data?.id).toBe(first.data?.id);
    const dl = await alice.db.storage.from(bucket).download(key);
    expect(await dl.data!.text()).toBe("v2 longer");
    expect(readdirSync(path.join(storageDir(), bucket, alice.id, "up.txt"))).toHaveLength(1);
  });

  it("update() (PUT) replaces the bytes", async () => {
    const key = `${alice.id}/upd.txt`;
    await alice.db.storage.from(bucket).upload(key, "before");
    const { data, error } = await alice.db.storage.from(bucket).update(key, "after");
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`${bucket}/${key}`);
    expect(await (await alice.db.storage.from(bucket).download(key)).data!.text()).toBe("after");
  });
});

describe("list", () => {
  it("lists one level: folders (null id) then files with their metadata", async () => {
    const s = alice.db.storage.from(bucket);
    const base = `${alice.id}/tree`;
    await s.upload(`${base}/b.txt`, "bb");
    await s.upload(`${base}/a.txt`, "a");
    await s.upload(`${base}/sub/c.txt`, "c");
    const { data, error } = await s.list(base);
    expect(error).toBeNull();
    expect(data!.map((f) => f.name)).toEqual(["sub", "a.txt", "b.txt"]);
    expect(data![0]).toEqual({
      name: "sub",
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
    const file = data![1];
    expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Object.keys(file.metadata ?? {}).sort()).toEqual([
      "cacheControl",
      "contentLength",
      "eTag",
      "httpStatusCode",
      "lastModified",
      "mimetype",
      "size",
    ]);
    expect(file.metadata).toMatchObject({
      size: 1,
      contentLength: 1,
      mimetype: "text/plain;charset=UTF-8",
      cacheControl: "max-age=3600",
      httpStatusCode: 200,
    });
  });

  it("honours limit, offset, sortBy and search", async () => {
    const s = alice.db.storage.from(bucket);
    const base = `${alice.id}/tree`;
    const desc = await s.list(base, { sortBy: { column: "name", order: "desc" } });
    expect(desc.data!.map((f) => f.name)).toEqual(["sub", "b.txt", "a.txt"]);
    const page = await s.list(base, { limit: 1, offset: 1 });
    expect(page.data!.map((f) => f.name)).toEqual(["a.txt"]);
    const found = await s.list(base, { search: "b" });
    expect(found.data!.map((f) => f.name)).toEqual(["b.txt"]);
  });

  it("lists the top level of a bucket as folders", async () => {
    const { data } = await alice.db.storage.from(bucket).list();
    expect(data!.map((f) => f.name)).toEqual([alice.id]);
  });
});

describe("move, copy, remove", () => {
  it("moves an object (bytes follow, the old key disappears)", async () => {
    const s = alice.db.storage.from(bucket);
    await s.upload(`${alice.id}/mv/from.txt`, "moving");
    const { data, error } = await s.move(`${alice.id}/mv/from.txt`, `${alice.id}/mv/to.txt`);
    expect(error).toBeNull();
    expect(data).toEqual({ message: "Successfully moved" });
    expect((await s.exists(`${alice.id}/mv/from.txt`)).data).toBe(false);
    expect(await (await s.download(`${alice.id}/mv/to.txt`)).data!.text()).toBe("moving");
    const onto = await s.move(`${alice.id}/mv/to.txt`, `${alice.id}/mv/to.txt`);
    expect(onto.error).toMatchObject({ statusCode: "409" });
    expect(await (await s.download(`${alice.id}/mv/to.txt`)).data!.text()).toBe("moving");
  });

  it("copies an object to a new key", async () => {
    const s = alice.db.storage.from(bucket);
    await s.upload(`${alice.id}/cp/src.txt`, "copied");
    const { data, error } = await s.copy(`${alice.id}/cp/src.txt`, `${alice.id}/cp/dst.txt`);
    expect(error).toBeNull();
    expect(data).toEqual({ path: `${bucket}/${alice.id}/cp/dst.txt` });
    expect(await (await s.download(`${alice.id}/cp/dst.txt`)).data!.text()).toBe("copied");
    expect(await (await s.download(`${alice.id}/cp/src.txt`)).data!.text()).toBe("copied");
  });

  it("removes objects, returns the deleted rows and deletes the bytes", async () => {
    const s = alice.db.storage.from(bucket);
    await s.upload(`${alice.id}/rm/one.txt`, "1");
    await s.upload(`${alice.id}/rm/two.txt`, "2");
    const { data, error } = await s.remove([
      `${alice.id}/rm/one.txt`,
      `${alice.id}/rm/two.txt`,
      `${alice.id}/rm/none.txt`,
    ]);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name).sort()).toEqual([`${alice.id}/rm/one.txt`, `${alice.id}/rm/two.txt`]);
    expect(data![0]).toMatchObject({ bucket_id: bucket, owner: alice.id });
    expect((await s.exists(`${alice.id}/rm/one.txt`)).data).toBe(false);
    expect(existsSync(path.join(storageDir(), bucket, alice.id, "rm"))).toBe(false);
  });
});
