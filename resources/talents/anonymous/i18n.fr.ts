// The talent's anonymous bio and resume tabs (/talents/:id/anonymous-bio, /anonymous-resume,
// docs/rules/talents-documents.md#anonymous-documents). Mounted at `resources.anonymousDocuments`.
export const anonymousDocumentsFr = {
  bio: {
    title: "Bio anonyme",
    intro:
      "Un paragraphe de présentation et le résumé du profil, sur une page, sans nom, coordonnées, photo, âge ni adresse : ce que l'agence peut envoyer à un client.",
  },
  resume: {
    title: "CV anonyme",
    intro:
      "Le CV d'une page : métiers, expérience, qualifications et cartes avec leur validité, langues, disponibilité et département, avec le paragraphe de présentation ; jamais le nom, les coordonnées, la photo, l'âge ni l'adresse.",
  },
  prepare: "Préparer le document",
  paragraph: "Paragraphe de présentation",
  paragraphHelp:
    "Proposé à partir des métiers, qualifications et disponibilités du talent : relisez-le et corrigez-le avant de générer le document, il sera figé avec lui.",
  restore: "Reprendre la proposition",
  generate: "Générer le document",
  generated: "Le document anonyme est généré.",
  included: "Ce que contiendra le document",
  reference: "Référence",
  department: "Département",
  current: "Document en vigueur",
  none: "Aucun document n'a encore été généré.",
  preview: "Aperçu",
  hidePreview: "Masquer l'aperçu",
  download: "Télécharger",
  frameTitle: "Aperçu du document anonyme",
  history: "Versions figées",
  createdAt: "Date",
  author: "Auteur",
  excerpt: "Paragraphe",
  document: "Document",
  proposalError: "La proposition n'a pas pu être préparée : écrivez le paragraphe vous-même.",
  anonymized: "Ce talent est anonymisé : aucun document anonyme ne peut plus être produit.",
  readOnly: "Vos droits permettent de consulter les documents anonymes, pas d'en générer.",
  bioRequired: "Le paragraphe de présentation est obligatoire.",
  bioTooLong: "Le paragraphe compte au plus 2 000 caractères.",
  bioLeak: "Le paragraphe nomme le talent ou donne ses coordonnées : retirez-les.",
};
