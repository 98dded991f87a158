// The shape of public.contract_document_data(p_contract_id): everything the contrat de mission
// and the contrat de mise à disposition print. Hand-written (an RPC's jsonb), kept to the columns
// the documents read; pure types, usable by the edge function, the browser and Node tests.

export type DocAddress = {
  street1: string | null;
  street2: string | null;
  postal_code: string | null;
  city: string | null;
  formatted: string | null;
} | null;

/** One term an amendment changes (contract.amendment_changes). */
export type DocChange = { field: string; old: unknown; new: unknown };

export type DocBonus = { type?: string; label?: string; amount?: number; unit?: string };

export type ContractDocumentData = {
  contract: {
    id: string;
    workspace_id: string;
    contract_key: string;
    amendment_number: number;
    contract_type: string;
    job_name: string | null;
    start_date: string;
    end_date: string | null;
    is_precise_term: boolean;
    minimum_duration_days: number | null;
    trial_period_days: number | null;
    hourly_wage: number | null;
    hourly_billing_rate: number | null;
    employee_status: string;
    qualification_level: string | null;
    working_days: number[];
    working_hours: number;
    schedule: string | null;
    contract_reason: string | null;
    contract_reason_justification: string | null;
    /** a replacement's person replaced and her qualification (L1251-43, 1°) */
    replaced_employee?: string | null;
    replaced_employee_qualification?: string | null;
    meal_type: string;
    meal_card_value: number | null;
    is_risky_position: boolean;
    risks_description: string | null;
    reinforced_safety_training: boolean;
    medical_surveillance: string;
    /** [{type, amount, unit, label?}]; null before contracts held their bonuses */
    bonuses?: DocBonus[] | null;
    /** 0 = initial terms, +1 per signed amendment */
    version?: number;
    /** on an amendment: the terms it changes */
    amendment_changes?: DocChange[] | null;
  };
  reason_label: string | null;
  employee_status_label: string | null;
  medical_surveillance_label: string | null;
  ppe_by_agency_labels: string[];
  ppe_by_client_labels: string[];
  job_risk_labels: string[];
  talent: {
    first_name: string;
    last_name: string;
    email: string | null;
    civility: string | null;
    address: DocAddress;
  } | null;
  company: { name: string; siren: string | null; legal_form: string | null; address: DocAddress } | null;
  workplace: DocAddress;
  mission: { bonuses: DocBonus[] | null; reference_hourly_wage: number | null; job_name: string | null } | null;
  workspace: { name: string };
  identity: {
    legal_name: string;
    legal_form: string | null;
    street: string | null;
    postal_code: string | null;
    city: string | null;
    siret: string | null;
    naf_code: string | null;
    activity_declaration: string | null;
    financial_guarantor: string | null;
    pension_body: string | null;
    prevoyance_body: string | null;
    occupational_health_service: string | null;
    signatory_name: string | null;
    signatory_title: string | null;
  } | null;
  smic: number | null;
  /** the client's night, Sunday and holiday majorations and their source (public.company_majorations) */
  majorations?: Array<{ label: string; pct: number; source: string | null }>;
  /** private.contract_flexibility_days: public holidays excluded */
  flexibility_days: number | null;
};

/** Which copy: the talent's contrat de mission, or the client's contrat de mise à disposition. */
export type ContractCopy = "mission" | "mad";

/** One titled block of a document: its paragraphs, in order. */
export type DocSection = { title: string; lines: string[] };

export type ContractDocument = {
  title: string;
  subtitle: string;
  parties: DocSection;
  sections: DocSection[];
  footer: string;
  /** false: a document the employer alone delivers (a certificat de travail), no parties' signatures */
  signatures?: boolean;
};

/** One signature's evidence, printed on the page appended to the signed PDF. */
export type SignatureEvidence = {
  party: "talent" | "client";
  signer_name: string;
  signer_email: string;
  signed_at: string;
  ip: string | null;
  user_agent: string | null;
  channel: string;
  document_sha256: string;
  signature_image: string;
  consent_text: string;
};
