// What an anonymous document is made from, read as the caller (RLS decides: a role that may not
// read contracts gets a profile without past missions). The talent row comes whole because the
// paragraph is checked against its name and contact (../_shared/anonymous-pdf/leaks.ts); the
// builder (../_shared/anonymous-pdf/profile.ts) keeps only what cannot identify the person.
import { QUALIFICATION_LABELS } from "../_shared/anonymous-pdf/profile.ts";
import type { IdentitySource } from "../_shared/anonymous-pdf/leaks.ts";
import type {
  AgencySource,
  AnonymousSource,
  ConsultantSource,
  JobSource,
  MissionSource,
  QualificationSource,
  TalentSource,
} from "../_shared/anonymous-pdf/types.ts";
import { ApiError, callerId, select, type Caller, type Project } from "./calls.ts";

export type TalentRow = TalentSource & IdentitySource & { workspace_id: string; qualification_status: string };

const eq = (value: string) => `eq.${encodeURIComponent(value)}`;

/** A read the caller's role may not make at all counts as nothing to show. */
const orNothing = async <T>(read: Promise<T[]>): Promise<T[]> => {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return [];
    throw error;
  }
};

export const readTalent = async (p: Project, caller: Caller, talentId: string): Promise<TalentRow> => {
  const [talent] = await select<TalentRow>(
    p,
    caller,
    "talent",
    `id=${eq(talentId)}&select=*,address:address_id(postal_code,country_code,department_code,department_name)`,
  );
  if (!talent) throw new ApiError(404, { message: "Talent introuvable" });
  return talent;
};

export const readSource = async (p: Project, caller: Caller, talent: TalentRow): Promise<AnonymousSource> => {
  const id = eq(talent.id);
  const [jobs, qualifications, missions] = await Promise.all([
    orNothing(
      select<JobSource>(
        p,
        caller,
        "talent_job",
        `talent_id=${id}&select=is_main,experience_years,job:job_id(name,sector:sector_id(name))`,
      ),
    ),
    orNothing(
      select<QualificationSource>(
        p,
        caller,
        "document",
        `talent_id=${id}&type=in.(${Object.keys(QUALIFICATION_LABELS).join(",")})&select=type,category,status,expiry_date`,
      ),
    ),
    orNothing(
      select<MissionSource>(
        p,
        caller,
        "contract",
        `talent_id=${id}&is_amendment=eq.false&select=status,start_date,end_date,job_name,company:company_id(sector:sector_id(name))`,
      ),
    ),
  ]);
  return { talent, jobs, qualifications, missions };
};

type Identity = {
  legal_name: string;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  siret: string | null;
};

/** The agency's identity (the workspace's settings), or the workspace's name when none is set. */
export const readAgency = async (p: Project, caller: Caller, workspaceId: string): Promise<AgencySource> => {
  const [identity] = await orNothing(
    select<Identity>(
      p,
      caller,
      "workspace_identity",
      `workspace_id=${eq(workspaceId)}&select=legal_name,street,postal_code,city,siret`,
    ),
  );
  if (identity) return { ...identity, name: identity.legal_name };
  const [workspace] = await orNothing(
    select<{ name: string }>(p, caller, "workspace", `id=${eq(workspaceId)}&select=name`),
  );
  return { name: workspace?.name ?? "Renfort", street: null, postal_code: null, city: null, siret: null };
};

export const readConsultant = async (p: Project, caller: Caller): Promise<ConsultantSource> => {
  const id = callerId(caller);
  const [me] = id
    ? await orNothing(
        select<ConsultantSource>(p, caller, "auth_user", `id=${eq(id)}&select=first_name,last_name,email,phone_number`),
      )
    : [];
  return me ?? { first_name: null, last_name: null, email: null, phone_number: null };
};
