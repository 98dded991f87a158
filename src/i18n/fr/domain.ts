// Domain words shared by several screens: names, date picker, uploads (the roles' names are
// app_role's labels: enumLabel("app_role", role), src/lib/enums/labels.ts).
export const domain = {
  names: {
    unnamed: "‼️ Non renseigné",
    entity: "Entité",
  },
  datePicker: {
    placeholder: "JJ/MM/AAAA",
    monthPlaceholder: "MM/AAAA",
    timePlaceholder: "HH:MM",
    dateTimePlaceholder: "JJ/MM/AAAA HH:MM",
    openCalendar: "Ouvrir le calendrier",
    previousMonth: "Mois précédent",
    nextMonth: "Mois suivant",
    start: "Début",
    end: "Fin",
    invalid: "Date invalide : saisissez-la au format JJ/MM/AAAA.",
    invalidTime: "Heure invalide : saisissez-la au format HH:MM, par exemple 07:30.",
    invalidDateTime:
      "Date et heure invalides : saisissez-les au format JJ/MM/AAAA HH:MM, par exemple 06/11/2026 09:30.",
    disabled: "Cette date n'est pas disponible.",
    tooLong: "Texte trop long : 1000 caractères au maximum.",
  },
  talents: {
    bulkOwner: {
      owner: "Nouveau responsable",
      apply: "Changer le responsable ({{count}})",
    },
    bulkAvailability: {
      status: "Nouvelle disponibilité",
      apply: "Changer la disponibilité ({{count}})",
    },
  },
  dayMarks: {
    holiday: "Férié — {{date}}",
    sunday: "Dimanche",
  },
  upload: {
    invalidType: "Format non accepté : JPEG, PNG, PDF, tableur ou HEIC/HEIF.",
  },
} as const;
