// Texts shared by the shell: application name, generic actions, placeholders, error pages.
export const common = {
  app: {
    name: "Renfort",
    tagline: "Back office intérim, recrutement et indépendants",
    loading: "Chargement…",
    comingSoon: "Écran à venir",
    comingSoonDescription: "Cet écran arrive dans une prochaine version. Aucune donnée n'est affichée en attendant.",
    sections: "Sections",
    newVersion: "Une nouvelle version de Renfort est disponible.",
    reload: "Recharger",
  },
  commands: {
    save: "Enregistrer",
    cancel: "Annuler",
    confirm: "Confirmer",
    close: "Fermer",
    back: "Retour",
    backHome: "Retour à l'accueil",
    retry: "Réessayer",
    signOut: "Se déconnecter",
    add: "Ajouter",
    remove: "Retirer",
    edit: "Modifier",
    yes: "Oui",
    no: "Non",
  },
  errors: {
    default: "An error has occurred. Please try again later.",
    notFound: "Page Not Found",
    internal: "Internal Server Error",
    notFoundPath: "Aucune page n'existe à l'adresse {{path}}.",
    internalDescription: "Une erreur inattendue a interrompu l'affichage de cette page.",
    status: "Erreur {{status}}",
    missingConfig:
      "Configuration introuvable : /config.json ne répond pas et VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY ne sont pas définies.",
  },
  forbidden: {
    title: "Accès refusé",
    reason: "Vous n'avez pas accès à cette page.",
    description:
      "Votre compte n'est pas membre de l'équipe : l'accès au back office vous est fermé. Contactez un administrateur si vous pensez qu'il s'agit d'une erreur.",
  },
  nylas: {
    title: "Connexion de l'agenda et de la messagerie",
    notConfigured:
      "Aucun fournisseur d'agenda n'est configuré : la connexion de l'agenda et de la messagerie n'est pas disponible pour le moment.",
  },
  deepResearch: {
    denied: "La recherche approfondie n'est pas activée pour votre compte.",
  },
} as const;
