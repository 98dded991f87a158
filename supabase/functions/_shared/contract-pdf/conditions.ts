// The text of a client's commercial conditions (public.commercial_condition), issued and e-signed
// like the contracts: the coefficients the agency bills, the invoicing and payment terms with the
// late-payment mentions of L441-10 du Code de commerce, the recruitment fees when negotiated, and
// the rule of L1251-44 du Code du travail. Pure data in, titled paragraphs out (rendered by
// render.ts), so that each mention is testable.
import { formatAddress, frDate, frList, frMoney, frNumber, frTypography, quote } from "./format.ts";
import { identityLines } from "./mentions.ts";
import type { ContractDocument, ContractDocumentData, DocAddress, DocSection } from "./types.ts";

/** One line of the coefficient grid (commercial_condition.coefficient_grid). */
export type ConditionsGridLine = { job: string; coefficient: number; min_pay_rate?: number | null };

/** The shape of public.commercial_condition_document_data(p_commercial_condition_id). */
export type ConditionsDocumentData = {
  condition: {
    id: string;
    workspace_id: string;
    scope_type: "company" | "company_group";
    version: number;
    valid_from: string;
    valid_to: string | null;
    default_coefficient: number;
    overtime_coefficient: number | null;
    non_subject_coefficient: number;
    coefficient_grid: ConditionsGridLine[] | null;
    recruitment_fee_percentage: number | null;
    recruitment_fee_min: number | null;
    guarantee_months: number | null;
    payment_terms_days: number;
    payment_terms_mode: "net" | "end_of_month";
    invoice_frequency: string;
    invoice_grouping: string;
    po_required: boolean;
    special_clauses: string | null;
  };
  invoice_frequency_label: string | null;
  invoice_grouping_label: string | null;
  company: { name: string; siren: string | null; legal_form: string | null; address: DocAddress } | null;
  company_group: { name: string; companies: { name: string; siren: string | null }[] } | null;
  signer: { first_name: string | null; last_name: string | null; job_title: string | null } | null;
  workspace: ContractDocumentData["workspace"];
  identity: ContractDocumentData["identity"];
};

const NBSP = "\u00a0";

/** A coefficient as stored (numeric(5,3)), the French way: 1.8 → "1,80", 1.465 → "1,465". */
export const frCoefficient = (value: number): string =>
  new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(Number(value));

/** 30 net → "30 jours nets", 45 end of month → "45 jours fin de mois". */
export const paymentTermsText = (days: number, mode: "net" | "end_of_month"): string => {
  if (mode === "end_of_month") return days > 0 ? `${days} jours fin de mois` : "fin de mois";
  return days > 0 ? `${days} jours nets` : "à réception de la facture";
};

const clientName = (d: ConditionsDocumentData): string => d.company?.name ?? d.company_group?.name ?? "—";

const clientLine = (d: ConditionsDocumentData): string => {
  const group = d.condition.scope_type === "company_group";
  let client: string;
  if (group && d.company_group) {
    const companies = d.company_group.companies.map((c) => (c.siren ? `${c.name} (SIREN ${c.siren})` : c.name));
    client = `le groupe ${d.company_group.name}${companies.length ? `, pour ses sociétés : ${frList(companies)}` : ""}`;
  } else if (d.company) {
    const c = d.company;
    client = `${c.name}${c.legal_form ? `, ${c.legal_form}` : ""}${c.siren ? `, SIREN ${c.siren}` : ""}, ${formatAddress(c.address)}`;
  } else client = "—";
  const name = [d.signer?.first_name, d.signer?.last_name].filter(Boolean).join(" ");
  const signer = name
    ? `, ${group ? "représenté" : "représentée"} par ${name}${d.signer?.job_title ? `, ${d.signer.job_title}` : ""}`
    : "";
  return `Et le client : ${client}${signer}.`;
};

const coefficientLines = (c: ConditionsDocumentData["condition"]): string[] => [
  "Le prix de chaque prestation de mise à disposition est égal au salaire horaire brut du salarié temporaire multiplié par le coefficient de son poste ; il est précisé dans chaque contrat de mise à disposition.",
  `Coefficient par défaut : ${frCoefficient(c.default_coefficient)}.`,
  ...(c.coefficient_grid ?? []).map(
    (l) =>
      `${l.job} : coefficient ${frCoefficient(l.coefficient)}${l.min_pay_rate != null ? ` — taux horaire minimum ${frMoney(l.min_pay_rate)}` : ""}.`,
  ),
  ...(c.overtime_coefficient != null
    ? [`Heures supplémentaires majorées : coefficient ${frCoefficient(c.overtime_coefficient)}.`]
    : []),
  `Indemnités et frais non soumis à cotisations : coefficient ${frCoefficient(c.non_subject_coefficient)}.`,
];

const recruitmentSection = (c: ConditionsDocumentData["condition"]): DocSection[] => {
  const fee = c.recruitment_fee_percentage;
  const min = c.recruitment_fee_min;
  const months = c.guarantee_months;
  if (fee == null && min == null && months == null) return [];
  const parts = [
    ...(fee != null || min != null
      ? [
          `Honoraires : ${[
            ...(fee != null ? [`${frNumber(Number(fee))}${NBSP}% de la rémunération annuelle brute`] : []),
            ...(min != null ? [`${fee != null ? "au minimum" : "forfait minimum de"} ${frMoney(min)}`] : []),
          ].join(", ")}`,
        ]
      : []),
    ...(months != null ? [`garantie de ${months} mois`] : []),
  ];
  const text = parts.join(" ; ");
  return [
    {
      title: "Recrutement",
      lines: [`${text.charAt(0).toUpperCase()}${text.slice(1)}.`],
    },
  ];
};

const clausesSection = (clauses: string | null): DocSection[] => {
  const paragraphs = (clauses ?? "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return [];
  if (paragraphs.length === 1) return [{ title: "Clauses particulières", lines: [quote(paragraphs[0])] }];
  const last = paragraphs.length - 1;
  return [
    {
      title: "Clauses particulières",
      lines: paragraphs.map((p, i) => `${i === 0 ? `«${NBSP}` : ""}${p}${i === last ? `${NBSP}»` : ""}`),
    },
  ];
};

/** The text of a version of the commercial conditions. */
export const conditionsDocument = (d: ConditionsDocumentData): ContractDocument => {
  const c = d.condition;
  const sections: DocSection[] = [
    { title: "Coefficients de facturation", lines: coefficientLines(c) },
    {
      title: "Facturation",
      lines: [
        `Fréquence de facturation : ${d.invoice_frequency_label ?? c.invoice_frequency}.`,
        `Regroupement des factures : ${d.invoice_grouping_label ?? c.invoice_grouping}.`,
        ...(c.po_required ? ["Un numéro de bon de commande est exigé sur chaque facture."] : []),
      ],
    },
    {
      title: "Paiement",
      lines: [
        `Délai de paiement : ${paymentTermsText(c.payment_terms_days, c.payment_terms_mode)}, à compter de la date d'émission de la facture.`,
        "En cas de retard de paiement, des pénalités sont exigibles de plein droit dès le lendemain de la date d'échéance, au taux de trois fois le taux d'intérêt légal (article L441-10 du Code de commerce).",
        `Tout retard de paiement rend le débiteur redevable de plein droit d'une indemnité forfaitaire pour frais de recouvrement de 40${NBSP}€ (articles L441-10 et D441-5 du Code de commerce), sans préjudice d'une indemnisation complémentaire sur justification.`,
      ],
    },
    ...recruitmentSection(c),
    ...clausesSection(c.special_clauses),
    {
      title: "Embauche du salarié temporaire",
      lines: [
        "Toute clause tendant à interdire l'embauche par l'entreprise utilisatrice du salarié temporaire à l'issue de sa mission est réputée non écrite (L1251-44 du Code du travail).",
      ],
    },
  ];
  const typo = (s: DocSection): DocSection => ({ title: frTypography(s.title), lines: s.lines.map(frTypography) });
  return {
    title: "Conditions commerciales",
    subtitle: frTypography(
      `Version ${c.version} — en vigueur du ${frDate(c.valid_from)}${c.valid_to ? ` au ${frDate(c.valid_to)}` : ""}`,
    ),
    parties: typo({ title: "Entre les soussignés", lines: [...identityLines(d), clientLine(d)] }),
    sections: sections.map(typo),
    footer: frTypography(
      `${d.identity?.legal_name ?? d.workspace.name} — Conditions commerciales v${c.version} — ${clientName(d)}`,
    ),
  };
};
