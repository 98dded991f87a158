// The undo toast's texts (src/components/undo/).
export const undoFr = {
  deleted: "Supprimé",
  deletedLabel: "« {{label}} » est dans la corbeille pour 30 jours.",
  undo: "Annuler",
  undoLabel: "Annuler : {{what}}",
  restored: "Restauré",
  restoredLabel: "« {{label}} » est de retour.",
  changed: "Modification enregistrée",
  changedCount: "{{count}} ligne(s) modifiée(s).",
  undone: "Modification annulée",
  deleteLabel: "Supprimer « {{label}} » (restaurable 30 jours depuis la corbeille)",
} as const;
