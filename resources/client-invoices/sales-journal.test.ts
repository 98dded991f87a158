import { describe, expect, it } from "vitest";
import { journalCsv, journalFileName, monthBounds, type JournalLine } from "./sales-journal.ts";

const line = (over: Partial<JournalLine>): JournalLine => ({
  issued_at: "2026-11-02",
  number: "FA-2026-000041",
  kind: "invoice",
  company_id: "c1",
  company_name: "Constructions Ribeyre",
  client_account: "411732829320",
  siren: "732829320",
  vat_rate: 20,
  amount_ht: 2888,
  amount_tva: 577.6,
  amount_ttc: 3465.6,
  due_date: "2026-12-02",
  credited_number: "",
  ...over,
});

describe("the sales journal", () => {
  it("writes the documented columns, credit notes negative, decimal comma", () => {
    const csv = journalCsv([
      line({}),
      line({
        number: "AV-2026-000003",
        kind: "credit_note",
        amount_ht: -145,
        amount_tva: -29,
        amount_ttc: -174,
        credited_number: "FA-2026-000041",
      }),
    ]);
    expect(csv.replace("\uFEFF", "").split("\r\n").filter(Boolean)).toEqual([
      "Date;Numéro;Type;Compte client;Client;SIREN;Taux de TVA;Montant HT;TVA;Montant TTC;Échéance;Facture d'origine",
      "02/11/2026;FA-2026-000041;Facture;411732829320;Constructions Ribeyre;732829320;20,00;2888,00;577,60;3465,60;02/12/2026;",
      "02/11/2026;AV-2026-000003;Avoir;411732829320;Constructions Ribeyre;732829320;20,00;-145,00;-29,00;-174,00;02/12/2026;FA-2026-000041",
    ]);
  });

  it("names one file per month and bounds the month", () => {
    expect(journalFileName("2026-10", "xlsx")).toBe("journal-ventes-2026-10.xlsx");
    expect(monthBounds("2026-02")).toEqual(["2026-02-01", "2026-02-28"]);
  });
});
