// Organigramme (docs/rules/companies-contacts.md#organigram): the French texts of /organigram.
export const organigramFr = {
  title: "Organigramme",
  internal: "Vue interne",
  client: "Vue client",
  internalLabel: "Organigramme interne : managers et managés",
  clientLabel: "Organigramme client : entreprises et contacts du groupe",
  help: "Flèches haut et bas pour parcourir, droite et gauche pour déplier et replier.",
  group: "Groupe d'entreprises",
  chooseGroup: "Choisissez un groupe d'entreprises",
  noMember: "Aucun membre à afficher",
  noCompany: "Aucune entreprise dans ce groupe",
  error: "Impossible de charger l'organigramme",
  level: "niveau {{level}}",
  offboarded: "parti(e)",
  contacts: "{{count}} contact(s)",
} as const;
