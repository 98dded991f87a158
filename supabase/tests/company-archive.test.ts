// A client archived (private.check_company_status_guards, supabase/CONTRACT-RULES.md, probe CO8): refused while a
// recruitment invoice is invoiced and unpaid; the open contracts' side is probed through the REST API in
// probes-rest.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type TestDatabase } from "./support/db.ts";
import { as, asLoaded, asSystem, cloneRow, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

describe("archiving a client", () => {
  it("is refused while a recruitment invoice is invoiced and unpaid — R:CTR-CO-ARCHIVE-RECRUITMENT", async () => {
    await db.system(async (q) => {
      // an active client with no contract still open and no recruitment invoice waiting
      const company = await one<{ id: string }>(
        q,
        `select co.id from public.company co
         where co.workspace_id = $1 and co.status = 'active'
           and not exists (select 1 from public.contract c where c.company_id = co.id and c.status not in ('ended', 'terminated_early', 'canceled'))
           and not exists (select 1 from public.recruitment_office_invoice_request r where r.company_id = co.id and r.status = 'invoiced')
         order by co.id limit 1`,
        [RENFORT],
      );
      const invoice = await cloneRow(q, "recruitment_office_invoice_request", "workspace_id = $1", [RENFORT], {
        company_id: company.id,
        contact_id: null,
        mission_id: null,
      });
      // the state under test, as the seed loads it: invoiced, not paid
      await asLoaded(q, "update public.recruitment_office_invoice_request set status = 'invoiced' where id = $1", [
        invoice.id,
      ]);
      const archive = async () => {
        await as(q, "csm");
        const message = await failureMessage(q, () =>
          q("update public.company set status = 'archived' where id = $1", [company.id]),
        );
        await asSystem(q);
        return message;
      };
      await q("savepoint invoiced", []);
      expect(await archive()).toBe(
        "Ce client a une facture de recrutement impayée : elle doit être payée ou annulée par un avoir avant l'archivage",
      );
      await q("rollback to savepoint invoiced", []);
      await asLoaded(q, "update public.recruitment_office_invoice_request set status = 'paid' where id = $1", [
        invoice.id,
      ]);
      expect(await archive()).toBeNull();
    });
  });
});
