// Centres médicaux, SPSTI (docs/rules/requests.md#medical-centers): the French texts of their screens.
export const medicalCentersFr = {
  list: {
    title: "Centres médicaux",
    create: "Nouveau centre médical",
    count: "Centres trouvés : {{count}}",
  },
  create: { title: "Nouveau centre médical" },
  edit: { title: "Modifier le centre médical", open: "Ouvrir {{name}}" },
  fields: {
    kind: "Type de centre",
    departments: "Départements couverts",
    departmentsHelp: "Codes séparés par des espaces (ex. 69 01 38)",
    bookingUrl: "Lien de prise de rendez-vous",
    openingHours: "Horaires",
    instructions: "Consignes pour le talent",
  },
} as const;
