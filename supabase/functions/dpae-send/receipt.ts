// The DPAE's receipt kept on the contract: a one-page PDF (the `documents` bucket takes PDFs, not
// XML) that shows the URSSAF's return — reference, date, employer, employee, hiring — and carries
// the return XML itself as an attached file, unchanged (the proof the service gave).
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { DpaeDeclaration } from "../_shared/dpae/adapter.ts";

const ascii = (s: string) => s.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, "?");

export const receiptPdf = async (
  d: DpaeDeclaration,
  answer: { reference: string; flowId: string; provider: string; returnXml: string; at: Date },
): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Accusé de réception DPAE ${answer.reference}`);
  pdf.setLanguage("fr-FR");
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const line = (text: string, f = font, size = 11) => {
    page.drawText(ascii(text), { x: 50, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 8;
  };
  line("Accusé de réception de la déclaration préalable à l'embauche", bold, 15);
  if (answer.provider === "simulator") line("SIMULATEUR : aucune déclaration n'a été faite à l'URSSAF", bold, 11);
  y -= 6;
  line(`Référence (certificat de conformité) : ${answer.reference}`);
  line(`Flux : ${answer.flowId}`);
  line(`Reçu le : ${answer.at.toLocaleString("fr-FR", { timeZone: "Europe/Paris" })}`);
  y -= 6;
  line("Employeur", bold);
  line(`${d.employer.legal_name} - SIRET ${d.employer.siret}`);
  line(`${d.employer.street}, ${d.employer.postal_code} ${d.employer.city}`);
  line("Salarié", bold);
  line(
    `${d.employee.last_name} ${d.employee.first_name}, né(e) le ${d.employee.birth_date} à ${d.employee.birth_place}`,
  );
  line("Embauche", bold);
  line(
    `Contrat ${d.contract.contract_key} (${d.contract.nature}) : le ${d.contract.hiring_date} à ${d.contract.hiring_time}` +
      (d.contract.end_date
        ? d.contract.is_precise_term === false
          ? `, terme imprécis, durée minimale ${d.contract.minimum_duration_days} jours (jusqu'au ${d.contract.end_date} au moins)`
          : `, jusqu'au ${d.contract.end_date}`
        : ""),
  );
  y -= 6;
  line("Le retour du service est joint à ce document (retour-dpae.xml).", font, 9);
  await pdf.attach(new TextEncoder().encode(answer.returnXml), "retour-dpae.xml", {
    mimeType: "application/xml",
    description: "Retour du service de la DPAE",
  });
  return pdf.save();
};
