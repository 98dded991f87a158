// A client's account statement (« Relevé de compte ») as an A4 PDF with pdf-lib: the agency and the
// client, then every invoice, credit note and payment up to the day, with the running balance (the
// table broken across pages with its header repeated), then what is due and what is past due. Its
// own document: an issued invoice's never carries the payments (docs/rules/billing.md). Made from
// public.company_account_statement (the database computes every figure), never stored: a snapshot
// for the day it is asked. Runs in Node and Deno (DejaVu, as the invoices).
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { invoiceFonts } from "../invoice-pdf/fonts.ts";
import { frAddress, frMoney, frShortDate } from "../invoice-pdf/format.ts";
import { drawable } from "../invoice-pdf/render.ts";
import type { InvoiceParty } from "../invoice-pdf/types.ts";

export type StatementEntry = {
  date: string;
  kind: "invoice" | "credit_note" | "payment";
  reference: string;
  /** the invoice a credit note credits, or a payment settles */
  about: string | null;
  dueDate: string | null;
  debit: number;
  credit: number;
  balance: number;
};

export type AccountStatement = {
  on: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  entries: StatementEntry[];
  balance: number;
  overdue: number;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const BOTTOM = 60;
const GREY = rgb(0.4, 0.4, 0.4);
const SHADE = rgb(0.93, 0.93, 0.93);

/** The line's wording: « Facture FA-… », « Avoir AV-… sur FA-… », « Règlement de FA-… (réf.) ». */
export const entryLabel = (e: StatementEntry): string => {
  if (e.kind === "invoice") return `Facture ${e.reference}`;
  if (e.kind === "credit_note") return `Avoir ${e.reference}${e.about ? ` sur ${e.about}` : ""}`;
  return `Règlement de ${e.about ?? "—"}${e.reference ? ` (${e.reference})` : ""}`;
};

// Date, libellé, échéance, débit, crédit, solde: their left edges, the amounts right-aligned.
const COLUMNS = [
  { title: "Date", x: MARGIN, right: false },
  { title: "Libellé", x: MARGIN + 62, right: false },
  { title: "Échéance", x: MARGIN + 262, right: false },
  { title: "Débit", x: MARGIN + 385, right: true },
  { title: "Crédit", x: MARGIN + 450, right: true },
  { title: "Solde", x: A4[0] - MARGIN, right: true },
] as const;

const cut = (font: PDFFont, text: string, size: number, width: number): string => {
  let t = drawable(font, text);
  while (t.length > 1 && font.widthOfTextAtSize(t, size) > width) t = `${t.slice(0, -2)}…`;
  return t;
};

export const renderAccountStatement = async (s: AccountStatement, now = new Date()): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts = await invoiceFonts();
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  pdf.setTitle(`Relevé de compte ${s.buyer.name} au ${frShortDate(s.on)}`);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (t: string, x: number, size = 9, font = regular, color = rgb(0, 0, 0), right = false) => {
    const shown = drawable(font, t);
    page.drawText(shown, { x: right ? x - font.widthOfTextAtSize(shown, size) : x, y, size, font, color });
  };
  const party = (p: InvoiceParty, x: number, top: number, id: string) => {
    let line = top;
    for (const [t, f] of [
      [p.name, bold],
      [frAddress(p), regular],
      [id, regular],
    ] as const) {
      page.drawText(cut(f, t, 9, 240), { x, y: line, size: 9, font: f });
      line -= 12;
    }
  };

  text("Relevé de compte", MARGIN, 18, bold);
  y -= 20;
  text(`au ${frShortDate(s.on)}`, MARGIN, 11, regular, GREY);
  y -= 30;
  party(s.seller, MARGIN, y, `SIRET ${s.seller.siret ?? "—"}`);
  party(s.buyer, MARGIN + 280, y, `SIREN ${s.buyer.siren ?? "—"}`);
  y -= 52;

  const header = () => {
    page.drawRectangle({ x: MARGIN - 4, y: y - 4, width: A4[0] - 2 * MARGIN + 8, height: 16, color: SHADE });
    for (const c of COLUMNS) text(c.title, c.x, 9, bold, rgb(0, 0, 0), c.right);
    y -= 18;
  };
  header();
  if (s.entries.length === 0) {
    text("Aucune facture ni aucun règlement à cette date.", MARGIN, 9, regular, GREY);
    y -= 14;
  }
  for (const e of s.entries) {
    if (y < BOTTOM + 40) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
      header();
    }
    text(frShortDate(e.date), COLUMNS[0].x);
    page.drawText(cut(regular, entryLabel(e), 9, 195), { x: COLUMNS[1].x, y, size: 9, font: regular });
    if (e.dueDate) text(frShortDate(e.dueDate), COLUMNS[2].x);
    if (e.debit) text(frMoney(e.debit), COLUMNS[3].x, 9, regular, rgb(0, 0, 0), true);
    if (e.credit) text(frMoney(e.credit), COLUMNS[4].x, 9, regular, rgb(0, 0, 0), true);
    text(frMoney(e.balance), COLUMNS[5].x, 9, regular, rgb(0, 0, 0), true);
    y -= 14;
  }
  y -= 10;
  text("Solde dû", COLUMNS[3].x - 120, 10, bold);
  text(frMoney(s.balance), COLUMNS[5].x, 10, bold, rgb(0, 0, 0), true);
  y -= 14;
  text("dont échu", COLUMNS[3].x - 120, 9);
  text(frMoney(s.overdue), COLUMNS[5].x, 9, regular, rgb(0, 0, 0), true);
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const note = drawable(
      regular,
      `Relevé établi le ${frShortDate(now.toISOString())} — ce relevé n'est pas une facture — page ${i + 1} / ${pages.length}`,
    );
    p.drawText(note, { x: MARGIN, y: MARGIN - 10, size: 8, font: regular, color: GREY });
  });
  return pdf.save();
};
