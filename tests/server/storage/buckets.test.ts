// Bucket CRUD with the service role (create, get, list, update, empty, delete with the
// "not empty" error) and public buckets served without a token.
import { describe, expect, it } from "vitest";
import { client, raw, serviceClient, serviceRoleKey } from "../helpers.ts";
import { blob, newBucket, newUser, PNG } from "./support.ts";

describe("bucket CRUD", () => {
  it("creates, reads, lists and updates a bucket", async () => {
    const svc = serviceClient().storage;
    const id = await newBucket("crud", { fileSizeLimit: 2048, allowedMimeTypes: ["image/png"] });
    const { data, error } = await svc.getBucket(id);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id,
      name: id,
      public: false,
      file_size_limit: 2048,
      allowed_mime_types: ["image/png"],
      type: "STANDARD",
    });
    expect(data!.created_at).toMatch(/Z$/);
    expect((await svc.listBuckets()).data!.map((b) => b.id)).toContain(id);

    const upd = await svc.updateBucket(id, {
      public: true,
      fileSizeLimit: null,
      allowedMimeTypes: ["image/*", "application/pdf"],
    });
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual({ message: "Successfully updated" });
    expect((await svc.getBucket(id)).data).toMatchObject({
      public: true,
      file_size_limit: null,
      allowed_mime_types: ["image/*", "application/pdf"],
    });
  });

  it("answers a missing bucket and a duplicate with storage's errors", async () => {
    const missing = await raw("/storage/v1/bucket/test-absent-bucket", { token: serviceRoleKey() });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      statusCode: "404",
      code: "NoSuchBucket",
      error: "Bucket not found",
      message: "Bucket not found",
    });
    const id = await newBucket("dup");
    const again = await serviceClient().storage.createBucket(id);
    expect(again.error).toMatchObject({ statusCode: "409", message: "The resource already exists" });
  });

  it("refuses invalid bucket names", async () => {
    const { error } = await serviceClient().storage.createBucket("test/../evil");
    expect(error).toMatchObject({ statusCode: "400", message: "Bucket name invalid" });
  });

  it("refuses to delete a non-empty bucket, empties it, then deletes it", async () => {
    const svc = serviceClient().storage;
    const id = await newBucket("del");
    await svc.from(id).upload("a/b.txt", "x");
    await svc.from(id).upload("c.txt", "y");
    const refused = await svc.deleteBucket(id);
    expect(refused.error).toMatchObject({ statusCode: "409", message: "The bucket you tried to delete is not empty" });
    const emptied = await svc.emptyBucket(id);
    expect(emptied.error).toBeNull();
    expect(emptied.data?.message).toBeTruthy();
    expect((await svc.from(id).list()).data).toEqual([]);
    const deleted = await svc.deleteBucket(id);
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual({ message: "Successfully deleted" });
    expect((await svc.getBucket(id)).error).toMatchObject({ statusCode: "404" });
  });
});

describe("public buckets", () => {
  it("serves objects of a public bucket at getPublicUrl without a token", async () => {
    const id = await newBucket("pub", { public: true });
    const user = await newUser();
    await user.db.storage.from(id).upload(`${user.id}/logo client.png`, blob(PNG, "image/png"));
    const { data } = client().storage.from(id).getPublicUrl(`${user.id}/logo client.png`);
    expect(data.publicUrl).toContain(`/storage/v1/object/public/${id}/${user.id}/logo%20client.png`);
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const head = await fetch(data.publicUrl, { method: "HEAD" });
    expect(head.status).toBe(200);
  });

  it("refuses the public route on a private bucket", async () => {
    const id = await newBucket("priv");
    const user = await newUser();
    await user.db.storage.from(id).upload(`${user.id}/x.png`, blob(PNG, "image/png"));
    const res = await fetch(client().storage.from(id).getPublicUrl(`${user.id}/x.png`).data.publicUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: "404", code: "NoSuchBucket" });
  });
});
