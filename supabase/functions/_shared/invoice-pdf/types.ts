// The document an invoice or a credit note is rendered from (the JSON of the database's
// client_invoice_document). Amounts are in euros, HT unless named otherwise, and positive in a credit
// note too: its kind (type code 381) says that it credits. Dates are ISO days (YYYY-MM-DD).

export type InvoiceParty = {
  name: string;
  legalForm?: string | null;
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country: string /* ISO 3166-1 alpha-2, "FR" */;
  siren?: string | null;
  siret?: string | null;
  vatNumber?: string | null;
};

export type InvoiceLine = {
  position: number;
  label: string;
  detail?: string | null /* e.g. "Semaine 45 — Jean Dupont — contrat C-2026-0042" */;
  quantity: number;
  unit: "HUR" | "C62" /* hours | unit (UN/ECE rec 20) */;
  unitPriceHt: number;
  vatRate: number /* 20 */;
  amountHt: number;
};

export type InvoiceDocument = {
  kind: "invoice" | "credit_note";
  number: string;
  issueDate: string /* YYYY-MM-DD */;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  currency: "EUR";
  seller: InvoiceParty & {
    activityDeclaration?: string | null;
    financialGuarantor?: string | null;
    email?: string | null;
  };
  buyer: InvoiceParty;
  deliveryAddress?: {
    street?: string | null;
    postalCode?: string | null;
    city?: string | null;
    country: string;
  } | null; // worksite when it differs
  poNumber?: string | null;
  creditedInvoice?: { number: string; issueDate: string } | null;
  lines: InvoiceLine[];
  totals: { ht: number; vat: { rate: number; base: number; amount: number }[]; tva: number; ttc: number };
  paymentTerms: string; // e.g. "30 jours nets"
  latePenaltyRate: string; // e.g. "3 fois le taux d'intérêt légal"
  recoveryIndemnity: number; // 40 (D441-5 C. com.)
  vatOnDebits: boolean; // « Option pour le paiement de la taxe d'après les débits » when true
  notes?: string[];
};
