// The answers of the client space's document functions (supabase/schemas/33_client_space_documents.sql):
// public.client_space_documents() (what waits for the contact's signature), public.client_space_news()
// (the home's « À faire » and « Nouveautés ») and public.client_space_signing_link().

export type Documents = {
  contracts: Array<{
    id: string;
    contract_key: string | null;
    is_amendment: boolean;
    amendment_number: number | null;
    talent_name: string | null;
    job_name: string | null;
    start_date: string;
    end_date: string | null;
    status: string;
  }>;
  weeks: Array<{
    id: string;
    week_start: string;
    contract_key: string | null;
    talent_name: string | null;
    total_hours: number | null;
    status: string;
    expires_at: string | null;
  }>;
  conditions: Array<{
    id: string;
    version: number;
    valid_from: string;
    valid_to: string | null;
    status: string;
    sent_at: string | null;
    signed_at: string | null;
    to_sign: boolean;
  }>;
  roles: string[];
};

export type NewsKind =
  | "contract_to_sign"
  | "week_to_approve"
  | "condition_to_sign"
  | "invoice_overdue"
  | "invoice_due"
  | "invoice_issued"
  | "credit_note_issued"
  | "week_signed"
  | "week_disputed"
  | "contract_signed"
  | "condition_signed";

export type NewsItem = {
  kind: NewsKind;
  id: string;
  /** the screen of the item, below /client ("/documents", "/invoices/<id>", "/") */
  path: string;
  talent_name?: string | null;
  reference?: string | null;
  date?: string | null;
  amount?: number | null;
};

export type News = { todo: NewsItem[]; news: NewsItem[] };

/** What can be signed from the space (p_kind of client_space_signing_link). */
export type SignKind = "contract" | "commercial_condition" | "timesheet_week";

export type SigningLink = { path: string; expires_at: string | null };
