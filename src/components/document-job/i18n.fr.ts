// The document queue's French texts as every screen shows a legal document being made by the
// server (docs/rules/documents.md), mounted at `components.documentJob` in src/i18n/fr/components.ts.
export const documentJobFr = {
  missing: "Document pas encore produit",
  producing: "Document en cours de production",
  failed: "Échec : {{reason}}",
  retry: "Relancer",
  retried: "Production relancée",
};
