// What the anonymous documents are made from (docs/rules/talents-documents.md#anonymous-documents).
// The sources are the rows as the function reads them, identifying columns included when a read
// returns them: the builder (profile.ts) keeps only what cannot identify the talent, so that what
// reaches the PDF is decided in one place and tested there (render.test.ts).

export type AnonymousDocumentKind = "bio" | "resume";

export type AddressSource = {
  postal_code: string | null;
  country_code?: string | null;
  department_code?: string | null;
  department_name?: string | null;
};

/** The talent row; other columns (name, e-mail, birth date…) may be present and are never read. */
export type TalentSource = {
  id: string;
  experience_level: string | null;
  availability_status: string;
  available_from: string | null;
  languages: readonly string[];
  driving_licenses: readonly string[];
  has_vehicle: boolean | null;
  mobility_radius_km: number | null;
  construction_types: readonly string[];
  address: AddressSource | null;
};

export type JobSource = {
  is_main: boolean;
  experience_years: number | null;
  job: { name: string; sector: { name: string } | null } | null;
};

/** A document of the talent (only the qualification and card types are kept). */
export type QualificationSource = {
  type: string;
  category: string | null;
  status: string;
  expiry_date: string | null;
};

/** A contract of the talent: job, dates and the client's sector, never the client's name. */
export type MissionSource = {
  status: string;
  start_date: string;
  end_date: string | null;
  job_name: string | null;
  company: { sector: { name: string } | null } | null;
};

/** The agency's identity (public.workspace_identity), the workspace's name as a fallback. */
export type AgencySource = {
  name: string;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  siret: string | null;
};

/** The consultant who generates the document: the client's contact. */
export type ConsultantSource = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
};

export type AnonymousSource = {
  talent: TalentSource;
  jobs: readonly JobSource[];
  qualifications: readonly QualificationSource[];
  missions: readonly MissionSource[];
};

/** Only non-identifying facts, already in French. */
export type AnonymousProfile = {
  reference: string;
  jobs: { name: string; main: boolean; years: number | null; sector: string | null }[];
  experience: string | null;
  missions: { job: string; sector: string | null; count: number; days: number }[];
  qualifications: { label: string; validUntil: string | null }[];
  languages: string[];
  availability: string;
  department: string | null;
  mobility: string[];
  constructionTypes: string[];
};

export type AnonymousDocumentInput = {
  kind: AnonymousDocumentKind;
  profile: AnonymousProfile;
  bio: string;
  agency: AgencySource;
  consultant: ConsultantSource;
};
