// The « Accès à l'espace » card of a contact and of a talent (supabase/schemas/31_portal.sql,
// function portal-access), mounted at `resources.portalAccess`.
export const portalAccessFr = {
  title: {
    client: "Accès à l'espace client",
    talent: "Accès à l'espace talent",
  },
  intro: {
    client:
      "Le contact se connecte sur l'espace client avec un code reçu par e-mail : commandes, contrats à signer, relevés d'heures à valider et factures de son entreprise, rien d'autre.",
    talent:
      "Le talent se connecte sur l'espace talent avec un code reçu par e-mail : ses contrats, son planning, ses relevés d'heures, ses paies et ses documents, rien d'autre.",
  },
  state: {
    none: "Pas d'accès",
    invited: "Invité le {{date}}",
    seen: "Dernière visite le {{date}}",
    revoked: "Révoqué le {{date}}",
  },
  email: "Adresse de connexion : {{email}}",
  lastSent: "Dernier e-mail envoyé le {{date}}",
  invite: "Inviter",
  resend: "Renvoyer l'invitation",
  revoke: "Révoquer",
  revokeConfirm: "Révoquer cet accès ? La personne est déconnectée aussitôt et ne voit plus rien de l'espace.",
  revokeOk: "Révoquer l'accès",
  cancel: "Annuler",
  invited: "Invitation envoyée à {{email}}",
  codeSent: "Un lien et un code de connexion ont été envoyés à {{email}}",
  revoked: "Accès révoqué : la personne est déconnectée",
  error: "L'accès à l'espace n'a pas pu être lu.",
};
