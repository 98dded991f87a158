// Contacts clients (domain §1.4): the French texts of the contact screens.
export const contactsFr = {
  list: {
    title: "Contacts",
    create: "Nouveau contact",
    count: "Contacts trouvés : {{count}}",
    search: "Nom, e-mail, poste (sans accents)",
  },
  create: { title: "Nouveau contact" },
  edit: { title: "Modifier le contact" },
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
  validation: {
    email: "L'e-mail est invalide",
    phone: "Le téléphone est invalide",
    company: "L'entreprise est obligatoire",
    reachable: "Un contact doit avoir un e-mail ou un téléphone",
  },
} as const;
