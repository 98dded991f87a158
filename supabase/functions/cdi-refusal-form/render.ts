// The CDI-refusal form as an A4 PDF with pdf-lib: when a temp refuses the CDI the client offers for
// the same job, the client tells France Travail within one month (C. trav. L1251-33-1, décret
// 2023-1307 du 28 décembre 2023). The agency hands the client this form pre-filled from the
// contract (public.cdi_refusal_form_source): the client, the temp, the mission; what the agency
// does not know — the CDI's pay and hours, the dates of the offer and of the refusal — is left as
// labelled blank lines for the client. DejaVu, as the invoices (every French character drawn).
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { invoiceFonts } from "../_shared/invoice-pdf/fonts.ts";
import { frShortDate } from "../_shared/invoice-pdf/format.ts";
import { drawable } from "../_shared/invoice-pdf/render.ts";

export type CdiRefusalSource = {
  contract_key: string;
  agency: { name: string; siret: string | null; address: string | null };
  client: { name: string | null; siret: string | null; siren: string | null; address: string | null };
  talent: { first_name: string | null; last_name: string | null; birth_date: string | null };
  job: string | null;
  qualification: string | null;
  workplace: string | null;
  start_date: string;
  end_date: string | null;
  signatory: { name: string; email: string | null } | null;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const GREY = rgb(0.4, 0.4, 0.4);
const LINE = rgb(0.6, 0.6, 0.6);
const LABEL_WIDTH = 190;

/** The rows of each section: a label and the known value, or null for a blank line to fill in. */
export const formSections = (s: CdiRefusalSource): Array<{ title: string; rows: Array<[string, string | null]> }> => {
  const temp = [s.talent.first_name, s.talent.last_name].filter(Boolean).join(" ");
  const period = `du ${frShortDate(s.start_date)}${s.end_date ? ` au ${frShortDate(s.end_date)}` : ""}`;
  return [
    {
      title: "Entreprise utilisatrice (employeur qui propose le CDI)",
      rows: [
        ["Raison sociale", s.client.name],
        ["SIRET", s.client.siret ?? (s.client.siren ? `SIREN ${s.client.siren}` : null)],
        ["Adresse", s.client.address],
        ["Signataire", s.signatory?.name ?? null],
      ],
    },
    {
      title: "Salarié temporaire",
      rows: [
        ["Nom et prénom", temp || null],
        ["Date de naissance", s.talent.birth_date ? frShortDate(s.talent.birth_date) : null],
        ["Identifiant France Travail", null],
      ],
    },
    {
      title: "Mission de travail temporaire",
      rows: [
        ["Entreprise de travail temporaire", s.agency.name],
        ["SIRET de l'agence", s.agency.siret],
        ["Contrat de mission", s.contract_key],
        ["Dates de la mission", period],
        ["Emploi occupé", s.job],
        ["Qualification", s.qualification],
        ["Lieu de travail", s.workplace],
      ],
    },
    {
      title: "Proposition de CDI (à compléter par l'entreprise utilisatrice)",
      rows: [
        ["Emploi proposé", s.job],
        ["Qualification proposée", s.qualification],
        ["Lieu de travail proposé", s.workplace],
        ["Rémunération proposée", null],
        ["Durée du travail proposée", null],
        ["Date de la proposition", null],
        ["Délai de réponse laissé", null],
        ["Date du refus (ou de l'absence de réponse)", null],
      ],
    },
  ];
};

const cut = (font: PDFFont, text: string, size: number, width: number): string => {
  let t = drawable(font, text);
  while (t.length > 1 && font.widthOfTextAtSize(t, size) > width) t = `${t.slice(0, -2)}…`;
  return t;
};

export const renderCdiRefusalForm = async (s: CdiRefusalSource, now = new Date()): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts = await invoiceFonts();
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  pdf.setTitle(`Refus d'un CDI — contrat ${s.contract_key}`);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;
  const text = (t: string, x: number, size = 9, font = regular, color = rgb(0, 0, 0)) =>
    page.drawText(cut(font, t, size, A4[0] - MARGIN - x), { x, y, size, font, color });

  text("Refus d'un CDI par un salarié temporaire", MARGIN, 14, bold);
  y -= 16;
  text("Information de France Travail par l'entreprise utilisatrice", MARGIN, 10.5);
  y -= 16;
  for (const line of [
    "Art. L1251-33-1 du Code du travail et décret n° 2023-1307 du 28 décembre 2023 : l'entreprise utilisatrice qui",
    "propose un CDI pour le même emploi au salarié mis à sa disposition informe France Travail de son refus dans",
    "le délai d'un mois, en justifiant du caractère similaire de l'emploi proposé.",
  ]) {
    text(line, MARGIN, 8.5, regular, GREY);
    y -= 11;
  }
  y -= 10;
  for (const section of formSections(s)) {
    text(section.title, MARGIN, 10.5, bold);
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.8, color: rgb(0, 0, 0) });
    y -= 14;
    for (const [label, value] of section.rows) {
      text(label, MARGIN, 9, regular, GREY);
      if (value) text(value, MARGIN + LABEL_WIDTH, 9.5);
      else
        page.drawLine({
          start: { x: MARGIN + LABEL_WIDTH, y: y - 2 },
          end: { x: MARGIN + width, y: y - 2 },
          thickness: 0.5,
          color: LINE,
          dashArray: [2, 2],
        });
      y -= 18;
    }
    y -= 8;
  }
  text("Fait à", MARGIN, 9, regular, GREY);
  text("le", MARGIN + 250, 9, regular, GREY);
  page.drawLine({
    start: { x: MARGIN + 35, y: y - 2 },
    end: { x: MARGIN + 240, y: y - 2 },
    thickness: 0.5,
    color: LINE,
  });
  page.drawLine({
    start: { x: MARGIN + 265, y: y - 2 },
    end: { x: MARGIN + width, y: y - 2 },
    thickness: 0.5,
    color: LINE,
  });
  y -= 24;
  text("Signature et cachet de l'entreprise utilisatrice", MARGIN, 9, regular, GREY);
  page.drawRectangle({ x: MARGIN, y: y - 70, width: 260, height: 60, borderColor: LINE, borderWidth: 0.5 });
  y = MARGIN - 10;
  text(
    `Formulaire prérempli par ${s.agency.name} le ${frShortDate(now.toISOString())} à partir du contrat ${s.contract_key}`,
    MARGIN,
    8,
    regular,
    GREY,
  );
  return pdf.save();
};
