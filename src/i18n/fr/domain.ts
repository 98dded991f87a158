// Domain words shared by several screens: names, date picker, uploads (the roles' names are
// app_role's labels: enumLabel("app_role", role), src/lib/enums/labels.ts).
export const domain = {
  names: {
    unnamed: "‼️ Non renseigné",
    entity: "Entité",
  },
  datePicker: {
    placeholder: "JJ/MM/AAAA",
    openCalendar: "Ouvrir le calendrier",
    previousMonth: "Mois précédent",
    nextMonth: "Mois suivant",
    start: "Début",
    end: "Fin",
    invalid: "Date invalide : saisissez-la au format JJ/MM/AAAA.",
    disabled: "Cette date n'est pas disponible.",
    tooLong: "Texte trop long : 1000 caractères au maximum.",
  },
  upload: {
    invalidType: "Format non accepté : JPEG, PNG, PDF, tableur ou HEIC/HEIF.",
  },
} as const;
