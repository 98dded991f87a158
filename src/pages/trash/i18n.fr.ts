// La corbeille (issue #49): the French texts of /corbeille.
export const trashFr = {
  title: "Corbeille",
  description:
    "Les éléments supprimés restent ici 30 jours, puis sont effacés définitivement. Les contrats signés et les factures émises ne se suppriment jamais.",
  count: "{{count}} élément(s)",
  entity: "Type",
  label: "Élément",
  deletedBy: "Supprimé par",
  deletedAt: "Supprimé le",
  daysLeft: "Jours restants",
  days: "{{count}} j",
  restore: "Restaurer",
  restoreLabel: "Restaurer « {{label}} »",
  restored: "« {{label}} » est restauré.",
  empty: "La corbeille est vide",
  error: "Impossible de charger la corbeille",
  search: "Rechercher un élément",
  unknownAuthor: "—",
  entities: {
    talent: "Talent",
    company: "Entreprise",
    contact: "Contact",
    mission: "Mission",
    note: "Note",
    document: "Document",
    request: "Demande",
  },
} as const;
