// The certificat de travail a temp receives at the end of a mission (C. trav. L1234-19, D1234-6):
// who employed whom, the dates of entry and exit, the job held over that period, and the
// portability of the prévoyance guarantees (C. sécu. soc. L911-8). Pure data in, text out: the
// document worker renders it (render.ts) from public.end_certificate_data, dated at the day the
// end was processed.
import { formatAddress, frDate, frTypography } from "./format.ts";
import { identityLines } from "./mentions.ts";
import type { ContractDocument, ContractDocumentData } from "./types.ts";

export type EndCertificateData = Pick<ContractDocumentData, "identity" | "workspace"> & {
  request_id: string;
  workspace_id: string;
  contract_id: string;
  status: string;
  processed_at: string | null;
  contract_key: string;
  start_date: string;
  end_date: string | null;
  job_name: string | null;
  qualification_level: string | null;
  employee_status_label: string | null;
  talent: {
    civility: string | null;
    first_name: string;
    last_name: string;
    address: Parameters<typeof formatAddress>[0];
  } | null;
};

const CIVILITY: Record<string, string> = { mr: "M.", mrs: "Mme" };

/** The day in France of an instant (the end processed at 23:30 UTC is processed the next day in Paris). */
const parisDay = (at: string | null): string | null =>
  at ? new Intl.DateTimeFormat("fr-CA", { timeZone: "Europe/Paris" }).format(new Date(at)) : null;

/** The document, in French typography. */
export const endCertificate = (d: EndCertificateData): ContractDocument => {
  const doc = certificateText(d);
  return {
    ...doc,
    sections: doc.sections.map((section) => ({ ...section, lines: section.lines.map(frTypography) })),
  };
};

const certificateText = (d: EndCertificateData): ContractDocument => {
  const t = d.talent;
  const who = t ? [CIVILITY[t.civility ?? ""], t.first_name, t.last_name.toUpperCase()].filter(Boolean).join(" ") : "—";
  const employer = d.identity?.legal_name ?? d.workspace.name;
  const signatory = d.identity?.signatory_name
    ? `${d.identity.signatory_name}${d.identity.signatory_title ? `, ${d.identity.signatory_title}` : ""}`
    : `le représentant de ${employer}`;
  const job = [
    d.job_name ?? "emploi non renseigné",
    d.qualification_level ? `qualification ${d.qualification_level}` : null,
    d.employee_status_label ? `statut ${d.employee_status_label.toLowerCase()}` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return {
    title: "Certificat de travail",
    subtitle: d.contract_key,
    parties: { title: "L'employeur", lines: identityLines(d) },
    sections: [
      {
        title: "Certificat",
        lines: [
          `Je soussigné(e), ${signatory}, certifie que ${who}, demeurant ${formatAddress(t?.address ?? null)}, a été employé(e) par ${employer}, entreprise de travail temporaire, en qualité de salarié temporaire (contrat de mission ${d.contract_key}).`,
          `Date d'entrée : ${frDate(d.start_date)}. Date de sortie : ${frDate(d.end_date)}.`,
          `Emploi occupé du ${frDate(d.start_date)} au ${frDate(d.end_date)} : ${job}.`,
        ],
      },
      {
        title: "Maintien des garanties de prévoyance (L911-8 du Code de la sécurité sociale)",
        lines: [
          `Le salarié bénéficie, s'il est pris en charge par l'assurance chômage, du maintien à titre gratuit des garanties de frais de santé et de prévoyance en vigueur dans l'entreprise, pendant une durée égale à celle de son dernier contrat, dans la limite de douze mois${d.identity?.prevoyance_body ? ` (organisme : ${d.identity.prevoyance_body})` : ""}.`,
        ],
      },
      {
        title: "Délivrance",
        lines: [
          `Fait à ${d.identity?.city ?? "—"}, le ${frDate(parisDay(d.processed_at))}, pour servir et valoir ce que de droit (L1234-19 du Code du travail).`,
          `Pour ${employer} : ${signatory}.`,
        ],
      },
    ],
    footer: `${employer} — certificat de travail — contrat ${d.contract_key}`,
    signatures: false,
  };
};
