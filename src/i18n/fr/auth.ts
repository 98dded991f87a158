// Sign-in, recovery, confirmation and onboarding texts, and the French sign-in errors.
export const auth = {
  login: {
    title: "Connexion",
    subtitle: "Connectez-vous à votre espace Renfort.",
    email: "Adresse e-mail",
    password: "Mot de passe",
    submit: "Se connecter",
    forgot: "Mot de passe oublié ?",
    emailRequired: "Saisissez votre adresse e-mail.",
    emailInvalid: "Adresse e-mail invalide.",
    passwordRequired: "Saisissez votre mot de passe.",
  },
  forgot: {
    title: "Mot de passe oublié",
    subtitle: "Recevez un lien pour choisir un nouveau mot de passe.",
    submit: "Envoyer le lien",
    sent: "Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de partir.",
    backToLogin: "Retour à la connexion",
  },
  recovery: {
    title: "Nouveau mot de passe",
    subtitle: "Choisissez le mot de passe de votre compte.",
    password: "Nouveau mot de passe",
    confirm: "Confirmation du mot de passe",
    submit: "Enregistrer le mot de passe",
    mismatch: "Les deux mots de passe ne correspondent pas.",
    tooShort: "Le mot de passe doit contenir au moins 10 caractères.",
    done: "Votre mot de passe a été mis à jour.",
    noSession: "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.",
  },
  invitation: {
    title: "Bienvenue sur Renfort",
    subtitle: "Choisissez le mot de passe de votre compte pour rejoindre votre équipe.",
    noSession: "Ce lien d'invitation est invalide ou a expiré. Demandez une nouvelle invitation.",
  },
  confirmation: {
    pending: "Confirmation de votre adresse e-mail…",
    done: "Votre adresse e-mail est confirmée.",
    failed: "Ce lien de confirmation est invalide ou a expiré.",
    continue: "Continuer",
  },
  callback: {
    pending: "Connexion en cours…",
    failed: "La connexion a échoué : le lien est invalide ou a expiré.",
  },
  defaultPage: {
    description: "Vous êtes authentifié. Vous pouvez poursuivre vers le back office.",
    continue: "Accéder au back office",
  },
  logout: {
    pending: "Déconnexion…",
  },
  errors: {
    invalidCredentials: "E-mail ou mot de passe incorrect.",
    emailNotConfirmed: "Votre adresse e-mail n'est pas encore confirmée : ouvrez le lien reçu par e-mail.",
    network: "Le serveur d'authentification est injoignable. Vérifiez votre connexion puis réessayez.",
    rateLimited: "Trop de tentatives. Patientez quelques instants avant de réessayer.",
    weakPassword: "Ce mot de passe est trop court : choisissez-en un d'au moins 10 caractères.",
    commonPassword:
      "Ce mot de passe est trop courant ou trop facile à deviner : choisissez-en un autre, plus long ou moins prévisible.",
    signupDisabled: "Les inscriptions sont fermées : demandez une invitation à un responsable de votre workspace.",
    emailRateLimited:
      "Un e-mail vient déjà d'être envoyé à cette adresse. Patientez une minute avant d'en demander un autre.",
    samePassword: "Le nouveau mot de passe doit être différent de l'ancien.",
    sessionExpired: "Votre session a expiré : reconnectez-vous.",
    generic: "La connexion a échoué. Réessayez dans un instant.",
  },
  onboarding: {
    title: "Bienvenue sur Renfort",
    subtitle: "Complétez votre profil avant de commencer.",
    firstName: "Prénom",
    lastName: "Nom",
    phone: "Téléphone",
    submit: "Commencer",
    done: "Votre profil est complété.",
  },
} as const;
