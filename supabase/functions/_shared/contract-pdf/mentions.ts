// The text of the two documents, mention by mention (L1251-43 for both, L1251-16 for the
// contrat de mission): pure data in, titled paragraphs out, so that the mandatory mentions are
// testable without a PDF. The billing rate is printed on the client's copy only.
import {
  flexibilityDays,
  formatAddress,
  frDate,
  frList,
  frMoney,
  frNumber,
  frTypography,
  frWeekdays,
  quote,
  trialPeriodDays,
} from "./format.ts";
import { amendmentSection } from "./amendment.ts";
import type { ContractCopy, ContractDocument, ContractDocumentData, DocBonus, DocSection } from "./types.ts";

const BONUS_UNITS: Record<string, string> = {
  hour: "par heure",
  day: "par jour",
  week: "par semaine",
  month: "par mois",
};

// mission.bonuses / contract.bonuses types (supabase/schemas/06_missions_applications.sql).
const BONUS_TYPES: Record<string, string> = {
  meal: "Prime de repas",
  travel: "Indemnité de déplacement",
  transport: "Prime de transport",
  tools: "Indemnité d'outillage",
  dirt: "Prime de salissure",
  weather: "Prime d'intempéries",
  team: "Prime d'équipe",
};

const bonusText = (b: DocBonus) =>
  `${b.label ?? BONUS_TYPES[b.type ?? ""] ?? b.type} ${b.amount != null ? frMoney(b.amount) : ""} ${BONUS_UNITS[b.unit ?? ""] ?? ""}`.trim();

/** The agency's identity as every document it issues states it (contracts, commercial conditions). */
export const identityLines = (d: Pick<ContractDocumentData, "identity" | "workspace">): string[] => {
  const i = d.identity;
  if (!i)
    return [
      `${d.workspace.name} — entreprise de travail temporaire (identité légale non renseignée dans les paramètres)`,
    ];
  return [
    `${i.legal_name}${i.legal_form ? `, ${i.legal_form}` : ""} — entreprise de travail temporaire`,
    `Siège : ${formatAddress({ street1: i.street, postal_code: i.postal_code, city: i.city })}`,
    `SIRET : ${i.siret ?? "non renseigné"}${i.naf_code ? ` — NAF ${i.naf_code}` : ""}`,
    ...(i.activity_declaration ? [`Déclaration d'activité : ${i.activity_declaration}`] : []),
    `Garant financier (L1251-49) : ${i.financial_guarantor ?? "non renseigné"}`,
    ...(i.signatory_name
      ? [`Représentée par ${i.signatory_name}${i.signatory_title ? `, ${i.signatory_title}` : ""}`]
      : []),
  ];
};

const termLines = (d: ContractDocumentData): string[] => {
  const c = d.contract;
  const flex = d.flexibility_days ?? flexibilityDays(c.start_date, c.end_date, c.working_days);
  const term = c.is_precise_term
    ? `Mission du ${frDate(c.start_date)} au ${frDate(c.end_date)} (terme précis).`
    : `Mission à terme imprécis à compter du ${frDate(c.start_date)}, d'une durée minimale de ${c.minimum_duration_days ?? "—"} jours ; elle prend fin à la réalisation de son objet.`;
  return [
    term,
    c.is_precise_term
      ? `Souplesse (L1251-30) : le terme peut être avancé ou reporté de ${flex} jour${flex > 1 ? "s" : ""} de travail, sans réduire la mission de plus de 10 jours de travail ni dépasser la durée maximale du motif.`
      : "Souplesse : sans objet pour un terme imprécis.",
  ];
};

const postLines = (d: ContractDocumentData): DocSection[] => {
  const c = d.contract;
  const risks = [...d.job_risk_labels, ...(c.risks_description ? [c.risks_description] : [])];
  return [
    {
      title: "Poste, qualification, lieu et horaires",
      lines: [
        `Poste : ${c.job_name ?? d.mission?.job_name ?? "non renseigné"} — statut ${d.employee_status_label ?? c.employee_status}.`,
        `Qualification professionnelle exigée : ${c.qualification_level ?? "non renseignée"}.`,
        `Lieu de la mission : ${formatAddress(d.workplace)}.`,
        `Horaire : ${frNumber(Number(c.working_hours))} h par semaine, les ${frWeekdays(c.working_days)}${c.schedule ? ` ; ${c.schedule}` : ""}.`,
      ],
    },
    {
      title: "Risques du poste et équipements de protection individuelle",
      lines: [
        c.is_risky_position
          ? `Poste à risque (liste de l'article L4154-2) : ${frList(risks)}.${c.reinforced_safety_training ? " Formation renforcée à la sécurité assurée (L4154-2)." : ""}`
          : `Risques du poste : ${risks.length ? frList(risks) : "pas de risque particulier identifié"}.`,
        `EPI fournis par l'entreprise de travail temporaire : ${frList(d.ppe_by_agency_labels)}.`,
        `EPI fournis par l'entreprise utilisatrice : ${frList(d.ppe_by_client_labels)}.`,
      ],
    },
    {
      title: "Surveillance médicale",
      lines: [
        `Suivi de l'état de santé : ${d.medical_surveillance_label ?? c.medical_surveillance}${c.medical_surveillance === "sir" ? " — aptitude requise avant l'affectation" : ""}.`,
        ...(d.identity?.occupational_health_service
          ? [`Service de prévention et de santé au travail : ${d.identity.occupational_health_service}.`]
          : []),
      ],
    },
  ];
};

const payLines = (d: ContractDocumentData, copy: ContractCopy): string[] => {
  const c = d.contract;
  // The contract's own bonuses (taken from the mission at its writing, changed by amendment);
  // the mission's for a contract written before contracts held them.
  const bonuses = (c.bonuses?.length ? c.bonuses : (d.mission?.bonuses ?? [])).filter((b) => b && (b.label || b.type));
  const lines = [
    `Rémunération de référence (L1251-43, 6°) : ${frMoney(d.mission?.reference_hourly_wage ?? c.hourly_wage)} brut de l'heure, celle que percevrait dans l'entreprise utilisatrice, après période d'essai, un salarié de qualification équivalente occupant le même poste.`,
    `Salaire horaire brut du salarié temporaire : ${frMoney(c.hourly_wage)}${d.smic ? ` (SMIC horaire en vigueur au début de la mission : ${frMoney(d.smic)})` : ""}.`,
    bonuses.length
      ? `Primes et accessoires : ${bonuses.map(bonusText).join(" ; ")}.`
      : "Primes et accessoires : aucun en dehors des majorations légales et conventionnelles.",
    // what the client's own employees get (L1251-18), each with where it comes from
    ...(d.majorations?.length
      ? [
          `Majorations de l'entreprise utilisatrice (L1251-18) : ${d.majorations
            .map((m) => `${m.label.toLowerCase()} +${frNumber(Number(m.pct))} %${m.source ? ` (${m.source})` : ""}`)
            .join(" ; ")}.`,
        ]
      : []),
    c.meal_type === "none"
      ? "Restauration : aucune indemnité prévue."
      : `Restauration : ${c.meal_type === "meal_voucher" ? `titres-restaurant d'une valeur de ${frMoney(c.meal_card_value)}` : "selon les conditions de l'entreprise utilisatrice"}.`,
  ];
  if (copy === "mad") {
    lines.push(`Prix de la prestation : ${frMoney(c.hourly_billing_rate)} HT par heure travaillée.`);
  }
  return lines;
};

const MISSION_ONLY = (d: ContractDocumentData): DocSection[] => {
  const c = d.contract;
  const trial = c.trial_period_days ?? trialPeriodDays(c.start_date, c.end_date, c.minimum_duration_days);
  return [
    {
      title: "Période d'essai",
      lines: [`Période d'essai : ${trial} jour${trial > 1 ? "s" : ""} travaillé${trial > 1 ? "s" : ""} (L1251-14).`],
    },
    {
      title: "Indemnité de fin de mission et congés payés",
      lines: [
        "Indemnité de fin de mission (IFM, L1251-32) : 10 % de la rémunération totale brute, versée à l'issue de la mission sauf dans les cas prévus par la loi (embauche en CDI par l'entreprise utilisatrice, rupture à l'initiative du salarié, faute grave, force majeure).",
        "Indemnité compensatrice de congés payés (ICCP, L1251-19) : 10 % de la rémunération totale brute, IFM comprise.",
      ],
    },
    {
      title: "Retraite complémentaire et prévoyance",
      lines: [
        `Caisse de retraite complémentaire : ${d.identity?.pension_body ?? "non renseignée"}.`,
        `Organisme de prévoyance : ${d.identity?.prevoyance_body ?? "non renseigné"}.`,
      ],
    },
    ...(c.contract_reason === "abroad"
      ? [
          {
            title: "Rapatriement",
            lines: [
              "Le rapatriement du salarié est à la charge de l'entreprise de travail temporaire, y compris si la mission prend fin pour une faute grave (L1251-16, 5°).",
            ],
          },
        ]
      : []),
    {
      title: "Embauche à l'issue de la mission",
      lines: [
        "L'embauche du salarié par l'entreprise utilisatrice à l'issue de la mission n'est pas interdite (L1251-16, 7°).",
      ],
    },
  ];
};

/** The text of one copy. */
export const contractDocument = (d: ContractDocumentData, copy: ContractCopy): ContractDocument => {
  const c = d.contract;
  const talent = d.talent ? `${d.talent.first_name} ${d.talent.last_name}` : "—";
  const amendment = amendmentSection(c.amendment_number, c.amendment_changes);
  const sections: DocSection[] = [
    ...(amendment ? [amendment] : []),
    {
      title: "Motif de recours",
      lines: [
        `Motif : ${d.reason_label ?? "non renseigné"}.`,
        `Justification précise : ${c.contract_reason_justification ? quote(c.contract_reason_justification) : "non renseignée"}.`,
        // L1251-43, 1°: a replacement names the person replaced and her qualification
        ...(c.contract_reason?.startsWith("replacement")
          ? [
              `Personne remplacée : ${c.replaced_employee || "non renseignée"} — qualification : ${c.replaced_employee_qualification || "non renseignée"}.`,
            ]
          : []),
      ],
    },
    { title: "Terme de la mission", lines: termLines(d) },
    ...postLines(d),
    { title: "Rémunération", lines: payLines(d, copy) },
    ...(copy === "mission" ? MISSION_ONLY(d) : []),
  ];
  const parties: DocSection = {
    title: "Entre les soussignés",
    lines: [
      ...identityLines(d),
      copy === "mission"
        ? `Et le salarié temporaire : ${talent}, demeurant ${formatAddress(d.talent?.address ?? null)}.`
        : `Et l'entreprise utilisatrice : ${d.company?.name ?? "—"}${d.company?.siren ? `, SIREN ${d.company.siren}` : ""}, ${formatAddress(d.company?.address ?? null)}, pour la mise à disposition de ${talent}.`,
    ],
  };
  const version = c.amendment_number > 0 ? ` — avenant n° ${c.amendment_number}` : "";
  const typo = (s: DocSection): DocSection => ({ title: frTypography(s.title), lines: s.lines.map(frTypography) });
  return {
    title: copy === "mission" ? "Contrat de mission" : "Contrat de mise à disposition",
    subtitle: frTypography(
      `${c.contract_key}${version} — ${copy === "mission" ? "salarié temporaire" : "entreprise utilisatrice"}`,
    ),
    parties: typo(parties),
    sections: sections.map(typo),
    footer: frTypography(
      `${d.identity?.legal_name ?? d.workspace.name} — ${c.contract_key} — document établi en application des articles L1251-16 et L1251-43 du Code du travail`,
    ),
  };
};
