// public.client_space_home()'s answer (issue #50): the signed-in contact's company, its orders,
// contracts (to_sign: waiting for this contact's signature), weeks (to_approve: waiting for
// this contact's approval) and invoices, and the agency's contact. Each row names its company:
// a decision maker of a group's head company sees the whole group's.
import type { Agency } from "../portal/parts.tsx";

export type ClientHome = {
  contact: { id: string; first_name: string | null; last_name: string | null };
  company: { id: string; name: string | null };
  agency: Agency;
  orders: Array<{
    id: string;
    reference: string | null;
    job_name: string | null;
    start_date: string | null;
    end_date: string | null;
    status: string;
    company_name?: string | null;
  }>;
  contracts: Array<{
    id: string;
    contract_key: string | null;
    talent_name: string | null;
    job_name: string | null;
    start_date: string;
    end_date: string | null;
    status: string;
    to_sign: boolean;
    company_name?: string | null;
  }>;
  weeks: Array<{
    id: string;
    week_start: string;
    talent_name: string | null;
    total_hours: number | null;
    status: string;
    to_approve: boolean;
    company_name?: string | null;
  }>;
  invoices: Array<{
    id: string;
    number: string | null;
    issued_at: string | null;
    due_date: string | null;
    total_ttc: number | null;
    left_to_pay: number | null;
    status: string;
    platform_status: string | null;
    has_pdf: boolean;
    company_name?: string | null;
    /** « invoice » or « credit_note » (and the invoice a credit note corrects) */
    kind?: "invoice" | "credit_note";
    credited_number?: string | null;
  }>;
};
