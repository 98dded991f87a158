// Toast titles and default descriptions (docs/rules/application.md#toasts), and the viewport's accessible texts.
export const toasts = {
  successTitle: "Succès !",
  successDescription: "Opération réussie.",
  errorTitle: "Oops !",
  errorDescription: "Une erreur est survenue.",
  warningTitle: "Attention !",
  warningDescription: "Cette action est sensible : vérifiez avant de continuer.",
  viewport: "Notifications ({{hotkey}})",
  close: "Fermer la notification",
  undo: "Annuler",
  undoAlt: "Annuler l'opération en cours",
} as const;
