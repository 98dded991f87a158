// Utilisateurs (developers only): every account with its team member link and roles.
export const usersFr = {
  list: {
    title: "Utilisateurs",
    count: "Comptes trouvés : {{count}}",
    search: "Nom, e-mail (sans accents)",
  },
  fields: {
    name: "Nom",
    email: "E-mail",
    roles: "Rôles",
    member: "Membre de l'équipe",
    level: "Niveau",
    state: "État",
    createdAt: "Créé le",
    lastSignIn: "Dernière connexion",
    confirmed: "E-mail confirmé le",
  },
  member: { yes: "Oui", no: "Non", offboarded: "Parti(e)" },
} as const;
