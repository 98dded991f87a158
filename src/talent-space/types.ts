// public.talent_space_home()'s answer (issue #50): the signed-in talent's missions, next 14 days,
// weeks, pay and documents, and their agency's contact.
import type { Agency } from "../portal/parts.tsx";

export type TalentHome = {
  talent: { id: string; first_name: string | null; last_name: string | null };
  agency: Agency;
  contracts: Array<{
    id: string;
    contract_key: string | null;
    status: string;
    start_date: string;
    end_date: string | null;
    job_name: string | null;
    company_name: string | null;
    site_address: string | null;
    hourly_rate: number | null;
    /** waiting for this talent's signature */
    to_sign?: boolean;
  }>;
  planning: Array<{ date: string; start_time: string | null; end_time: string | null; company_name: string | null }>;
  weeks: Array<{
    id: string;
    week_start: string;
    status: string;
    total_hours: number | null;
    company_name: string | null;
  }>;
  pay: Array<{ period_start: string; period_end: string | null; status: string; gross: number | null }>;
  documents: Array<{ id: string; type: string; name: string | null; expiry_date: string | null; status: string }>;
};
