// The demo workspaces and accounts (all with the password `renfort-demo`), with fixed ids so
// that tests and the README can refer to them.
import type { Database } from "../../src/database.types.ts";

type AppRole = Database["public"]["Enums"]["app_role"];

export const DEMO_PASSWORD = "renfort-demo";

export const WORKSPACES = {
  renfort: {
    id: "0e000000-0000-4000-8000-000000000001",
    name: "Renfort",
    type: "internal",
    is_renfort_workspace: true,
    is_independent_workspace: false,
  },
  cabinetMartin: {
    id: "0e000000-0000-4000-8000-000000000002",
    name: "Cabinet Martin",
    type: "internal",
    is_renfort_workspace: false,
    is_independent_workspace: true,
  },
  partner: {
    id: "0e000000-0000-4000-8000-000000000003",
    name: "Agence Partenaire",
    type: "external",
    is_renfort_workspace: false,
    is_independent_workspace: false,
  },
} as const;

export type WorkspaceKey = keyof typeof WORKSPACES;

export type DemoAccount = {
  key: string;
  email: string;
  userId: string;
  teamMemberId: string | null;
  firstName: string;
  lastName: string;
  roles: AppRole[];
  managementLevel: number;
  workspace: WorkspaceKey | null;
  memberships: WorkspaceKey[];
  managerKey?: string;
  isIndependent?: boolean;
  isAutonomous?: boolean;
  jobTitle?: string;
  summary: string;
};

const user = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const member = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: "dev",
    email: "dev@renfort.test",
    userId: user(1),
    teamMemberId: member(1),
    firstName: "Hugo",
    lastName: "Lefebvre",
    roles: ["team_member_developer"],
    managementLevel: 4,
    workspace: "renfort",
    memberships: ["renfort", "cabinetMartin"],
    jobTitle: "Développeur",
    summary: "Développeur, niveau 4 : tout, transitions forcées avec commentaire ; seul à gérer le rôle développeur",
  },
  {
    key: "direction",
    email: "direction@renfort.test",
    userId: user(2),
    teamMemberId: member(2),
    firstName: "Claire",
    lastName: "Dubois",
    roles: ["consultant_team_member"],
    managementLevel: 4,
    workspace: "renfort",
    memberships: ["renfort"],
    jobTitle: "Directrice d'agence",
    summary:
      "Consultante niveau 4, board manager : droits consultant, gère niveaux, rôles et membres (country manager)",
  },
  {
    key: "manager",
    email: "manager@renfort.test",
    userId: user(3),
    teamMemberId: member(3),
    firstName: "Julien",
    lastName: "Moreau",
    roles: ["consultant_team_member"],
    managementLevel: 2,
    workspace: "renfort",
    memberships: ["renfort", "cabinetMartin"],
    managerKey: "direction",
    jobTitle: "Manager d'équipe",
    summary:
      "Consultant niveau 2, manager de consultant@ et independant@ : valide leurs contrats, règle leur autonomie",
  },
  {
    key: "consultant",
    email: "consultant@renfort.test",
    userId: user(4),
    teamMemberId: member(4),
    firstName: "Sarah",
    lastName: "Benali",
    roles: ["consultant_team_member"],
    managementLevel: 1,
    workspace: "renfort",
    memberships: ["renfort"],
    managerKey: "manager",
    jobTitle: "Chargée de recrutement",
    summary:
      "Consultante niveau 1, non autonome : talents, missions, candidatures, brouillons de contrats (validation du manager)",
  },
  {
    key: "comptable",
    email: "comptable@renfort.test",
    userId: user(5),
    teamMemberId: member(5),
    firstName: "Nadia",
    lastName: "Haddad",
    roles: ["accounting_team_member"],
    managementLevel: 1,
    workspace: "renfort",
    memberships: ["renfort", "cabinetMartin"],
    jobTitle: "Comptable",
    summary:
      "Comptabilité : paie, acomptes, factures, validation des contrats et dérogations de coefficient, paramètres légaux",
  },
  {
    key: "csm",
    email: "csm@renfort.test",
    userId: user(6),
    teamMemberId: member(6),
    firstName: "Thomas",
    lastName: "Girard",
    roles: ["csm_team_member"],
    managementLevel: 1,
    workspace: "renfort",
    memberships: ["renfort"],
    jobTitle: "Chargé de clientèle",
    summary: "CSM : relation client, revue et validation des contrats, relevés d'heures, documents, notes de service",
  },
  {
    key: "csmExterne",
    email: "csm-externe@renfort.test",
    userId: user(7),
    teamMemberId: member(7),
    firstName: "Camille",
    lastName: "Roux",
    roles: ["external_csm_team_member"],
    managementLevel: 1,
    workspace: "renfort",
    memberships: ["renfort"],
    jobTitle: "CSM externe",
    summary:
      "CSM externe : prépare, relance et revoit ; ne voit ni coefficients, ni paie, ni NIR/IBAN, ni données médicales",
  },
  {
    key: "marketing",
    email: "marketing@renfort.test",
    userId: user(8),
    teamMemberId: member(8),
    firstName: "Léa",
    lastName: "Fournier",
    roles: ["team_member_marketing"],
    managementLevel: 1,
    workspace: "renfort",
    memberships: ["renfort"],
    jobTitle: "Chargée de marketing",
    summary: "Marketing : annonces, viviers, push ; jamais NIR, IBAN, données médicales, paie ni contrats",
  },
  {
    key: "adminIndependants",
    email: "admin-independants@renfort.test",
    userId: user(9),
    teamMemberId: member(9),
    firstName: "Romain",
    lastName: "Mercier",
    roles: ["team_member_independent_administrator"],
    managementLevel: 1,
    workspace: "renfort",
    memberships: ["renfort", "cabinetMartin"],
    jobTitle: "Administrateur des indépendants",
    summary:
      "Administrateur des indépendants : dossiers, documents et contrats des indépendants (Renfort et Cabinet Martin)",
  },
  {
    key: "independant",
    email: "independant@renfort.test",
    userId: user(10),
    teamMemberId: member(10),
    firstName: "Nicolas",
    lastName: "Martin",
    roles: ["consultant_team_member"],
    managementLevel: 1,
    workspace: "cabinetMartin",
    memberships: ["cabinetMartin"],
    managerKey: "manager",
    isIndependent: true,
    isAutonomous: true,
    jobTitle: "Consultant indépendant",
    summary: "Consultant indépendant, autonome, dans son workspace « Cabinet Martin » : ne voit que ses données",
  },
  {
    key: "partenaire",
    email: "partenaire@agence-partenaire.test",
    userId: user(11),
    teamMemberId: member(11),
    firstName: "Karim",
    lastName: "Diallo",
    roles: ["consultant_team_member"],
    managementLevel: 1,
    workspace: "partner",
    memberships: ["partner"],
    jobTitle: "Consultant",
    summary: "Consultant du workspace externe « Agence Partenaire » : données séparées de celles de Renfort",
  },
  {
    key: "candidat",
    email: "candidat@renfort.test",
    userId: user(12),
    teamMemberId: null,
    firstName: "Kévin",
    lastName: "Petit",
    roles: [],
    managementLevel: 1,
    workspace: null,
    memberships: [],
    summary: "Se connecte mais n'est pas membre d'une équipe : ne voit rien",
  },
];

/**
 * A consultant who has not been through /onboarding yet, so that the page can be seen. Kept out
 * of DEMO_ACCOUNTS (whose members the generator draws from): the rest of the data stays the same.
 */
export const ONBOARDING_ACCOUNT: DemoAccount = {
  key: "nouveau",
  email: "nouveau@renfort.test",
  userId: user(13),
  teamMemberId: member(13),
  firstName: "Lucie",
  lastName: "Garnier",
  roles: ["consultant_team_member"],
  managementLevel: 1,
  workspace: "renfort",
  memberships: ["renfort"],
  jobTitle: "Chargée de recrutement",
  summary: "Consultante niveau 1 arrivée aujourd'hui : pas encore passée par /onboarding",
};

/** Every account that can sign in. */
export const LOGIN_ACCOUNTS: DemoAccount[] = [...DEMO_ACCOUNTS, ONBOARDING_ACCOUNT];

/** Team members without a login (invited, never signed in), owners of part of the data. */
export const EXTRA_CONSULTANTS = [
  { id: member(21), email: "mehdi.haddad@renfort.test", firstName: "Mehdi", lastName: "Haddad", managerKey: "manager" },
  {
    id: member(22),
    email: "julie.bernard@renfort.test",
    firstName: "Julie",
    lastName: "Bernard",
    managerKey: "direction",
  },
  {
    id: member(23),
    email: "anthony.garcia@renfort.test",
    firstName: "Anthony",
    lastName: "Garcia",
    managerKey: "direction",
  },
  { id: member(24), email: "ines.traore@renfort.test", firstName: "Inès", lastName: "Traoré", managerKey: "manager" },
] as const;

export const accountByKey = (key: string): DemoAccount => {
  const a = DEMO_ACCOUNTS.find((x) => x.key === key);
  if (!a) throw new Error(`compte de démonstration inconnu : ${key}`);
  return a;
};

/**
 * The two named space accounts (issue #50): a client contact and a talent of Renfort, who sign in
 * on /client and /talent with a code mailed to them (the local outbox: /_dev/mail), or with the
 * demo password. Kept out of LOGIN_ACCOUNTS: they are not team members. The seed gives these
 * addresses to the signatory of Renfort's busiest client and to the talent with the most
 * contracts (supabase/seed/portal.ts); every other contact with a role and talent with a contract
 * gets an access too, without a password.
 */
export const PORTAL_ACCOUNTS = {
  client: {
    key: "client",
    email: "client@renfort.test",
    userId: user(31),
    summary: "Contact signataire d'un client de Renfort : espace client /client (code par e-mail)",
  },
  talent: {
    key: "talent",
    email: "talent@renfort.test",
    userId: user(32),
    summary: "Intérimaire de Renfort avec des contrats : espace talent /talent (code par e-mail)",
  },
} as const;

/** A token that signs one pending demo timesheet week from /customer/timesheets/signature. */
export const DEMO_SIGNATURE_TOKEN = "renfort-demo-signature-token-0000000000000001";
