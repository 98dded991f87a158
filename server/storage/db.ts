// The SQL of storage on storage.objects and storage.buckets. Every statement takes the
// request's transaction, so the caller's role and the RLS policies decide what it sees.
import type { Engine, Query } from "../db/engine.ts";
import { SERVICE_CALLER, txFor } from "./caller.ts";
import { ERRORS } from "./errors.ts";

export type ObjectMetadata = {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
};

export type ObjectRow = {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  last_accessed_at: string | null;
};

export type BucketRow = {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string | null;
  updated_at: string | null;
  type: string;
};

/** ISO-8601 UTC with milliseconds, as storage's JSON dates. */
export const iso = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const OBJECT_COLUMNS = `id, bucket_id, name, owner, owner_id, version, metadata, user_metadata,
  ${iso("created_at")} as created_at, ${iso("updated_at")} as updated_at, ${iso("last_accessed_at")} as last_accessed_at`;

export const BUCKET_COLUMNS = `id, name, owner, owner_id, coalesce(public, false) as public, file_size_limit, allowed_mime_types,
  ${iso("created_at")} as created_at, ${iso("updated_at")} as updated_at, type`;

export async function selectObject(q: Query, bucket: string, name: string): Promise<ObjectRow | null> {
  const r = await q<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [
    bucket,
    name,
  ]);
  return r.rows[0] ?? null;
}

/** Bucket settings read as the service role (storage reads limits with its own rights). */
export async function findBucketAdmin(engine: Engine, id: string): Promise<BucketRow | null> {
  return engine.tx(txFor(SERVICE_CALLER, true), async (q) => {
    const r = await q<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
    return r.rows[0] ?? null;
  });
}

/**
 * Runs `fn` with the RLS bypass of the service role inside the caller's transaction, then
 * switches back: used only to lock and read the row a write is about to replace.
 */
export async function elevated<T>(q: Query, callerRole: string, fn: () => Promise<T>): Promise<T> {
  await q("select set_config('role', 'service_role', true)", []);
  const result = await fn();
  await q("select set_config('role', $1, true)", [callerRole]);
  return result;
}

/** Locks and reads the current row of a key (any owner), for its id and version. */
export async function lockExisting(
  q: Query,
  callerRole: string,
  bucket: string,
  name: string,
): Promise<{ id: string; version: string | null } | null> {
  return elevated(q, callerRole, async () => {
    const r = await q<{ id: string; version: string | null }>(
      "select id, version from storage.objects where bucket_id = $1 and name = $2 for update",
      [bucket, name],
    );
    return r.rows[0] ?? null;
  });
}

export type NewObject = {
  id: string;
  bucket: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  version: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
};

/**
 * Insert (INSERT policy) or upsert (INSERT + UPDATE policies), without RETURNING so SELECT is
 * not needed. An upsert keeps the row's owner: the UPDATE policies refuse any owner change.
 */
export async function writeObjectRow(q: Query, o: NewObject, upsert: boolean): Promise<void> {
  const params = [
    o.id,
    o.bucket,
    o.name,
    o.owner,
    o.ownerId,
    o.version,
    JSON.stringify(o.metadata),
    o.userMetadata === null ? null : JSON.stringify(o.userMetadata),
  ];
  const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
    values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`;
  const conflict = ` on conflict (bucket_id, name) do update set version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
    updated_at = now(), last_accessed_at = now()`;
  await q(upsert ? insert + conflict : insert, params);
}

/** Lifts storage.protect_delete() for this transaction, as storage-api does before its deletes. */
export async function allowDelete(q: Query): Promise<void> {
  await q("select set_config('storage.allow_delete_query', 'true', true)", []);
}

/**
 * Deletes the named objects (all of the bucket's when `names` is null) as the caller, all or
 * nothing: when the caller may read an object but not delete it, nothing is deleted and the
 * call fails with AccessDenied (a delete that silently skipped rows let a bucket "empty" look
 * like it worked, and with RLS alone a role deleted whatever its policies happened to reach).
 */
export async function deleteObjects(q: Query, bucket: string, names: string[] | null): Promise<ObjectRow[]> {
  const where = names === null ? "bucket_id = $1" : "bucket_id = $1 and name = any($2::text[])";
  const params = names === null ? [bucket] : [bucket, names];
  const visible = await q<{ n: number }>(`select count(*)::int as n from storage.objects where ${where}`, params);
  await allowDelete(q);
  const r = await q<ObjectRow>(`delete from storage.objects where ${where} returning ${OBJECT_COLUMNS}`, params);
  const refused = (visible.rows[0]?.n ?? 0) - r.rows.length;
  if (refused > 0) {
    throw ERRORS.accessDenied(
      `You are not allowed to delete ${refused} of these ${visible.rows[0].n} objects: nothing was deleted`,
    );
  }
  return r.rows;
}

export async function renameObject(
  q: Query,
  from: { bucket: string; name: string },
  to: { bucket: string; name: string },
): Promise<number> {
  const r = await q(
    "update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2",
    [from.bucket, from.name, to.bucket, to.name],
  );
  return r.rowCount;
}
