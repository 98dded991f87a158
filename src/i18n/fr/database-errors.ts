// French texts for the database's own (English) errors that no constraint's message covers:
// the shapes of the messages built from a field's name (the per-constraint catalog is in
// ./constraints/, loaded on the first error), then one message per SQLSTATE. Messages the
// database raises in French are shown unchanged.
export const databaseErrors = {
  constraint: {
    primaryKey: "Cet enregistrement existe déjà (« Identifiant » déjà utilisé).",
    foreignKeyInsert: "« {{field}} » introuvable : la valeur choisie n'existe pas ou ne vous est pas accessible.",
    foreignKeyDelete: "Suppression impossible : d'autres données dépendent de cet enregistrement (« {{dependents}} »).",
    notNull: "Le champ « {{field}} » est obligatoire.",
  },
  code: {
    "23505": "Cette valeur existe déjà.",
    "23503insert": "Cet enregistrement fait référence à une donnée introuvable.",
    "23503delete": "Suppression impossible : d'autres données dépendent de cet enregistrement.",
    "23502": "Un champ obligatoire n'est pas rempli.",
    "23514": "Une valeur saisie ne respecte pas les règles attendues : vérifiez le formulaire.",
    "23P01": "Cette saisie chevauche un enregistrement existant.",
    "42501": "Vous n'avez pas les droits nécessaires pour cette action.",
    "22001": "Une valeur est trop longue.",
    "22P02": "Une valeur n'a pas le format attendu.",
    "22007": "Une date n'a pas le format attendu.",
    "22008": "Une date est hors des limites permises.",
    "22003": "Un nombre est hors des limites permises.",
  },
} as const;
