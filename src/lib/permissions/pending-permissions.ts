// Tables the spec names whose migrations are not written yet (the request workflows,
// referentials, commercial conditions…), in the database matrix's format. Each row moves to
// the SQL matrix with its table; matrix-sync.test.ts fails while a resource sits in both.
import type { MatrixRow } from "./table-permissions.ts";

const request = (resource: string, create: string, update: string): MatrixRow[] => [
  [resource, "select", "ACC CONS CSM XCSM DEV", ""],
  [resource, "insert", create, ""],
  [resource, "update", update, ""],
  [resource, "delete", "DEV", ""],
];

/** From domain.md: who creates each request and who moves it along. */
export const PENDING_PERMISSIONS = [
  ...request("qualification_training_request", "CONS CSM XCSM DEV", "CSM XCSM ACC DEV"),
  ...request("medical_checkup_request", "CONS CSM XCSM DEV", "CSM XCSM DEV"),
  ...request("professional_card_request", "CONS CSM XCSM DEV", "CSM XCSM ACC DEV"),
  ...request("ppe_request", "CONS CSM XCSM DEV", "CSM XCSM DEV"),
  ...request("meal_card_request", "CONS XCSM DEV", "CSM ACC DEV"),
  ...request("expense_claim_request", "CONS XCSM DEV", "CSM ACC DEV"),
  ...request("advance_payment_request", "CONS XCSM DEV", "CSM ACC DEV"),
  ...request("work_accident_request", "CONS CSM XCSM DEV", "CSM XCSM ACC DEV"),
  ...request("definitive_end_request", "CONS CSM XCSM DEV", "CSM ACC DEV"),
  ["company_insurance_request", "select", "ACC CONS CSM DEV", ""],
  ["company_insurance_request", "insert", "CONS CSM DEV", ""],
  ["company_insurance_request", "update", "ACC DEV", ""],
  ["independent_payment_request", "select", "ACC CONS DEV IND", ""],
  ["independent_payment_request", "insert", "CONS DEV IND", ""],
  ["independent_payment_request", "update", "ACC DEV IND", ""],
  ["recruitment_office_invoice_request", "select", "ACC CONS CSM DEV", ""],
  ["recruitment_office_invoice_request", "insert", "CONS DEV", ""],
  ["recruitment_office_invoice_request", "update", "ACC CSM DEV", ""],
  ["commercial_condition", "select", "ACC CONS CSM DEV", ""],
  ["commercial_condition", "insert", "CONS CSM DEV", ""],
  ["commercial_condition", "update", "ACC CONS CSM DEV", ""],
  ["cooptation", "select", "ACC CONS CSM XCSM MKT DEV", ""],
  ["cooptation", "insert", "CONS XCSM MKT DEV", ""],
  ["cooptation", "update", "ACC CONS CSM DEV", ""],
  ["reference_check", "select", "CONS CSM XCSM DEV", ""],
  ["reference_check", "insert", "CONS XCSM DEV", ""],
  ["reference_check", "update", "CONS XCSM DEV", ""],
  ["qualification_center", "select", "ALL", ""],
  ["qualification_center", "insert", "CSM DEV", ""],
  ["qualification_center", "update", "ACC CSM DEV", ""],
  ["medical_center", "select", "ALL", ""],
  ["medical_center", "insert", "CSM DEV", ""],
  ["medical_center", "update", "CSM DEV", ""],
] as const satisfies readonly MatrixRow[];
