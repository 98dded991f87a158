// The answers of the order functions of supabase/schemas/32_client_space_orders.sql.

export type Reason = { value: string; label: string; needs_justification: boolean };

/** public.client_order_form(): what « Passer une commande » offers, and a reorder's pre-fill. */
export type OrderForm = {
  company_id: string;
  companies: Array<{ id: string; name: string | null }>;
  jobs: Array<{ id: string; name: string }>;
  sites: Array<{ id: string; company_id: string; label: string }>;
  reasons: Reason[];
  reorder: {
    contract_id: string;
    company_id: string;
    job_id: string | null;
    job_name: string | null;
    address_id: string | null;
    talent_id: string | null;
    talent_name: string | null;
    contract_reason: string | null;
  } | null;
};

export type PlacedOrder = { id: string; reference: string; status: string };

export type Profile = {
  id: string;
  first_name: string | null;
  initial: string | null;
  job_name: string | null;
  experience_years: number | null;
  experience_level: string | null;
  qualifications: string[];
  available: boolean;
  available_from: string | null;
  presented_at: string | null;
  answer: { accepted: boolean; reason: string | null; answered_at: string } | null;
  /** the agency no longer proposes it (refused on its side before any answer) */
  withdrawn: boolean;
};

/** public.client_order(id): an order of the client's companies and its presented profiles. */
export type OrderDetail = {
  id: string;
  reference: string;
  job_name: string | null;
  status: string;
  start_date: string | null;
  end_date: string | null;
  positions: number;
  working_hours: number | null;
  schedule: string | null;
  reason: string | null;
  company_name: string | null;
  site: string | null;
  created_at: string;
  requested_talent: string | null;
  answerable: boolean;
  profiles: Profile[];
};
