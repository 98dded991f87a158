// The French texts of « Déclarer un accident du travail » in the client space.
export const accidentTexts = {
  link: "Déclarer un accident du travail",
  title: "Déclarer un accident du travail",
  intro: "Quelques lignes suffisent : l'agence est prévenue dès l'envoi et s'occupe de la déclaration.",
  back: "Retour à l'accueil",
  who: "Intérimaire concerné",
  chooseWho: "Choisissez l'intérimaire",
  worker: (name: string | null, job: string | null) => [name ?? "—", job].filter(Boolean).join(" — "),
  noWorker: "Aucun intérimaire ne travaille pour votre entreprise en ce moment : appelez l'agence.",
  when: "Date et heure de l'accident",
  where: "Lieu de l'accident",
  whereHint: "Par exemple : atelier 2, quai de chargement",
  what: "Ce qui s'est passé",
  injuries: "Blessures",
  injuriesHint: "Par exemple : coupure à la main gauche, ou « aucune blessure apparente »",
  witnesses: "Témoins (facultatif)",
  witnessesHint: "Nom et téléphone",
  submit: "Prévenir l'agence",
  submitting: "Envoi…",
  sentTitle: "L'agence est prévenue",
  sent: (deadline: string) =>
    `L'agence a été informée de l'accident. Elle a jusqu'au ${deadline} pour le déclarer à la CPAM (48 heures, dimanches et jours fériés non compris).`,
  sentNote:
    "Vous pouvez être contacté par l'agence pour compléter la déclaration. En cas d'urgence, appelez le 15 ou le 112.",
  failed: "L'envoi a échoué. Réessayez dans un instant.",
  network: "Connexion impossible. Vérifiez votre connexion puis réessayez.",
  loadFailed: "La page n'a pas pu être chargée. Vérifiez votre connexion puis réessayez.",
  problems: {
    who: "Choisissez l'intérimaire concerné.",
    when: "Indiquez la date et l'heure de l'accident.",
    future: "L'accident ne peut pas être dans le futur.",
    where: "Indiquez le lieu de l'accident.",
    what: "Décrivez ce qui s'est passé.",
    injuries: "Décrivez les blessures.",
  },
} as const;

const DEADLINE = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
});

/** "lundi 30 novembre à 15:42" (Paris time): the agency's declaration deadline. */
export const deadlineText = (iso: string): string => DEADLINE.format(new Date(iso));
