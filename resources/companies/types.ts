// Row shapes of the company screens, column for column from 20260102000400_companies.sql,
// until src/database.types.ts is generated (then Tables<"company">).
import type { CompanyStatus } from "./constants.ts";

export type CompanyRow = {
  id: string;
  name: string;
  siren: string | null;
  vat_number: string | null;
  status: CompanyStatus;
  naf_code: string | null;
  naf_code_label: string | null;
  legal_form: string | null;
  phone_number: string | null;
  website: string | null;
  billing_email: string | null;
  formatted_address: string | null;
  payment_terms_days: number;
  company_group_id: string | null;
  company_group: { id: string; name: string } | null;
  created_at: string;
};

export type AgencyRow = { id: string; name: string; siret: string | null; is_head_office: boolean; status: "active" | "inactive" | "closed" };
export type MissionRow = { id: string; reference: string; job_name: string; status: string; start_date: string | null };
