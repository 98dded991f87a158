// Row shapes of the contact screens, column for column from 20260102000400_companies.sql,
// until src/database.types.ts is generated (then Tables<"contact">).
export type ContactRow = {
  id: string;
  civility: "mr" | "mrs" | "entity" | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  job_title: string | null;
  status: "active" | "left_company" | "archived";
  company_id: string;
  company: { id: string; name: string } | null;
  created_at: string;
};
