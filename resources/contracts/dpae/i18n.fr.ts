// French texts of the contract's DPAE block (mounted at `resources.contractDpae`). The
// validation messages are the database's (private.check_contract_dpae), word for word.
export const contractDpaeFr = {
  block: {
    title: "DPAE",
    submittedAt: "Date et heure de la déclaration",
    reference: "Référence URSSAF",
    receipt: "Accusé de réception",
    receiptOptional: "Accusé de réception (PDF ou image, facultatif)",
    receiptOpen: "Ouvrir l'accusé de réception",
    receiptNone: "Aucun",
    receiptKept: "Sans nouveau fichier, l'accusé de réception enregistré est conservé.",
    recordedBy: "Enregistrée par {{name}} le {{date}}",
    missing: "Aucune DPAE enregistrée : à déclarer avant l'embauche du {{date}}.",
    window: "Déclarable du {{from}} au {{to}} (art. R1221-5 et L1221-10 du Code du travail).",
    beforeSigned: "La DPAE s'enregistre ici une fois le contrat signé.",
    locked: "Le contrat a commencé : la DPAE ne se modifie plus.",
    record: "Enregistrer la DPAE",
    edit: "Modifier la DPAE",
    form: "Déclaration préalable à l'embauche",
    save: "Enregistrer",
    cancel: "Annuler",
    saved: "DPAE enregistrée",
  },
  validation: {
    submittedAtRequired: "La date et l'heure de la déclaration sont obligatoires",
    referenceRequired: "La référence URSSAF est obligatoire",
    referenceLength: "La référence de la DPAE ne doit pas dépasser 64 caractères",
    future: "La date de la DPAE ne peut pas être dans le futur",
    tooEarly:
      "La DPAE ne peut être faite plus de 8 jours avant l'embauche, au plus tôt le {{date}} (art. R1221-5 du Code du travail)",
  },
};
