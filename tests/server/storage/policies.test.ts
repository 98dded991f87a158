// Access decided by the RLS policies on storage.objects/buckets (fixture: each user owns the
// folder named after their id): another user's objects are invisible and untouchable.
import { beforeAll, describe, expect, it } from "vitest";
import { client, raw, serviceClient } from "../helpers.ts";
import { newBucket, newUser, type TestUser } from "./support.ts";

let bucket: string;
let alice: TestUser;
let bob: TestUser;
const secret = () => `${alice.id}/secret.txt`;

beforeAll(async () => {
  bucket = await newBucket("rls");
  alice = await newUser();
  bob = await newUser();
  const { error } = await alice.db.storage.from(bucket).upload(secret(), "à Alice seulement");
  expect(error).toBeNull();
});

describe("another user's object", () => {
  it("cannot be downloaded, signed or seen by another user", async () => {
    const s = bob.db.storage.from(bucket);
    const dl = await raw(`/storage/v1/object/${bucket}/${secret()}`, { token: bob.token });
    expect(dl.status).toBe(400);
    expect(await dl.json()).toMatchObject({ statusCode: "404", code: "NoSuchKey" });
    expect((await s.exists(secret())).data).toBe(false);
    expect((await s.createSignedUrl(secret(), 60)).error).not.toBeNull();
    expect((await s.list(alice.id)).data).toEqual([]);
  });

  it("cannot be overwritten, even with upsert (INSERT policy refuses)", async () => {
    const res = await raw(`/storage/v1/object/${bucket}/${secret()}`, {
      method: "POST",
      token: bob.token,
      headers: { "content-type": "text/plain", "x-upsert": "true" },
      body: "pris par Bob",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: "403",
      code: "AccessDenied",
      error: "Unauthorized",
      message: "new row violates row-level security policy",
    });
    expect(await (await alice.db.storage.from(bucket).download(secret())).data!.text()).toBe("à Alice seulement");
  });

  it("cannot be written into the other user's folder", async () => {
    const { error } = await bob.db.storage.from(bucket).upload(`${alice.id}/from-bob.txt`, "x");
    expect(error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" });
  });

  it("cannot be removed, moved or copied by another user", async () => {
    const s = bob.db.storage.from(bucket);
    expect((await s.remove([secret()])).data).toEqual([]);
    expect((await s.move(secret(), `${bob.id}/stolen.txt`)).error).toMatchObject({ statusCode: "404" });
    expect((await s.copy(secret(), `${bob.id}/stolen.txt`)).error).toMatchObject({ statusCode: "404" });
    expect((await alice.db.storage.from(bucket).exists(secret())).data).toBe(true);
  });

  it("is refused to anonymous callers, and readable by the service role", async () => {
    const anon = client().storage.from(bucket);
    expect((await anon.download(secret())).error).not.toBeNull();
    const { error: upErr } = await anon.upload(`${alice.id}/anon.txt`, "x");
    expect(upErr).toMatchObject({ statusCode: "403" });
    const svc = await serviceClient().storage.from(bucket).download(secret());
    expect(await svc.data!.text()).toBe("à Alice seulement");
  });

  it("cannot be moved by its owner out of their folder (UPDATE WITH CHECK)", async () => {
    const { error } = await alice.db.storage.from(bucket).move(secret(), `${bob.id}/gift.txt`);
    expect(error).toMatchObject({ statusCode: "403" });
  });
});

describe("policy per operation", () => {
  it("an upsert over an existing object needs the UPDATE policy", async () => {
    const strict = await newBucket("noupdate");
    const s = alice.db.storage.from(strict);
    expect((await s.upload(`${alice.id}/a.txt`, "v1")).error).toBeNull();
    const { error } = await s.upload(`${alice.id}/a.txt`, "v2", { upsert: true });
    expect(error).toMatchObject({ statusCode: "403" });
    expect(await (await s.download(`${alice.id}/a.txt`)).data!.text()).toBe("v1");
    // a first upload with upsert is a plain insert
    expect((await s.upload(`${alice.id}/b.txt`, "b", { upsert: true })).error).toBeNull();
  });

  it("bad or expired tokens are AccessDenied", async () => {
    const res = await raw(`/storage/v1/object/${bucket}/${secret()}`, { token: "not.a.jwt" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: "403", code: "AccessDenied", error: "Unauthorized" });
  });
});

describe("buckets under RLS", () => {
  it("a user sees the test buckets but cannot create or delete one", async () => {
    const { data } = await alice.db.storage.getBucket(bucket);
    expect(data?.id).toBe(bucket);
    const created = await alice.db.storage.createBucket(`test-user-${alice.id.slice(0, 8)}`);
    expect(created.error).toMatchObject({ statusCode: "403" });
    const deleted = await alice.db.storage.deleteBucket(`test-user-${alice.id.slice(0, 8)}`);
    expect(deleted.error).toMatchObject({ statusCode: "404" });
    expect((await client().storage.listBuckets()).data).toEqual([]);
  });
});
