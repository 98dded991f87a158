// The text of an invoice or a credit note, mention by mention: pure data in, labelled lines out,
// so that the mandatory mentions are testable without a PDF. What the law asks for:
//  - CGI ann. II art. 242 nonies A: date of issue, unique number, both parties' names, addresses,
//    SIREN and intra-EU VAT numbers, the delivery address when it differs from the buyer's, the
//    order number when the buyer gave one, the category of operation (goods, services or both),
//    « option pour le paiement de la taxe d'après les débits » when taken, the date of the service,
//    per line its designation, quantity, unit price HT and VAT rate, totals HT and VAT per rate,
//    and for a credit note the reference of the invoice it corrects;
//  - C. com. L441-9: the due date, the conditions of discount for early payment, the rate of the
//    late-payment penalties and the fixed recovery indemnity (40 €, D441-5).
import { frAddress, frMoney, frRate, frShortDate, frTypography } from "./format.ts";
import type { InvoiceDocument, InvoiceParty } from "./types.ts";

export type LabelledLine = { label: string; value: string; bold?: boolean };

/** The mention of the option for VAT on debits, in the words of CGI ann. II art. 242 nonies A, 13°. */
export const VAT_ON_DEBITS = "Option pour le paiement de la taxe d'après les débits";

export type InvoiceTexts = {
  title: string;
  references: LabelledLine[];
  seller: { name: string; lines: string[] };
  buyer: { name: string; lines: string[] };
  delivery: string | null;
  operation: string;
  totals: LabelledLine[];
  mentions: string[];
  notes: string[];
  footer: string;
};

const legalIds = (p: InvoiceParty): string[] => [
  `SIREN : ${p.siren ?? p.siret?.slice(0, 9) ?? "non renseigné"}${p.siret ? ` — SIRET : ${p.siret}` : ""}`,
  `N° TVA intracommunautaire : ${p.vatNumber ?? "non renseigné"}`,
];

const partyLines = (p: InvoiceParty): string[] => [...(p.legalForm ? [p.legalForm] : []), frAddress(p), ...legalIds(p)];

/**
 * How a credit note is settled, in place of an invoice's payment terms: the client owes nothing
 * by it, so it has no due date, no late-payment penalty and no recovery indemnity (L441-10 C. com.
 * apply to a sum the buyer owes); it is set off against the invoice it corrects, any balance in the
 * client's favour refunded on request.
 */
export const creditNoteSettlement = (doc: Pick<InvoiceDocument, "creditedInvoice">): string =>
  `Avoir imputé sur la facture n° ${doc.creditedInvoice?.number ?? "—"}${
    doc.creditedInvoice ? ` du ${frShortDate(doc.creditedInvoice.issueDate)}` : ""
  } ; le solde éventuel en faveur du client lui est remboursé sur demande`;

/** What the PDF says, in French typography. */
export const invoiceTexts = (doc: InvoiceDocument): InvoiceTexts => {
  const credit = doc.kind === "credit_note";
  const title = credit ? "Avoir" : "Facture";
  const s = doc.seller;
  const t = frTypography;
  return {
    title,
    references: [
      { label: `${title} n°`, value: doc.number, bold: true },
      { label: "Date d'émission", value: frShortDate(doc.issueDate) },
      ...(credit && doc.creditedInvoice
        ? [
            {
              label: "Référence",
              value: `Avoir sur la facture n° ${doc.creditedInvoice.number} du ${frShortDate(doc.creditedInvoice.issueDate)}`,
            },
          ]
        : []),
      {
        label: "Période de la prestation",
        value: `du ${frShortDate(doc.periodStart)} au ${frShortDate(doc.periodEnd)}`,
      },
      ...(doc.poNumber ? [{ label: "Bon de commande n°", value: doc.poNumber }] : []),
      ...(credit ? [] : [{ label: "Date d'échéance", value: frShortDate(doc.dueDate) }]),
    ].map((l) => ({ ...l, label: t(l.label), value: t(l.value) })),
    seller: {
      name: s.name,
      lines: [
        ...partyLines(s).map(t),
        ...(s.activityDeclaration ? [t(`Déclaration d'activité : ${s.activityDeclaration}`)] : []),
        ...(s.financialGuarantor ? [t(`Garant financier (L1251-49 C. trav.) : ${s.financialGuarantor}`)] : []),
        ...(s.email ? [t(`E-mail : ${s.email}`)] : []),
      ],
    },
    buyer: { name: doc.buyer.name, lines: partyLines(doc.buyer).map(t) },
    delivery: doc.deliveryAddress
      ? t(`Adresse de livraison (lieu de la prestation) : ${frAddress(doc.deliveryAddress)}`)
      : null,
    operation: t("Catégorie de l'opération : Prestation de services"),
    totals: [
      { label: "Total HT", value: frMoney(doc.totals.ht) },
      ...doc.totals.vat.map((v) => ({
        label: `TVA ${frRate(v.rate)} sur ${frMoney(v.base)}`,
        value: frMoney(v.amount),
      })),
      { label: "Total TVA", value: frMoney(doc.totals.tva) },
      { label: "Total TTC", value: frMoney(doc.totals.ttc), bold: true },
    ],
    mentions: [
      ...(doc.vatOnDebits ? [`${VAT_ON_DEBITS}.`] : []),
      ...(credit
        ? [`${creditNoteSettlement(doc)}.`]
        : [
            `Conditions de paiement : ${doc.paymentTerms} — échéance le ${frShortDate(doc.dueDate)}.`,
            "Escompte pour paiement anticipé : néant.",
            `Pénalités de retard (L441-10 C. com.) : ${doc.latePenaltyRate}, exigibles dès le lendemain de la date d'échéance.`,
            `Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : ${frMoney(doc.recoveryIndemnity)} (L441-10 et D441-5 C. com.).`,
          ]),
    ].map(t),
    notes: (doc.notes ?? []).map(t),
    footer: t(
      [
        s.name,
        s.legalForm,
        s.siret ? `SIRET ${s.siret}` : s.siren ? `SIREN ${s.siren}` : null,
        s.vatNumber ? `TVA ${s.vatNumber}` : null,
        `${title} ${doc.number}`,
      ]
        .filter(Boolean)
        .join(" — "),
    ),
  };
};
