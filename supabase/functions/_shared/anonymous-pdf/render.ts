// The one-page anonymous bio or resume, drawn with pdf-lib in Helvetica (WinAnsi covers French;
// the text reads back with ../contract-pdf/extract-text.ts). It draws only the anonymous profile
// (profile.ts), the paragraph the consultant froze, the agency's identity and the consultant as
// contact. One page whatever the data: a section that does not fit is cut with « … ».
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { frTypography } from "../contract-pdf/format.ts";
import { encodable, wrap } from "../contract-pdf/render.ts";
import { frLongDate } from "./profile.ts";
import { summarySections, type SummarySection } from "./summary.ts";
import type { AnonymousDocumentInput } from "./types.ts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const WIDTH = A4[0] - 2 * MARGIN;
/** Room kept at the bottom for the contact block. */
const CONTACT_HEIGHT = 96;
const ACCENT = rgb(0.12, 0.3, 0.55);
const GREY = rgb(0.35, 0.35, 0.35);

export const TITLES = { bio: "Profil anonyme", resume: "CV anonyme" } as const;

type Writer = { page: PDFPage; y: number; regular: PDFFont; bold: PDFFont; full: boolean };

const line = (
  w: Writer,
  text: string,
  opts: { size?: number; bold?: boolean; color?: typeof GREY; gap?: number } = {},
) => {
  const size = opts.size ?? 9.5;
  const font = opts.bold ? w.bold : w.regular;
  for (const l of wrap(font, encodable(font, frTypography(text)), size, WIDTH)) {
    if (w.full) return;
    if (w.y - size < MARGIN + CONTACT_HEIGHT) {
      w.page.drawText("…", { x: MARGIN, y: w.y - size, size, font });
      w.full = true;
      return;
    }
    w.page.drawText(l, { x: MARGIN, y: w.y - size, size, font, color: opts.color });
    w.y -= size * 1.35;
  }
  w.y -= opts.gap ?? 2;
};

const section = (w: Writer, { title, lines }: SummarySection) => {
  if (lines.length === 0 || w.full) return;
  w.y -= 6;
  line(w, title, { size: 11, bold: true, color: ACCENT, gap: 3 });
  for (const l of lines) line(w, `•  ${l}`);
};

const contactBlock = (w: Writer, input: AnonymousDocumentInput) => {
  const { agency, consultant } = input;
  const y = MARGIN + CONTACT_HEIGHT - 14;
  w.page.drawLine({
    start: { x: MARGIN, y: y + 8 },
    end: { x: MARGIN + WIDTH, y: y + 8 },
    thickness: 0.6,
    color: ACCENT,
  });
  const name = [consultant.first_name, consultant.last_name].filter(Boolean).join(" ") || "Votre consultant";
  const contact = [consultant.email, consultant.phone_number].filter(Boolean).join(" — ");
  const address = [agency.street, [agency.postal_code, agency.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const rows: [string, boolean][] = [
    [`Votre contact : ${name}${contact ? ` — ${contact}` : ""}`, true],
    [`${agency.name}${address ? ` — ${address}` : ""}${agency.siret ? ` — SIRET ${agency.siret}` : ""}`, false],
    [
      "Profil présenté de façon anonyme : l'identité et les coordonnées du candidat sont communiquées par l'agence après accord.",
      false,
    ],
  ];
  let at = y - 6;
  for (const [text, bold] of rows) {
    const font = bold ? w.bold : w.regular;
    for (const l of wrap(font, encodable(font, frTypography(text)), 8.5, WIDTH)) {
      w.page.drawText(l, { x: MARGIN, y: at, size: 8.5, font, color: bold ? undefined : GREY });
      at -= 11.5;
    }
  }
};

/** The PDF of one anonymous document. `now` fixes the date printed and the metadata (reproducible in tests). */
export const renderAnonymousPdf = async (input: AnonymousDocumentInput, now = new Date()): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const title = TITLES[input.kind];
  doc.setTitle(`${title} — ${input.profile.reference}`);
  doc.setAuthor(input.agency.name);
  doc.setLanguage("fr-FR");
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const w: Writer = {
    page: doc.addPage(A4),
    y: A4[1] - MARGIN,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    full: false,
  };
  line(w, input.agency.name, { size: 10, bold: true, color: ACCENT, gap: 10 });
  line(w, title, { size: 18, bold: true, gap: 2 });
  const main = input.profile.jobs.find((j) => j.main) ?? input.profile.jobs[0];
  line(w, [main?.name, input.profile.reference].filter(Boolean).join(" — "), { size: 13, gap: 2 });
  line(w, `Établi le ${frLongDate(now.toISOString())}`, { size: 8.5, color: GREY, gap: 8 });
  line(w, "Présentation", { size: 11, bold: true, color: ACCENT, gap: 3 });
  for (const paragraph of input.bio.split(/\n+/).filter((s) => s.trim()))
    line(w, paragraph.trim(), { size: 10, gap: 4 });
  for (const s of summarySections(input.profile, input.kind)) section(w, s);
  contactBlock(w, input);
  return doc.save({ useObjectStreams: false });
};
