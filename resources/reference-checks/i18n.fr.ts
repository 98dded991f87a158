// Prises de références (docs/rules/requests.md#reference-checks): the French texts of the
// « Références » section a talent's page and an application show (mounted at
// `resources.referenceChecks`); the request screens' own texts are resources.requests'.
export const referenceChecksFr = {
  section: {
    title: "Références",
    empty: "Aucune prise de références",
    create: "Demander une prise de références",
    error: "Impossible de charger les prises de références",
  },
  columns: {
    referee: "Référent",
    status: "Statut",
    outcome: "Résultat",
    summary: "Synthèse",
    performedAt: "Réalisée le",
  },
  open: "Ouvrir la prise de références de {{referee}}",
  /** the latest completed check's outcome beside the talent's name */
  outcomeTag: {
    positive: "Références positives",
    reserved: "Références réservées",
    negative: "Références négatives",
    title: "Dernière prise de références terminée le {{date}}",
  },
} as const;
