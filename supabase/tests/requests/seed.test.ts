// The request seed: every request type in every status in Renfort, some in Cabinet Martin,
// none in the partner workspace; rows consistent with their rules (the triggers validated
// them), and every file a row names present in storage.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKSPACES } from "../../seed/accounts.ts";
import { testDatabase, type TestDatabase } from "../support/db.ts";
import { loadRequestTypes, statusValues, type RequestType } from "./support/workflow.ts";

let db: TestDatabase;
let types: RequestType[];

beforeAll(async () => {
  db = await testDatabase();
  types = await db.system((q) => loadRequestTypes(q));
});

afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

describe("the request seed", () => {
  it("has every request type in every status in Renfort", async () => {
    const missing: string[] = [];
    await db.system(async (q) => {
      for (const t of types) {
        const seeded = new Set(
          (
            await q<{ s: string }>(
              `select distinct status::text as s from public.${t.entity} where workspace_id = $1`,
              [WORKSPACES.renfort.id],
            )
          ).rows.map((r) => r.s),
        );
        for (const s of await statusValues(q, t.status_enum)) if (!seeded.has(s)) missing.push(`${t.entity}.${s}`);
      }
    });
    expect(missing).toEqual([]);
  });

  it("has requests in Cabinet Martin and none in the partner workspace", async () => {
    await db.system(async (q) => {
      let cabinet = 0;
      for (const t of types) {
        const partner = await q<{ n: number }>(
          `select count(*)::int as n from public.${t.entity} where workspace_id = $1`,
          [WORKSPACES.partner.id],
        );
        expect({ entity: t.entity, partner: partner.rows[0].n }).toEqual({ entity: t.entity, partner: 0 });
        cabinet += (
          await q<{ n: number }>(`select count(*)::int as n from public.${t.entity} where workspace_id = $1`, [
            WORKSPACES.cabinetMartin.id,
          ])
        ).rows[0].n;
      }
      expect(cabinet).toBeGreaterThan(20);
    });
  });

  it("gives open requests a due date and closed ones a closing date", async () => {
    await db.system(async (q) => {
      for (const t of types) {
        const r = await q<{ closed_without_date: number; open_with_date: number }>(
          `select count(*) filter (where status::text = any ($1::text[]) and closed_at is null)::int as closed_without_date,
                  count(*) filter (where not status::text = any ($1::text[]) and closed_at is not null)::int as open_with_date
           from public.${t.entity}`,
          [t.terminal_statuses],
        );
        expect({ entity: t.entity, ...r.rows[0] }).toEqual({
          entity: t.entity,
          closed_without_date: 0,
          open_with_date: 0,
        });
      }
      const due = await q<{ n: number }>("select count(*)::int as n from public.request_action_item", []);
      expect(due.rows[0].n).toBeGreaterThan(50);
    });
  });

  it("stores the files the requests name (when the seed wrote to a storage folder)", async () => {
    await db.system(async (q) => {
      const objects = await q<{ n: number }>(
        "select count(*)::int as n from storage.objects where bucket_id = 'documents' and name like '%/requests/%'",
        [],
      );
      if (objects.rows[0].n === 0) return; // a database seeded without a data directory (direct-engine tests)
      // the files the server makes (a processed end's certificat de travail) live in the
      // `contracts` bucket; those the people attach, in `documents`
      const bucketOf = (table: string, column: string) =>
        table === "definitive_end_request" && column === "certificate_file" ? "contracts" : "documents";
      const paths: string[] = [];
      for (const t of types) {
        const cols = await q<{ c: string }>(
          "select attname as c from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and (attname = 'file' or attname like '%\\_file')",
          [`public.${t.entity}`],
        );
        for (const { c } of cols.rows) {
          paths.push(
            ...(await q<{ p: string }>(`select ${c} as p from public.${t.entity} where ${c} is not null`, [])).rows.map(
              (r) => `${bucketOf(t.entity, c)}:${r.p}`,
            ),
          );
        }
      }
      const stored = new Set(
        (
          await q<{ name: string }>(
            "select bucket_id || ':' || name as name from storage.objects where bucket_id || ':' || name = any ($1::text[])",
            [paths],
          )
        ).rows.map((r) => r.name),
      );
      expect(paths.length).toBeGreaterThan(100);
      expect(paths.filter((p) => !stored.has(p))).toEqual([]);
    });
  });
});
