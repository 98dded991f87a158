// The resume pipeline on screen (docs/rules/talents-documents.md#resume-pipeline): the panel
// « Lecture du CV » of a talent's documents tab and the progress of the workspace's CVs, mounted
// at `resumeIndex`.
export const resumeIndexFr = {
  panel: {
    title: "Lecture du CV",
    status: "Statut",
    reason: "Raison",
    indexed: "Texte indexé",
    indexedValue: "{{chars}} caractères, {{pages}} page(s), lu le {{date}}",
    noCv: "Aucun CV lu : déposez un document de type « CV » (PDF) ci-dessus, il sera lu aussitôt.",
    pending: "Le CV attend d'être lu.",
    lexical: "Recherche lexicale : aucun modèle d'embedding n'est configuré, la recherche lit les mots du CV.",
    read: "Lire le CV",
    retry: "Relancer",
    reindex: "Réindexer",
    reading: "Lecture du CV en cours…",
    done: "CV lu : {{chars}} caractères indexés en {{ms}} ms.",
    failed: "Le CV n'a pas pu être lu : {{reason}}",
    nothing: "Aucun CV à lire pour ce talent.",
    loadError: "Impossible de lire l'état de la lecture du CV.",
  },
  progress: {
    title: "Lecture des CV",
    summary: "{{done}} CV lus sur {{total}} déposés",
    none: "Aucun CV déposé dans le workspace.",
    percent: "CV lus",
    retryFailed: "Relancer les échecs",
    retrying: "Lecture de {{done}} CV sur {{total}}…",
    retried: "{{done}} CV lus, {{failed}} en échec.",
    noFailure: "Aucun échec à relancer.",
    loadError: "Impossible de lire la progression de la lecture des CV.",
  },
} as const;
