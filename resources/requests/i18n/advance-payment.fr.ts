// Demandes d'acompte (docs/rules/pay.md#acomptes):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const advancePaymentFr = {
  fields: {
    earnedGross: "Brut gagné ce mois",
    estimatedNet: "Net estimé gagné",
    alreadyAdvanced: "Acomptes déjà accordés",
    maxAllowed: "Plafond",
    exceedsMax: "Au-delà du plafond",
  },
  computed: {
    remainingCeiling: "Reste sous le plafond",
  },
  advance: {
    net: "Net déjà gagné",
    ceiling: "Plafond de l'acompte",
    chooseTalent: "Choisissez d'abord le talent",
    computing: "Calcul par le serveur…",
    netHelp:
      "Net avant impôt calculé par le serveur (règles URSSAF) du brut de {{gross}} gagné sur les relevés signés ou validés de {{month}}",
    ceilingHelp: "{{ratio}} % du net déjà gagné, moins les acomptes déjà accordés ce mois-ci ({{advanced}})",
    noWork:
      "Aucune heure signée ou validée en {{month}} : un acompte ne porte que sur du travail déjà effectué (L3242-1)",
    netRequired: "Le net déjà gagné, calculé par le serveur, est requis pour fixer le plafond de l'acompte",
    computingRequired: "Patientez : le serveur calcule le net déjà gagné",
    failed: "Le serveur n'a pas pu calculer le net déjà gagné : {{message}}",
    retry: "Recalculer",
    aboveCeiling: "Au-dessus du plafond : au plus {{ceiling}} pourra être accordé",
    monthRequired: "Le mois de l'acompte est obligatoire",
  },
} as const;
