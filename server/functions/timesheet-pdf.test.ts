// The signed timesheet PDF (supabase/functions/_shared/timesheet-pdf.ts): its text, read back
// from the page's content stream, shows the week, the signer and the evidence — the hash first.
import { inflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildTimesheetPdf, sha256Hex, winAnsi, type PdfWeek } from "../../supabase/functions/_shared/timesheet-pdf.ts";

const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

const WEEK: PdfWeek = {
  id: "8d0f7d8e-3a51-4c36-9d7f-2f1c3b1a0c11",
  week_start: "2026-01-05",
  week_end: "2026-01-11",
  iso_week: 2,
  iso_year: 2026,
  contract_key: "CTR-2026-0042",
  job_name: "Maçon VRD",
  talent: { first_name: "Léa", last_name: "Gérard" },
  company: { name: "Bâtiments Durand" },
  total_hours: 31.5,
  hours_normal: 31.5,
  hours_ot25: 0,
  hours_ot50: 0,
  days: [
    {
      date: "2026-01-05",
      start_time: "08:00:00",
      end_time: "17:00:00",
      break_minutes: 60,
      worked_hours: 8,
      absence_type: "none",
    },
    {
      date: "2026-01-06",
      start_time: null,
      end_time: null,
      break_minutes: 0,
      worked_hours: 0,
      absence_type: "sick",
      absence_label: "Maladie",
    },
  ],
  signer_name: "Marc Durand 🙂",
  signer_email: "marc.durand@client.fr",
  signed_at: "2026-01-12T08:30:05.000Z",
  signature_image: PNG,
  signature_ip: "203.0.113.7",
  signature_user_agent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
  document_hash: "3f".repeat(32),
};

// WinAnsi's 0x80–0x9F (Latin-1 elsewhere): the typographic marks Helvetica draws there.
const WIN_ANSI_80 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const winAnsiDecode = (bytes: Buffer) =>
  Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_80[b - 0x80] : String.fromCharCode(b))).join("");

/** The text drawn on the pages: each Flate content stream inflated, its hex strings decoded. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) out.push(winAnsiDecode(Buffer.from(t[1], "hex")));
  }
  return out.join("\n");
}

describe("buildTimesheetPdf", () => {
  it("writes the week, the signer and the evidence, hash included", async () => {
    const bytes = await buildTimesheetPdf(WEEK, new Date("2026-01-12T08:30:06Z"));
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const text = pdfText(bytes);
    for (const expected of [
      "Relevé d'heures signé",
      "Semaine 2 (2026), du 05/01/2026 au 11/01/2026",
      "Intérimaire : Léa Gérard",
      "Entreprise utilisatrice : Bâtiments Durand",
      "Contrat : CTR-2026-0042 — Maçon VRD",
      "lundi 05/01/2026",
      "08 h 00",
      "8,00 h",
      "Maladie",
      "Signé par Marc Durand ? (marc.durand@client.fr)",
      "le 12/01/2026 à 09:30:05 (heure de Paris)",
      "Horodatage (UTC) : 2026-01-12T08:30:05.000Z",
      "Adresse IP : 203.0.113.7",
    ])
      expect(text).toContain(expected);
    // The hash may wrap; all of its characters are there, in order.
    expect(text.replace(/\s+/g, "")).toContain(`EmpreinteSHA-256durelevésigné:${WEEK.document_hash}`);
    expect(text.replace(/\n/g, " ")).toContain("Chrome/131.0 Mobile Safari/537.36");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Relevé d'heures signé — Léa Gérard — semaine 2 2026");
  });

  it("hashes the bytes with SHA-256", async () => {
    expect(await sha256Hex(new TextEncoder().encode("abc"))).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("keeps what Helvetica can draw and replaces the rest", () => {
    expect(winAnsi("Élodie\u202fN’Diaye — 5 € ✓")).toBe("Élodie N’Diaye — 5 € ?");
  });
});
