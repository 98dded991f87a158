// Bucket routes (list, get, create, update, empty, delete), each as the caller so the RLS
// policies on storage.buckets decide; the service role manages any bucket.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isDbError } from "../db/engine.ts";
import { readJson } from "./body.ts";
import { ownerColumns, SERVICE_CALLER, storageCaller, txFor } from "./caller.ts";
import { allowDelete, BUCKET_COLUMNS, type BucketRow } from "./db.ts";
import { ERRORS } from "./errors.ts";
import { deleteBucketDir } from "./files.ts";
import { removeObjects } from "./objects.ts";
import { mustBeBucketName } from "./paths.ts";
import { bucketJson } from "./render.ts";
import type { StorageDeps } from "./upload.ts";

const UNITS: Record<string, number> = {
  b: 1,
  k: 1024,
  kb: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
};

/** A byte count, or storage's human form (`20MB`, `30KB`, `3B`); null = no limit. */
function fileSizeLimit(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) return v;
  const m = typeof v === "string" ? /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(v.trim()) : null;
  const unit = m ? UNITS[(m[2] || "b").toLowerCase()] : undefined;
  if (!m || !unit) throw ERRORS.invalidRequest("Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B");
  return Math.floor(Number(m[1]) * unit);
}

function mimeList(v: unknown): string[] | null {
  if (v === null || v === undefined) return null;
  if (!Array.isArray(v) || !v.every((x) => typeof x === "string" && /^[\w.+*-]+\/[\w.+*-]+$/.test(x))) {
    throw ERRORS.invalidRequest("body/allowed_mime_types must be an array of mime types");
  }
  return v.length === 0 ? null : (v as string[]);
}

const idParam = (req: FastifyRequest) => mustBeBucketName((req.params as { id: string }).id);

export function bucketRoutes(app: FastifyInstance, deps: StorageDeps): void {
  const caller = (req: FastifyRequest) => storageCaller(req, deps.secret);

  app.get("/bucket", async (req) => {
    const who = await caller(req);
    const qs = req.query as Record<string, string | undefined>;
    const limit = Math.min(Number(qs.limit) > 0 ? Number(qs.limit) : 1000, 1000);
    const offset = Number(qs.offset) > 0 ? Number(qs.offset) : 0;
    const column = ["id", "name", "created_at", "updated_at"].includes(qs.sortColumn ?? "") ? qs.sortColumn : "name";
    const order = qs.sortOrder === "desc" ? "desc" : "asc";
    const rows = await deps.engine.tx(txFor(who, true), (q) =>
      q<BucketRow>(
        `select ${BUCKET_COLUMNS} from storage.buckets where ($1::text is null or name ilike '%' || $1 || '%')
         order by ${column} ${order} limit $2 offset $3`,
        [qs.search || null, limit, offset],
      ),
    );
    return rows.rows.map(bucketJson);
  });

  app.get("/bucket/:id", async (req) => {
    const id = idParam(req);
    const who = await caller(req);
    const r = await deps.engine.tx(txFor(who, true), (q) =>
      q<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
    );
    if (!r.rows[0]) throw ERRORS.noSuchBucket();
    return bucketJson(r.rows[0]);
  });

  app.post("/bucket", async (req) => {
    const who = await caller(req);
    const b = readJson(req);
    const id = mustBeBucketName(b.id ?? b.name);
    const name = mustBeBucketName(b.name ?? id);
    const { owner, ownerId } = ownerColumns(who.sub);
    try {
      await deps.engine.tx(txFor(who), (q) =>
        q(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3, $4, $5, $6, $7::text[])`,
          [
            id,
            name,
            owner,
            ownerId,
            b.public === true,
            fileSizeLimit(b.file_size_limit),
            mimeList(b.allowed_mime_types),
          ],
        ),
      );
    } catch (e) {
      if (isDbError(e) && e.code === "23505") throw ERRORS.bucketAlreadyExists();
      throw e;
    }
    return { name: id };
  });

  app.put("/bucket/:id", async (req) => {
    const id = idParam(req);
    const who = await caller(req);
    const b = readJson(req);
    const sets: string[] = ["updated_at = now()"];
    const params: unknown[] = [id];
    const set = (col: string, value: unknown, cast = "") => {
      params.push(value);
      sets.push(`${col} = $${params.length}${cast}`);
    };
    if (typeof b.public === "boolean") set("public", b.public);
    if ("file_size_limit" in b) set("file_size_limit", fileSizeLimit(b.file_size_limit));
    if ("allowed_mime_types" in b) set("allowed_mime_types", mimeList(b.allowed_mime_types), "::text[]");
    const r = await deps.engine.tx(txFor(who), (q) =>
      q(`update storage.buckets set ${sets.join(", ")} where id = $1`, params),
    );
    if (r.rowCount === 0) throw ERRORS.noSuchBucket();
    return { message: "Successfully updated" };
  });

  app.post("/bucket/:id/empty", async (req) => {
    const id = idParam(req);
    const who = await caller(req);
    const bucket = await deps.engine.tx(txFor(who, true), (q) =>
      q("select id from storage.buckets where id = $1", [id]),
    );
    if (bucket.rows.length === 0) throw ERRORS.noSuchBucket();
    // one transaction: every object the caller sees goes, or none (each checked by the DELETE policies)
    await removeObjects(deps, who, id, null);
    return { message: "Successfully emptied" };
  });

  app.delete("/bucket/:id", async (req) => {
    const id = idParam(req);
    const who = await caller(req);
    const count = await deps.engine.tx(txFor(SERVICE_CALLER, true), (q) =>
      q<{ n: number }>("select count(*)::int as n from storage.objects where bucket_id = $1", [id]),
    );
    if ((count.rows[0]?.n ?? 0) > 0) throw ERRORS.bucketNotEmpty();
    const r = await deps.engine.tx(txFor(who), async (q) => {
      await allowDelete(q);
      return q("delete from storage.buckets where id = $1", [id]);
    });
    if (r.rowCount === 0) throw ERRORS.noSuchBucket();
    await deleteBucketDir(deps.root, id);
    return { message: "Successfully deleted" };
  });
}
