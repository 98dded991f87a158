// The signed timesheet as a one-page PDF (pdf-lib, the same code in Node and in Supabase's edge
// runtime): the week, the drawn signature and the signature's evidence — the SHA-256 of the
// signed content, the time, the signer's IP and user agent as the database recorded them.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

export type PdfDay = {
  date: string;
  start_time: string | null;
  end_time: string | null;
  break_minutes: number;
  worked_hours: number;
  absence_type: string;
  absence_label?: string | null;
};

export type PdfWeek = {
  id: string;
  week_start: string;
  week_end: string;
  iso_week: number;
  iso_year: number;
  contract_key: string;
  job_name: string | null;
  talent: { first_name: string; last_name: string } | null;
  company: { name: string } | null;
  total_hours: number;
  hours_normal: number;
  hours_ot25: number;
  hours_ot50: number;
  days: PdfDay[];
  signer_name: string;
  signer_email: string | null;
  signed_at: string;
  signature_image: string;
  signature_ip: string | null;
  signature_user_agent: string | null;
  document_hash: string;
};

const WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];

/** dd/mm/yyyy of an ISO date (no time zone involved). */
export const frenchDate = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
};

const weekday = (iso: string) => WEEKDAYS[new Date(`${iso.slice(0, 10)}T12:00:00Z`).getUTCDay()];

/** A timestamp as Paris wall-clock time, "22/11/2026 à 19:53:45". */
export const parisTime = (iso: string): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("fr-FR", {
      timeZone: "Europe/Paris",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} à ${parts.hour}:${parts.minute}:${parts.second}`;
};

const hours = (n: number) => `${Number(n).toFixed(2).replace(".", ",")} h`;
const time = (t: string | null) => (t ? t.slice(0, 5).replace(":", " h ") : "—");

// Helvetica's WinAnsi encoding has Latin-1 and a few typographic marks; anything else (emoji,
// other scripts in a name or a user agent) becomes "?" instead of failing the whole document.
const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
export const winAnsi = (s: string): string =>
  s
    .replace(/[\u00a0\u202f\u2009]/g, " ")
    .replace(/[^\u0020-\u007e\u00a1-\u00ff]/gu, (c) => (WIN_ANSI_EXTRA.includes(c) ? c : "?"));

/** Splits `text` into lines no wider than `width` (breaking long words such as hashes too). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const char of winAnsi(text)) {
    const next = line + char;
    if (font.widthOfTextAtSize(next, size) > width) {
      const cut = line.lastIndexOf(" ");
      if (cut > 0 && char !== " ") {
        lines.push(line.slice(0, cut));
        line = line.slice(cut + 1) + char;
      } else {
        lines.push(line);
        line = char === " " ? "" : char;
      }
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const dataUrlBytes = (dataUrl: string): Uint8Array => {
  const b64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const bin = atob(b64);
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
};

type Pen = { page: PDFPage; y: number; font: PDFFont; bold: PDFFont };
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.35, 0.35, 0.4);

function write(pen: Pen, text: string, opts: { size?: number; bold?: boolean; x?: number; color?: typeof INK } = {}) {
  const size = opts.size ?? 10;
  const font = opts.bold ? pen.bold : pen.font;
  const width = pen.page.getWidth() - MARGIN - (opts.x ?? MARGIN);
  for (const line of wrap(text, font, size, width)) {
    pen.page.drawText(line, { x: opts.x ?? MARGIN, y: pen.y, size, font, color: opts.color ?? INK });
    pen.y -= size * 1.45;
  }
}

const COLUMNS = [
  { label: "Jour", x: MARGIN },
  { label: "Début", x: MARGIN + 130 },
  { label: "Fin", x: MARGIN + 190 },
  { label: "Pause", x: MARGIN + 250 },
  { label: "Heures", x: MARGIN + 310 },
  { label: "Absence", x: MARGIN + 375 },
];

function dayRow(day: PdfDay): string[] {
  const absent = day.absence_type !== "none";
  return [
    `${weekday(day.date)} ${frenchDate(day.date)}`,
    time(day.start_time),
    time(day.end_time),
    day.break_minutes ? `${day.break_minutes} min` : "—",
    hours(day.worked_hours),
    absent ? (day.absence_label ?? day.absence_type) : "—",
  ];
}

export async function buildTimesheetPdf(week: PdfWeek, generatedAt = new Date()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const talent = week.talent ? `${week.talent.first_name} ${week.talent.last_name}` : "—";
  doc.setTitle(winAnsi(`Relevé d'heures signé — ${talent} — semaine ${week.iso_week} ${week.iso_year}`));
  doc.setAuthor("Renfort");
  doc.setCreator("Renfort");
  doc.setProducer("Renfort (pdf-lib)");
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);
  const page = doc.addPage([595.28, 841.89]);
  const pen: Pen = {
    page,
    y: 841.89 - MARGIN - 8,
    font: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };

  write(pen, "Relevé d'heures signé", { size: 18, bold: true });
  write(
    pen,
    `Semaine ${week.iso_week} (${week.iso_year}), du ${frenchDate(week.week_start)} au ${frenchDate(week.week_end)}`,
    {
      size: 11,
    },
  );
  pen.y -= 6;
  write(pen, `Intérimaire : ${talent}`);
  write(pen, `Entreprise utilisatrice : ${week.company?.name ?? "—"}`);
  write(pen, `Contrat : ${week.contract_key}${week.job_name ? ` — ${week.job_name}` : ""}`);
  pen.y -= 8;

  for (const c of COLUMNS) page.drawText(c.label, { x: c.x, y: pen.y, size: 9, font: pen.bold, color: INK });
  pen.y -= 4;
  page.drawLine({ start: { x: MARGIN, y: pen.y }, end: { x: 595.28 - MARGIN, y: pen.y }, thickness: 0.5, color: GREY });
  pen.y -= 12;
  for (const day of week.days) {
    dayRow(day).forEach((cell, i) =>
      page.drawText(winAnsi(cell), { x: COLUMNS[i].x, y: pen.y, size: 9, font: pen.font, color: INK }),
    );
    pen.y -= 14;
  }
  pen.y -= 4;
  write(pen, `Total : ${hours(week.total_hours)}`, { bold: true });
  write(
    pen,
    `dont heures normales ${hours(week.hours_normal)}, majorées à 25 % ${hours(week.hours_ot25)}, majorées à 50 % ${hours(week.hours_ot50)}`,
    { color: GREY },
  );
  pen.y -= 10;

  write(pen, "Signature du client", { size: 12, bold: true });
  write(pen, `Signé par ${week.signer_name}${week.signer_email ? ` (${week.signer_email})` : ""}`);
  write(pen, `le ${parisTime(week.signed_at)} (heure de Paris)`);
  const png = await doc.embedPng(dataUrlBytes(week.signature_image));
  const box = png.scaleToFit(220, 90);
  pen.y -= box.height + 4;
  page.drawImage(png, { x: MARGIN, y: pen.y, width: box.width, height: box.height });
  page.drawRectangle({
    x: MARGIN - 4,
    y: pen.y - 4,
    width: box.width + 8,
    height: box.height + 8,
    borderColor: GREY,
    borderWidth: 0.5,
  });
  pen.y -= 22;

  write(pen, "Preuve de signature", { size: 12, bold: true });
  write(pen, `Empreinte SHA-256 du relevé signé : ${week.document_hash}`, { size: 9 });
  write(pen, `Horodatage (UTC) : ${new Date(week.signed_at).toISOString()}`, { size: 9 });
  write(pen, `Adresse IP : ${week.signature_ip || "non communiquée"}`, { size: 9 });
  write(pen, `Navigateur : ${week.signature_user_agent || "non communiqué"}`, { size: 9 });
  write(pen, `Identifiant du relevé : ${week.id}`, { size: 9 });
  pen.y -= 6;
  write(
    pen,
    `Document établi le ${parisTime(generatedAt.toISOString())} (heure de Paris). L'empreinte porte sur le contenu du relevé ` +
      "(contrat, semaine, horaires et heures de chaque jour) au moment de la signature.",
    { size: 8, color: GREY },
  );
  return doc.save();
}

/**
 * Where a signature's PDF is kept in the `signed-timesheets` bucket: one file per signature (a week
 * unlocked and signed again gets a new one), <workspace>/<week>/<signed_at in ms>.pdf —
 * private.document_done_timesheet_week_signed accepts only the current signature's.
 */
export const signedPdfPath = (week: { workspace_id: string; id: string; signed_at: string }): string =>
  `${week.workspace_id}/${week.id}/${Date.parse(week.signed_at)}.pdf`;

/** Lowercase hex SHA-256 of bytes (Web Crypto: Node, Deno and browsers alike). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes as BufferSource);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
