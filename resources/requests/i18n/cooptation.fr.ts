// Cooptations (docs/rules/requests.md#cooptation):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const cooptationFr = {
  fields: {
    coopted: "Filleul",
    cooptedBy: "Parrain (talent)",
    referrerType: "Parrain",
    referrerName: "Nom du parrain",
    referrerEmail: "E-mail du parrain",
    referrerPhone: "Téléphone du parrain",
    conditionType: "Condition de la prime",
    conditionThreshold: "Seuil",
    progressValue: "Avancement",
    bonusAmount: "Prime",
    payoutMode: "Versement",
    cooptationDeclaredAt: "Déclarée le",
  },
  validation: {
    referrerReachable: "Indiquez un téléphone ou un e-mail du parrain",
  },
  referee: {
    title: "Nouveau talent",
    help: "Sans talent choisi ci-dessus, le filleul est créé avec la cooptation (ou retrouvé par son e-mail ou son téléphone).",
    firstName: "Prénom du filleul",
    lastName: "Nom du filleul",
    email: "E-mail du filleul",
    phone: "Téléphone du filleul",
    required: "Choisissez un talent ou saisissez le prénom et le nom du filleul",
  },
} as const;
