// The invoice screens' rules are the database's, restated once in
// resources/client-invoices (constants.ts, invoice.utils.ts) for what to show: this test keeps the
// copy equal to the source — the open statuses (private.client_invoice_open_statuses), the
// « En retard » flag (private.client_invoice_settled_status, what the scheduler writes) and, at
// every status, the actions the screen offers against what the functions accept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPEN_STATUSES, INVOICE_STATUSES } from "../../../resources/client-invoices/constants.ts";
import { invoiceActions, isOverdue } from "../../../resources/client-invoices/invoice.utils.ts";
import { ACTION_RIGHTS } from "../../../src/lib/permissions/action-rights.generated.ts";
import { account, attempt, testDatabase, type Query, type TestDatabase } from "../support/db.ts";

let db: TestDatabase;
let invoiceId: string;
beforeAll(async () => {
  db = await testDatabase();
  invoiceId = await db.system(async (q) => {
    const { rows } = await q<{ id: string }>(
      `select id from public.client_invoice
       where kind = 'invoice' and number is not null and total_ttc > 1
         and not exists (select 1 from public.client_invoice c where c.credited_invoice_id = client_invoice.id)
       order by number limit 1`,
    );
    return rows[0]!.id;
  });
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const parisToday = (q: Query) => q<{ d: string }>("select private.paris_today()::text as d").then((r) => r.rows[0]!.d);

/**
 * The issued invoice put at `status` with what that status means paid (all when paid, a part
 * when partly paid, nothing otherwise; nothing credited), as the owner with triggers aside: a
 * fixture, not a transition.
 */
const atStatus = async (q: Query, status: string, values: Record<string, unknown> = {}) => {
  await q("set local session_replication_role = replica");
  const sets = Object.keys(values).map((k, i) => `, ${k} = $${i + 3}`);
  await q(
    `update public.client_invoice set status = $2::public.client_invoice_status, credited_amount = 0,
       paid_amount = case $2 when 'paid' then total_ttc when 'partially_paid' then 1 else 0 end${sets.join("")}
     where id = $1`,
    [invoiceId, status, ...Object.values(values)],
  );
  await q("set local session_replication_role = origin");
};

describe("invoice rules: the screens' copy and the database", () => {
  it("share the open statuses", async () => {
    await db.system(async (q) => {
      const { rows } = await q<{ s: string }>("select unnest(private.client_invoice_open_statuses())::text as s");
      expect(rows.map((r) => r.s).sort()).toEqual([...OPEN_STATUSES].sort());
    });
  });

  it("flag « En retard » exactly when the scheduler's status would be overdue — R:BIL-OVERDUE", async () => {
    await db.system(async (q) => {
      const today = await parisToday(q);
      const { rows } = await q<{ d: string; issued: string }>(
        "select ($1::date - 1)::text as d, ($1::date - 31)::text as issued",
        [today],
      );
      const yesterday = rows[0]!.d;
      // issued a month before, so that either due date is within the cap (client_invoice_due_cap)
      const issued = rows[0]!.issued;
      // an invoice already « En retard » is flagged by its status alone
      for (const status of OPEN_STATUSES.filter((s) => s !== "overdue")) {
        for (const due of [yesterday, today]) {
          await atStatus(q, status, { due_date: due, issued_at: issued });
          const { rows: settled } = await q<{ s: string }>(
            "select private.client_invoice_settled_status(i)::text as s from public.client_invoice i where id = $1",
            [invoiceId],
          );
          const screen = isOverdue({ kind: "invoice", status, due_date: due }, today);
          expect({ status, due, overdue: screen }).toEqual({ status, due, overdue: settled[0]!.s === "overdue" });
        }
      }
    });
  });

  it.each(INVOICE_STATUSES.filter((s) => s !== "draft"))(
    "offers at « %s » the payment and the credit note the functions accept",
    async (status) => {
      const roles = [...ACTION_RIGHTS["client_invoice.record_payment"], ...ACTION_RIGHTS["client_invoice.credit"]];
      const offered = invoiceActions({ kind: "invoice", status, sent_at: null, pdf_file: "x.pdf" }, roles);
      // each action in its own transaction: a payment leaves less to credit
      const accepts = (call: (q: Query) => Promise<unknown>) =>
        db.setupThenAs(
          account("comptable"),
          (q) => atStatus(q, status),
          async (q) => (await attempt(q, () => call(q))).ok,
        );
      const accepted = {
        recordPayment: await accepts((q) =>
          q("select public.record_client_invoice_payment($1, private.paris_today(), 0.01)", [invoiceId]),
        ),
        // a partial credit note (the screen's form offers one line at a time): the least there is
        credit: await accepts((q) =>
          q(
            `select public.credit_client_invoice($1, 'parité des règles',
               (select jsonb_build_array(jsonb_build_object('line_id', l.id, 'quantity', 0.01))
                from public.client_invoice_line l where l.invoice_id = $1 and l.quantity > 0 order by l.position limit 1))`,
            [invoiceId],
          ),
        ),
      };
      expect({
        recordPayment: offered.includes("recordPayment"),
        credit: offered.includes("credit"),
      }).toEqual(accepted);
    },
  );
});
