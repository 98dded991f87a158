// The statuses that end an invoice's lifecycle at the plateforme agréée are decided by the
// database (private.platform_status_final); the invoice page's copy, which says when to stop
// reading the lifecycle again (resources/client-invoices/platform.ts), is the same list, and
// every CDAR code maps to its status in the enum's order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FINAL_PLATFORM_STATUSES } from "../../../resources/client-invoices/platform.ts";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

describe("platform statuses", () => {
  it("ends the lifecycle on the same statuses as the invoice page's copy — R:PA-CODES", async () => {
    await db.system(async (q) => {
      const { rows } = await q<{ s: string }>(
        "select s::text from unnest(enum_range(null::public.platform_status)) s where private.platform_status_final(s) order by s",
      );
      expect(rows.map((r) => r.s).sort()).toEqual([...FINAL_PLATFORM_STATUSES].sort());
    });
  });

  it("maps the CDAR codes to their statuses, and nothing else — R:PA-CODES", async () => {
    await db.system(async (q) => {
      const { rows } = await q<{ code: string; s: string | null }>(
        `select c as code, private.platform_status_of(c)::text as s
         from unnest(array['200', '203', '210', '212', '213', '220', '221', '215', '199', 'x']) c`,
      );
      expect(Object.fromEntries(rows.map((r) => [r.code, r.s]))).toEqual({
        "200": "deposited",
        "203": "made_available",
        "210": "refused",
        "212": "cashed",
        "213": "rejected",
        "220": "cancelled",
        "221": "routing_error",
        "215": null,
        "199": null,
        x: null,
      });
    });
  });

  /** An issued invoice of the demo with no lifecycle yet (its platform columns emptied, triggers off). */
  const undeposited = async (q: Query) => {
    const { id } = (
      await q<{ id: string }>(
        "select id from public.client_invoice where kind = 'invoice' and number is not null and status <> 'draft' order by issued_at desc limit 1",
      )
    ).rows[0]!;
    await q("set local session_replication_role = replica");
    await q(
      "update public.client_invoice set platform_flow_id = null, platform_status = null, platform_status_at = null where id = $1",
      [id],
    );
    await q("delete from public.client_invoice_platform_event where invoice_id = $1", [id]);
    await q("set local session_replication_role = origin");
    return id;
  };

  it("keeps each status with its time, source and reason; the same one twice once; a late one in the history only — R:PA-EVENTS, R:PA-CALLBACK", async () => {
    const out = await db.system(async (q) => {
      const id = await undeposited(q);
      const flow = `LOCAL-TEST-${id}`;
      const status = (code: string, at: string, reason: string | null = null) =>
        q("select public.record_platform_status(null, $1, $2, $3, 'platform', $4::timestamptz)", [
          flow,
          code,
          reason,
          at,
        ]);
      await q("select public.record_platform_status($1, $2, '200', null, 'platform', '2026-09-01T08:00:00Z')", [
        id,
        flow,
      ]);
      await status("203", "2026-09-01T10:00:00Z");
      // the platform repeats its callback
      await status("203", "2026-09-01T10:00:00Z");
      // « Reçue par la plateforme » arrives after « Mise à disposition », though it came before
      await status("202", "2026-09-01T09:00:00Z");
      const shown = async () =>
        (
          await q<{ status: string; at: string }>(
            "select platform_status::text as status, platform_status_at as at from public.client_invoice where id = $1",
            [id],
          )
        ).rows[0]!;
      const before = await shown();
      // the client refuses it, with its reason: the lifecycle ends
      await status("210", "2026-09-02T08:00:00Z", "Heures contestées");
      const events = (
        await q<{ status: string; source: string; reason: string | null }>(
          "select status::text, source, reason from public.client_invoice_platform_event where invoice_id = $1 order by occurred_at",
          [id],
        )
      ).rows;
      const refused = await failureMessage(q, () => status("205", "2026-09-03T08:00:00Z"));
      return { before, events, refused, after: await shown() };
    });
    expect(out.before.status).toBe("made_available");
    expect(new Date(out.before.at).toISOString()).toBe("2026-09-01T10:00:00.000Z");
    expect(out.events).toEqual([
      { status: "deposited", source: "platform", reason: null },
      { status: "received", source: "platform", reason: null },
      { status: "made_available", source: "platform", reason: null },
      { status: "refused", source: "platform", reason: "Heures contestées" },
    ]);
    expect(out.refused).toMatch(/a déjà un statut final à la plateforme \(« Refusée »\) : statut 205 refusé$/);
    expect(out.after.status).toBe("refused");
  });

  it("gives the demo a refused and a rejected invoice, in accounting's action centre with their reasons — R:PA-DEMO, R:AC-PA-REJECTED", async () => {
    const labels = await db.as("comptable", async (q) =>
      (
        await q<{ label: string }>(
          "select label from public.action_centre() where rule = 'invoices_platform_rejected' order by label",
        )
      ).rows.map((r) => r.label),
    );
    expect(labels).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ · refusée par le client : Heures du samedi contestées : /),
        expect.stringMatching(/ · rejetée par la plateforme : BR-FR-12 : /),
      ]),
    );
  });
});
