// A client's account statement through the real server (public.company_account_statement and the
// account-statement function): its invoices, credit notes and payments up to the day, oldest
// first, with the running balance, computed by the database and checked here against the rows
// read on their own; the PDF carries them; a role that does not read invoices gets nothing.
import { describe, expect, it } from "vitest";
import { extractPdfText } from "../../../supabase/functions/_shared/invoice-pdf/extract-text.ts";
import { frMoney } from "../../../supabase/functions/_shared/invoice-pdf/format.ts";
import { account } from "../../../supabase/tests/support/db.ts";
import { rest, serviceRest, signIn } from "../../../supabase/tests/support/http.ts";
import { raw } from "../helpers.ts";

type Entry = { kind: string; reference: string; debit: number; credit: number; balance: number };
type Statement = { on: string; entries: Entry[]; balance: number; overdue: number; buyer: { name: string } };

const cents = (n: number) => Math.round(n * 100);

describe("account statement", () => {
  it("lists a client's invoices, credit notes and payments with the running balance, as a PDF — R:BIL-ACCOUNT-STATEMENT", async () => {
    // the demo's client with the most invoices (some paid, some not)
    const invoices = (
      await serviceRest("GET", "client_invoice", "number=not.is.null&select=company_id&kind=eq.invoice")
    ).rows as Array<{ company_id: string }>;
    const counts = new Map<string, number>();
    for (const i of invoices) counts.set(i.company_id, (counts.get(i.company_id) ?? 0) + 1);
    const companyId = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];

    const accountant = await signIn(account("comptable"));
    const read = await rest(accountant, "POST", "rpc/company_account_statement", "", {
      body: { p_company_id: companyId },
    });
    expect(read.error).toBeNull();
    const statement = read.rows[0] as unknown as Statement;

    // the same figures from the rows themselves
    const docs = (
      await serviceRest(
        "GET",
        "client_invoice",
        `company_id=eq.${companyId}&number=not.is.null&status=neq.canceled&select=id,kind,total_ttc`,
      )
    ).rows as Array<{ id: string; kind: string; total_ttc: number }>;
    const payments = (
      await serviceRest(
        "GET",
        "client_invoice_payment",
        `invoice_id=in.(${docs.map((d) => d.id).join(",")})&select=amount`,
      )
    ).rows as Array<{ amount: number }>;
    const invoiced = docs.filter((d) => d.kind === "invoice").reduce((n, d) => n + cents(d.total_ttc), 0);
    const credited = docs.filter((d) => d.kind === "credit_note").reduce((n, d) => n + cents(d.total_ttc), 0);
    const paid = payments.reduce((n, p) => n + cents(p.amount), 0);
    expect(payments.length).toBeGreaterThan(0);
    expect(statement.entries).toHaveLength(docs.length + payments.length);
    expect(cents(statement.balance)).toBe(invoiced - credited - paid);
    // the running balance adds each line, the last one is the balance
    let running = 0;
    for (const e of statement.entries) {
      running += cents(e.debit) - cents(e.credit);
      expect(cents(e.balance)).toBe(running);
    }
    expect(running).toBe(cents(statement.balance));
    expect(statement.overdue).toBeLessThanOrEqual(statement.balance + 0.001);

    const res = await raw("/functions/v1/account-statement", {
      method: "POST",
      token: accountant,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ company_id: companyId }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    // spaces as written (Intl's thin no-break space, or the font's no-break space) read as plain
    const plain = (t: string) => t.replace(/[\u202f\u00a0]/g, " ");
    const text = plain((await extractPdfText(new Uint8Array(await res.arrayBuffer()))).join("\n"));
    expect(text).toContain("Relevé de compte");
    expect(text).toContain(statement.buyer.name);
    const first = statement.entries.find((e) => e.kind === "invoice")!;
    expect(text).toContain(`Facture ${first.reference}`);
    expect(text).toContain(`Solde dû\n${plain(frMoney(statement.balance))}`);
    expect(text).toContain("ce relevé n'est pas une facture");

    // a role that does not read invoices: nothing
    const marketing = await signIn(account("marketing"));
    const hidden = await raw("/functions/v1/account-statement", {
      method: "POST",
      token: marketing,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ company_id: companyId }),
    });
    expect(hidden.status).toBe(404);
    const bad = await raw("/functions/v1/account-statement", {
      method: "POST",
      token: accountant,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ company_id: companyId, on: "27/11/2026" }),
    });
    expect(bad.status).toBe(400);
  });
});
