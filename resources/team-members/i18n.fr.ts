// Membres de l'équipe (team_member, docs/rules/roles.md): the French texts of /team-members.
export const teamMembersFr = {
  list: {
    title: "Membres de l'équipe",
    count: "Membres trouvés : {{count}}",
    search: "Nom, e-mail, poste (sans accents)",
  },
  fields: {
    name: "Nom",
    email: "E-mail",
    jobTitle: "Poste",
    roles: "Rôles",
    level: "Niveau de management",
    manager: "Manager",
    businessUnit: "Business unit",
    state: "État",
    offboardedAt: "Parti(e) le",
    createdAt: "Créé le",
    independent: "Indépendant",
    autonomous: "Autonome",
  },
  state: { active: "Actif", offboarded: "Parti(e)", invited: "Invité(e)" },
  offboard: {
    action: "Faire partir",
    reinstate: "Réintégrer",
    confirm: "Faire partir {{name}} ? Ses accès sont coupés et ses managés passent à son manager.",
    reinstateConfirm: "Réintégrer {{name}} ?",
    ok: "Confirmer",
    cancel: "Annuler",
  },
  actions: "Actions",
} as const;
