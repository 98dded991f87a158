// The invoice as EN 16931 terms: the rules the document must meet before it becomes an
// e-invoice (BR-CO-10 to BR-CO-17, BR-S-08: an invoice whose totals do not add up is refused
// rather than signed off; and the French CTC rules, BR-FR, a plateforme agréée checks on top of
// EN 16931), the input @e-invoice-eu/core builds the CII from, and the terms its EN 16931
// mapping (version 2.3) leaves out although French law requires them on the invoice (CGI ann. II
// art. 242 nonies A): the buyer's order number (BT-13), the invoice a credit note corrects
// (BT-25, BT-26), the SIRET (BT-29, BT-46, scheme 0009) and the seller's legal form (BT-33), added
// to its XML at their place in the CII schema. Three more of its flaws are met here: it drops the
// header delivery group, mandatory in the CII schema, when the invoice has no delivery
// information (the period's last day is given as the date the service was completed, BT-72,
// which keeps the group); it writes several notes as the contents of one CII note, which the
// schema refuses, and a note without its subject code (BT-21), which BR-FR-05 requires (so the
// notes, BG-1, are written here, one IncludedNote each); its list of electronic address schemes
// has no 0225, the French one (so the electronic addresses, BT-34 and BT-49, are written here).
import type { Invoice } from "@e-invoice-eu/core";
import { creditNoteSettlement, VAT_ON_DEBITS } from "./mentions.ts";
import type { InvoiceDocument, InvoiceParty } from "./types.ts";

const cents = (n: number): number => Math.round(Number(n) * 100);
const amount = (n: number): string => (cents(n) / 100).toFixed(2);
const decimal = (n: number): string => String(Number(Number(n).toFixed(4)));
const day = (iso: string): string => iso.slice(0, 10);

/** A party's SIREN: its own, else its SIRET's first nine digits. */
export const sirenOf = (p: Pick<InvoiceParty, "siren" | "siret"> | undefined): string | null =>
  p?.siren?.trim() || p?.siret?.trim().slice(0, 9) || null;

const SIREN = /^\d{9}$/;
const SIRET = /^\d{14}$/;
/** BR-FR-02: an invoice number of letters, digits and + - _ / only (BR-FR-01: 35 at most). */
export const INVOICE_NUMBER = /^[A-Za-z0-9+\-_/]+$/;

/**
 * The rules the document itself must meet, EN 16931's and the French CTC's (BR-FR: those its
 * data decides; validate.ts checks all of them on the XML); the list of what breaks them, empty
 * when none.
 */
export const documentProblems = (doc: InvoiceDocument): string[] => {
  const problems: string[] = [];
  const fail = (rule: string, text: string) => problems.push(`${rule} : ${text}`);
  if (!doc.number?.trim()) fail("BR-02", "numéro de facture manquant");
  else {
    if (doc.number.length > 35) fail("BR-FR-01", `numéro ${doc.number} : plus de 35 caractères`);
    if (!INVOICE_NUMBER.test(doc.number))
      fail("BR-FR-02", `numéro ${doc.number} : seuls les lettres, les chiffres et + - _ / sont admis`);
  }
  if (!doc.seller?.name?.trim()) fail("BR-06", "nom du vendeur manquant");
  if (!doc.buyer?.name?.trim()) fail("BR-07", "nom de l'acheteur manquant");
  // The SIREN is the party's legal registration (BT-30, BT-47) and its electronic address under
  // scheme 0225 (BT-34, BT-49), by which the plateformes agréées route the invoice.
  const sellerSiren = sirenOf(doc.seller);
  if (!sellerSiren || !SIREN.test(sellerSiren)) {
    fail("BR-FR-10", "SIREN du vendeur (BT-30, 9 chiffres) manquant ou invalide");
    fail("BR-FR-13", "adresse électronique du vendeur (SIREN, schéma 0225) manquante");
  }
  const buyerSiren = sirenOf(doc.buyer);
  if (!buyerSiren || !SIREN.test(buyerSiren)) {
    fail("BR-FR-11", "SIREN de l'acheteur (BT-47, 9 chiffres) manquant ou invalide");
    fail("BR-FR-12", "adresse électronique de l'acheteur (SIREN, schéma 0225) manquante");
  }
  for (const [who, p] of [
    ["du vendeur", doc.seller],
    ["de l'acheteur", doc.buyer],
  ] as const)
    if (p?.siret && !(SIRET.test(p.siret) && p.siret.startsWith(sirenOf(p) ?? "")))
      fail("BR-FR-09", `SIRET ${who} ${p.siret} : 14 chiffres commençant par le SIREN attendus`);
  if (doc.kind === "credit_note" && !doc.creditedInvoice?.number)
    fail("BR-FR-CO-05", "avoir sans référence à la facture qu'il corrige (BT-25, BT-26)");
  if (doc.lines.length === 0) fail("BR-16", "aucune ligne");
  if (!doc.seller?.vatNumber) fail("BR-S-02", "numéro de TVA du vendeur manquant");
  for (const l of doc.lines)
    if (!(l.vatRate > 0))
      fail(
        "BR-S-05",
        `ligne ${l.position} : taux de TVA ${l.vatRate} (seul le taux normal, catégorie S, est pris en charge)`,
      );
  const lines = doc.lines.reduce((sum, l) => sum + cents(l.amountHt), 0);
  if (lines !== cents(doc.totals.ht))
    fail("BR-CO-10", `somme des lignes ${amount(lines / 100)} ≠ total HT ${amount(doc.totals.ht)}`);
  for (const v of doc.totals.vat) {
    const base = doc.lines.filter((l) => l.vatRate === v.rate).reduce((sum, l) => sum + cents(l.amountHt), 0);
    if (base !== cents(v.base))
      fail("BR-S-08", `base TVA ${v.rate} % ${amount(v.base)} ≠ lignes ${amount(base / 100)}`);
    if (Math.round((cents(v.base) * v.rate) / 100) !== cents(v.amount))
      fail("BR-CO-17", `TVA ${v.rate} % de ${amount(v.base)} ≠ ${amount(v.amount)}`);
  }
  const rates = new Set(doc.lines.map((l) => l.vatRate));
  if (rates.size !== doc.totals.vat.length || ![...rates].every((r) => doc.totals.vat.some((v) => v.rate === r)))
    fail("BR-S-08", "un taux de TVA des lignes n'a pas sa ventilation");
  const vat = doc.totals.vat.reduce((sum, v) => sum + cents(v.amount), 0);
  if (vat !== cents(doc.totals.tva))
    fail("BR-CO-14", `somme des TVA ${amount(vat / 100)} ≠ total TVA ${amount(doc.totals.tva)}`);
  if (cents(doc.totals.ht) + cents(doc.totals.tva) !== cents(doc.totals.ttc))
    fail("BR-CO-15", `HT + TVA ≠ TTC ${amount(doc.totals.ttc)}`);
  return problems;
};

const address = (a: Pick<InvoiceParty, "street" | "postalCode" | "city" | "country">) => ({
  ...(a.street ? { "cbc:StreetName": a.street } : {}),
  ...(a.city ? { "cbc:CityName": a.city } : {}),
  ...(a.postalCode ? { "cbc:PostalZone": a.postalCode } : {}),
  "cac:Country": { "cbc:IdentificationCode": a.country || "FR" },
});

const vat = (p: InvoiceParty) =>
  p.vatNumber ? { "cbc:CompanyID": p.vatNumber, "cac:TaxScheme": { "cbc:ID": "VAT" } } : null;
const siren = (p: InvoiceParty) => {
  const id = sirenOf(p);
  return id ? { "cbc:CompanyID": id, "cbc:CompanyID@schemeID": "0002" } : {};
};

/**
 * A note (BG-1): its text (BT-22) and its subject (BT-21, UNTDID 4451). The French CTC wants the
 * legal mentions of C. com. L441-9 as notes of their own, each coded (BR-FR-05, once each:
 * BR-FR-06): PMT the fixed recovery indemnity, PMD the late-payment penalties, AAB the discount
 * conditions. The others take a code of the list EN 16931 and the French framework give for
 * invoice notes: ABL (legal information) for the mentions CGI ann. II art. 242 nonies A requires,
 * the category of the operation and the option for VAT on debits, and AAI (general information)
 * for the free notes (a credit note's reason). Not TXD, though UNTDID names it « tax declaration »:
 * the French framework keeps it for the mention « MEMBRE_ASSUJETTI_UNIQUE » of a member of a
 * single taxable person (BR-FR-CO-14), once per invoice (BR-FR-06).
 */
export type InvoiceNote = { subject: "PMT" | "PMD" | "AAB" | "ABL" | "AAI"; content: string };

const frAmount = (n: number): string => amount(n).replace(".", ",");

/** The document's notes, in the order they are written. */
export const invoiceNotes = (doc: InvoiceDocument): InvoiceNote[] => {
  // a credit note owes the client's payment nothing: its three notes, which BR-FR-05 asks of every
  // document, say so instead of stating penalties (creditNoteSettlement)
  const credit = doc.kind === "credit_note";
  return [
    { subject: "ABL", content: "Catégorie de l'opération : prestation de services" },
    ...(doc.vatOnDebits ? [{ subject: "ABL" as const, content: VAT_ON_DEBITS }] : []),
    { subject: "AAB", content: credit ? "Escompte : sans objet (avoir)" : "Escompte pour paiement anticipé : néant" },
    {
      subject: "PMD",
      content: credit
        ? "Pénalités de retard : sans objet (avoir)"
        : `Pénalités de retard : ${doc.latePenaltyRate}, exigibles dès le lendemain de la date d'échéance`,
    },
    {
      subject: "PMT",
      content: credit
        ? "Indemnité forfaitaire pour frais de recouvrement : sans objet (avoir)"
        : `Indemnité forfaitaire pour frais de recouvrement : ${frAmount(doc.recoveryIndemnity)} EUR`,
    },
    ...(doc.notes ?? []).filter((n) => n.trim()).map((content) => ({ subject: "AAI" as const, content })),
  ];
};

/** The document in the library's input format (EN 16931 terms under their UBL names). */
export const toEInvoice = (doc: InvoiceDocument): Invoice => {
  const s = doc.seller;
  const b = doc.buyer;
  const money = (key: string, n: number) => ({ [key]: amount(n), [`${key}@currencyID`]: "EUR" });
  const lines = [...doc.lines].sort((a, b) => a.position - b.position);
  const invoice = {
    "ubl:Invoice": {
      // BT-23, the French framework's « cadre de facturation »: S1, an invoice for services.
      "cbc:ProfileID": "S1",
      "cbc:ID": doc.number,
      "cbc:IssueDate": day(doc.issueDate),
      "cbc:DueDate": day(doc.dueDate),
      "cbc:InvoiceTypeCode": doc.kind === "credit_note" ? "381" : "380",
      // No note: completeXml writes them (invoiceNotes), each with its subject code.
      "cbc:DocumentCurrencyCode": "EUR",
      "cac:InvoicePeriod": { "cbc:StartDate": day(doc.periodStart), "cbc:EndDate": day(doc.periodEnd) },
      ...(doc.poNumber ? { "cac:OrderReference": { "cbc:ID": doc.poNumber } } : {}),
      ...(doc.creditedInvoice
        ? {
            "cac:BillingReference": [
              {
                "cac:InvoiceDocumentReference": {
                  "cbc:ID": doc.creditedInvoice.number,
                  "cbc:IssueDate": day(doc.creditedInvoice.issueDate),
                },
              },
            ],
          }
        : {}),
      // Seller (BG-4) and buyer (BG-7): SIREN as legal registration (ICD 0002), intra-EU VAT
      // number; their SIRET, their electronic addresses and the seller's legal form are added by
      // completeXml. The seller's e-mail is its contact's (BT-43), not its electronic address.
      "cac:AccountingSupplierParty": {
        "cac:Party": {
          "cac:PostalAddress": address(s),
          ...(vat(s) ? { "cac:PartyTaxScheme": [vat(s)] } : {}),
          "cac:PartyLegalEntity": { "cbc:RegistrationName": s.name, ...siren(s) },
          ...(s.email ? { "cac:Contact": { "cbc:ElectronicMail": s.email } } : {}),
        },
      },
      "cac:AccountingCustomerParty": {
        "cac:Party": {
          "cac:PostalAddress": address(b),
          ...(vat(b) ? { "cac:PartyTaxScheme": vat(b) } : {}),
          "cac:PartyLegalEntity": { "cbc:RegistrationName": b.name, ...siren(b) },
        },
      },
      "cac:Delivery": {
        "cbc:ActualDeliveryDate": day(doc.periodEnd),
        ...(doc.deliveryAddress
          ? {
              "cac:DeliveryLocation": {
                "cac:Address": address(doc.deliveryAddress),
              },
            }
          : {}),
      },
      "cac:PaymentTerms": { "cbc:Note": doc.kind === "credit_note" ? creditNoteSettlement(doc) : doc.paymentTerms },
      "cac:TaxTotal": [
        {
          ...money("cbc:TaxAmount", doc.totals.tva),
          "cac:TaxSubtotal": doc.totals.vat.map((v) => ({
            ...money("cbc:TaxableAmount", v.base),
            ...money("cbc:TaxAmount", v.amount),
            "cac:TaxCategory": { "cbc:ID": "S", "cbc:Percent": decimal(v.rate), "cac:TaxScheme": { "cbc:ID": "VAT" } },
          })),
        },
      ],
      "cac:LegalMonetaryTotal": {
        ...money("cbc:LineExtensionAmount", doc.totals.ht),
        ...money("cbc:TaxExclusiveAmount", doc.totals.ht),
        ...money("cbc:TaxInclusiveAmount", doc.totals.ttc),
        ...money("cbc:PayableAmount", doc.totals.ttc),
      },
      "cac:InvoiceLine": lines.map((l, i) => ({
        "cbc:ID": String(i + 1),
        "cbc:InvoicedQuantity": decimal(l.quantity),
        "cbc:InvoicedQuantity@unitCode": l.unit,
        ...money("cbc:LineExtensionAmount", l.amountHt),
        "cac:Item": {
          ...(l.detail ? { "cbc:Description": l.detail } : {}),
          "cbc:Name": l.label,
          "cac:ClassifiedTaxCategory": {
            "cbc:ID": "S",
            "cbc:Percent": decimal(l.vatRate),
            "cac:TaxScheme": { "cbc:ID": "VAT" },
          },
        },
        "cac:Price": { "cbc:PriceAmount": decimal(l.unitPriceHt), "cbc:PriceAmount@currencyID": "EUR" },
      })),
    },
  };
  return invoice as unknown as Invoice;
};

export const xmlText = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Inserts `fragment` after (or before) the first match of `anchor`; the anchor must be there. */
const insert = (xml: string, anchor: RegExp, fragment: string, where: "after" | "before"): string => {
  const m = anchor.exec(xml);
  if (!m) throw new Error(`Factur-X : ${anchor} introuvable dans le XML de la bibliothèque`);
  const at = where === "after" ? m.index + m[0].length : m.index;
  return xml.slice(0, at) + fragment + xml.slice(at);
};

/** The XML with the terms the library leaves out, each where the CII schema orders it. */
export const completeXml = (xml: string, doc: InvoiceDocument): string => {
  const s = doc.seller;
  const b = doc.buyer;
  const sellerLegal = [
    s.legalForm,
    s.activityDeclaration ? `déclaration d'activité : ${s.activityDeclaration}` : null,
    s.financialGuarantor ? `garant financier : ${s.financialGuarantor}` : null,
  ]
    .filter(Boolean)
    .join(" — ");
  const globalId = (siret: string) => `<ram:GlobalID schemeID="0009">${xmlText(siret)}</ram:GlobalID>`;
  let out = xml;
  // ExchangedDocument: ID, TypeCode, IssueDateTime, IncludedNote* (BG-1: Content, SubjectCode)
  const notes = invoiceNotes(doc)
    .map(
      (n) =>
        `<ram:IncludedNote><ram:Content>${xmlText(n.content)}</ram:Content><ram:SubjectCode>${n.subject}</ram:SubjectCode></ram:IncludedNote>`,
    )
    .join("");
  out = insert(out, /<rsm:ExchangedDocument>[\s\S]*?<\/ram:IssueDateTime>/, notes, "after");
  // TradeParty: …, DefinedTradeContact?, PostalTradeAddress?, URIUniversalCommunication? (BT-34,
  // BT-49: the SIREN under scheme 0225, BR-FR-12, BR-FR-13, BR-FR-21), SpecifiedTaxRegistration*
  const endpoint = (siren: string) =>
    `<ram:URIUniversalCommunication><ram:URIID schemeID="0225">${xmlText(siren)}</ram:URIID></ram:URIUniversalCommunication>`;
  const sellerSiren = sirenOf(s);
  if (sellerSiren)
    out = insert(
      out,
      /<ram:SellerTradeParty>(?:(?!<\/ram:SellerTradeParty>)[\s\S])*?<\/ram:PostalTradeAddress>/,
      endpoint(sellerSiren),
      "after",
    );
  const buyerSiren = sirenOf(b);
  if (buyerSiren)
    out = insert(
      out,
      /<ram:BuyerTradeParty>(?:(?!<\/ram:BuyerTradeParty>)[\s\S])*?<\/ram:PostalTradeAddress>/,
      endpoint(buyerSiren),
      "after",
    );
  // TradeParty: ID*, GlobalID*, Name, Description (BT-33), SpecifiedLegalOrganization…
  if (s.siret) out = insert(out, /<ram:SellerTradeParty>\s*(?=<ram:Name>)/, globalId(s.siret), "after");
  if (sellerLegal)
    out = insert(
      out,
      /<ram:SellerTradeParty>[\s\S]*?<\/ram:Name>/,
      `<ram:Description>${xmlText(sellerLegal)}</ram:Description>`,
      "after",
    );
  if (b.siret) out = insert(out, /<ram:BuyerTradeParty>\s*(?=<ram:Name>)/, globalId(b.siret), "after");
  // HeaderTradeAgreement: …, BuyerTradeParty, SellerTaxRepresentativeTradeParty?,
  // SellerOrderReferencedDocument?, BuyerOrderReferencedDocument (BT-13), ContractReferencedDocument?…
  if (doc.poNumber)
    out = insert(
      out,
      /<\/ram:BuyerTradeParty>/,
      `<ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>${xmlText(doc.poNumber)}</ram:IssuerAssignedID></ram:BuyerOrderReferencedDocument>`,
      "after",
    );
  // HeaderTradeSettlement: …, monetary summation, InvoiceReferencedDocument* (BT-25, BT-26)
  if (doc.creditedInvoice)
    out = insert(
      out,
      /<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>/,
      `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${xmlText(doc.creditedInvoice.number)}</ram:IssuerAssignedID>` +
        `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${day(doc.creditedInvoice.issueDate).replace(/-/g, "")}</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`,
      "after",
    );
  return out;
};
