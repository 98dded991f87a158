// Domain words shared by several screens: roles, names, date picker, uploads.
export const domain = {
  roles: {
    accounting_team_member: "Comptabilité",
    consultant_team_member: "Consultant",
    csm_team_member: "CSM",
    external_csm_team_member: "CSM externe",
    team_member_marketing: "Marketing",
    team_member_developer: "Développeur",
    team_member_independent_administrator: "Administration des indépendants",
  },
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
