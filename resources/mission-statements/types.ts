import type { Tables } from "../../src/database.types.ts";
import type { Database } from "../../src/database.types.ts";

export type StatementRow = Tables<"mission_statement">;
export type StatementListRow = Pick<
  StatementRow,
  | "id"
  | "month"
  | "company_id"
  | "company_name"
  | "site_name"
  | "site_siret"
  | "line_count"
  | "anomaly_count"
  | "gross_total"
  | "status"
  | "sent_on"
>;
export type StatementLine = Tables<"mission_statement_line">;
/** A line of the export, with the NIR (public.mission_statement_export, logged). */
export type ExportLine = Database["public"]["Functions"]["mission_statement_export"]["Returns"][number];
export type StatementStatus = Database["public"]["Enums"]["mission_statement_status"];
