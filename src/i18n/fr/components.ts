// Shared building blocks: lists, filters, exports, uploads, forms.
export const components = {
  filters: { label: "Filtres", apply: "Filtrer", reset: "Réinitialiser", search: "Rechercher", more: "Plus de filtres ({{count}})", less: "Moins de filtres", drawer: "Filtres ({{count}})" },
  export: {
    button: "Exporter",
    csv: "Exporter en CSV",
    xlsx: "Exporter en Excel (XLSX)",
    running: "Export en cours…",
    cancel: "Annuler l'export",
    done: "{{count}} lignes exportées.",
  },
  list: { empty: "Aucun résultat", error: "Impossible de charger la liste", count: "{{count}} résultats", actions: "Actions", show: "Voir", edit: "Modifier", create: "Créer" },
  form: { save: "Enregistrer", cancel: "Annuler", required: "Ce champ est obligatoire", saved: "Modifications enregistrées.", created: "Création réussie." },
  yesNo: { yes: "Oui", no: "Non", any: "Tous" },
  outOfReach: {
    title: "Fiche introuvable",
    description: "Cette fiche n'existe pas ou n'est pas visible avec vos droits.",
    backToTalents: "Retour à la liste des talents",
    backToCompanies: "Retour à la liste des entreprises",
  },
  palette: { talent: "Talents", company: "Entreprises", contact: "Contacts", mission: "Missions" },
  upload: { button: "Choisir un fichier", uploading: "Envoi en cours…" },
  address: {
    city: "Ville",
    cityPlaceholder: "Ville ou code postal",
    noCity: "Aucune ville trouvée",
    street: "Adresse",
    streetPlaceholder: "Numéro et voie",
    postalCode: "Code postal",
    country: "Pays",
    search: "Rechercher une adresse",
    countries: { FR: "France", MC: "Monaco", BE: "Belgique", CH: "Suisse" },
  },
} as const;
