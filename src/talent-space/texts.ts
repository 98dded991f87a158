// The talent space's texts (the shared ones, sign-in included, are src/portal/texts.ts) and the
// French labels of the enum values it shows, copied from public.enum_label (the page does not
// load the back office's labels module; src/lib/enums/labels.test.ts checks they agree).
export const talentTexts = {
  title: "Espace talent",
  missions: {
    title: "Mes missions",
    empty: "Aucune mission pour le moment.",
    contract: "Contrat",
    job: "Poste",
    site: "Lieu",
    dates: "Dates",
    rate: "Taux horaire brut",
    sign: "Signer mon contrat",
    open: "Voir le contrat",
  },
  planning: {
    title: "Mon planning",
    intro: "Les 14 prochains jours.",
    empty: "Rien de prévu dans les 14 prochains jours.",
    availability: "Mes disponibilités",
  },
  weeks: {
    title: "Mes relevés",
    empty: "Aucun relevé d'heures pour le moment.",
    company: "Entreprise",
    hours: "Heures",
  },
  pay: {
    title: "Ma paie",
    empty: "Aucune paie pour le moment.",
    gross: "Brut",
    grossPending: "à venir",
    details: "Détail de la paie",
    advance: "Demander un acompte",
  },
  documents: {
    title: "Mes documents",
    empty: "Aucun document enregistré.",
    name: "Nom",
    expires: "Expiration",
    noExpiry: "aucune",
    send: "Envoyer un document",
    attention: (n: number) =>
      n === 1 ? "1 document expire bientôt ou a expiré." : `${n} documents expirent bientôt ou ont expiré.`,
  },
} as const;

export const DOCUMENT_STATUS: Record<string, string> = {
  pending_verification: "À vérifier",
  valid: "Valide",
  expiring_soon: "Expire bientôt",
  expired: "Expiré",
  rejected: "Refusé",
};

export const DOCUMENT_TYPE: Record<string, string> = {
  id_card: "Carte d'identité",
  passport: "Passeport",
  residence_permit: "Titre de séjour",
  carte_vitale: "Carte Vitale / attestation de sécurité sociale",
  proof_of_address: "Justificatif de domicile",
  rib: "RIB",
  cv: "CV",
  diploma: "Diplôme",
  caces: "CACES",
  electrical_clearance: "Habilitation électrique",
  aipr: "AIPR",
  sst: "SST",
  work_at_height: "Travail en hauteur",
  medical_attestation: "Avis médical / attestation de suivi",
  carte_btp: "Carte BTP",
  driving_license: "Permis de conduire",
  urssaf_vigilance: "Attestation de vigilance URSSAF",
  rc_pro: "Attestation RC Pro",
  kbis: "Extrait Kbis",
  mission_contract: "Contrat de mission",
  provision_contract: "Contrat de mise à disposition",
  amendment: "Avenant",
  payslip: "Bulletin de paie",
  other: "Autre",
  scaffolding: "Échafaudage (R408)",
  driver_qualification: "Qualification conducteur (FIMO / FCO)",
};
