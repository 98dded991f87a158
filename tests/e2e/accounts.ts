// The demo accounts the seed creates (README), by what the tests need them for.
export const DEMO_PASSWORD = "renfort-demo";

export const ACCOUNTS = {
  developer: "dev@renfort.test",
  board: "direction@renfort.test",
  manager: "manager@renfort.test",
  consultant: "consultant@renfort.test",
  accounting: "comptable@renfort.test",
  csm: "csm@renfort.test",
  externalCsm: "csm-externe@renfort.test",
  marketing: "marketing@renfort.test",
  independentAdmin: "admin-independants@renfort.test",
  independent: "independant@renfort.test",
  partner: "partenaire@agence-partenaire.test",
  newcomer: "nouveau@renfort.test",
  candidate: "candidat@renfort.test",
} as const;

export type Account = keyof typeof ACCOUNTS;
