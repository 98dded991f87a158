// French for the keys Refine and its antd components ask for (buttons, CRUD notifications,
// kbar actions, auto-save, unsaved changes): the framework never shows English.
export const refine = {
  buttons: {
    create: "Créer",
    save: "Enregistrer",
    logout: "Se déconnecter",
    delete: "Supprimer",
    edit: "Modifier",
    cancel: "Annuler",
    confirm: "Confirmer la suppression ?",
    filter: "Filtrer",
    clear: "Effacer",
    refresh: "Actualiser",
    show: "Afficher",
    undo: "Annuler",
    import: "Importer",
    clone: "Dupliquer",
    export: "Exporter",
    list: "Liste",
    notAccessTitle: "Vous n'avez pas les droits pour cette action",
  },
  actions: {
    list: "Liste",
    create: "Créer",
    edit: "Modifier",
    show: "Afficher",
    delete: "Supprimer",
    clone: "Dupliquer",
  },
  // a refusal's title is the toasts' « Oops ! »: Refine would add its statusCode, the SQLSTATE
  // (« 23505 »), which says nothing to a user; the French reason is the description
  notifications: {
    success: "Succès !",
    error: "Oops !",
    undoable: "Vous avez {{seconds}} secondes pour annuler",
    createSuccess: "{{resource}} créé(e)",
    createError: "Oops !",
    deleteSuccess: "{{resource}} supprimé(e)",
    deleteError: "Oops !",
    editSuccess: "{{resource}} modifié(e)",
    editError: "Oops !",
    importProgress: "Import : {{processed}}/{{total}}",
  },
  autoSave: {
    idle: "En attente de modifications",
    loading: "Enregistrement…",
    success: "Enregistré",
    error: "Erreur d'enregistrement automatique",
  },
  warnWhenUnsavedChanges: "Des modifications ne sont pas enregistrées. Quitter quand même ?",
  pages: {
    error: {
      backHome: "Retour à l'accueil",
      info: "Vous avez peut-être oublié d'ajouter le composant {{action}} à la ressource {{resource}}.",
    },
  },
} as const;
