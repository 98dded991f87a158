// The invoices' numbering through the real server, on both engines: two accountants issuing at
// the same moment, over two connections, get two consecutive numbers (native PostgreSQL waits on
// the numbering row's lock; PGlite runs one transaction at a time); « Émettre la sélection »
// numbers its drafts right after them, in order, with no gap.
import { describe, expect, it } from "vitest";
import { rest, signIn } from "../../../supabase/tests/support/http.ts";
import { account } from "../../../supabase/tests/support/db.ts";

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
type Draft = { id: string };
type Issued = { id: string; number: string; sequence_number: number };

describe("client invoice numbering", () => {
  it("gives two accountants issuing at once consecutive numbers, then a selection the next ones", async () => {
    const [first, second] = [await signIn(account("comptable")), await signIn(account("comptable"))];
    const from = isoDay(new Date(Date.now() - 90 * 86_400_000));
    const to = isoDay(new Date());
    const backlog = await rest(first, "POST", "rpc/client_billing_backlog", "", {
      body: { p_period_start: from, p_period_end: to },
    });
    expect(backlog.error).toBeNull();
    // clients whose drafts issue without a purchase order or a reason, taken from the end of the
    // backlog: document-worker.test.ts bills its first one
    const clients = (backlog.rows as Array<{ company_id: string; company_status: string; po_required: boolean }>)
      .filter((r) => r.company_status !== "blocked" && !r.po_required)
      .map((r) => r.company_id)
      .reverse();
    expect(clients.length, "several clients to bill").toBeGreaterThan(1);
    const drafts: Draft[] = [];
    for (const company of clients) {
      if (drafts.length >= 4) break;
      const made = await rest(first, "POST", "rpc/prepare_client_invoices", "", {
        body: { p_period_start: from, p_period_end: to, p_company_id: company },
      });
      expect(made.error?.message ?? null).toBeNull();
      drafts.push(...(made.rows as Draft[]));
    }
    expect(drafts.length, "four drafts from the seed's validated weeks").toBeGreaterThanOrEqual(4);

    const issue = (token: string, id: string) =>
      rest(token, "POST", "rpc/issue_client_invoice", "", { body: { p_invoice_id: id } });
    const [a, b] = await Promise.all([issue(first, drafts[0]!.id), issue(second, drafts[1]!.id)]);
    expect([a.error, b.error]).toEqual([null, null]);
    const numbers = [a.rows[0] as Issued, b.rows[0] as Issued].map((r) => r.sequence_number).sort((x, y) => x - y);
    expect(numbers[1]).toBe(numbers[0]! + 1);

    const bulk = await rest(first, "POST", "rpc/issue_client_invoices", "", {
      body: { p_invoice_ids: [drafts[2]!.id, drafts[3]!.id] },
    });
    expect(bulk.error).toBeNull();
    const answer = bulk.rows[0] as unknown as { issued: string[]; refused: unknown[] };
    expect(answer.refused).toEqual([]);
    expect(answer.issued.sort()).toEqual([drafts[2]!.id, drafts[3]!.id].sort());
    const issued = await rest(
      first,
      "GET",
      "client_invoice",
      `id=in.(${answer.issued.join(",")})&select=id,number,sequence_number&order=sequence_number`,
    );
    expect((issued.rows as Issued[]).map((r) => r.sequence_number)).toEqual([numbers[1]! + 1, numbers[1]! + 2]);
    for (const r of issued.rows as Issued[]) expect(r.number).toMatch(/^FA-\d{4}-\d{6}$/);
  });
});
