// The client an invoice names (issue #46, item 4; CGI ann. II art. 242 nonies A: the client's
// name, address, SIREN and VAT number). A client created through the screens has no address of
// its own: its address is its head-office establishment's (« Siège social »). The document
// (public.client_invoice_document, what invoice-documents renders and writes in the Factur-X
// buyer's PostalTradeAddress) takes it, the issue freezes it on the invoice (client_invoice.buyer),
// and a later move of the client changes neither the issued invoice nor its document; a credit
// note issued after the move names the client as it is then, and the invoice it credits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asLoaded, asSystem, one, RENFORT } from "../support/fixtures.ts";
import { newUuid } from "../support/matrix.ts";
import { billedClient, prepare, validatedWeek } from "./support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Buyer = {
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string;
  siren: string | null;
  vatNumber: string | null;
};

/** An address of Renfort (loaded as the seed does); its id. */
async function address(q: Query, street1: string, postalCode: string, city: string): Promise<string> {
  const id = await newUuid(q);
  await asLoaded(
    q,
    "insert into public.address (id, workspace_id, type, street1, postal_code, city, country_code) values ($1, $2, 'head_office', $3, $4, $5, 'FR')",
    [id, RENFORT, street1, postalCode, city],
  );
  return id;
}

async function establishment(q: Query, companyId: string, name: string, headOffice: boolean, addressId: string) {
  await asLoaded(
    q,
    "insert into public.agency (workspace_id, company_id, name, is_head_office, address_id, status) values ($1, $2, $3, $4, $5, 'active')",
    [RENFORT, companyId, name, headOffice, addressId],
  );
}

const documentOf = async (q: Query, invoiceId: string) =>
  (
    await one<{ d: { document: { buyer: Buyer; creditedInvoice: { number: string } | null } } }>(
      q,
      "select public.client_invoice_document($1) as d",
      [invoiceId],
    )
  ).d.document;

describe("the client an invoice names", () => {
  it("is billed at its head office's address when it has none of its own, frozen when the invoice is issued — R:BIL-BUYER", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q, { address_id: null, formatted_address: null });
      await establishment(
        q,
        c.companyId,
        "Agence Villeurbanne",
        false,
        await address(q, "3 rue Anatole France", "69100", "Villeurbanne"),
      );
      const headOffice = await address(q, "12 rue de la Charité", "69002", "Lyon");
      await establishment(q, c.companyId, "Siège social", true, headOffice);
      await validatedWeek(q, c.contractId, "2026-05-18", [
        { date: "2026-05-18", hours: 8 },
        { date: "2026-05-19", hours: 8 },
      ]);
      const company = await one<{ name: string; siren: string; vat_number: string }>(
        q,
        "select name, siren, vat_number from public.company where id = $1",
        [c.companyId],
      );
      const expected: Buyer = {
        name: company.name,
        street: "12 rue de la Charité",
        postalCode: "69002",
        city: "Lyon",
        country: "FR",
        siren: company.siren,
        vatNumber: company.vat_number,
      };

      await as(q, "comptable");
      const [draft] = await prepare(q, "2026-05-18", "2026-05-24", c.companyId);
      expect((await documentOf(q, draft!.id)).buyer).toMatchObject(expected);
      const issued = await one<{ number: string; buyer: Buyer }>(
        q,
        "select number, buyer from public.issue_client_invoice($1)",
        [draft!.id],
      );
      expect(issued.buyer).toMatchObject(expected);

      // the client moves and is renamed: the issued invoice keeps what it was issued with
      await asSystem(q);
      await asLoaded(q, "update public.address set street1 = '40 quai Perrache', postal_code = '69002' where id = $1", [
        headOffice,
      ]);
      await asLoaded(q, "update public.company set name = name || ' (nouveau nom)' where id = $1", [c.companyId]);
      await as(q, "comptable");
      expect((await documentOf(q, draft!.id)).buyer).toMatchObject(expected);

      const note = await one<{ id: string }>(
        q,
        "select id from public.credit_client_invoice($1, 'Heures contestées')",
        [draft!.id],
      );
      const credit = await documentOf(q, note.id);
      expect(credit.buyer).toMatchObject({
        ...expected,
        name: `${company.name} (nouveau nom)`,
        street: "40 quai Perrache",
      });
      expect(credit.creditedInvoice?.number).toBe(issued.number);
    });
  });

  it("is named by a document that a later payment leaves as it was issued (no « Déjà réglé », no prepaid amount) — R:BIL-NO-PREPAID", async () => {
    await db.system(async (q) => {
      const c = await billedClient(q);
      await validatedWeek(q, c.contractId, "2026-06-01", [
        { date: "2026-06-01", hours: 8 },
        { date: "2026-06-02", hours: 7 },
      ]);
      await as(q, "comptable");
      const [draft] = await prepare(q, "2026-06-01", "2026-06-07", c.companyId);
      const issued = await one<{ issued_at: string; total_ttc: string }>(
        q,
        "select issued_at::text, total_ttc from public.issue_client_invoice($1)",
        [draft!.id],
      );
      const before = await documentOf(q, draft!.id);
      await one(q, "select public.record_client_invoice_payment($1, $2::date, $3)", [
        draft!.id,
        issued.issued_at,
        Math.round(Number(issued.total_ttc) * 50) / 100,
      ]);
      const status = await one<{ status: string }>(q, "select status from public.client_invoice where id = $1", [
        draft!.id,
      ]);
      expect(status.status).toBe("partially_paid");
      expect(await documentOf(q, draft!.id)).toEqual(before);
      expect(JSON.stringify(before)).not.toMatch(/"paid"/);
    });
  });

  it("is the company's own address when it has one, on the invoice and on the contract of mise à disposition — R:BIL-BUYER", async () => {
    await db.system(async (q) => {
      const own = await address(q, "8 avenue Jean Jaurès", "69007", "Lyon");
      const c = await billedClient(q, { address_id: own, formatted_address: null });
      await establishment(q, c.companyId, "Siège social", true, await address(q, "1 place Bellecour", "69002", "Lyon"));
      await as(q, "comptable");
      const buyer = await one<{ b: Buyer }>(q, "select private.client_invoice_buyer($1) as b", [c.companyId]);
      expect(buyer.b).toMatchObject({ street: "8 avenue Jean Jaurès", postalCode: "69007", city: "Lyon" });

      // the user company on the contract: its own address, else its head office's
      await asSystem(q);
      const data = async () =>
        (
          await one<{ a: { street1: string; city: string } | null }>(
            q,
            "select public.contract_document_data($1) -> 'company' -> 'address' as a",
            [c.contractId],
          )
        ).a;
      expect(await data()).toMatchObject({ street1: "8 avenue Jean Jaurès", city: "Lyon" });
      await asLoaded(q, "update public.company set address_id = null where id = $1", [c.companyId]);
      expect(await data()).toMatchObject({ street1: "1 place Bellecour", city: "Lyon" });
    });
  });
});
