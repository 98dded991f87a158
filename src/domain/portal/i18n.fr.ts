// The « Accès à l'espace » card of a contact and of a talent (supabase/schemas/31_portal.sql,
// function portal-access), mounted at `resources.portalAccess`.
export const portalAccessFr = {
  column: "Espace client",
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

// The « Espace client » card of a company's page (public.company_portal_summary), mounted at
// `resources.portalSpace`.
export const portalSpaceFr = {
  title: "Espace client",
  intro:
    "Les contacts de l'entreprise qui ont accès à l'espace client, leur dernière visite, et ce qui attend le client dans son espace.",
  pendingTitle: "En attente du client",
  pending: {
    contracts: "Contrats à signer : {{count}}",
    weeks: "Relevés à valider : {{count}}",
    conditions: "Conditions à signer : {{count}}",
    invoices: "Factures non payées : {{count}}",
  },
  overdue: "Dont en retard : {{count}}",
  leftToPay: "Reste à payer : {{amount}}",
  contactsTitle: "Contacts avec un accès",
  noContact: "Aucun contact n'a d'accès en vigueur : invitez-en un depuis sa fiche (« Accès à l'espace client »).",
  lastSeen: "Dernière visite le {{date}}",
  neverSeen: "Invité le {{date}}, jamais venu",
  error: "L'espace client de l'entreprise n'a pas pu être lu.",
};
