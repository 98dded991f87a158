// The French texts of the customer signature page. This page is its own small entry (no antd,
// no Refine, no i18n module of the main app): its catalog lives here.
export const texts = {
  title: "Signature du relevé d'heures",
  loading: "Chargement du relevé…",
  week: (isoWeek: number, from: string, to: string) => `Semaine ${isoWeek}, du ${from} au ${to}`,
  talent: "Intérimaire",
  company: "Entreprise",
  job: "Poste",
  contract: "Contrat",
  daysCaption: "Heures de la semaine",
  day: "Jour",
  schedule: "Horaires",
  pause: "Pause",
  hours: "Heures",
  noWork: "Non travaillé",
  total: "Total de la semaine",
  holiday: (date: string) => `Férié — ${date}`,
  sunday: "Dimanche",
  corrected: "Corrigé par l'agence",
  yourReason: (day: string) => `Votre contestation du ${day} :`,
  agencyComment: (day: string) => `Commentaire de l'agence pour le ${day} :`,
  split: (normal: string, ot25: string, ot50: string) =>
    `dont ${normal} normales, ${ot25} majorées à 25 %, ${ot50} majorées à 50 %`,
  /** The night hours (docs/rules/timesheets.md#night-hours), of a day or of the week. */
  night: (night: string) => `dont ${night} de nuit`,
  approve: "Approuver et signer",
  contest: "Contester des jours",
  signerName: "Votre nom",
  signerEmail: "Votre e-mail",
  signatureLabel: "Votre signature",
  signatureHelp: "Signez avec le doigt ou la souris dans le cadre.",
  typedSignature: "Signer avec mon nom (sans dessiner)",
  clearSignature: "Effacer la signature",
  signatureEmpty: "Dessinez votre signature ou choisissez « Signer avec mon nom ».",
  nameRequired: "Indiquez votre nom.",
  emailInvalid: "Indiquez un e-mail valide.",
  confirmSign: "Signer le relevé",
  signing: "Signature en cours…",
  back: "Retour",
  contestIntro: "Cochez les jours que vous contestez et indiquez le motif de chacun.",
  contestDay: (label: string) => `Je conteste le ${label}`,
  reasonFor: (label: string) => `Motif pour le ${label}`,
  reasonRequired: "Indiquez le motif de ce jour.",
  noDayChecked: "Cochez au moins un jour.",
  confirmContest: "Envoyer la contestation",
  contesting: "Envoi en cours…",
  signedTitle: "Relevé signé",
  signedText: "Merci, votre signature est enregistrée. L'agence en est informée.",
  pdfPreparing: "Préparation du PDF signé…",
  pdfDownload: "Télécharger le PDF signé",
  pdfExpires: "Lien valable 10 minutes.",
  pdfFailed: "Le PDF signé n'a pas pu être préparé.",
  retry: "Réessayer",
  contestedTitle: "Contestation envoyée",
  contestedText: (n: number) =>
    `Merci, ${n === 1 ? "le jour contesté est transmis" : `les ${n} jours contestés sont transmis`} à l'agence, qui corrigera le relevé et vous enverra un nouveau lien.`,
  errors: {
    unknown: {
      title: "Lien de signature inconnu",
      text: "Ce lien ne correspond à aucun relevé. Vérifiez qu'il est complet, ou demandez un nouveau lien à votre agence.",
    },
    used: {
      title: "Ce lien a déjà été utilisé",
      text: "Ce relevé a déjà été signé ou contesté avec ce lien. Pour toute correction, contactez votre agence : elle vous enverra un nouveau lien.",
    },
    expired: {
      title: "Ce lien a expiré",
      text: "Le délai de signature est dépassé. Demandez un nouveau lien à votre agence.",
    },
    network: {
      title: "Connexion impossible",
      text: "Le relevé n'a pas pu être chargé. Vérifiez votre connexion puis réessayez.",
    },
  },
  failed: "L'envoi a échoué. Vérifiez votre connexion puis réessayez.",
} as const;

/**
 * absence_type's labels (public.enum_label), but "none": the only labels copied by hand, so that
 * the page does not load the app's labels module; src/lib/enums/labels.test.ts checks they agree.
 */
export const ABSENCES: Record<string, string> = {
  unjustified: "Absence injustifiée",
  sick: "Maladie",
  work_accident: "Accident du travail",
  weather: "Intempéries",
  leave: "Congé",
  training: "Formation",
  public_holiday: "Jour férié",
};
