// The invoice PDF and its Factur-X: the text extracted from the PDF holds every mandatory mention
// (CGI ann. II art. 242 nonies A, C. com. L441-9) with the document's own values, a long table
// breaks across pages with its header repeated, and the Factur-X file is a PDF/A-3 whose embedded
// `factur-x.xml` is the returned XML, valid against the EN 16931 XSD and business rules and the
// French CTC rules (BR-FR) — and the validators do refuse a broken one, rule by rule.
import { describe, expect, it } from "vitest";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  decodePDFRawStream,
} from "pdf-lib";
import { extractPdfText } from "./extract-text.ts";
import { buildFacturX, documentProblems } from "./facturx.ts";
import { renderInvoicePdf } from "./render.ts";
import type { InvoiceDocument } from "./types.ts";
import {
  frenchRuleErrors,
  ruleErrors,
  schemaErrors,
  schemaErrorsOfEach,
  validateEachFacturX,
  validateFacturX,
} from "./validate.ts";

// One week of a temp worker: 39 h of which 4 overtime hours at +25 % (35 × 29,25 + 4 × 36,5625 =
// 39 × 30,00), a Sunday majoration and a meal allowance that bears no social contributions; all
// at 20 % VAT.
const INVOICE: InvoiceDocument = {
  kind: "invoice",
  number: "FA-2026-000042",
  issueDate: "2026-11-09",
  dueDate: "2026-12-09",
  periodStart: "2026-11-02",
  periodEnd: "2026-11-08",
  currency: "EUR",
  seller: {
    name: "Renfort Intérim",
    legalForm: "SAS",
    street: "5 place Bellecour",
    postalCode: "69002",
    city: "Lyon",
    country: "FR",
    siren: "732829320",
    siret: "73282932000074",
    vatNumber: "FR44732829320",
    activityDeclaration: "DREETS Auvergne-Rhône-Alpes, 2 janvier 2020",
    financialGuarantor: "Caisse de garantie ABC, 1 rue du Garant, 75001 Paris",
    email: "facturation@renfort.example",
  },
  buyer: {
    name: "Bâtiments Durand",
    legalForm: "SAS",
    street: "10 avenue Foch",
    postalCode: "69006",
    city: "Lyon",
    country: "FR",
    siren: "552100554",
    siret: "55210055400013",
    vatNumber: "FR03552100554",
  },
  deliveryAddress: { street: "12 chemin des Érables", postalCode: "69100", city: "Villeurbanne", country: "FR" },
  poNumber: "BC-7781",
  creditedInvoice: null,
  lines: [
    {
      position: 1,
      label: "Heures travaillées — Maçon coffreur (39 h dont 4 h majorées à 25 %)",
      detail: "Semaine 45 — Jean Dupont — contrat C-2026-0042",
      quantity: 39,
      unit: "HUR",
      unitPriceHt: 30,
      vatRate: 20,
      amountHt: 1170,
    },
    {
      position: 2,
      label: "Majoration dimanche (+100 %)",
      detail: "Dimanche 8 novembre — Jean Dupont",
      quantity: 7,
      unit: "HUR",
      unitPriceHt: 29.25,
      vatRate: 20,
      amountHt: 204.75,
    },
    {
      position: 3,
      label: "Indemnité de repas (non soumise à cotisations)",
      detail: "Jean Dupont",
      quantity: 5,
      unit: "C62",
      unitPriceHt: 9.4,
      vatRate: 20,
      amountHt: 47,
    },
  ],
  totals: { ht: 1421.75, vat: [{ rate: 20, base: 1421.75, amount: 284.35 }], tva: 284.35, ttc: 1706.1 },
  paymentTerms: "30 jours nets",
  latePenaltyRate: "trois fois le taux d'intérêt légal",
  recoveryIndemnity: 40,
  vatOnDebits: true,
  notes: [],
};

const CREDIT_NOTE: InvoiceDocument = {
  ...INVOICE,
  kind: "credit_note",
  number: "AV-2026-000003",
  issueDate: "2026-11-20",
  dueDate: "2026-11-20",
  deliveryAddress: null,
  poNumber: null,
  vatOnDebits: false,
  creditedInvoice: { number: "FA-2026-000042", issueDate: "2026-11-09" },
  lines: [{ ...INVOICE.lines[1], position: 1 }],
  totals: { ht: 204.75, vat: [{ rate: 20, base: 204.75, amount: 40.95 }], tva: 40.95, ttc: 245.7 },
  paymentTerms: "0 jours nets",
  notes: ["Motif de l'avoir : dimanche non travaillé"],
};

const NBSP = "\u00a0";
// Intl writes French thousands with a narrow no-break space (U+202F): read here as U+00A0, so that
// an amount is spelt the same whatever the font draws.
const textOf = async (bytes: Uint8Array) =>
  (await extractPdfText(bytes))
    .join("\n")
    .replace(/\n/g, " ")
    .replace(/\u202f/g, NBSP);
// Rendered once, read by many tests (a render takes a few hundred milliseconds).
const once = <T>(make: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
};
const invoiceText = once(async () => textOf(await renderInvoicePdf(INVOICE)));
const invoiceFacturX = once(() => buildFacturX(INVOICE));
const creditNoteFacturX = once(() => buildFacturX(CREDIT_NOTE));
const eur = (amount: string) => `${amount.replace(/ /g, NBSP)}${NBSP}€`;

describe("the invoice PDF", () => {
  it.each([
    ["title", "Facture"],
    ["number", `Facture n°${NBSP}: FA-2026-000042`],
    ["date of issue", `Date d’émission${NBSP}: 09/11/2026`],
    ["seller's name", "Renfort Intérim"],
    ["seller's address", "5 place Bellecour, 69002 Lyon"],
    ["seller's SIREN and SIRET", `SIREN${NBSP}: 732829320 — SIRET${NBSP}: 73282932000074`],
    ["seller's VAT number", `N° TVA intracommunautaire${NBSP}: FR44732829320`],
    ["seller's activity declaration", "DREETS Auvergne-Rhône-Alpes, 2 janvier 2020"],
    ["seller's financial guarantor", "Caisse de garantie ABC"],
    ["buyer's name", "Bâtiments Durand"],
    ["buyer's address", "10 avenue Foch, 69006 Lyon"],
    ["buyer's SIREN", `SIREN${NBSP}: 552100554`],
    ["buyer's VAT number", `N° TVA intracommunautaire${NBSP}: FR03552100554`],
    ["period of the service", `Période de la prestation${NBSP}: du 02/11/2026 au 08/11/2026`],
    ["purchase order", `Bon de commande n°${NBSP}: BC-7781`],
    ["delivery address", "12 chemin des Érables, 69100 Villeurbanne"],
    ["category of operation", `Catégorie de l’opération${NBSP}: Prestation de services`],
    ["first line's designation", "Heures travaillées — Maçon coffreur"],
    ["first line's detail", "Semaine 45 — Jean Dupont — contrat C-2026-0042"],
    ["Sunday line", "Majoration dimanche (+100 %)"],
    ["allowance line", "Indemnité de repas (non soumise à cotisations)"],
    ["quantities, units, unit prices, VAT rate", `39 h ${eur("30,00")} 20${NBSP}% ${eur("1 170,00")}`],
    ["second line's figures", `7 h 29,25${NBSP}€ 20${NBSP}% 204,75${NBSP}€`],
    ["third line's figures", `5 unités 9,40${NBSP}€ 20${NBSP}% 47,00${NBSP}€`],
    ["total HT", `Total HT ${eur("1 421,75")}`],
    ["VAT per rate", `TVA 20${NBSP}% sur ${eur("1 421,75")} ${eur("284,35")}`],
    ["total TTC", `Total TTC ${eur("1 706,10")}`],
    ["due date", `Date d’échéance${NBSP}: 09/12/2026`],
    ["payment terms", `Conditions de paiement${NBSP}: 30 jours nets — échéance le 09/12/2026.`],
    ["discount", `Escompte pour paiement anticipé${NBSP}: néant.`],
    ["late-payment penalties", "trois fois le taux d’intérêt légal"],
    ["recovery indemnity", `frais de recouvrement en cas de retard de paiement${NBSP}: 40,00${NBSP}€`],
    ["VAT on debits (CGI ann. II art. 242 nonies A, 13°)", "Option pour le paiement de la taxe d’après les débits."],
  ])("prints the %s", async (_name, mention) => {
    expect(await invoiceText()).toContain(mention);
  });

  it("a credit note says so and names the invoice it credits", async () => {
    const text = await textOf(await renderInvoicePdf(CREDIT_NOTE));
    for (const mention of [
      "Avoir",
      `Avoir n°${NBSP}: AV-2026-000003`,
      "Avoir sur la facture n° FA-2026-000042 du 09/11/2026",
      `Motif de l’avoir${NBSP}: dimanche non travaillé`,
      "Prestation de services",
      "Bâtiments Durand",
    ])
      expect(text).toContain(mention);
    // without an option, a PO or a worksite, their mentions are absent
    for (const absent of [
      "paiement de la taxe d’après les débits",
      "Bon de commande",
      "Adresse de livraison",
      "Facture n°",
    ])
      expect(text).not.toContain(absent);
  });

  it("a credit note is set off against the invoice it corrects: no « 0 jours nets », no due date, no penalties — R:BIL-CREDIT-NOTE-TERMS", async () => {
    const text = await textOf(await renderInvoicePdf(CREDIT_NOTE));
    expect(text).toContain(
      `Avoir imputé sur la facture n° FA-2026-000042 du 09/11/2026${NBSP}; le solde éventuel en faveur du client lui est remboursé sur demande.`,
    );
    for (const absent of [
      "jours nets",
      "Date d’échéance",
      "Conditions de paiement",
      "Pénalités de retard",
      "Indemnité forfaitaire",
    ])
      expect(text).not.toContain(absent);
    // an invoice keeps them all
    const invoice = await textOf(await renderInvoicePdf(INVOICE));
    for (const present of ["30 jours nets", "Pénalités de retard", "Indemnité forfaitaire pour frais de recouvrement"])
      expect(invoice).toContain(present);
  });

  it("never prints a payment: the document is the invoice as issued, whatever was paid since — R:BIL-NO-PREPAID", async () => {
    const text = await textOf(await renderInvoicePdf(INVOICE));
    expect(text).toContain(`Total TTC ${eur("1 706,10")}`);
    for (const absent of ["Déjà réglé", "Net à payer", "Net à déduire"]) expect(text).not.toContain(absent);
  });

  it("breaks a long table onto new pages, with the header row and the page count on each", async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...INVOICE.lines[i % 3], position: i + 1 }));
    const pages = await extractPdfText(await renderInvoicePdf({ ...INVOICE, lines }));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain("Désignation\nQuantité\nUnité\nPrix unit. HT\nTVA\nMontant HT");
      expect(page).toContain(`page ${i + 1}/${pages.length}`);
    });
    // every line is drawn once, the totals and mentions once, after the last line
    const all = pages.join("\n");
    expect(all.match(/Majoration dimanche/g)).toHaveLength(20);
    expect(all.match(/Total TTC/g)).toHaveLength(1);
    expect(all.lastIndexOf("Indemnité de repas")).toBeLessThan(all.indexOf("Total HT"));
  });
});

/** The files the catalog's /AF array associates with the document (PDF/A-3 6.8), by name. */
const associatedFiles = async (bytes: Uint8Array) => {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const af = pdf.catalog.lookup(PDFName.of("AF"), PDFArray);
  return af.asArray().map((ref) => {
    const spec = pdf.context.lookup(ref, PDFDict);
    const stream = spec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F")) as PDFRawStream;
    return {
      name: (spec.lookup(PDFName.of("UF")) as PDFHexString | PDFString | undefined)?.decodeText(),
      relationship: spec.get(PDFName.of("AFRelationship"))?.toString(),
      subtype: stream.dict.get(PDFName.of("Subtype"))?.toString(),
      text: new TextDecoder().decode(decodePDFRawStream(stream).decode()),
    };
  });
};

const xmpOf = async (bytes: Uint8Array) => {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const stream = pdf.context.lookup(pdf.catalog.get(PDFName.of("Metadata")) as PDFRef) as PDFRawStream;
  return new TextDecoder("utf-8", { fatal: true }).decode(decodePDFRawStream(stream).decode());
};

describe("the Factur-X EN 16931", () => {
  it("embeds factur-x.xml, the returned XML, in a PDF/A-3 with the Factur-X XMP — R:BIL-FACTURX", async () => {
    const { pdf, xml, profile } = await invoiceFacturX();
    expect(profile).toBe("EN 16931");
    const files = await associatedFiles(pdf);
    expect(files).toHaveLength(1);
    expect(files[0].name).toBe("factur-x.xml");
    expect(files[0].relationship).toBe("/Alternative");
    expect(files[0].subtype).toBe("/text#2Fxml");
    expect(files[0].text).toBe(xml);
    // the XMP is well-formed UTF-8 (a fatal decoder) and declares PDF/A-3b and the Factur-X profile
    const xmp = await xmpOf(pdf);
    for (const property of [
      "<pdfaid:part>3</pdfaid:part>",
      "<pdfaid:conformance>B</pdfaid:conformance>",
      "<fx:DocumentType>INVOICE</fx:DocumentType>",
      "<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>",
      "<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>",
      "<rdf:li>Renfort Intérim</rdf:li>",
      ">Facture FA-2026-000042</rdf:li>",
    ])
      expect(xmp).toContain(property);
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(doc.getTitle()).toBe("Facture FA-2026-000042");
    expect(doc.getAuthor()).toBe("Renfort Intérim");
    expect(doc.catalog.get(PDFName.of("OutputIntents"))).toBeDefined();
    // the page still reads as the invoice
    expect(await textOf(pdf)).toContain("Bâtiments Durand");
  });

  it("embeds every font it draws with (PDF/A: no standard font left unembedded) — R:BIL-FACTURX", async () => {
    const { pdf } = await invoiceFacturX();
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    const fonts = new Set<string>();
    for (const page of doc.getPages()) {
      const dict = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
      for (const [, ref] of dict?.entries() ?? []) {
        const font = doc.context.lookup(ref, PDFDict);
        fonts.add(font.get(PDFName.of("BaseFont"))?.toString() ?? "");
        expect(font.get(PDFName.of("Subtype"))?.toString()).toBe("/Type0");
        const cid = font.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
        expect(cid.lookup(PDFName.of("FontDescriptor"), PDFDict).get(PDFName.of("FontFile2"))).toBeDefined();
      }
    }
    expect([...fonts].map((f) => f.replace(/^\//, "").replace(/-\d+$/, "")).sort()).toEqual([
      "DejaVuSans",
      "DejaVuSans-Bold",
    ]);
  });

  it("the XML is valid: Factur-X EN 16931 XSD and EN 16931 business rules, with the document's values — R:BIL-FACTURX", async () => {
    const { xml } = await invoiceFacturX();
    expect(await validateFacturX(xml)).toEqual([]);
    for (const fragment of [
      "<ram:ID>urn:cen.eu:en16931:2017</ram:ID>",
      "<ram:ID>FA-2026-000042</ram:ID>",
      "<ram:TypeCode>380</ram:TypeCode>",
      "<ram:Name>Renfort Intérim</ram:Name>",
      '<ram:ID schemeID="0002">732829320</ram:ID>',
      '<ram:ID schemeID="VA">FR44732829320</ram:ID>',
      "<ram:Name>Bâtiments Durand</ram:Name>",
      '<ram:BilledQuantity unitCode="HUR">39</ram:BilledQuantity>',
      '<ram:BilledQuantity unitCode="C62">5</ram:BilledQuantity>',
      "<ram:LineTotalAmount>1421.75</ram:LineTotalAmount>",
      '<ram:TaxTotalAmount currencyID="EUR">284.35</ram:TaxTotalAmount>',
      "<ram:GrandTotalAmount>1706.10</ram:GrandTotalAmount>",
      "<ram:IssuerAssignedID>BC-7781</ram:IssuerAssignedID>",
      '<ram:GlobalID schemeID="0009">73282932000074</ram:GlobalID>',
      '<ram:GlobalID schemeID="0009">55210055400013</ram:GlobalID>',
      "<ram:Description>SAS — déclaration d'activité",
      "<ram:LineOne>12 chemin des Érables</ram:LineOne>",
      '<udt:DateTimeString format="102">20261209</udt:DateTimeString>',
      '<ram:URIID schemeID="0225">552100554</ram:URIID>',
      // the whole amount is due: an issued invoice never says what was paid since (CGI art. 242 nonies A)
      "<ram:DuePayableAmount>1706.10</ram:DuePayableAmount>",
    ])
      expect(xml).toContain(fragment);
    expect(xml).not.toContain("TotalPrepaidAmount");
  });

  it("a credit note is type 381 and references the invoice it credits — R:BIL-BR-FR", async () => {
    const { xml, pdf } = await creditNoteFacturX();
    expect(await validateFacturX(xml)).toEqual([]);
    expect(xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>FA-2026-000042<\/ram:IssuerAssignedID>/,
    );
    expect(xml).toContain('<qdt:DateTimeString format="102">20261109</qdt:DateTimeString>');
    expect((await associatedFiles(pdf))[0].text).toBe(xml);
    expect(await xmpOf(pdf)).toContain(">Avoir AV-2026-000003</rdf:li>");
  });

  it("the validator refuses a broken XML", async () => {
    const { xml } = await invoiceFacturX();
    // no seller name (BR-06): the XSD allows it, the business rules do not
    const nameless = xml.replace("<ram:Name>Renfort Intérim</ram:Name>", "");
    expect(nameless).not.toBe(xml);
    expect(await validateFacturX(nameless)).toContain("BR-06 : nom du vendeur (BT-27) manquant");
    // a total that does not add up
    const wrongTotal = xml.replace(
      "<ram:GrandTotalAmount>1706.10</ram:GrandTotalAmount>",
      "<ram:GrandTotalAmount>1706.20</ram:GrandTotalAmount>",
    );
    expect(ruleErrors(wrongTotal)).toEqual(expect.arrayContaining([expect.stringMatching(/^BR-CO-15/)]));
    const wrongVat = xml.replace(
      "<ram:CalculatedAmount>284.35</ram:CalculatedAmount>",
      "<ram:CalculatedAmount>284.00</ram:CalculatedAmount>",
    );
    expect(ruleErrors(wrongVat)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^BR-CO-14/), expect.stringMatching(/^BR-CO-17/)]),
    );
    // structure: an element the EN 16931 profile does not have, an amount that is not a number
    expect(
      await schemaErrors(
        xml.replace("<ram:TypeCode>380</ram:TypeCode>", "<ram:TypeCode>380</ram:TypeCode><ram:Extra>1</ram:Extra>"),
      ),
    ).not.toEqual([]);
    expect(await schemaErrors(xml.replace("<ram:GrandTotalAmount>1706.10", "<ram:GrandTotalAmount>mille"))).not.toEqual(
      [],
    );
  });

  it("refuses to build an e-invoice whose totals do not add up", async () => {
    const wrong = { ...INVOICE, totals: { ...INVOICE.totals, ttc: 1706.2 } };
    expect(documentProblems(wrong)).toEqual([expect.stringMatching(/^BR-CO-15/)]);
    await expect(buildFacturX(wrong)).rejects.toThrow(/BR-CO-15/);
    const lineOff = { ...INVOICE, lines: INVOICE.lines.map((l, i) => (i === 0 ? { ...l, amountHt: 1171 } : l)) };
    expect(documentProblems(lineOff)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^BR-CO-10/), expect.stringMatching(/^BR-S-08/)]),
    );
    expect(documentProblems(INVOICE)).toEqual([]);
    expect(documentProblems(CREDIT_NOTE)).toEqual([]);
  });
});

/** A note (BG-1) as completeXml writes it: its text (BT-22), then its subject code (BT-21). */
const note = (content: string, code: string) =>
  `<ram:IncludedNote><ram:Content>${content}</ram:Content><ram:SubjectCode>${code}</ram:SubjectCode></ram:IncludedNote>`;
const PMT = note("Indemnité forfaitaire pour frais de recouvrement : 40,00 EUR", "PMT");
const PMD = note(
  "Pénalités de retard : trois fois le taux d'intérêt légal, exigibles dès le lendemain de la date d'échéance",
  "PMD",
);
const AAB = note("Escompte pour paiement anticipé : néant", "AAB");
const endpoint = (siren: string, scheme = "0225") =>
  `<ram:URIUniversalCommunication><ram:URIID schemeID="${scheme}">${siren}</ram:URIID></ram:URIUniversalCommunication>`;
/** The XML of a party (SellerTradeParty, BuyerTradeParty). */
const partyOf = (xml: string, name: string) => xml.slice(xml.indexOf(`<ram:${name}>`), xml.indexOf(`</ram:${name}>`));

describe("the French CTC rules (BR-FR, « Flux 2 »)", () => {
  it("an invoice and a credit note pass the XSD, EN 16931 and BR-FR without an error — R:BIL-BR-FR", async () => {
    for (const { xml } of [await invoiceFacturX(), await creditNoteFacturX()]) {
      expect(await schemaErrors(xml)).toEqual([]);
      expect(ruleErrors(xml)).toEqual([]);
      expect(frenchRuleErrors(xml)).toEqual([]);
      expect(await validateFacturX(xml)).toEqual([]);
    }
  });

  it("writes each legal mention as a note of its own with its subject code (BR-FR-05) — R:BIL-BR-FR", async () => {
    const { xml } = await invoiceFacturX();
    const notes = [
      note("Catégorie de l'opération : prestation de services", "ABL"),
      note("Option pour le paiement de la taxe d'après les débits", "ABL"),
      AAB,
      PMD,
      PMT,
    ];
    // in the header (ExchangedDocument), after the date, in this order and no other
    const header = xml.slice(xml.indexOf("</ram:IssueDateTime>"), xml.indexOf("</rsm:ExchangedDocument>"));
    expect(header.replace("</ram:IssueDateTime>", "").trim()).toBe(notes.join(""));
    // a credit note: its reason as general information, no option for VAT on debits (none taken)
    const credit = (await creditNoteFacturX()).xml;
    // the three mentions BR-FR-05 asks of every document, none of which a credit note owes
    for (const n of [
      note("Escompte : sans objet (avoir)", "AAB"),
      note("Pénalités de retard : sans objet (avoir)", "PMD"),
      note("Indemnité forfaitaire pour frais de recouvrement : sans objet (avoir)", "PMT"),
      note("Motif de l'avoir : dimanche non travaillé", "AAI"),
    ])
      expect(credit).toContain(n);
    expect(credit).not.toContain("débits");
  });

  it("gives each party its SIREN as electronic address, scheme 0225 (BR-FR-12, BR-FR-13), and keeps the rest — R:BIL-BR-FR", async () => {
    const { xml } = await invoiceFacturX();
    const seller = partyOf(xml, "SellerTradeParty");
    const buyer = partyOf(xml, "BuyerTradeParty");
    // after the postal address, before the VAT number (the CII schema's order)
    expect(seller).toMatch(
      new RegExp(`</ram:PostalTradeAddress>${endpoint("732829320")}\\s*<ram:SpecifiedTaxRegistration>`),
    );
    expect(buyer).toMatch(
      new RegExp(`</ram:PostalTradeAddress>${endpoint("552100554")}\\s*<ram:SpecifiedTaxRegistration>`),
    );
    expect(xml).not.toContain('schemeID="EM"');
    // the seller's e-mail stays its contact's (BT-43)
    expect(seller).toContain("<ram:URIID>facturation@renfort.example</ram:URIID>");
    // the client's SIREN (BT-47), the category of the operation (BT-23: S1, services), a credit
    // note of type 381 referencing its invoice (BT-25, BT-26)
    expect(buyer).toContain('<ram:ID schemeID="0002">552100554</ram:ID>');
    expect(xml).toMatch(/<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>S1<\/ram:ID>/);
    const credit = (await creditNoteFacturX()).xml;
    expect(credit).toContain("<ram:TypeCode>381</ram:TypeCode>");
    expect(credit).toMatch(
      /<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>FA-2026-000042<\/ram:IssuerAssignedID><ram:FormattedIssueDateTime>/,
    );
  });

  // Each rule against an XML built to break it (the XSD still accepts every one of them).
  const broken: [string, string, (xml: string) => string][] = [
    [
      "BR-FR-01",
      "a number of 36 characters",
      (x) => x.replace("<ram:ID>FA-2026-000042</ram:ID>", `<ram:ID>FA-2026-${"0".repeat(28)}</ram:ID>`),
    ],
    [
      "BR-FR-02",
      "a number with spaces",
      (x) => x.replace("<ram:ID>FA-2026-000042</ram:ID>", "<ram:ID>FA 2026 000042</ram:ID>"),
    ],
    [
      "BR-FR-04",
      "a type out of the French list (325, a proforma)",
      (x) => x.replace("<ram:TypeCode>380</ram:TypeCode>", "<ram:TypeCode>325</ram:TypeCode>"),
    ],
    ["BR-FR-05", "no PMT note", (x) => x.replace(PMT, "")],
    ["BR-FR-05", "a PMD note without its text", (x) => x.replace(PMD, note("", "PMD"))],
    [
      "BR-FR-05",
      "the discount mention without its code AAB",
      (x) => x.replace(AAB, AAB.replace("<ram:SubjectCode>AAB</ram:SubjectCode>", "")),
    ],
    ["BR-FR-06", "the PMT note twice", (x) => x.replace(PMT, PMT + PMT)],
    ["BR-FR-08", "a framework out of the list", (x) => x.replace("<ram:ID>S1</ram:ID>", "<ram:ID>S9</ram:ID>")],
    ["BR-FR-09", "a buyer's SIRET of another SIREN", (x) => x.replace(">55210055400013<", ">73282932000074<")],
    [
      "BR-FR-10",
      "a seller's SIREN of 8 digits",
      (x) => x.replace('<ram:ID schemeID="0002">732829320</ram:ID>', '<ram:ID schemeID="0002">73282932</ram:ID>'),
    ],
    ["BR-FR-11", "no buyer's SIREN", (x) => x.replace('<ram:ID schemeID="0002">552100554</ram:ID>', "")],
    ["BR-FR-12", "no buyer's electronic address", (x) => x.replace(endpoint("552100554"), "")],
    ["BR-FR-13", "no seller's electronic address", (x) => x.replace(endpoint("732829320"), "")],
    [
      "BR-FR-21",
      "the buyer's e-mail as its address",
      (x) => x.replace(endpoint("552100554"), endpoint("compta@durand.example", "EM")),
    ],
    [
      "BR-FR-16",
      "a VAT rate written 20.000",
      (x) =>
        x.replaceAll(
          "<ram:RateApplicablePercent>20</ram:RateApplicablePercent>",
          "<ram:RateApplicablePercent>20.000</ram:RateApplicablePercent>",
        ),
    ],
  ];
  // the broken XMLs validated together: one run of the XSD instead of one each (≈ 0.5 s of processor)
  const brokenValidated = once(async () => {
    const { xml } = await invoiceFacturX();
    return validateEachFacturX(broken.map(([, , breakIt]) => breakIt(xml)));
  });
  it.each(broken.map((b, i) => [...b, i] as const))("%s catches %s — R:BIL-BR-FR", async (rule, _what, breakIt, i) => {
    const { xml } = await invoiceFacturX();
    const bad = breakIt(xml);
    expect(bad).not.toBe(xml);
    expect(frenchRuleErrors(bad)).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${rule} : `))]));
    // validateFacturX gives the rules' errors only once the XSD has none: the XSD alone lets it pass
    expect((await brokenValidated())[i]).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${rule} : `))]),
    );
  });

  it("checks several XMLs in one run of the XSD, each with its own errors", async () => {
    const { xml } = await invoiceFacturX();
    const extra = xml.replace(
      "<ram:TypeCode>380</ram:TypeCode>",
      "<ram:TypeCode>380</ram:TypeCode><ram:Extra>1</ram:Extra>",
    );
    const [valid, invalid, notXml, alsoValid] = await schemaErrorsOfEach([xml, extra, "<rsm:", xml]);
    expect(valid).toEqual([]);
    expect(invalid).toEqual([
      expect.stringMatching(/^Schemas validity error : Element '.*Extra': This element is not expected/),
    ]);
    expect(notXml).toEqual(expect.arrayContaining([expect.stringMatching(/^parser error : /)]));
    expect(notXml.join("\n")).not.toContain("Extra");
    expect(alsoValid).toEqual([]);
  });

  it("BR-FR-CO-05 catches a credit note that references no invoice — R:BIL-BR-FR", async () => {
    const { xml } = await creditNoteFacturX();
    const bad = xml.replace(/<ram:InvoiceReferencedDocument>[\s\S]*?<\/ram:InvoiceReferencedDocument>/, "");
    expect(bad).not.toBe(xml);
    expect(await schemaErrors(bad)).toEqual([]);
    expect(frenchRuleErrors(bad)).toEqual([
      "BR-FR-CO-05 : avoir sans référence à la facture qu'il corrige (BT-25) ni sa date (BT-26)",
    ]);
  });

  it("refuses to build a document whose data breaks them, naming the rule — R:BIL-BR-FR-REFUSE", async () => {
    const noBuyerSiren = { ...INVOICE, buyer: { ...INVOICE.buyer, siren: null, siret: null } };
    expect(documentProblems(noBuyerSiren)).toEqual([
      "BR-FR-11 : SIREN de l'acheteur (BT-47, 9 chiffres) manquant ou invalide",
      "BR-FR-12 : adresse électronique de l'acheteur (SIREN, schéma 0225) manquante",
    ]);
    await expect(buildFacturX(noBuyerSiren)).rejects.toThrow(
      "BR-FR-12 : adresse électronique de l'acheteur (SIREN, schéma 0225) manquante",
    );
    const noSellerSiren = { ...INVOICE, seller: { ...INVOICE.seller, siren: null, siret: null } };
    expect(documentProblems(noSellerSiren)).toEqual([
      "BR-FR-10 : SIREN du vendeur (BT-30, 9 chiffres) manquant ou invalide",
      "BR-FR-13 : adresse électronique du vendeur (SIREN, schéma 0225) manquante",
    ]);
    // the SIREN read from the SIRET when only that is known
    expect(documentProblems({ ...INVOICE, buyer: { ...INVOICE.buyer, siren: null } })).toEqual([]);
    expect(documentProblems({ ...INVOICE, buyer: { ...INVOICE.buyer, siret: "73282932000074" } })).toEqual([
      "BR-FR-09 : SIRET de l'acheteur 73282932000074 : 14 chiffres commençant par le SIREN attendus",
    ]);
    expect(documentProblems({ ...CREDIT_NOTE, creditedInvoice: null })).toEqual([
      "BR-FR-CO-05 : avoir sans référence à la facture qu'il corrige (BT-25, BT-26)",
    ]);
    expect(documentProblems({ ...INVOICE, number: "FA 2026/42" })).toEqual([
      "BR-FR-02 : numéro FA 2026/42 : seuls les lettres, les chiffres et + - _ / sont admis",
    ]);
  });
});
