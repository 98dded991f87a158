// Storage test helpers: unique `test-` buckets made with the service role (the fixture's
// policies give each user the folder named after their id), users as minted tokens.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { client, mintToken, serviceClient } from "../helpers.ts";

export type TestUser = { id: string; token: string; db: ReturnType<typeof client> };

export async function newUser(): Promise<TestUser> {
  const id = randomUUID();
  const token = await mintToken({ sub: id, email: `${id.slice(0, 8)}@example.test` });
  return { id, token, db: client({ accessToken: token }) };
}

export type BucketOptions = {
  public?: boolean;
  fileSizeLimit?: number | string | null;
  allowedMimeTypes?: string[] | null;
};

/** A fresh bucket named `test-<kind>-<random>`; returns its id. */
export async function newBucket(kind = "b", options: BucketOptions = {}): Promise<string> {
  const id = `test-${kind}-${randomUUID().slice(0, 8)}`;
  const { data, error } = await serviceClient().storage.createBucket(id, {
    public: options.public ?? false,
    ...options,
  });
  expect(error).toBeNull();
  expect(data).toEqual({ name: id });
  return id;
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The smallest well-formed PDF header file-type recognises. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A Windows PE executable header (MZ … PE). */
export function windowsExe(): Buffer {
  const b = Buffer.alloc(512);
  b.write("MZ", 0, "latin1");
  b.writeUInt32LE(0x80, 0x3c);
  b.write("PE\0\0", 0x80, "latin1");
  return b;
}

/** A Linux ELF executable header. */
export const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array<number>(56).fill(0)]);

export const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });
