// Centres de formation (docs/rules/requests.md#qualification-centers): the French texts of their screens.
export const qualificationCentersFr = {
  list: {
    title: "Centres de formation",
    create: "Nouveau centre de formation",
    count: "Centres trouvés : {{count}}",
  },
  create: { title: "Nouveau centre de formation" },
  edit: { title: "Modifier le centre de formation" },
  tabs: { details: "Détails", prices: "Formations et tarifs", near: "Centres proches" },
  fields: {
    trainingType: "Formation principale",
    offered: "Formations proposées",
    nda: "N° de déclaration d'activité",
    website: "Site web",
    contactName: "Contact",
    qualiopi: "Certifié Qualiopi",
    qualiopiExpiresAt: "Qualiopi valable jusqu'au",
    cacesTester: "Testeur CACES certifié",
    leadTime: "Délai d'inscription (jours)",
  },
  prices: {
    qualification: "Formation",
    initial: "Initiale (€ HT)",
    recycling: "Recyclage (€ HT)",
    days: "Durée (jours)",
    add: "Ajouter un tarif",
    remove: "Retirer ce tarif",
    empty: "Aucun tarif",
    save: "Enregistrer les tarifs",
  },
} as const;
