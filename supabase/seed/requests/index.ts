// Request-family seed (issue part 2): every request type in every status, in Renfort and in
// Cabinet Martin (the partner workspace has none), at the demo or large scale, with the
// files the rows refer to uploaded to storage. Called once at the end of the core seed.
import { randomUUID } from "node:crypto";
import type { Engine } from "../../../server/db/engine.ts";
import { buildMetadata } from "../../../server/storage/render.ts";
import { storageRoot } from "../../../server/storage/paths.ts";
import { writeVersion } from "../../../server/storage/files.ts";
import { insertRows } from "../load.ts";
import { loadContext, type Scale } from "./context.ts";
import { seedAdvancePayments } from "./types/advance-payment.ts";
import { seedClientRequests } from "./types/client-requests.ts";
import { seedIndependents } from "./types/independents.ts";
import { seedMedical } from "./types/medical.ts";
import { seedQualification } from "./types/qualification.ts";
import { seedRelations } from "./types/relations.ts";
import { seedExpenseClaims, seedMealCards, seedPpe, seedProfessionalCards } from "./types/talent-requests.ts";
import { seedWorkAccidents } from "./types/work-accident.ts";
import type { Output, SeedFile } from "./util.ts";

export type RequestSeedOptions = { scale: Scale; config?: unknown; today?: string; log?: (message: string) => void };

/** Insertion order: referenced tables first, children after their parents. */
export const REQUEST_TABLE_ORDER = [
  "medical_center",
  "qualification_center",
  "qualification_training_request",
  "medical_checkup_request",
  "medical_checkup_result",
  "professional_card_request",
  "ppe_request",
  "ppe_request_item",
  "meal_card_request",
  "expense_claim_request",
  "advance_payment_request",
  "independent_monthly_invoice",
  "independent_payment_request",
  "document",
  "commercial_condition",
  "recruitment_office_invoice_request",
  "company_insurance_request",
  "work_accident_request",
  "definitive_end_request",
  "cooptation",
  "reference_check",
  "scheduled_email",
] as const;

const GENERATORS = [
  seedMedical,
  seedQualification,
  seedProfessionalCards,
  seedPpe,
  seedMealCards,
  seedExpenseClaims,
  seedAdvancePayments,
  seedIndependents,
  seedClientRequests,
  seedWorkAccidents,
  seedRelations,
];

// A one-page PDF and a 1×1 JPEG: small, valid files for the rows that name one.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);
const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////" +
    "2wBDAf//////////////////////////////////////////////////////////////////////////////////////wAARCAABAAEDASIAAhEBAxEB/8QAFAAB" +
    "AAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AP//Z",
  "base64",
);

const dataDirOf = (config: unknown): string | undefined =>
  typeof config === "object" && config !== null && typeof (config as { dataDir?: unknown }).dataDir === "string"
    ? (config as { dataDir: string }).dataDir
    : undefined;

/** Seeds the request family on top of the core data (one transaction, triggers on). */
export async function seedRequests(engine: Engine, options: RequestSeedOptions): Promise<void> {
  const today = options.today ?? process.env.SEED_TODAY ?? new Date().toISOString().slice(0, 10);
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const dataDir = dataDirOf(options.config);
  const uploads: Array<SeedFile & { version: string; data: Buffer }> = [];
  await engine.tx({}, async (q) => {
    // The server's scheduler (server/platform/scheduler.ts, a tick every 15 minutes, e.g. under a
    // bench or `npm start` while this seed runs) makes last month's meal card requests and
    // independents' invoices in its own transaction. Rows it has not committed yet are invisible
    // to our triggers' checks, so our insert of the same month failed on the unique index
    // (meal_card_request_one_per_month_idx). Locking both tables waits for such a run to commit
    // (its rows are then read into ctx and skipped) and holds the next one back until we commit
    // (its inserts then find our rows and skip them). In the order the scheduler first writes them
    // (invoices' time moves, then meal cards), so that neither waits for the other in a cycle.
    for (const table of ["independent_monthly_invoice", "meal_card_request"])
      await q(`lock table public.${table} in share row exclusive mode`, []);
    const ctx = await loadContext(q, options.scale, today);
    const out: Output = { tables: new Map(), files: [] };
    for (const ws of ctx.workspaces) {
      for (const generate of GENERATORS) generate(ctx, ws, out);
    }
    log(`demandes générées en ${Date.now() - started} ms`);
    // Tables not migrated yet (a database older than the seed) are left out.
    const present = new Set(
      (
        await q<{ t: string }>("select t from unnest($1::text[]) as t where to_regclass('public.' || t) is not null", [
          [...REQUEST_TABLE_ORDER],
        ])
      ).rows.map((r) => r.t),
    );
    out.files = out.files.filter((f) => f.path.split("/")[1] !== "requests" || present.has(f.path.split("/")[2]));
    for (const table of REQUEST_TABLE_ORDER) {
      const rows = present.has(table) ? (out.tables.get(table) ?? []) : [];
      const t0 = Date.now();
      await insertRows(q, table, rows, { chunkSize: 1000 });
      if (rows.length > 0) log(`${table} : ${rows.length} lignes en ${Date.now() - t0} ms`);
    }
    const unknown = [...out.tables.keys()].filter((t) => !(REQUEST_TABLE_ORDER as readonly string[]).includes(t));
    if (unknown.length > 0) throw new Error(`tables de demandes sans ordre d'insertion : ${unknown.join(", ")}`);

    // Storage: one object per file path, its bytes written after the transaction commits.
    if (dataDir && out.files.length > 0) {
      const objects = out.files.map((f) => {
        const data = f.kind === "jpeg" ? JPEG : PDF;
        const version = randomUUID();
        uploads.push({ ...f, version, data });
        return {
          bucket_id: f.bucket,
          name: f.path,
          owner: f.ownerId,
          owner_id: f.ownerId,
          version,
          metadata: buildMetadata(data, f.mime, "max-age=3600"),
        };
      });
      await insertRows(q, "objects", objects, { schema: "storage", chunkSize: 2000 });
    }
  });
  if (dataDir) {
    const root = storageRoot(dataDir);
    await Promise.all(
      uploads.map((u) => writeVersion(root, { bucket: u.bucket, key: u.path, version: u.version }, u.data)),
    );
  }
  log(`demandes : seed ${options.scale} terminé en ${Date.now() - started} ms (${uploads.length} fichiers)`);
}
