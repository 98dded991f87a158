// The French texts the client and talent spaces share: signing in, signing out, the home's
// states and the agency's contact. Each space keeps its own sections' texts (texts.ts of
// src/client-space/ and src/talent-space/); no i18n module of the back office here.
import type { SignInProblem } from "./api.ts";

export const texts = {
  brand: "Renfort",
  main: "Contenu principal",
  loading: "Chargement…",
  signIn: {
    title: "Connexion",
    intro: "Saisissez l'adresse e-mail que votre agence connaît : vous y recevrez un code à 6 chiffres.",
    email: "Adresse e-mail",
    send: "Recevoir un code",
    sending: "Envoi en cours…",
    codeTitle: "Saisissez votre code",
    sent: (email: string) =>
      `Si l'adresse ${email} est connue de votre agence, un e-mail contenant un code à 6 chiffres vient d'y être envoyé.`,
    code: "Code à 6 chiffres",
    verify: "Me connecter",
    verifying: "Vérification…",
    resend: "Renvoyer le code",
    resent: "Un nouveau code a été envoyé, s'il existe un compte à cette adresse.",
    changeEmail: "Changer d'adresse e-mail",
    emailRequired: "Indiquez une adresse e-mail valide.",
    codeFormat: "Le code comporte 6 chiffres.",
  },
  problems: {
    email: "Cette adresse e-mail n'est pas valide. Vérifiez-la puis réessayez.",
    wait: "Un code vient d'être envoyé à cette adresse. Patientez une minute avant d'en demander un autre.",
    code: "Code incorrect ou expiré. Vérifiez les 6 chiffres reçus ou demandez un nouveau code.",
    tooMany: "Trop d'essais. Patientez quelques minutes avant de réessayer.",
    network: "Connexion impossible. Vérifiez votre connexion puis réessayez.",
    failed: "La connexion a échoué. Réessayez dans un instant.",
  } satisfies Record<SignInProblem, string>,
  signOut: "Se déconnecter",
  signingOut: "Déconnexion…",
  noAccess: {
    title: "Accès impossible",
    text: "Accès réservé aux clients et talents invités par l'agence",
  },
  failed: {
    title: "Chargement impossible",
    text: "Vos informations n'ont pas pu être chargées. Vérifiez votre connexion puis réessayez.",
  },
  retry: "Réessayer",
  /** the home shown from its last copy: "Hors ligne — données du 27/11/2026 à 08 h 05" */
  offline: (iso: string) => {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `Hors ligne — données du ${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} à ${pad(d.getHours())} h ${pad(d.getMinutes())}`;
  },
  hello: (firstName: string | null | undefined) => (firstName ? `Bonjour ${firstName}` : "Bonjour"),
  sections: "Sections de la page",
  agency: {
    title: "Votre agence",
    phone: "Téléphone",
    email: "E-mail",
    none: "Les coordonnées de votre agence ne sont pas renseignées.",
  },
  period: (from: string, to: string | null) => (to ? `Du ${from} au ${to}` : `À partir du ${from}`),
  weekOf: (date: string) => `Semaine du ${date}`,
  status: "Statut",
} as const;
