// A new contract pre-filled from a retained application
// (docs/rules/missions-applications.md#pipeline-rules): the talent, and the mission's client, post,
// motif, dates, schedule, pay, coefficient, risks and PPE (the agency provides only helmets and
// shoes; the rest is the client's).
import type { Tables } from "../../src/database.types.ts";
import type { AddressValue } from "../../src/lib/geo/address.ts";
import { AGENCY_PPE } from "../../src/domain/contracts/constants.ts";
import type { BonusValue } from "../../src/domain/missions/bonuses.ts";
import { NEW_CONTRACT_VALUES, type ContractFormValues } from "./schema.ts";

export const APPLICATION_PREFILL_SELECT =
  "id, talent_id, talent:talent_id(id, first_name, last_name), mission:mission_id(id, reference, company_id, job_id, job_name, owner_id, contract_reason, contract_reason_justification, start_date, end_date, is_precise_term, minimum_duration_days, schedule, working_hours, hourly_wage, pricing:mission_pricing(coefficient), is_risky_position, job_risk_types, job_risks, ppe_required, bonuses, address:address_id(street1, postal_code, city, department_code, department_name, region_name, country_code, formatted, latitude, longitude, location))";

type MissionPick = Pick<
  Tables<"mission">,
  | "id"
  | "reference"
  | "company_id"
  | "job_id"
  | "job_name"
  | "owner_id"
  | "contract_reason"
  | "contract_reason_justification"
  | "start_date"
  | "end_date"
  | "is_precise_term"
  | "minimum_duration_days"
  | "schedule"
  | "working_hours"
  | "hourly_wage"
  | "is_risky_position"
  | "job_risk_types"
  | "job_risks"
  | "ppe_required"
  | "bonuses"
> & {
  address: AddressValue | null;
  /** mission_pricing: null for the roles that may not read coefficients */
  pricing: Pick<Tables<"mission_pricing">, "coefficient"> | null;
};

/** APPLICATION_PREFILL_SELECT */
export type ApplicationPrefill = Pick<Tables<"application">, "id" | "talent_id"> & {
  talent: { id: string; first_name: string | null; last_name: string | null } | null;
  mission: MissionPick | null;
};

const num = (value: number | string | null | undefined) => (value == null ? null : Number(value));

export const valuesFromApplication = (app: ApplicationPrefill): Partial<ContractFormValues> => {
  const m = app.mission;
  const base = { ...NEW_CONTRACT_VALUES, talent_id: app.talent_id };
  if (!m) return base;
  return {
    ...base,
    mission_id: m.id,
    company_id: m.company_id,
    job_id: m.job_id,
    job_name: m.job_name,
    owner_id: m.owner_id,
    contract_reason: m.contract_reason,
    contract_reason_justification: m.contract_reason_justification,
    start_date: m.start_date ?? undefined,
    end_date: m.end_date,
    is_precise_term: m.is_precise_term,
    minimum_duration_days: m.minimum_duration_days,
    schedule: m.schedule,
    working_hours: num(m.working_hours) ?? 35,
    hourly_wage: num(m.hourly_wage),
    coefficient: num(m.pricing?.coefficient),
    is_risky_position: m.is_risky_position,
    job_risks: m.job_risk_types,
    risks_description: m.job_risks,
    ppe_by_agency: m.ppe_required.filter((item) => AGENCY_PPE.includes(item)),
    ppe_by_client: m.ppe_required.filter((item) => !AGENCY_PPE.includes(item)),
    medical_surveillance: m.is_risky_position ? "sir" : "vip",
    bonuses: Array.isArray(m.bonuses) ? (m.bonuses as BonusValue[]) : [],
    address: m.address ?? { country_code: "FR" },
  };
};
