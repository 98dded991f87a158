// Contacts clients (docs/rules/companies-contacts.md#contacts): the French texts of the contact screens.
export const contactsFr = {
  list: {
    title: "Contacts",
    create: "Nouveau contact",
    count: "Contacts trouvés : {{count}}",
    search: "Nom, e-mail, poste (sans accents)",
  },
  create: { title: "Nouveau contact" },
  edit: { title: "Modifier le contact" },
  delete: { action: "Supprimer le contact" },
  fields: {
    name: "Nom",
    civility: "Civilité",
    firstName: "Prénom",
    lastName: "Nom de famille",
    email: "E-mail",
    phone: "Téléphone",
    jobTitle: "Poste",
    company: "Entreprise",
    status: "Statut",
    roles: "Rôles",
    createdAt: "Créé le",
  },
  rolesOf: "Rôles de {{name}}",
  rolesNone: "Aucun rôle",
  rolesHelp: "Le signataire des contrats et le valideur des relevés d'heures reçoivent leurs liens par e-mail",
  clientRoles: {
    title: "Contacts du client à compléter",
    missing: {
      contract_signatory:
        "Ce client n'a aucun signataire de contrats actif (avec un e-mail) : ses contrats de mise à disposition ne pourront pas être envoyés en signature.",
      timesheet_signer:
        "Ce client n'a aucun valideur de relevés d'heures actif (avec un e-mail) : ses relevés d'heures ne pourront pas être envoyés en signature.",
    },
    fix: "Gérer les contacts de l'entreprise et leurs rôles",
  },
  validation: {
    email: "L'e-mail est invalide",
    phone: "Le téléphone est invalide",
    company: "L'entreprise est obligatoire",
    reachable: "Un contact doit avoir un e-mail ou un téléphone",
    signerEmail: "Un signataire de contrats ou un valideur de relevés d'heures doit avoir un e-mail",
  },
} as const;
