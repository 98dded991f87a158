// The demo accounts the seed creates (all with the same local password), as printed at start.
export const DEMO_PASSWORD = "renfort-demo";

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; description: string }> = [
  { email: "dev@renfort.test", description: "développeur, niveau 4" },
  { email: "direction@renfort.test", description: "consultant, niveau 4, direction" },
  { email: "manager@renfort.test", description: "consultant, niveau 2, manage consultant@ et independant@" },
  { email: "consultant@renfort.test", description: "consultant, niveau 1" },
  { email: "comptable@renfort.test", description: "comptabilité" },
  { email: "csm@renfort.test", description: "CSM" },
  { email: "csm-externe@renfort.test", description: "CSM externe" },
  { email: "marketing@renfort.test", description: "marketing" },
  { email: "admin-independants@renfort.test", description: "administration des indépendants" },
  { email: "independant@renfort.test", description: "consultant indépendant, workspace « Cabinet Martin », autonome" },
  { email: "partenaire@agence-partenaire.test", description: "consultant du workspace externe « Agence Partenaire »" },
  { email: "nouveau@renfort.test", description: "consultante, niveau 1, pas encore accueillie : ouvre /onboarding" },
  { email: "candidat@renfort.test", description: "se connecte mais n'est pas membre de l'équipe" },
  { email: "client@renfort.test", description: "contact client : espace /client, code de connexion par e-mail" },
  { email: "talent@renfort.test", description: "intérimaire : espace /talent, code de connexion par e-mail" },
];
