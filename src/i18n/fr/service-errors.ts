// French texts for the storage and auth services' own (English) error messages.
export const serviceErrors = {
  storage: {
    notFound: "Ce fichier est introuvable : il a peut-être été supprimé.",
    bucketNotFound: "Cet espace de stockage est introuvable.",
    mimeType: "Ce type de fichier ({{mime}}) n'est pas accepté ici.",
    tooLarge: "Ce fichier dépasse la taille maximale autorisée.",
    alreadyExists: "Un fichier du même nom existe déjà.",
    signature: "Ce lien de fichier n'est plus valable : rouvrez le document.",
    accessDenied: "Vous n'avez pas accès à ce fichier.",
    invalidKey: "Le nom de ce fichier n'est pas accepté.",
    generic: "L'opération sur le fichier a échoué. Réessayez dans un instant.",
  },
  auth: {
    userExists: "Un compte existe déjà pour cette adresse e-mail.",
    invalidEmail: "Adresse e-mail invalide.",
    linkExpired: "Ce lien est invalide ou a expiré. Demandez-en un nouveau.",
    notAuthorized: "Vous n'avez pas les droits nécessaires pour cette action.",
  },
} as const;
