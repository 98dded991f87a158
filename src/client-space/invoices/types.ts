// public.client_space_invoice()'s answer (supabase/schemas/33_client_space_documents.sql): an
// issued invoice or credit note of the contact's company as its PDF shows it.
export type Invoice = {
  id: string;
  kind: "invoice" | "credit_note";
  number: string;
  issued_at: string;
  due_date: string | null;
  period_start: string;
  period_end: string;
  label: string | null;
  po_number: string | null;
  total_ht: number;
  total_tva: number;
  total_ttc: number;
  paid_amount: number;
  credited_amount: number;
  left_to_pay: number;
  status: string;
  platform_status: string | null;
  platform_status_at: string | null;
  has_pdf: boolean;
  credit_reason: string | null;
  /** « Refuser la facture » is offered (private.client_invoice_refusable) */
  can_refuse: boolean;
  lines: Array<{
    id: string;
    label: string;
    detail: string | null;
    category: string;
    quantity: number;
    unit_price: number;
    vat_rate: number;
    amount_ht: number;
  }>;
  payments: Array<{ id: string; paid_on: string; amount: number; mode: string }>;
  credit_notes: Array<{
    id: string;
    number: string;
    issued_at: string;
    total_ttc: number;
    status: string;
    has_pdf: boolean;
  }>;
  credited_invoice: { id: string; number: string } | null;
};
