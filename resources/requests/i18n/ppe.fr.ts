// Demandes d'EPI (docs/rules/requests.md#ppe):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const ppeFr = {
  fields: {
    neededBy: "Nécessaire le",
    deliveryMode: "Livraison",
    deliveryAddress: "Adresse de livraison",
    supplier: "Fournisseur",
    totalCostHt: "Coût total HT",
    lateForStart: "En retard pour la prise de poste",
    handoverSignatureFile: "Bon de remise signé",
  },
  validation: {
    items: "Ajoutez au moins un équipement",
    deliveryAddress: "L'adresse de livraison est obligatoire hors retrait en agence",
  },
  ppe: {
    items: "Équipements",
    item: "Équipement",
    quantity: "Quantité",
    attribute: "Attribut (taille, pointure…)",
    attributeSave: "Enregistrer l'attribut",
    cancel: "Annuler l'équipement",
    canceled: "Annulé",
    cancelReason: "Motif de l'annulation",
    unitCost: "Prix unitaire HT",
    unitCostSave: "Enregistrer le prix unitaire",
    unitCostNegative: "Le prix unitaire HT d'un équipement ne peut être négatif",
    add: "Ajouter un équipement",
  },
} as const;
