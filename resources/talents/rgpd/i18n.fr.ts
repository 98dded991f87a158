// The talent's « RGPD » card (resources/talents/rgpd/, docs/rules/rgpd.md): the register of the
// person's requests and its actions. Mounted at `resources.talentRgpd`.
export const talentRgpdFr = {
  title: "RGPD",
  intro: "Les demandes de la personne sur ses données, à traiter dans le mois (RGPD art. 12.3).",
  empty: "Aucune demande enregistrée.",
  loadError: "Le registre RGPD n'a pas pu être chargé.",
  columns: {
    requestedAt: "Reçue le",
    dueAt: "Échéance",
  },
  state: {
    done: "Traitée le {{date}}",
    open: "À traiter",
    late: "En retard",
  },
  export: {
    action: "Exporter les données",
    done: "Archive demandée : elle est produite par le serveur",
    download: "Télécharger l'archive",
  },
  consent: {
    action: "Demander le renouvellement du consentement",
    done: "E-mail de renouvellement du consentement envoyé",
  },
  rectification: {
    action: "Enregistrer une rectification",
    title: "Rectification demandée par la personne",
    comment: "Ce que la personne a demandé de rectifier",
    confirm: "Enregistrer",
    done: "Rectification enregistrée",
  },
  erase: {
    action: "Effacer les données",
    title: "Effacer les données du talent",
    warning:
      "Un candidat est anonymisé. Pour un salarié, ce que la loi impose de garder (registre du personnel 5 ans après le dernier contrat ; contrats, paies et factures 10 ans) est conservé, le reste est effacé.",
    reason: "Motif (demande de la personne, date, canal)",
    confirm: "Effacer",
    done: "Effacement enregistré",
  },
};
