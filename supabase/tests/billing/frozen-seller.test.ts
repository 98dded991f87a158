// An issued invoice names the agency as it was on its issue day (client_invoice.seller, frozen with
// the buyer): its document, made later by the queue or made again after a failure, says the same
// even when the legal identity has changed since; the option for VAT on debits (CGI art. 269, 2-c)
// reaches the invoices issued after it is ticked, with its mention (CGI ann. II art. 242 nonies A).
// Every case is rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one } from "../support/fixtures.ts";
import { billedClient, prepare, validatedWeek } from "./support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Seller = { name: string; city: string; siren: string };
type DocumentView = { seller: Seller & Record<string, unknown>; vatOnDebits: boolean };

const documentOf = async (q: Query, invoiceId: string): Promise<DocumentView> =>
  (await one<{ d: { document: DocumentView } }>(q, "select public.client_invoice_document($1) as d", [invoiceId])).d
    .document;

/** A draft invoice of a new client's validated week, prepared by accounting. */
async function draftInvoice(q: Query, monday: string): Promise<string> {
  await asSystem(q);
  const c = await billedClient(q);
  const tuesday = new Date(Date.parse(`${monday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await validatedWeek(q, c.contractId, monday, [
    { date: monday, hours: 8 },
    { date: tuesday, hours: 7 },
  ]);
  await as(q, "comptable");
  const sunday = new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  const [draft] = await prepare(q, monday, sunday, c.companyId);
  return draft!.id;
}

/** The agency of the invoice's workspace renamed, the option taken or not (as the owner). */
const setIdentity = async (q: Query, invoiceId: string, legalName: string, vatOnDebits: boolean) => {
  await asSystem(q);
  await q(
    `update public.workspace_identity set legal_name = $2, vat_on_debits = $3
     where workspace_id = (select workspace_id from public.client_invoice where id = $1)`,
    [invoiceId, legalName, vatOnDebits],
  );
};

describe("the agency on an issued invoice", () => {
  it("is the identity of the issue day, whatever changed since; the VAT option reaches the invoices issued after it — R:BIL-SELLER-FROZEN", () =>
    db.system(async (q) => {
      const first = await draftInvoice(q, "2026-05-18");
      const before = await one<{ legal_name: string; vat_on_debits: boolean }>(
        q,
        `select wi.legal_name, wi.vat_on_debits from public.workspace_identity wi
         join public.client_invoice i on i.workspace_id = wi.workspace_id where i.id = $1`,
        [first],
      );
      expect(before.vat_on_debits).toBe(false);
      await as(q, "comptable");
      await q("select public.issue_client_invoice($1)", [first]);
      const issued = await documentOf(q, first);
      expect(issued.seller.name).toBe(before.legal_name);
      expect(issued.vatOnDebits).toBe(false);
      expect(issued.seller).not.toHaveProperty("vatOnDebits");
      const frozen = await one<{ seller: Seller }>(q, "select seller from public.client_invoice where id = $1", [
        first,
      ]);
      expect(frozen.seller).toMatchObject({ name: before.legal_name, siren: issued.seller.siren, vatOnDebits: false });

      // the agency renames itself and takes the option: a draft shows today's identity at once
      await setIdentity(q, first, "Renfort Intérim Rhône", true);
      const second = await draftInvoice(q, "2026-05-25");
      await as(q, "comptable");
      expect(await documentOf(q, second)).toMatchObject({
        seller: { name: "Renfort Intérim Rhône" },
        vatOnDebits: true,
      });
      // the invoice issued before keeps its day's identity
      expect(await documentOf(q, first)).toMatchObject({ seller: { name: before.legal_name }, vatOnDebits: false });
      // and the one issued now carries the new identity and the option
      await q("select public.issue_client_invoice($1)", [second]);
      await setIdentity(q, first, before.legal_name, false);
      await as(q, "comptable");
      expect(await documentOf(q, second)).toMatchObject({
        seller: { name: "Renfort Intérim Rhône" },
        vatOnDebits: true,
      });

      // nobody rewrites the frozen identity, not even the owner
      await asSystem(q);
      expect(
        await failureMessage(q, () =>
          q('update public.client_invoice set seller = seller || \'{"name": "Autre"}\' where id = $1', [first]),
        ),
      ).toBe("Une facture émise ne peut plus être modifiée : émettez un avoir");
    }));
});
