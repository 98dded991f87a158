// List (one level: files and pseudo-folders, like storage.search), move and copy, each as
// the caller so the policies on storage.objects decide.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isDbError, type Query } from "../db/engine.ts";
import { readJson, upsertHeader } from "./body.ts";
import { ownerColumns, storageCaller, txFor } from "./caller.ts";
import { findBucketAdmin, iso, lockExisting, renameObject, selectObject } from "./db.ts";
import { ERRORS } from "./errors.ts";
import { copyVersion, deleteVersion, type StoredVersion } from "./files.ts";
import { mustBeBucketName, mustBeKey } from "./paths.ts";
import { putVersion, type StorageDeps } from "./upload.ts";

const SORT_COLUMNS = new Set(["name", "updated_at", "created_at", "last_accessed_at"]);
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type ListOptions = {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  column: string;
  order: "asc" | "desc";
};

function listOptions(body: Record<string, unknown>): ListOptions {
  const num = (v: unknown, d: number, max: number) =>
    typeof v === "number" && Number.isInteger(v) && v >= 0 ? Math.min(v, max) : d;
  const sortBy = (body.sortBy && typeof body.sortBy === "object" ? body.sortBy : {}) as Record<string, unknown>;
  let prefix = typeof body.prefix === "string" ? body.prefix : "";
  if (prefix.length > 0 && !prefix.endsWith("/")) prefix += "/";
  return {
    prefix,
    limit: num(body.limit, 100, 1000),
    offset: num(body.offset, 0, Number.MAX_SAFE_INTEGER),
    search: typeof body.search === "string" ? body.search : "",
    column: typeof sortBy.column === "string" && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : "name",
    order: sortBy.order === "desc" ? "desc" : "asc",
  };
}

/** storage.search: folders first (by name), then the files of this level by the sort column. */
async function listLevel(q: Query, bucket: string, o: ListOptions) {
  const level = o.prefix === "" ? 1 : o.prefix.split("/").length;
  const fileSort = o.column === "name" ? "name" : o.column;
  const r = await q(
    `with matched as (
       select path_tokens[$1] as part, id, updated_at, created_at, last_accessed_at, metadata,
              array_length(path_tokens, 1) = $1 as is_file
       from storage.objects
       where bucket_id = $2 and name ilike $3 escape '\\'
     ), entries as (
       select distinct part as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
              null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind
       from matched where not is_file
       union all
       select part, id, updated_at, created_at, last_accessed_at, metadata, 1 from matched where is_file
     )
     select name, id, ${iso("updated_at")} as updated_at, ${iso("created_at")} as created_at,
            ${iso("last_accessed_at")} as last_accessed_at, metadata
     from entries
     order by kind, case when kind = 0 then name end ${o.order}, ${fileSort} ${o.order}, name
     limit $4 offset $5`,
    [level, bucket, likeEscape(o.prefix) + likeEscape(o.search) + "%", o.limit, o.offset],
  );
  return r.rows;
}

type MoveBody = { bucketId: string; sourceKey: string; destinationKey: string; destinationBucket: string };

function moveBody(req: FastifyRequest): MoveBody {
  const b = readJson(req);
  const str = (k: string) => (typeof b[k] === "string" ? (b[k] as string) : undefined);
  const bucketId = mustBeBucketName(str("bucketId"));
  const sourceKey = mustBeKey(str("sourceKey"));
  const destinationKey = mustBeKey(str("destinationKey"));
  const destinationBucket = mustBeBucketName(str("destinationBucket") ?? bucketId);
  return { bucketId, sourceKey, destinationKey, destinationBucket };
}

export function opsRoutes(app: FastifyInstance, deps: StorageDeps): void {
  app.post("/object/list/:bucket", async (req) => {
    const bucket = mustBeBucketName((req.params as { bucket: string }).bucket);
    const caller = await storageCaller(req, deps.secret);
    const options = listOptions(readJson(req));
    return deps.engine.tx(txFor(caller, true), (q) => listLevel(q, bucket, options));
  });

  // move: the row is renamed as the caller (UPDATE policy on the old and the new name)
  app.post("/object/move", async (req) => {
    const caller = await storageCaller(req, deps.secret);
    const m = moveBody(req);
    if (m.destinationBucket === m.bucketId && m.destinationKey === m.sourceKey) throw ERRORS.keyAlreadyExists();
    if (m.destinationBucket !== m.bucketId && !(await findBucketAdmin(deps.engine, m.destinationBucket)))
      throw ERRORS.noSuchBucket();
    const state: { copied?: StoredVersion } = {};
    let version: string | null;
    try {
      version = await deps.engine.tx(txFor(caller), async (q) => {
        const existing = await lockExisting(q, caller.role, m.bucketId, m.sourceKey);
        const n = await renameObject(
          q,
          { bucket: m.bucketId, name: m.sourceKey },
          { bucket: m.destinationBucket, name: m.destinationKey },
        );
        if (n === 0 || !existing) throw ERRORS.noSuchKey();
        if (existing.version) {
          state.copied = { bucket: m.destinationBucket, key: m.destinationKey, version: existing.version };
          await copyVersion(
            deps.root,
            { bucket: m.bucketId, key: m.sourceKey, version: existing.version },
            state.copied,
          );
        }
        return existing.version;
      });
    } catch (e) {
      if (state.copied) await deleteVersion(deps.root, state.copied);
      if (isDbError(e) && e.code === "23505") throw ERRORS.keyAlreadyExists();
      throw e;
    }
    if (version) await deleteVersion(deps.root, { bucket: m.bucketId, key: m.sourceKey, version });
    return { message: "Successfully moved" };
  });

  // copy: the source read as the caller (SELECT), the copy written as the caller (INSERT)
  app.post("/object/copy", async (req) => {
    const caller = await storageCaller(req, deps.secret);
    const m = moveBody(req);
    const upsert = upsertHeader(req);
    if (!(await findBucketAdmin(deps.engine, m.destinationBucket))) throw ERRORS.noSuchBucket();
    return putVersion(deps, caller, { bucket: m.destinationBucket, key: m.destinationKey, upsert }, async (q) => {
      const src = await selectObject(q, m.bucketId, m.sourceKey);
      if (!src?.version || !src.metadata) throw ERRORS.noSuchKey();
      const from = { bucket: src.bucket_id, key: src.name, version: src.version };
      return {
        ...ownerColumns(caller.sub),
        metadata: { ...src.metadata, lastModified: new Date().toISOString() },
        userMetadata: src.user_metadata,
        putBytes: (target) => copyVersion(deps.root, from, target),
      };
    });
  });
}
