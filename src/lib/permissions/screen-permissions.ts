// Screens that are not a table (search, tools, settings, developer pages): who may open them,
// from docs/rules/roles.md#roles and the rules of each screen, in the matrix's role abbreviations.
export const SCREEN_PERMISSIONS = {
  action_center: "ALL",
  organigram: "ALL",
  planning: "CONS CSM XCSM DEV",
  super_search: "CONS CSM XCSM MKT DEV",
  deep_research: "CONS CSM DEV",
  push_marketing: "CONS MKT DEV",
  substitute_bench: "CONS CSM XCSM DEV",
  calculator: "ACC CONS CSM XCSM MKT DEV",
  invoice_simulator: "ACC CONS CSM XCSM DEV",
  convert: "ACC CONS CSM XCSM MKT DEV",
  settings: "ALL",
  calendar_connection: "ALL",
  user_admin: "DEV",
  playground: "DEV",
} as const satisfies Record<string, string>;
