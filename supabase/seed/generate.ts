// Builds the whole demo or large dataset in memory, deterministically, as rows per table in
// insertion order. Dates are relative to `today` so that the data always looks current.
import { createHash } from "node:crypto";
import {
  accountByKey,
  DEMO_ACCOUNTS,
  DEMO_SIGNATURE_TOKEN,
  EXTRA_CONSULTANTS,
  LOGIN_ACCOUNTS,
  ONBOARDING_ACCOUNT,
  WORKSPACES,
  type WorkspaceKey,
} from "./accounts.ts";
import {
  BICS,
  BUSINESS_STREETS,
  COMPANY_PREFIXES,
  COMPANY_SUFFIXES,
  CONTACT_JOB_TITLES,
  EMAIL_DOMAINS,
  FEMALE_FIRST_NAMES,
  frenchIban,
  landline,
  LAST_NAMES,
  LEGAL_FORMS,
  loadGeography,
  MALE_FIRST_NAMES,
  mobile,
  NAF_CODES,
  nir,
  siren,
  siret,
  slug,
  STREETS,
  WORKSITES,
  type City,
} from "./fr.ts";
import { complianceDocuments, PostCalendar, requiredDocumentTypes, TalentHours, trialPeriodDays } from "./labour.ts";
import { seedNetFromGross } from "./pay.ts";
import { jobPosting, showcasePipelines } from "./pipeline.ts";
import { createRng, type Rng } from "./random.ts";

export type Scale = "demo" | "large";
export type Row = Record<string, unknown>;
export type Reference = {
  sectors: Map<string, string>;
  jobs: Array<{
    id: string;
    code: string;
    name: string;
    sector_id: string;
    hourly_wage_min: number;
    hourly_wage_max: number;
    typical_qualifications?: string[];
  }>;
  software: Array<{ id: string; name: string }>;
};

/** Insertion order; `contract_amendment` rows go to `contract` after the initial ones. */
export const TABLE_ORDER = [
  "workspace",
  "workspace_identity",
  "business_unit",
  "team_member",
  "team_member_workspace",
  "user_role",
  "address",
  "company_group",
  "company",
  "agency",
  "contact",
  "hiring_pool",
  "talent",
  "talent_private",
  "talent_job",
  "talent_software",
  "talent_business_unit",
  "talent_hiring_pool",
  "resume",
  "mission",
  "application",
  "contract",
  "contract_amendment",
  "contract_pricing",
  "timesheet_week",
  "timesheet_day",
  "pay_tracking",
  "document",
  "note",
  "notification",
  "file_link",
  "status_history",
] as const;
export type TableName = (typeof TABLE_ORDER)[number];
export type Dataset = {
  authUsers: Row[];
  authIdentities: Row[];
  tables: Record<TableName, Row[]>;
  maxMissionNumber: number;
  maxContractNumber: number;
};

type Volumes = {
  talents: number;
  companies: number;
  missions: number;
  contracts: number;
  amendments: number;
  applicationsPerMission: number;
  weeksBack: number;
  documentsPerTalent: number;
};

const VOLUMES: Record<Scale, Record<WorkspaceKey, Volumes>> = {
  demo: {
    renfort: {
      talents: 300,
      companies: 56,
      missions: 110,
      contracts: 118,
      amendments: 26,
      applicationsPerMission: 4,
      weeksBack: 12,
      documentsPerTalent: 2,
    },
    cabinetMartin: {
      talents: 14,
      companies: 3,
      missions: 5,
      contracts: 5,
      amendments: 1,
      applicationsPerMission: 3,
      weeksBack: 6,
      documentsPerTalent: 2,
    },
    partner: {
      talents: 16,
      companies: 4,
      missions: 6,
      contracts: 6,
      amendments: 1,
      applicationsPerMission: 3,
      weeksBack: 6,
      documentsPerTalent: 2,
    },
  },
  large: {
    renfort: {
      talents: 200_000,
      companies: 20_000,
      missions: 50_000,
      contracts: 85_000,
      amendments: 15_000,
      applicationsPerMission: 3,
      weeksBack: 2,
      documentsPerTalent: 1,
    },
    cabinetMartin: {
      talents: 14,
      companies: 3,
      missions: 5,
      contracts: 5,
      amendments: 1,
      applicationsPerMission: 3,
      weeksBack: 6,
      documentsPerTalent: 2,
    },
    partner: {
      talents: 16,
      companies: 4,
      missions: 6,
      contracts: 6,
      amendments: 1,
      applicationsPerMission: 3,
      weeksBack: 6,
      documentsPerTalent: 2,
    },
  },
};

const CONTRACT_STATUSES = [
  "draft",
  "review",
  "admin_modification_requested",
  "modification",
  "consultant_review",
  "validated",
  "sent_for_signature",
  "partially_signed",
  "signed",
  "active",
  "ended",
  "terminated_early",
  "canceled",
] as const;
type ContractStatus = (typeof CONTRACT_STATUSES)[number];
const TIMESHEET_STATUSES = [
  "draft",
  "pending_signature",
  "signed",
  "disputed",
  "validated",
  "exported",
  "invoiced",
  "canceled",
  "signature_expired",
] as const;
const PAY_STATUSES = [
  "to_prepare",
  "in_progress",
  "to_control",
  "controlled",
  "exported",
  "paid",
  "anomaly",
  "regularization",
] as const;
const MISSION_STATUSES = [
  "draft",
  "open",
  "sourcing",
  "presented",
  "partially_filled",
  "filled",
  "in_progress",
  "closed",
  "on_hold",
  "canceled",
  "lost",
] as const;
const POSTING_STATUSES = ["draft", "published", "paused", "expired", "archived"] as const;
const STAGES = [
  "new",
  "to_qualify",
  "qualified",
  "shortlisted",
  "presented",
  "client_interview",
  "retained",
  "onboarding",
  "placed",
  "on_hold",
] as const;
const RISKY_JOBS = new Set([
  "conducteur_engins",
  "grutier",
  "couvreur",
  "etancheur",
  "charpentier_bois",
  "facadier_enduiseur",
  "monteur_reseaux",
  "electricien_batiment",
]);
const NON_EU = new Set(["MA", "DZ", "TN", "SN", "ML", "CI", "CM", "TR", "UA", "RS", "AL", "BR", "CN", "VN"]);
const SIGNATURE_IMAGE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

// ---- dates (ISO strings, UTC) -------------------------------------------------------------
const toIso = (d: Date) => d.toISOString().slice(0, 10);
const parse = (iso: string) => new Date(`${iso}T00:00:00Z`);
export const addDays = (iso: string, n: number) => toIso(new Date(parse(iso).getTime() + n * 86_400_000));
const daysBetween = (a: string, b: string) => Math.round((parse(b).getTime() - parse(a).getTime()) / 86_400_000);
const monday = (iso: string) => addDays(iso, -((parse(iso).getUTCDay() + 6) % 7));
const at = (iso: string, hour = 9, minute = 0) =>
  `${iso}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00Z`;
const minIso = (a: string, b: string) => (a < b ? a : b);
const maxIso = (a: string, b: string) => (a > b ? a : b);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** private.normalize_search in JavaScript (lower case, no accents, single spaces). */
export function normalizeSearch(...parts: Array<unknown>): string | null {
  const text = parts
    .filter((p) => p !== null && p !== undefined && p !== "")
    .join(" ")
    .replace(/œ/g, "oe")
    .replace(/Œ/g, "OE")
    .replace(/æ/g, "ae")
    .replace(/Æ/g, "AE")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
  return text === "" ? null : text;
}
const round2 = (n: number) => Math.round(n * 100) / 100;

type Talent = Row & {
  id: string;
  workspace_id: string;
  first_name: string | null;
  last_name: string | null;
  qualification_status: string;
  blacklisted_at: string | null;
  nationality_code: string | null;
  civility: string | null;
  birth_date: string | null;
};
type Company = Row & {
  id: string;
  name: string;
  city: City;
  contacts: string[];
  signerId: string;
  addressId: string;
  domain: string;
};
type Mission = Row & {
  id: string;
  company_id: string | null;
  job_id: string;
  job_name: string;
  address_id: string;
  hourly_wage: number | null;
  owner_id: string;
  contract_reason: string | null;
  jobCode: string;
  is_client_order: boolean;
  working_hours: number;
  schedule: string;
};
type Contract = Row & {
  id: string;
  contract_key: string;
  status: ContractStatus;
  talent_id: string;
  mission_id: string | null;
  company_id: string | null;
  start_date: string;
  end_date: string | null;
  hourly_wage: number | null;
  definitive_end_date: string | null;
  owner_id: string;
  timesheet_signer_contact_id: string | null;
  working_hours: number;
  contract_type: string;
};

export function generate(scale: Scale, ref: Reference, today: string): Dataset {
  const rng = createRng(scale === "demo" ? 20260102 : 20260103);
  const geo = loadGeography();
  const tables = Object.fromEntries(TABLE_ORDER.map((t) => [t, [] as Row[]])) as Record<TableName, Row[]>;
  const authUsers: Row[] = [];
  const authIdentities: Row[] = [];
  const jobsByCode = new Map(ref.jobs.map((j) => [j.code, j]));
  let missionNumber = 0;
  let contractNumber = 0;
  const signatureWeekAssigned = { done: false };
  // Computed columns are filled here too, so that a bulk load (triggers off) needs no update.
  const formattedAddress = new Map<string, string>();

  // ---- auth users, workspaces, members, roles -----------------------------------------
  for (const a of LOGIN_ACCOUNTS) {
    authUsers.push({
      instance_id: "00000000-0000-0000-0000-000000000000",
      id: a.userId,
      aud: "authenticated",
      role: "authenticated",
      email: a.email,
      email_confirmed_at: at(addDays(today, -120)),
      raw_app_meta_data: { provider: "email", providers: ["email"] },
      raw_user_meta_data: { first_name: a.firstName, last_name: a.lastName, email_verified: true },
      created_at: at(addDays(today, -120)),
      updated_at: at(addDays(today, -120)),
      last_sign_in_at: null,
      confirmation_token: "",
      recovery_token: "",
      email_change_token_new: "",
      email_change: "",
      email_change_token_current: "",
      reauthentication_token: "",
      phone_change: "",
      phone_change_token: "",
      is_sso_user: false,
      is_anonymous: false,
    });
    authIdentities.push({
      id: a.userId,
      provider_id: a.userId,
      user_id: a.userId,
      identity_data: { sub: a.userId, email: a.email, email_verified: true, phone_verified: false },
      provider: "email",
      created_at: at(addDays(today, -120)),
      updated_at: at(addDays(today, -120)),
    });
  }

  for (const w of Object.values(WORKSPACES)) {
    tables.workspace.push({
      id: w.id,
      name: w.name,
      type: w.type,
      is_renfort_workspace: w.is_renfort_workspace,
      is_independent_workspace: w.is_independent_workspace,
      created_at: at(addDays(today, -400)),
      created_by: accountByKey("dev").userId,
    });
  }
  // The legal identity the contract documents print (L1251-16, L1251-43); fictitious bodies.
  const identities: Record<WorkspaceKey, [string, string, string]> = {
    renfort: ["Renfort Intérim SAS", "84512300900001", "Lyon"],
    cabinetMartin: ["Cabinet Martin SARL", "84512310800001", "Bordeaux"],
    partner: ["Agence Partenaire SAS", "90123450000006", "Lille"],
  };
  for (const key of Object.keys(WORKSPACES) as WorkspaceKey[]) {
    const [legalName, siret, city] = identities[key];
    tables.workspace_identity.push({
      workspace_id: WORKSPACES[key].id,
      legal_name: legalName,
      legal_form: legalName.endsWith("SARL") ? "SARL" : "SAS",
      street: "12 rue de la République",
      postal_code: city === "Lyon" ? "69002" : city === "Bordeaux" ? "33000" : "59000",
      city,
      siret,
      naf_code: "78.20Z",
      financial_guarantor: "Caisse de garantie de l'intérim (fictive), 10 rue du Garant, 75008 Paris",
      pension_body: "Caisse de retraite complémentaire de l'intérim (fictive), 20 rue des Retraites, 75009 Paris",
      prevoyance_body: "Prévoyance du travail temporaire (fictive), 30 rue de la Prévoyance, 75010 Paris",
      occupational_health_service: `Service de santé au travail interentreprises de ${city} (fictif)`,
      signatory_name: "Claire Direction",
      signatory_title: "directrice d'agence",
      created_by: accountByKey("dev").userId,
    });
  }
  const businessUnits: Record<WorkspaceKey, string[]> = { renfort: [], cabinetMartin: [], partner: [] };
  const unitNames: Record<WorkspaceKey, Array<[string, string]>> = {
    renfort: [
      ["BTP Île-de-France", "🏗️"],
      ["TP Auvergne-Rhône-Alpes", "🚧"],
      ["Second œuvre Sud", "⚡"],
      ["Indépendants", "🧰"],
    ],
    cabinetMartin: [["Cabinet Martin", "🧭"]],
    partner: [["Agence Partenaire", "🤝"]],
  };
  for (const key of Object.keys(WORKSPACES) as WorkspaceKey[]) {
    for (const [name, emoji] of unitNames[key]) {
      const id = rng.uuid();
      businessUnits[key].push(id);
      tables.business_unit.push({
        id,
        workspace_id: WORKSPACES[key].id,
        name,
        emoji,
        created_by: accountByKey("dev").userId,
      });
    }
  }

  const members = DEMO_ACCOUNTS.filter((a) => a.teamMemberId);
  const ordered: typeof members = [];
  const pending = [...members];
  while (pending.length > 0) {
    const i = pending.findIndex((a) => !a.managerKey || ordered.some((o) => o.key === a.managerKey));
    ordered.push(pending.splice(i, 1)[0]);
  }
  for (const a of [...ordered, ONBOARDING_ACCOUNT]) {
    const ws = WORKSPACES[a.workspace!];
    tables.team_member.push({
      id: a.teamMemberId,
      auth_user_id: a.userId,
      email: a.email,
      workspace_id: ws.id,
      main_workspace_id: ws.id,
      management_level: a.managementLevel,
      manager_id: a.managerKey ? accountByKey(a.managerKey).teamMemberId : null,
      slack_id: `U0${slug(a.lastName, "").toUpperCase().slice(0, 6)}${a.userId.slice(-2)}`,
      business_unit_id:
        a.workspace === "renfort"
          ? businessUnits.renfort[a.key === "independant" ? 3 : 0]
          : businessUnits[a.workspace!][0],
      // members of several workspaces start on "all my workspaces" (the switcher narrows it)
      sees_all_workspaces: a.memberships.length > 1,
      is_onboarded: a !== ONBOARDING_ACCOUNT,
      is_independent: a.isIndependent ?? false,
      is_autonomous: a.isAutonomous ?? false,
      job_title: a.jobTitle ?? null,
      created_at: at(addDays(today, -300)),
      created_by: accountByKey("dev").userId,
    });
    for (const m of a.memberships) {
      tables.team_member_workspace.push({
        team_member_id: a.teamMemberId,
        workspace_id: WORKSPACES[m].id,
        created_by: accountByKey("dev").userId,
      });
    }
    for (const role of a.roles)
      tables.user_role.push({ user_id: a.userId, role, created_by: accountByKey("dev").userId });
  }
  for (const [i, c] of EXTRA_CONSULTANTS.entries()) {
    tables.team_member.push({
      id: c.id,
      auth_user_id: null,
      email: c.email,
      workspace_id: WORKSPACES.renfort.id,
      main_workspace_id: WORKSPACES.renfort.id,
      management_level: 1,
      manager_id: accountByKey(c.managerKey).teamMemberId,
      business_unit_id: businessUnits.renfort[i % 3],
      is_onboarded: false,
      temp_first_name: c.firstName,
      temp_last_name: c.lastName,
      job_title: "Chargé(e) de recrutement",
      created_at: at(addDays(today, -200)),
      created_by: accountByKey("dev").userId,
    });
    tables.team_member_workspace.push({
      team_member_id: c.id,
      workspace_id: WORKSPACES.renfort.id,
      created_by: accountByKey("dev").userId,
    });
  }

  // ---- per workspace ----------------------------------------------------------------------
  const workspaceActors: Record<
    WorkspaceKey,
    {
      consultants: string[];
      consultantUsers: Map<string, string>;
      csm: string;
      csmUser: string;
      acc: string;
      accUser: string;
      members: string[];
      memberUsers: string[];
    }
  > = {
    renfort: {
      consultants: [
        accountByKey("consultant").teamMemberId!,
        accountByKey("manager").teamMemberId!,
        accountByKey("direction").teamMemberId!,
        ...EXTRA_CONSULTANTS.map((c) => c.id),
      ],
      consultantUsers: new Map([
        [accountByKey("consultant").teamMemberId!, accountByKey("consultant").userId],
        [accountByKey("manager").teamMemberId!, accountByKey("manager").userId],
        [accountByKey("direction").teamMemberId!, accountByKey("direction").userId],
      ]),
      csm: accountByKey("csm").teamMemberId!,
      csmUser: accountByKey("csm").userId,
      acc: accountByKey("comptable").teamMemberId!,
      accUser: accountByKey("comptable").userId,
      members: DEMO_ACCOUNTS.filter((a) => a.memberships.includes("renfort")).map((a) => a.teamMemberId!),
      memberUsers: DEMO_ACCOUNTS.filter((a) => a.memberships.includes("renfort")).map((a) => a.userId),
    },
    cabinetMartin: {
      consultants: [accountByKey("independant").teamMemberId!],
      consultantUsers: new Map([[accountByKey("independant").teamMemberId!, accountByKey("independant").userId]]),
      csm: accountByKey("independant").teamMemberId!,
      csmUser: accountByKey("independant").userId,
      acc: accountByKey("comptable").teamMemberId!,
      accUser: accountByKey("comptable").userId,
      members: DEMO_ACCOUNTS.filter((a) => a.memberships.includes("cabinetMartin")).map((a) => a.teamMemberId!),
      memberUsers: DEMO_ACCOUNTS.filter((a) => a.memberships.includes("cabinetMartin")).map((a) => a.userId),
    },
    partner: {
      consultants: [accountByKey("partenaire").teamMemberId!],
      consultantUsers: new Map([[accountByKey("partenaire").teamMemberId!, accountByKey("partenaire").userId]]),
      csm: accountByKey("partenaire").teamMemberId!,
      csmUser: accountByKey("partenaire").userId,
      acc: accountByKey("partenaire").teamMemberId!,
      accUser: accountByKey("partenaire").userId,
      members: [accountByKey("partenaire").teamMemberId!],
      memberUsers: [accountByKey("partenaire").userId],
    },
  };

  for (const key of Object.keys(WORKSPACES) as WorkspaceKey[]) {
    generateWorkspace(key, VOLUMES[scale][key]);
  }

  function pickCity(r: Rng): City {
    return r.weighted(geo.cities.map((c) => [c, c.weight] as const));
  }

  function address(r: Rng, wsId: string, city: City, type: string, street: string, createdBy: string): string {
    const id = r.uuid();
    const lat = round6(city.lat + (r.next() - 0.5) * 0.08);
    const lng = round6(city.lng + (r.next() - 0.5) * 0.1);
    const street1 = `${r.int(1, 180)} ${street}`;
    formattedAddress.set(id, `${street1}, ${city.postalCode} ${city.name}`);
    tables.address.push({
      id,
      workspace_id: wsId,
      type,
      formatted: `${street1}, ${city.postalCode} ${city.name}`,
      street1,
      street2: null,
      postal_code: city.postalCode,
      city: city.name,
      department_code: city.department,
      department_name: geo.departmentNames.get(city.department),
      region_name: geo.regionNames.get(city.region),
      country_code: "FR",
      latitude: lat,
      longitude: lng,
      location: `POINT(${lng.toFixed(6)} ${lat.toFixed(6)})`,
      created_by: createdBy,
    });
    return id;
  }

  function generateWorkspace(key: WorkspaceKey, v: Volumes) {
    const r = createRng(key === "renfort" ? 1 : key === "cabinetMartin" ? 2 : 3);
    const ws = WORKSPACES[key].id;
    const actors = workspaceActors[key];
    const userOf = (memberId: string) => actors.consultantUsers.get(memberId) ?? accountByKey("dev").userId;
    const isCabinet = key === "cabinetMartin";

    // Hiring pools
    const poolNames =
      key === "renfort"
        ? [
            "Conducteurs d'engins Rhône",
            "Maçons Île-de-France",
            "Électriciens habilités",
            "Top profils",
            "Chefs de chantier",
            "Disponibles sous 15 jours",
          ]
        : ["Vivier principal", "Profils à relancer"];
    const pools = poolNames.map((name, i) => {
      const id = r.uuid();
      const owner = i === 5 || (key !== "renfort" && i === 1) ? actors.consultants[0] : r.pick(actors.consultants);
      tables.hiring_pool.push({
        id,
        workspace_id: ws,
        name,
        description: `Vivier « ${name} »`,
        owner_id: owner,
        is_dynamic: i === 5,
        // a saved super-search (public.hiring_pool_members): available within 15 days
        criteria: i === 5 ? { args: {}, available_within_days: 15, search: "" } : null,
        visibility: i === 1 && key === "renfort" ? "private" : "workspace",
        status: i === 4 && key === "renfort" ? "archived" : "active",
        created_by: userOf(owner),
      });
      return id;
    });

    // Companies, establishments, contacts
    const companies: Company[] = [];
    const sirens = new Set<string>();
    const groups: string[] = [];
    const groupNames =
      key === "renfort" ? ["Groupe Batisud", "Réseaux Ouest", "Bâtisseurs Réunis"] : [`Groupe ${WORKSPACES[key].name}`];
    const groupCount = key === "renfort" ? Math.max(3, Math.floor(v.companies / 12)) : 1;
    for (let g = 0; g < groupCount; g++) {
      const id = r.uuid();
      groups.push(id);
      tables.company_group.push({
        id,
        workspace_id: ws,
        name: g < groupNames.length ? groupNames[g] : `Groupe ${r.pick(COMPANY_SUFFIXES)} ${g}`,
        status: g === groupCount - 1 && groupCount > 3 ? "archived" : "active",
        owner_id: actors.csm,
        consolidated_invoicing: g % 2 === 0,
        created_by: actors.csmUser,
      });
    }
    for (let i = 0; i < v.companies; i++) {
      const id = r.uuid();
      const city = pickCity(r);
      const [naf, nafLabel, sectorCode] = r.pick(NAF_CODES);
      let s = siren(r);
      while (sirens.has(s)) s = siren(r);
      sirens.add(s);
      const base = `${r.pick(COMPANY_PREFIXES)} ${r.pick(COMPANY_SUFFIXES)}`;
      const name = v.companies > 200 ? `${base} ${city.name}` : base;
      const domain = `${slug(base, "-")}${v.companies > 200 ? `-${i}` : ""}.fr`;
      const owner = r.pick(actors.consultants);
      const addressId = address(r, ws, city, "head_office", r.pick(BUSINESS_STREETS), userOf(owner));
      const status =
        i < 5
          ? (["prospect", "active", "inactive", "blocked", "archived"] as const)[i]
          : r.weighted([
              ["active", 75],
              ["prospect", 12],
              ["inactive", 7],
              ["blocked", 3],
              ["archived", 3],
            ] as const);
      const groupIndex = i < 3 && key === "renfort" ? 0 : r.chance(0.25) ? r.int(0, groups.length - 1) : -1;
      const companyName = `${name} ${r.pick(LEGAL_FORMS)}`.trim();
      tables.company.push({
        id,
        workspace_id: ws,
        name: companyName,
        siren: s,
        company_group_id: groupIndex >= 0 ? groups[groupIndex] : null,
        search_text: normalizeSearch(companyName, s),
        address_id: addressId,
        formatted_address: formattedAddress.get(addressId),
        naf_code: naf,
        naf_code_label: nafLabel,
        sector_id: ref.sectors.get(sectorCode),
        legal_form: r.pick(LEGAL_FORMS),
        phone_number: landline(r, city.region),
        website: `https://www.${domain}`,
        billing_email: `comptabilite@${domain}`,
        payment_terms_days: r.pick([30, 45]),
        payment_terms_mode: "net",
        owner_id: owner,
        csm_id: actors.csm,
        status,
        created_at: at(addDays(today, -r.int(60, 700))),
        created_by: userOf(owner),
      });
      // Establishments: the head office, sometimes a regional agency.
      tables.agency.push({
        id: r.uuid(),
        workspace_id: ws,
        company_id: id,
        name: `${base} — Siège`,
        siret: siret(s, 1 + r.int(0, 9) * 10),
        naf_code: naf,
        naf_code_label: nafLabel,
        is_head_office: true,
        address_id: addressId,
        status: "active",
        created_by: userOf(owner),
      });
      if (r.chance(0.4)) {
        const agencyCity = pickCity(r);
        tables.agency.push({
          id: r.uuid(),
          workspace_id: ws,
          company_id: id,
          name: `${base} — Agence ${agencyCity.name}`,
          siret: siret(s, 100 + r.int(0, 899) * 10),
          naf_code: naf,
          naf_code_label: nafLabel,
          is_head_office: false,
          address_id: address(r, ws, agencyCity, "establishment", r.pick(BUSINESS_STREETS), userOf(owner)),
          status: r.weighted([
            ["active", 85],
            ["inactive", 10],
            ["closed", 5],
          ] as const),
          created_by: userOf(owner),
        });
      }
      const contacts: string[] = [];
      let signerId = "";
      const roleSets = [["decision_maker", "contract_signatory"], ["timesheet_signer"], ["invoice_recipient", "hr"]];
      for (let c = 0; c < 3; c++) {
        const cid = r.uuid();
        const female = r.chance(0.35);
        const first = female ? r.pick(FEMALE_FIRST_NAMES) : r.pick(MALE_FIRST_NAMES);
        const last = r.pick(LAST_NAMES);
        contacts.push(cid);
        if (c === 1) signerId = cid;
        const contactEmail = `${slug(first)}.${slug(last)}@${domain}`;
        const contactPhone = c === 2 ? landline(r, city.region) : mobile(r);
        const contactTitle =
          c === 0
            ? r.pick(["Directeur de travaux", "Gérant", "Chargé d'affaires"])
            : c === 1
              ? r.pick(["Conducteur de travaux", "Chef de chantier"])
              : r.pick(CONTACT_JOB_TITLES);
        tables.contact.push({
          id: cid,
          workspace_id: ws,
          company_id: id,
          civility: female ? "mrs" : "mr",
          first_name: first,
          last_name: last,
          email: contactEmail,
          phone_number: contactPhone,
          job_title: contactTitle,
          search_text: normalizeSearch(first, last, contactEmail, contactPhone, contactTitle),
          department: c === 2 ? "Comptabilité" : "Travaux",
          manager_contact_id: c > 0 ? contacts[0] : null,
          roles: roleSets[c],
          marketing_opt_out: r.chance(0.1),
          last_contacted_at: at(addDays(today, -r.int(1, 120))),
          status:
            c === 1
              ? "active"
              : r.weighted([
                  ["active", 88],
                  ["left_company", 8],
                  ["archived", 4],
                ] as const),
          created_by: userOf(owner),
        });
      }
      companies.push({ id, name: base, city, contacts, signerId, addressId, domain });
    }
    const companyStatus = new Map(
      tables.company.filter((c) => c.workspace_id === ws).map((c) => [c.id as string, c.status as string]),
    );
    const companyById = new Map(companies.map((c) => [c.id, c]));
    const contactById = new Map(tables.contact.filter((c) => c.workspace_id === ws).map((c) => [c.id as string, c]));
    const clientCompanies = companies.filter((c) => !["archived", "prospect"].includes(companyStatus.get(c.id) ?? ""));
    const liveCompanies = companies.filter((c) => companyStatus.get(c.id) !== "archived");

    // Talents
    const talents: Talent[] = [];
    const emails = new Set<string>();
    const phones = new Set<string>();
    const nirs = new Set<string>();
    const talentJobs = new Map<string, string>();
    for (let i = 0; i < v.talents; i++) {
      const id = r.uuid();
      const female = r.chance(0.2);
      const first = female ? r.pick(FEMALE_FIRST_NAMES) : r.pick(MALE_FIRST_NAMES);
      const last = r.pick(LAST_NAMES);
      let email = `${slug(first)}.${slug(last)}@${r.pick(EMAIL_DOMAINS)}`;
      for (let n = 2; emails.has(email); n++) email = `${slug(first)}.${slug(last)}${n}@${email.split("@")[1]}`;
      emails.add(email);
      let phone = mobile(r);
      while (phones.has(phone)) phone = mobile(r);
      phones.add(phone);
      const city = pickCity(r);
      const owner = r.pick(actors.consultants);
      const job = r.pick(ref.jobs);
      talentJobs.set(id, job.code);
      const workerType = isCabinet
        ? r.weighted([
            ["independent", 70],
            ["portage", 30],
          ] as const)
        : r.weighted([
            ["temp", 78],
            ["cdi_temp", 8],
            ["independent", 5],
            ["portage", 2],
            ["candidate_perm", 7],
          ] as const);
      const qualification =
        i === 0
          ? "anonymized"
          : i === 1
            ? "archived"
            : r.weighted([
                ["new", 10],
                ["to_qualify", 16],
                ["qualified", 66],
                ["archived", 6],
              ] as const);
      const anonymized = qualification === "anonymized";
      const nationality = r.weighted([
        ["FR", 78],
        ["PT", 6],
        ["MA", 3],
        ["RO", 3],
        ["DZ", 2],
        ["TN", 2],
        ["SN", 2],
        ["ML", 1],
        ["ES", 1],
        ["TR", 1],
        ["PL", 1],
      ] as const);
      const birth = addDays(today, -(365 * r.int(19, 62) + r.int(0, 364)));
      const blacklisted = !anonymized && (i === 3 || r.chance(0.02));
      const isIndependent = workerType === "independent" || workerType === "portage";
      const talent: Talent = {
        id,
        workspace_id: ws,
        civility: anonymized ? null : female ? "mrs" : "mr",
        first_name: anonymized ? null : first,
        last_name: anonymized ? null : last,
        email: anonymized ? null : email,
        phone_number: anonymized ? null : phone,
        birth_date: anonymized ? null : birth,
        nationality_code: anonymized ? null : nationality,
        address_id: anonymized ? null : address(r, ws, city, "home", r.pick(STREETS), userOf(owner)),
        worker_type: workerType,
        siret: workerType === "independent" ? siret(siren(r), 1 + r.int(0, 9) * 10) : null,
        wage: isIndependent
          ? r.money(25, 60)
          : workerType === "candidate_perm"
            ? null
            : r.money(job.hourly_wage_min, job.hourly_wage_max),
        contract_types: isIndependent ? ["freelance"] : r.sample(["temp", "cdi_temp", "cdd", "cdi"], r.int(1, 3)),
        construction_types: r.sample(
          ["new_construction", "renovation", "maintenance", "demolition", "public_works", "networks", "industrial"],
          r.int(1, 3),
        ),
        experience_level: r.pick(["beginner", "intermediate", "experienced", "expert"]),
        qualification_status: qualification,
        availability_status: "available",
        available_from: r.chance(0.3) ? addDays(today, r.int(1, 45)) : null,
        is_top_profile: r.chance(0.1),
        is_benched: r.chance(0.08),
        blacklisted_at: blacklisted ? at(addDays(today, -r.int(5, 200))) : null,
        blacklist_reason: blacklisted
          ? r.pick([
              "Absences répétées sans justificatif sur chantier",
              "Non-respect des consignes de sécurité",
              "Abandon de poste",
            ])
          : null,
        blacklisted_by: blacklisted ? actors.csmUser : null,
        resume_parsing_status: r.weighted([
          ["done", 70],
          ["not_started", 15],
          ["pending", 5],
          ["processing", 5],
          ["failed", 5],
        ] as const),
        anonymous_bio_status: r.weighted([
          ["done", 40],
          ["not_started", 55],
          ["failed", 5],
        ] as const),
        anonymous_resume_status: r.weighted([
          ["done", 30],
          ["not_started", 65],
          ["processing", 5],
        ] as const),
        embedding_status: r.weighted([
          ["done", 80],
          ["pending", 15],
          ["failed", 5],
        ] as const),
        anonymous_bio: null,
        owner_id: owner,
        driving_licenses: r.chance(0.8) ? (r.chance(0.2) ? ["B", "C"] : ["B"]) : [],
        has_vehicle: r.chance(0.7),
        mobility_radius_km: r.pick([15, 20, 30, 40, 50]),
        languages: nationality === "FR" ? ["fr"] : ["fr", nationality.toLowerCase()],
        source: r.pick(["job_board", "cooptation", "walk_in", "website", "france_travail", "social", "import"]),
        rgpd_consent_at: at(addDays(today, -r.int(10, 700))),
        last_activity_at: at(addDays(today, -r.int(0, 200))),
        created_at: at(addDays(today, -r.int(1, 700))),
        created_by: userOf(owner),
      };
      if (talent.qualification_status !== "anonymized" && r.chance(0.35)) {
        talent.anonymous_bio = `${job.name} avec ${r.int(2, 20)} ans d'expérience, mobile dans un rayon de ${talent.mobility_radius_km} km autour de ${city.name}.`;
      }
      talent.search_text = normalizeSearch(
        talent.first_name,
        talent.last_name,
        talent.email,
        talent.phone_number,
        talent.phone_number ? String(talent.phone_number).replace(/^\+33/, "0") : null,
      );
      talents.push(talent);
      tables.talent.push(talent);
      if (anonymized) continue;

      if (r.chance(0.85) || i < 4) {
        let n = nir(r, !female, birth, city.department);
        while (nirs.has(n)) n = nir(r, !female, birth, city.department);
        nirs.add(n);
        tables.talent_private.push({
          talent_id: id,
          workspace_id: ws,
          social_security_number: n,
          iban: frenchIban(r),
          bic: r.pick(BICS),
          bank_holder: `${first} ${last}`.toUpperCase(),
          birth_place: r.pick(geo.cities).name,
          birth_country_code: nationality === "FR" ? "FR" : nationality,
          residence_permit_type: NON_EU.has(nationality) ? "Carte de séjour pluriannuelle" : null,
          residence_permit_number: NON_EU.has(nationality) ? r.digits(10) : null,
          residence_permit_expires_at: NON_EU.has(nationality) ? addDays(today, r.int(-30, 900)) : null,
          created_by: userOf(owner),
        });
      }
      tables.talent_job.push({
        talent_id: id,
        job_id: job.id,
        workspace_id: ws,
        is_main: true,
        experience_years: r.int(0, 25),
        created_by: userOf(owner),
      });
      if (r.chance(0.35)) {
        const other = r.pick(ref.jobs);
        if (other.id !== job.id)
          tables.talent_job.push({
            talent_id: id,
            job_id: other.id,
            workspace_id: ws,
            is_main: false,
            experience_years: r.int(0, 10),
            created_by: userOf(owner),
          });
      }
      if (r.chance(0.2) || i === 5) {
        for (const sw of r.sample(ref.software, r.int(1, 2)))
          tables.talent_software.push({
            talent_id: id,
            software_id: sw.id,
            workspace_id: ws,
            level: r.int(1, 5),
            created_by: userOf(owner),
          });
      }
      if (r.chance(0.5) || i === 5)
        tables.talent_business_unit.push({
          talent_id: id,
          business_unit_id: r.pick(businessUnits[key]),
          workspace_id: ws,
          created_by: userOf(owner),
        });
      if (r.chance(0.15) || i === 5)
        tables.talent_hiring_pool.push({
          talent_id: id,
          hiring_pool_id: r.pick(pools.slice(0, Math.max(1, pools.length - 1))),
          workspace_id: ws,
          note: r.chance(0.3) ? "À rappeler pour les chantiers de printemps" : null,
          created_by: userOf(owner),
        });
      if (r.chance(0.7) || i === 5) {
        const rid = r.uuid();
        tables.resume.push({
          id: rid,
          workspace_id: ws,
          talent_id: id,
          is_anonymized: false,
          file: `${ws}/talents/${id}/cv-${slug(first, "-")}-${slug(last, "-")}.pdf`,
          file_name: `CV ${first} ${last}.pdf`,
          mime_type: "application/pdf",
          content: `${first} ${last} — ${job.name}. Expérience sur chantiers de ${r.pick(["logements collectifs", "voirie", "réseaux", "bâtiments tertiaires", "ouvrages d'art"])}.`,
          created_by: userOf(owner),
        });
        if (r.chance(0.15)) {
          tables.resume.push({
            id: r.uuid(),
            workspace_id: ws,
            talent_id: id,
            is_anonymized: true,
            file: `${ws}/talents/${id}/cv-anonyme-${rid.slice(0, 8)}.pdf`,
            file_name: "CV anonymisé.pdf",
            mime_type: "application/pdf",
            content: null,
            created_by: userOf(owner),
          });
        }
      }
    }
    const eligible = talents.filter((t) => t.qualification_status === "qualified" && !t.blacklisted_at);

    // Missions
    const missions: Mission[] = [];
    for (let i = 0; i < v.missions; i++) {
      const id = r.uuid();
      const isOrder = i % 7 !== 6;
      const company =
        i < 3
          ? liveCompanies[i % liveCompanies.length]
          : r.pick(isOrder ? (clientCompanies.length > 0 ? clientCompanies : liveCompanies) : liveCompanies);
      const job = r.pick(ref.jobs);
      const owner = r.pick(actors.consultants);
      const status =
        i < MISSION_STATUSES.length
          ? MISSION_STATUSES[i]
          : r.weighted([
              ["open", 18],
              ["sourcing", 14],
              ["presented", 12],
              ["partially_filled", 6],
              ["filled", 10],
              ["in_progress", 18],
              ["closed", 10],
              ["draft", 5],
              ["on_hold", 3],
              ["canceled", 2],
              ["lost", 2],
            ] as const);
      const finalStatus = !isOrder && !["open", "closed", "canceled"].includes(status) ? "open" : status;
      const posting =
        i < POSTING_STATUSES.length
          ? POSTING_STATUSES[i]
          : r.weighted([
              ["draft", 45],
              ["published", 30],
              ["paused", 8],
              ["expired", 10],
              ["archived", 7],
            ] as const);
      const start = addDays(today, r.int(-90, 45));
      const reason = r.weighted([
        ["activity_increase", 62],
        ["replacement_absence", 25],
        ["replacement_waiting_cdi", 5],
        ["urgent_safety_works", 4],
        ["seasonal", 4],
      ] as const);
      const risky = RISKY_JOBS.has(job.code);
      missionNumber += 1;
      const mission: Mission = {
        id,
        workspace_id: ws,
        reference: `CMD-${start.slice(0, 4)}-${String(missionNumber).padStart(6, "0")}`,
        company_id: company.id,
        agency_id: null,
        job_id: job.id,
        job_name: job.name,
        jobCode: job.code,
        description: `${job.name} pour le chantier « ${r.pick(WORKSITES)} » à ${company.city.name}.`,
        priority: r.weighted([
          ["normal", 60],
          ["high", 20],
          ["urgent", 8],
          ["low", 12],
        ] as const),
        status: finalStatus,
        start_date: start,
        end_date: r.chance(0.85) ? addDays(start, r.int(14, 150)) : null,
        number_of_open_positions: r.weighted([
          [1, 70],
          [2, 20],
          [3, 7],
          [5, 3],
        ] as const),
        job_posting_status: posting,
        job_posting_date: posting === "draft" ? null : at(addDays(start, -r.int(5, 30))),
        ...jobPosting(job.name, company.city.name, posting, start, i),
        required_qualifications: requiredDocumentTypes(job.typical_qualifications ?? []),
        is_public: posting === "published",
        is_client_order: isOrder,
        closing_reason:
          finalStatus === "canceled"
            ? "canceled_by_client"
            : finalStatus === "lost"
              ? r.pick(["filled_by_competitor", "price_refused", "no_suitable_profile"])
              : finalStatus === "closed"
                ? "filled_by_us"
                : null,
        closing_comment: finalStatus === "on_hold" ? "Chantier décalé par le client" : null,
        owner_id: owner,
        assignee_id: r.pick(actors.consultants),
        lead_contact_id: company.contacts[0],
        interviewer_contact_id: company.contacts[1],
        decision_maker_contact_id: company.contacts[0],
        address_id: address(r, ws, company.city, "worksite", r.pick(BUSINESS_STREETS), userOf(owner)),
        hourly_wage: r.money(job.hourly_wage_min, job.hourly_wage_max),
        contract_reason: isOrder ? reason : null,
        contract_reason_justification: isOrder
          ? reason === "replacement_absence"
            ? `Remplacement de M. ${r.pick(LAST_NAMES)}, ${job.name.toLowerCase()}, absent pour maladie`
            : "Surcroît d'activité lié au démarrage du chantier"
          : null,
        working_hours: r.pick([35, 35, 39]),
        schedule: "7h30–12h / 13h–16h30, du lundi au vendredi",
        is_risky_position: risky,
        job_risks: risky ? "Travail en hauteur et conduite d'engins à proximité du public" : null,
        created_at: at(addDays(start, -r.int(5, 40))),
        created_by: userOf(owner),
      };
      mission.search_text = normalizeSearch(mission.reference, mission.job_name);
      missions.push(mission);
      tables.mission.push({ ...mission, jobCode: undefined });
    }
    const orderMissions = missions.filter((m) => m.is_client_order);

    // Applications (one per mission × talent pair)
    const applications = new Map<string, Row>();
    const addApplication = (mission: Mission, talent: Talent, stage: string, rejected: boolean) => {
      const k = `${mission.id}:${talent.id}`;
      const existing = applications.get(k);
      if (existing) {
        existing.stage = stage;
        existing.is_rejected = rejected;
        if (!rejected) existing.rejection_reason = existing.rejected_at = existing.rejected_by = null;
        else existing.rejection_reason ??= "other";
        return;
      }
      const row: Row = {
        id: r.uuid(),
        workspace_id: ws,
        mission_id: mission.id,
        talent_id: talent.id,
        stage,
        is_rejected: rejected,
        has_stage_been_forced: r.chance(0.03),
        rejected_at: rejected ? at(addDays(today, -r.int(1, 60))) : null,
        rejected_by: rejected ? userOf(mission.owner_id) : null,
        rejection_reason: rejected
          ? r.pick([
              "skills",
              "availability",
              "distance",
              "pay",
              "documents",
              "client_choice",
              "no_show",
              "withdrawn",
              "unreachable",
              "other",
            ])
          : null,
        source: r.pick(["job_board", "push_marketing", "cooptation", "manual", "substitute_bench", "deep_research"]),
        match_score: r.int(35, 98),
        owner_id: mission.owner_id,
        presented_at:
          STAGES.indexOf(stage as (typeof STAGES)[number]) >= 4 && stage !== "on_hold"
            ? at(addDays(today, -r.int(1, 60)))
            : null,
        client_interview_at: ["client_interview", "retained", "onboarding", "placed"].includes(stage)
          ? at(addDays(today, -r.int(1, 40)), 10)
          : null,
        client_feedback: stage === "retained" ? "Très bon échange, profil retenu" : null,
        created_by: userOf(mission.owner_id),
      };
      applications.set(k, row);
    };
    let stageIndex = 0;
    const candidates = talents.filter((t) => t.qualification_status !== "anonymized" && !t.blacklisted_at);
    for (const mission of missions) {
      const n = Math.max(1, r.int(v.applicationsPerMission - 2, v.applicationsPerMission + 2));
      for (let a = 0; a < n; a++) {
        const talent = r.pick(candidates);
        const stage =
          stageIndex < STAGES.length
            ? STAGES[stageIndex]
            : r.weighted([
                ["new", 18],
                ["to_qualify", 16],
                ["qualified", 14],
                ["shortlisted", 10],
                ["presented", 12],
                ["client_interview", 8],
                ["retained", 6],
                ["onboarding", 4],
                ["placed", 4],
                ["on_hold", 8],
              ] as const);
        stageIndex += 1;
        const needsQualified = STAGES.indexOf(stage) >= 4 && stage !== "on_hold";
        addApplication(
          mission,
          needsQualified && talent.qualification_status !== "qualified" && eligible.length > 0
            ? r.pick(eligible)
            : talent,
          stage,
          r.chance(0.15),
        );
      }
    }

    // Contracts
    const contracts: Contract[] = [];
    const posts = new PostCalendar();
    const talentHours = new TalentHours();
    const postOf = (m: Mission) => `${m.company_id}|${m.job_id}|${m.address_id}`;
    const activeTalents = new Set<string>();
    const busyTalents = new Set<string>();
    for (let i = 0; i < v.contracts; i++) {
      const id = r.uuid();
      const status: ContractStatus =
        i < CONTRACT_STATUSES.length
          ? CONTRACT_STATUSES[(i + (key === "renfort" ? 0 : 9)) % CONTRACT_STATUSES.length]
          : r.weighted([
              ["active", 26],
              ["ended", 26],
              ["signed", 7],
              ["draft", 6],
              ["review", 6],
              ["validated", 4],
              ["sent_for_signature", 4],
              ["partially_signed", 2],
              ["admin_modification_requested", 3],
              ["modification", 2],
              ["consultant_review", 2],
              ["terminated_early", 5],
              ["canceled", 7],
            ] as const);
      let mission =
        orderMissions.length > 0
          ? i < orderMissions.length
            ? orderMissions[i]
            : r.pick(orderMissions)
          : r.pick(missions);
      let talent = r.pick(eligible.length > 0 ? eligible : talents);
      for (
        let tries = 0;
        tries < 20 && (status === "active" ? activeTalents.has(talent.id) : busyTalents.has(talent.id));
        tries++
      )
        talent = r.pick(eligible);
      busyTalents.add(talent.id);
      let start: string;
      let end: string;
      let definitiveEnd: string | null = null;
      if (status === "active") {
        start = addDays(today, -r.int(7, 60));
        end = addDays(today, r.int(7, 90));
        activeTalents.add(talent.id);
      } else if (status === "ended") {
        end = addDays(today, -r.int(1, 80));
        start = addDays(end, -r.int(14, 110));
      } else if (status === "terminated_early") {
        start = addDays(today, -r.int(25, 100));
        end = addDays(today, r.int(10, 60));
        definitiveEnd = addDays(today, -r.int(1, 15));
      } else if (status === "canceled") {
        start = addDays(today, r.int(-20, 30));
        end = addDays(start, r.int(14, 90));
      } else {
        start = addDays(today, r.int(2, 40));
        end = addDays(start, r.int(14, 110));
      }
      const independentService = isCabinet && i % 2 === 0;
      // 10 h a day and 48 h a week per talent across contracts: another eligible talent if needed.
      const lastDay = definitiveEnd ?? end;
      if (!independentService && status !== "canceled" && eligible.length > 0) {
        const from = Math.max(0, eligible.indexOf(talent));
        for (let k = 0; k < eligible.length; k++) {
          const candidate = eligible[(from + k) % eligible.length];
          if (talentHours.fits(candidate.id, "", start, lastDay, mission.working_hours)) {
            talent = candidate;
            break;
          }
        }
      }
      const contractType = independentService
        ? "independent_service"
        : talent.worker_type === "cdi_temp"
          ? "cdi_temp_assignment"
          : "mission";
      // Délai de carence: a later contract on a busy post goes to the next order that fits.
      if (
        contractType === "mission" &&
        status !== "canceled" &&
        orderMissions.length > 0 &&
        !posts.fits(postOf(mission), "", start, definitiveEnd ?? end, mission.contract_reason ?? "activity_increase")
      ) {
        const from = Math.max(0, orderMissions.indexOf(mission));
        for (let k = 0; k < orderMissions.length; k++) {
          const candidate = orderMissions[(from + k) % orderMissions.length];
          if (
            posts.fits(
              postOf(candidate),
              "",
              start,
              definitiveEnd ?? end,
              candidate.contract_reason ?? "activity_increase",
            )
          ) {
            mission = candidate;
            break;
          }
        }
      }
      const company = companyById.get(mission.company_id ?? "") ?? companies[0];
      const job = jobsByCode.get(mission.jobCode)!;
      const wage = independentService
        ? r.money(35, 60)
        : Math.max(mission.hourly_wage ?? job.hourly_wage_min, job.hourly_wage_min);
      const signedLike = ["signed", "active", "ended", "terminated_early"].includes(status);
      const validatedLike = signedLike || ["validated", "sent_for_signature", "partially_signed"].includes(status);
      contractNumber += 1;
      const contractKey = `CTR-${start.slice(0, 4)}-${String(contractNumber).padStart(6, "0")}`;
      const risky = RISKY_JOBS.has(job.code);
      const owner = mission.owner_id;
      const contract: Contract = {
        id,
        workspace_id: ws,
        contract_key: contractKey,
        is_amendment: false,
        amendment_type: null,
        amendment_number: 0,
        contract_type: contractType,
        mission_id: mission.id,
        talent_id: talent.id,
        company_id: mission.company_id,
        job_id: mission.job_id,
        job_name: mission.job_name,
        start_date: start,
        end_date: end,
        is_precise_term: true,
        minimum_duration_days: null,
        trial_period_days: trialPeriodDays(start, end),
        hourly_wage: wage,
        // as the mission's (none in the seed); the large scale loads with triggers off, which would copy them
        bonuses: [],
        employee_status:
          job.code === "conducteur_de_travaux" ? "executive" : job.code.startsWith("chef") ? "etam" : "worker",
        qualification_level: r.pick(["N1P2", "N2", "N3P1", "N3P2", "N4P1"]),
        working_days: [1, 2, 3, 4, 5],
        working_hours: mission.working_hours,
        schedule: mission.schedule,
        contract_reason: independentService ? null : (mission.contract_reason ?? "activity_increase"),
        contract_reason_justification: independentService
          ? null
          : (mission.contract_reason_justification ?? "Surcroît d'activité"),
        status,
        review_comment:
          status === "admin_modification_requested"
            ? "Merci de préciser le motif de recours et l'horaire du vendredi"
            : null,
        owner_id: owner,
        admin_id: actors.csm,
        manager_validated_at:
          owner === accountByKey("consultant").teamMemberId && status !== "draft" ? at(addDays(start, -10)) : null,
        manager_validated_by:
          owner === accountByKey("consultant").teamMemberId && status !== "draft"
            ? accountByKey("manager").userId
            : null,
        meal_type: r.weighted([
          ["meal_allowance", 55],
          ["meal_voucher", 20],
          ["none", 20],
          ["canteen", 5],
        ] as const),
        meal_card_value: null,
        ppe_by_agency: ["safety_shoes", "helmet"],
        ppe_by_client: r.sample(["gloves", "hi_vis", "glasses", "ear_protection", "harness", "workwear"], r.int(1, 3)),
        is_risky_position: risky,
        job_risks: risky
          ? r.sample(["work_at_height", "machinery", "electrical", "noise", "road_traffic"], r.int(1, 2))
          : [],
        risks_description: risky ? "Poste à risque : formation renforcée à la sécurité prévue le premier jour" : null,
        reinforced_safety_training: risky,
        medical_surveillance: risky ? "sir" : "vip",
        timesheet_period: "week",
        timesheet_signer_contact_id: company.signerId,
        timesheet_requires_client_signature: true,
        timesheet_auto_send: r.chance(0.8),
        address_id: mission.address_id,
        definitive_end_date: definitiveEnd,
        definitive_end_reason: definitiveEnd
          ? r.pick(["client_cdi_hire", "serious_misconduct", "agency_early_termination", "talent_cdi_hire"])
          : null,
        definitive_end_initiator: definitiveEnd ? r.pick(["client", "talent", "agency"]) : null,
        definitive_end_comment: definitiveEnd ? "Fin de mission anticipée, documents de fin remis" : null,
        definitive_end_requested_at: definitiveEnd ? at(addDays(definitiveEnd, -3)) : null,
        definitive_end_requested_by: definitiveEnd ? actors.csmUser : null,
        dpae_submitted_at: signedLike && !independentService ? at(addDays(start, -2)) : null,
        dpae_reference: signedLike && !independentService ? `DPAE-${r.digits(10)}` : null,
        // a validated one gets its two documents from the server's document queue at first start
        // (its jobs are recorded at insertion, 22_document_queue.sql); later ones come with a file
        generated_file:
          validatedLike && status !== "validated" ? `${ws}/contracts/${id}/contrat-${contractKey}.pdf` : null,
        signed_file: signedLike ? `${ws}/contracts/${id}/contrat-${contractKey}-signe.pdf` : null,
        signature_request_id: validatedLike && status !== "validated" ? `sig_${r.digits(12)}` : null,
        talent_signed_at: signedLike || status === "partially_signed" ? at(addDays(start, -4)) : null,
        client_signed_at: signedLike ? at(addDays(start, -3)) : null,
        transmitted_to_talent_at: signedLike ? at(addDays(start, -3)) : null,
        created_at: at(addDays(start, -r.int(10, 30))),
        created_by: userOf(owner),
      };
      if (contract.meal_type === "meal_voucher") contract.meal_card_value = r.pick([9, 10, 12.2]);
      if (contract.meal_type === "meal_allowance") contract.meal_card_value = 10.4;
      if (contractType === "mission" && status !== "canceled")
        posts.place(
          postOf(mission),
          contractKey,
          start,
          definitiveEnd ?? end,
          contract.contract_reason as string | null,
        );
      if (!independentService && status !== "canceled" && status !== "draft")
        talentHours.place(talent.id, contractKey, start, lastDay, mission.working_hours);
      contracts.push(contract);
      tables.contract.push(contract);
      // the pipeline follows the contract
      const stage = signedLike
        ? "placed"
        : validatedLike
          ? "onboarding"
          : status === "canceled"
            ? "retained"
            : "retained";
      addApplication(mission, talent, stage, false);
    }
    // Amendments: renewals, pay and schedule changes of running or finished contracts.
    const amendable = contracts.filter(
      (c) => ["active", "ended", "signed"].includes(c.status) && c.contract_type !== "independent_service",
    );
    const renewals = new Map<string, number>();
    const lastVersion = new Map<string, Contract>();
    for (let i = 0; i < v.amendments && amendable.length > 0; i++) {
      const base = amendable[i % amendable.length];
      const previous = lastVersion.get(base.contract_key) ?? base;
      const number = (previous.amendment_number as number) + 1;
      const renewalsSoFar = renewals.get(base.contract_key) ?? 0;
      const wanted = (
        ["renewal", "pay_change", "renewal", "schedule_change", "workplace_change", "renewal", "other_terms"] as const
      )[i % 7];
      const type = wanted === "renewal" && renewalsSoFar >= 2 ? "pay_change" : wanted;
      let status = CONTRACT_STATUSES[i % CONTRACT_STATUSES.length];
      let start = previous.start_date;
      let end = previous.end_date!;
      let wage = previous.hourly_wage!;
      let hours = previous.working_hours;
      if (type === "renewal") {
        start = addDays(previous.end_date!, 1);
        end = addDays(previous.end_date!, r.int(14, 42));
        renewals.set(base.contract_key, renewalsSoFar + 1);
      } else {
        start = maxIso(previous.start_date, minIso(addDays(today, -10), previous.end_date!));
        if (type === "pay_change") wage = round2(wage + r.pick([0.3, 0.5, 0.8, 1]));
        if (type === "schedule_change") hours = 39;
      }
      // An amendment that would break the délai de carence before the next contract on the post is canceled.
      const post = `${base.company_id}|${base.job_id}|${base.address_id}`;
      const span = posts.span(post, base.contract_key);
      if (base.contract_type === "mission" && status !== "canceled" && span) {
        if (
          posts.fits(
            post,
            base.contract_key,
            minIso(span.start, start),
            maxIso(span.end, end),
            base.contract_reason as string | null,
          )
        )
          posts.place(post, base.contract_key, start, end, null);
        else status = "canceled";
      }
      // ...and one that would take the talent over 10 h a day or 48 h a week, too.
      if (status !== "canceled") {
        if (!talentHours.fits(base.talent_id, base.contract_key, start, end, hours)) status = "canceled";
        else if (status !== "draft") talentHours.place(base.talent_id, base.contract_key, start, end, hours);
      }
      const id = r.uuid();
      const signedLike = ["signed", "active", "ended", "terminated_early"].includes(status);
      const amendment: Contract = {
        ...base,
        id,
        is_amendment: true,
        amendment_type: type,
        amendment_number: number,
        amended_contract_id: previous.id,
        start_date: start,
        end_date: end,
        hourly_wage: wage,
        working_hours: hours,
        status,
        definitive_end_date: null,
        definitive_end_reason: null,
        definitive_end_initiator: null,
        definitive_end_comment: null,
        definitive_end_requested_at: null,
        definitive_end_requested_by: null,
        review_comment:
          status === "admin_modification_requested" ? "Le nouvel horaire doit figurer sur l'avenant" : null,
        dpae_submitted_at: base.dpae_submitted_at ?? at(addDays(base.start_date, -2)),
        dpae_reference: base.dpae_reference ?? `DPAE-${r.digits(10)}`,
        generated_file: status === "validated" ? null : `${ws}/contracts/${base.id}/avenant-${number}.pdf`,
        signed_file: signedLike ? `${ws}/contracts/${base.id}/avenant-${number}-signe.pdf` : null,
        created_at: at(addDays(today, -r.int(1, 20))),
      };
      lastVersion.set(base.contract_key, amendment);
      tables.contract_amendment.push(amendment);
    }
    for (const c of [...contracts, ...(tables.contract_amendment.filter((a) => a.workspace_id === ws) as Contract[])]) {
      if (c.contract_type === "independent_service" && r.chance(0.5)) continue;
      const offGrid = r.chance(0.03);
      const coefficient = offGrid ? 2.6 : Math.round((1.65 + r.next() * 0.55) * 1000) / 1000;
      // round(hourly_wage × coefficient, 2), in integer cents and thousandths
      c.hourly_billing_rate =
        c.hourly_wage == null
          ? null
          : Math.round((Math.round(c.hourly_wage * 100) * Math.round(coefficient * 1000)) / 1000) / 100;
      tables.contract_pricing.push({
        contract_id: c.id,
        workspace_id: ws,
        coefficient,
        coefficient_override_reason: offGrid ? "Client stratégique : coefficient négocié par la direction" : null,
        coefficient_override_by: offGrid ? actors.accUser : null,
        coefficient_override_at: offGrid ? at(addDays(c.start_date, -12)) : null,
        created_by: userOf(c.owner_id),
      });
    }

    // Availability follows the running contracts.
    for (const t of talents) {
      if (t.qualification_status === "anonymized") continue;
      t.availability_status = activeTalents.has(t.id) ? "on_mission" : r.chance(0.15) ? "unavailable" : "available";
    }
    showcasePipelines({ key, scale, today, missions, candidates, eligible, applications, userOf, at, addDays });
    for (const application of applications.values()) tables.application.push(application);

    // Timesheets (one per contract_key and ISO week), days and pay tracking.
    const currentMonday = monday(today);
    const payInput = new Map<
      string,
      { talent: string; month: string; hours: number[]; wage: number; keys: Set<string>; ended: boolean }
    >();
    let weekCount = 0;
    // days up to yesterday; the week being filled is this one, or last week on a Monday or a
    // Tuesday (this one has no day or a single day yet): drafts are drawn there, so every
    // weekday has draft weeks with two days or more
    const fillingMonday = today <= addDays(currentMonday, 1) ? addDays(currentMonday, -7) : currentMonday;
    for (const c of contracts) {
      if (!["active", "ended", "terminated_early"].includes(c.status)) continue;
      const lastDay = minIso(c.definitive_end_date ?? c.end_date ?? today, addDays(today, -1));
      let week = maxIso(monday(c.start_date), addDays(currentMonday, -7 * v.weeksBack));
      while (week <= lastDay) {
        const age = daysBetween(week, fillingMonday) / 7;
        const status =
          weekCount < TIMESHEET_STATUSES.length
            ? TIMESHEET_STATUSES[weekCount]
            : age >= 6
              ? r.weighted([
                  ["exported", 40],
                  ["invoiced", 40],
                  ["validated", 20],
                ] as const)
              : age >= 3
                ? r.weighted([
                    ["validated", 50],
                    ["signed", 30],
                    ["exported", 20],
                  ] as const)
                : age >= 1
                  ? r.weighted([
                      ["signed", 40],
                      ["pending_signature", 25],
                      ["disputed", 8],
                      ["signature_expired", 10],
                      ["validated", 17],
                    ] as const)
                  : r.weighted([
                      ["draft", 70],
                      ["pending_signature", 25],
                      ["canceled", 5],
                    ] as const);
        const weekId = r.uuid();
        const days: Row[] = [];
        let total = 0;
        let night = 0;
        for (let d = 0; d < 5; d++) {
          const date = addDays(week, d);
          if (date < c.start_date || date > lastDay) continue;
          const absence = r.weighted([
            ["none", 95],
            ["sick", 3],
            ["weather", 2],
          ] as const);
          if (absence !== "none") {
            days.push({
              id: r.uuid(),
              workspace_id: ws,
              timesheet_week_id: weekId,
              date,
              start_time: null,
              end_time: null,
              break_minutes: 0,
              worked_hours: 0,
              night_hours: 0,
              absence_type: absence,
              meal: "none",
              comment: absence === "weather" ? "Chantier arrêté (intempéries)" : null,
            });
            continue;
          }
          const friday = d === 4;
          const long = c.working_hours > 35;
          // a road crew's early start (04:00): two hours at night (04:00 – 06:00) under every
          // agreement's night period, as the day's trigger computes them from the times
          const early = c.job_name === "Constructeur de routes / Régleur" && !friday && r.chance(0.2);
          const [startTime, endTime, pause, hours] = friday
            ? ["07:30", "12:00", 0, 4.5]
            : early
              ? ["04:00", long ? "13:00" : "12:00", 60, long ? 8 : 7]
              : long
                ? ["07:30", "16:30", 60, 8]
                : ["08:00", "16:00", 60, 7];
          const nightHours = early ? 2 : 0;
          total += hours;
          night += nightHours;
          days.push({
            id: r.uuid(),
            workspace_id: ws,
            timesheet_week_id: weekId,
            date,
            start_time: startTime,
            end_time: endTime,
            break_minutes: pause,
            worked_hours: hours,
            night_hours: nightHours,
            absence_type: "none",
            meal:
              c.meal_type === "meal_voucher"
                ? "meal_voucher"
                : c.meal_type === "meal_allowance"
                  ? "meal_allowance"
                  : "none",
            comment: null,
          });
        }
        if (days.length === 0) {
          week = addDays(week, 7);
          continue;
        }
        weekCount += 1;
        const signedish = ["signed", "validated", "exported", "invoiced"].includes(status);
        const isDemoLink = status === "pending_signature" && !signatureWeekAssigned.done && key === "renfort";
        if (isDemoLink) signatureWeekAssigned.done = true;
        const signerRow = contactById.get(c.timesheet_signer_contact_id ?? "");
        tables.timesheet_week.push({
          id: weekId,
          workspace_id: ws,
          contract_id: c.id,
          contract_key: c.contract_key,
          talent_id: c.talent_id,
          company_id: c.company_id,
          week_start: week,
          status,
          total_hours: total,
          hours_normal: Math.min(total, 35),
          hours_ot25: Math.min(Math.max(total - 35, 0), 8),
          hours_ot50: Math.max(total - 43, 0),
          night_hours: night,
          comment: null,
          signer_contact_id: c.timesheet_signer_contact_id,
          signature_token_hash:
            status === "pending_signature" || status === "signature_expired"
              ? sha256(isDemoLink ? DEMO_SIGNATURE_TOKEN : `${weekId}-token`)
              : null,
          signature_token_expires_at:
            status === "pending_signature"
              ? at(addDays(today, isDemoLink ? 365 : r.int(3, 13)))
              : status === "signature_expired"
                ? at(addDays(today, -r.int(1, 5)))
                : null,
          signature_sent_at: status === "draft" || status === "canceled" ? null : at(addDays(week, 5), 16),
          signer_name:
            signedish && signerRow
              ? `${signerRow.first_name} ${signerRow.last_name}`
              : status === "disputed" && signerRow
                ? `${signerRow.first_name} ${signerRow.last_name}`
                : null,
          signer_email: (signedish || status === "disputed") && signerRow ? signerRow.email : null,
          signed_at: signedish ? at(addDays(week, r.int(5, 8)), 18) : null,
          signature_image: signedish ? SIGNATURE_IMAGE : null,
          signature_ip: signedish ? `90.${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)}` : null,
          signature_user_agent: signedish
            ? "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"
            : null,
          signature_token_used_at: signedish || status === "disputed" ? at(addDays(week, 6), 18) : null,
          document_hash: signedish ? sha256(`${weekId}-document`) : null,
          dispute_reason: status === "disputed" ? "Les heures du vendredi après-midi n'ont pas été effectuées" : null,
          // made by the server's document queue: a signed week's job is recorded when it is inserted
          // (22_document_queue.sql; the large scale, loaded without triggers, keeps rows only)
          pdf_file: null,
          validated_by: ["validated", "exported", "invoiced"].includes(status) ? actors.accUser : null,
          validated_at: ["validated", "exported", "invoiced"].includes(status) ? at(addDays(week, 8)) : null,
          exported_at: ["exported", "invoiced"].includes(status) ? at(addDays(week, 10)) : null,
          created_by: userOf(c.owner_id),
          created_at: at(week, 7),
        });
        tables.timesheet_day.push(...days);
        if (["validated", "exported", "invoiced"].includes(status)) {
          const month = week.slice(0, 7);
          const k = `${c.talent_id}:${month}`;
          const entry = payInput.get(k) ?? {
            talent: c.talent_id,
            month,
            hours: [0, 0, 0, 0],
            wage: c.hourly_wage ?? 15,
            keys: new Set<string>(),
            ended: false,
          };
          entry.hours[0] += Math.min(total, 35);
          entry.hours[1] += Math.min(Math.max(total - 35, 0), 8);
          entry.hours[2] += Math.max(total - 43, 0);
          entry.hours[3] += night;
          entry.keys.add(c.contract_key);
          entry.ended ||= c.status === "ended" && (c.end_date ?? "").slice(0, 7) === month;
          payInput.set(k, entry);
        }
        week = addDays(week, 7);
      }
    }
    let payIndex = 0;
    const currentMonth = today.slice(0, 7);
    for (const p of payInput.values()) {
      const periodStart = `${p.month}-01`;
      const nextMonth = addDays(`${p.month}-28`, 7).slice(0, 7);
      const periodEnd = addDays(`${nextMonth}-01`, -1);
      const status =
        payIndex < PAY_STATUSES.length
          ? PAY_STATUSES[payIndex]
          : p.month < currentMonth
            ? r.weighted([
                ["paid", 70],
                ["exported", 20],
                ["controlled", 10],
              ] as const)
            : r.weighted([
                ["to_prepare", 30],
                ["in_progress", 30],
                ["to_control", 25],
                ["anomaly", 5],
                ["regularization", 10],
              ] as const);
      payIndex += 1;
      const base = round2(p.hours[0] * p.wage);
      const overtime = round2(p.hours[1] * p.wage * 1.25 + p.hours[2] * p.wage * 1.5);
      const bonuses = round2(r.pick([0, 0, 50, 80]));
      const allowances = round2(r.int(0, 20) * 10.4);
      const ifm = p.ended ? round2((base + overtime + bonuses) * 0.1) : 0;
      const iccp = round2((base + overtime + bonuses + ifm) * 0.1);
      const grossTotal = round2(base + overtime + bonuses + ifm + iccp);
      // the engine's net of the month's gross (URSSAF's rules), plus the allowances paid as they are
      const net = round2(seedNetFromGross(grossTotal, periodStart) + allowances);
      const controlled = ["controlled", "exported", "paid"].includes(status);
      // no withheld amount typed here: a pay withholds the seeded acomptes deducted in it
      // (requests/types/advance-payment.ts, then index.ts: withholdSeededAdvances); the draw
      // that chose one keeps the rest of the demo's random sequence
      if (controlled) r.chance(0.3);
      tables.pay_tracking.push({
        id: r.uuid(),
        workspace_id: ws,
        talent_id: p.talent,
        period_start: periodStart,
        period_end: periodEnd,
        contract_keys: [...p.keys],
        hours_normal: p.hours[0],
        hours_ot25: p.hours[1],
        hours_ot50: p.hours[2],
        night_hours: p.hours[3],
        gross_base: base,
        gross_overtime: overtime,
        bonuses_subject: bonuses,
        allowances_not_subject: allowances,
        ifm_amount: ifm,
        iccp_amount: iccp,
        gross_total: grossTotal,
        advances_deducted: 0,
        net_to_pay: controlled || r.chance(0.3) ? net : null,
        status,
        anomaly_note: status === "anomaly" ? "Heures de nuit non reportées sur la semaine 2" : null,
        payslip_file: status === "paid" ? `${ws}/payslips/${p.talent}/${p.month}.pdf` : null,
        payment_reference: status === "paid" ? `VIR-${p.month.replace("-", "")}-${r.digits(6)}` : null,
        paid_at: status === "paid" ? at(addDays(periodEnd, 5)) : null,
        created_by: actors.accUser,
      });
    }

    // Documents: identity, compliance and medical documents of talents (some expired),
    // and the contracts sent for e-signature.
    const docTypes = [
      "id_card",
      "carte_vitale",
      "rib",
      "carte_btp",
      "medical_attestation",
      "caces",
      "electrical_clearance",
      "aipr",
      "sst",
      "proof_of_address",
      "diploma",
    ] as const;
    const validity: Record<string, number | null> = {
      id_card: 3650,
      carte_vitale: null,
      rib: null,
      carte_btp: 1825,
      medical_attestation: 730,
      caces: 1825,
      electrical_clearance: 1095,
      aipr: 1825,
      sst: 730,
      proof_of_address: null,
      diploma: null,
      residence_permit: 1095,
    };
    let docIndex = 0;
    for (const t of talents) {
      if (t.qualification_status === "anonymized") continue;
      const n = Math.max(1, r.int(v.documentsPerTalent - 1, v.documentsPerTalent + 1));
      const types: string[] = r.sample(docTypes, n);
      if (docIndex === 0) types.push("medical_attestation", "id_card");
      if (t.nationality_code && NON_EU.has(t.nationality_code)) types.push("residence_permit");
      for (const type of types) {
        const issued = addDays(today, -r.int(30, type === "id_card" ? 3000 : 1500));
        const days = validity[type];
        const expiry = days ? addDays(issued, days) : null;
        const status =
          expiry && expiry < today
            ? "expired"
            : expiry && daysBetween(today, expiry) <= 30
              ? "expiring_soon"
              : r.weighted([
                  ["valid", 80],
                  ["pending_verification", 12],
                  ["rejected", 8],
                ] as const);
        const id = r.uuid();
        tables.document.push({
          id,
          workspace_id: ws,
          type,
          name: null,
          number: type === "caces" ? `R482-${r.digits(6)}` : type === "carte_btp" ? `BTP${r.digits(9)}` : null,
          category:
            type === "caces"
              ? r.pick(["R482 A", "R482 B1", "R482 C1", "R487"])
              : type === "electrical_clearance"
                ? r.pick(["B1V", "BR", "H0V-B1V"])
                : null,
          issued_at: issued,
          expiry_date: expiry,
          status,
          file: `${ws}/talents/${t.id}/${type}-${id.slice(0, 8)}.pdf`,
          file_name: `${type}.pdf`,
          mime_type: r.chance(0.8) ? "application/pdf" : "image/jpeg",
          talent_id: t.id,
          verified_by:
            status === "valid" || status === "expired" || status === "expiring_soon"
              ? userOf(t.owner_id as string)
              : null,
          verified_at: status === "pending_verification" || status === "rejected" ? null : at(addDays(issued, 3)),
          rejection_reason: status === "rejected" ? "Document illisible, merci d'en fournir une nouvelle copie" : null,
          created_by: userOf(t.owner_id as string),
          created_at: at(addDays(issued, 2)),
        });
        // A scan is a PNG (the seed writes a real file of the row's type at its path).
        const scan = tables.document[tables.document.length - 1];
        if (scan.mime_type !== "application/pdf") {
          scan.mime_type = "image/png";
          scan.file = String(scan.file).replace(/\.pdf$/, ".png");
          scan.file_name = `${type}.png`;
        }
        docIndex += 1;
      }
    }
    // Compliance documents (own random sequence): those the contract rules require.
    const compliance = createRng(key === "renfort" ? 101 : key === "cabinetMartin" ? 102 : 103);
    const added = complianceDocuments({
      workspaceId: ws,
      today,
      talents,
      documents: tables.document,
      contracts: [...contracts, ...(tables.contract_amendment.filter((a) => a.workspace_id === ws) as Contract[])],
      jobQualifications: new Map(ref.jobs.map((j) => [j.id, j.typical_qualifications ?? []])),
      next: compliance.next,
      uuid: compliance.uuid,
      userOf,
    });
    tables.document.push(...added);
    const permits = new Map(
      added.filter((d) => d.type === "residence_permit").map((d) => [d.talent_id, d.expiry_date]),
    );
    for (const p of tables.talent_private)
      if (permits.has(p.talent_id)) p.residence_permit_expires_at = permits.get(p.talent_id);
    for (const c of contracts) {
      if (!c.generated_file) continue;
      const submission =
        c.status === "validated"
          ? "not_sent"
          : c.status === "sent_for_signature"
            ? "sent"
            : c.status === "partially_signed"
              ? "partially_signed"
              : "completed";
      tables.document.push({
        id: r.uuid(),
        workspace_id: ws,
        type: c.contract_type === "independent_service" ? "other" : "mission_contract",
        name: `Contrat ${c.contract_key}`,
        issued_at: c.start_date,
        status: "valid",
        file: c.generated_file,
        file_name: `contrat-${c.contract_key}.pdf`,
        mime_type: "application/pdf",
        talent_id: c.talent_id,
        contract_id: c.id,
        company_id: c.company_id,
        verified_by: actors.csmUser,
        verified_at: at(addDays(c.start_date, -8)),
        signature_provider: submission === "not_sent" ? null : "yousign",
        signature_submission_id: submission === "not_sent" ? null : (c.signature_request_id ?? `sig_${r.digits(12)}`),
        signature_submission_status: submission,
        signature_submission_url:
          submission === "not_sent" || submission === "completed" ? null : `https://yousign.app/signatures/${r.uuid()}`,
        signature_submitted_at: submission === "not_sent" ? null : at(addDays(c.start_date, -6)),
        signature_completed_at: submission === "completed" ? at(addDays(c.start_date, -3)) : null,
        signers:
          submission === "not_sent"
            ? null
            : [
                { role: "talent", signed: submission !== "sent" },
                { role: "client", signed: submission === "completed" },
              ],
        signed_file: submission === "completed" ? c.signed_file : null,
        created_by: actors.csmUser,
      });
      tables.file_link.push({
        workspace_id: ws,
        entity: "contract",
        entity_id: c.id,
        kind: "generated",
        bucket_id: "generated",
        object_path: c.generated_file,
        file_name: `contrat-${c.contract_key}.pdf`,
        mime_type: "application/pdf",
        size_bytes: r.int(80_000, 240_000),
        created_by: actors.csmUser,
      });
      if (c.signed_file)
        tables.file_link.push({
          workspace_id: ws,
          entity: "contract",
          entity_id: c.id,
          kind: "signed",
          bucket_id: "generated",
          object_path: c.signed_file,
          file_name: `contrat-${c.contract_key}-signe.pdf`,
          mime_type: "application/pdf",
          size_bytes: r.int(90_000, 260_000),
          created_by: actors.csmUser,
        });
    }

    // Notes on talents, missions, companies, contacts and contracts; service notes.
    const noteTexts = [
      "Appel de qualification : disponible immédiatement, véhiculé, habitué aux chantiers de gros œuvre.",
      "Entretien réalisé en agence. Bon savoir-être, à présenter en priorité.",
      "Le client souhaite un profil avec CACES R482 B1 à jour.",
      "Point hebdomadaire avec le conducteur de travaux : chantier en avance sur le planning.",
      "Relance faite pour la signature du relevé d'heures.",
    ];
    for (const [i, t] of talents.entries()) {
      if (
        t.qualification_status === "anonymized" ||
        !(i < 3 || r.chance(key === "renfort" && v.talents > 1000 ? 0.2 : 0.3))
      )
        continue;
      const voice = r.chance(0.15);
      tables.note.push({
        workspace_id: ws,
        title: null,
        content: voice ? null : r.pick(noteTexts),
        talent_id: t.id,
        audio_file: voice ? `${ws}/notes/${t.id}/memo.m4a` : null,
        audio_duration_seconds: voice ? r.int(20, 240) : null,
        audio_transcription: voice ? "Le candidat confirme sa disponibilité dès lundi et possède ses EPI." : null,
        transcription_status: voice ? "done" : "not_started",
        summarized_content: voice ? "Disponible lundi, EPI personnels." : null,
        is_feedback_positive: r.chance(0.3) ? r.chance(0.8) : null,
        feedback: null,
        created_by: userOf(t.owner_id as string),
        created_at: at(addDays(today, -r.int(0, 120))),
      });
    }
    for (const m of missions.slice(0, Math.ceil(missions.length / 4)))
      tables.note.push({
        workspace_id: ws,
        content: r.pick(noteTexts),
        mission_id: m.id,
        created_by: userOf(m.owner_id),
      });
    for (const c of companies.slice(0, Math.ceil(companies.length / 3))) {
      tables.note.push({
        workspace_id: ws,
        content: "Rendez-vous commercial : besoins récurrents en maçons et coffreurs pour le printemps.",
        company_id: c.id,
        created_by: userOf(actors.consultants[0]),
      });
      tables.note.push({
        workspace_id: ws,
        content: "Interlocuteur réactif, préfère être contacté le matin.",
        contact_id: c.contacts[0],
        created_by: userOf(actors.consultants[0]),
      });
    }
    for (const c of contracts.slice(0, Math.ceil(contracts.length / 5))) {
      tables.note.push({
        workspace_id: ws,
        content: "Retour client positif après la première semaine.",
        contract_id: c.id,
        is_feedback_positive: true,
        feedback: "Ponctuel et autonome sur le chantier.",
        created_by: actors.csmUser,
      });
    }
    if (key === "renfort") {
      tables.note.push({
        workspace_id: ws,
        is_service_note: true,
        // published: shown on the action centre to every role until read (docs/rules/general.md#notes)
        status: "published",
        title: "Clôture de paie",
        content: "Les relevés d'heures doivent être signés avant le 2 du mois pour être payés le 10.",
        created_by: actors.accUser,
        is_pinned: true,
      });
      tables.note.push({
        workspace_id: ws,
        is_service_note: true,
        title: "Nouvelle grille EPI",
        content: "Casque et chaussures restent fournis par l'agence ; le reste par le client.",
        created_by: actors.csmUser,
      });
    }

    // Notifications for every member of the workspace, and role broadcasts.
    for (const memberId of actors.members) {
      tables.notification.push({
        workspace_id: ws,
        recipient_id: memberId,
        type: "mention",
        title: "Vous avez été mentionné dans une note",
        data: { link: "/talents/list" },
        is_read: false,
        created_by: accountByKey("dev").userId,
      });
      tables.notification.push({
        workspace_id: ws,
        recipient_id: memberId,
        type: "document_expiring",
        title: "Des documents expirent dans 30 jours",
        data: { count: r.int(1, 8) },
        is_read: true,
        read_at: at(addDays(today, -1)),
        created_by: accountByKey("dev").userId,
      });
    }
    tables.notification.push({
      workspace_id: ws,
      recipient_roles: ["csm_team_member", "external_csm_team_member"],
      type: "contract_review",
      title: "Contrats en attente de revue",
      data: { count: contracts.filter((c) => c.status === "review").length },
      created_by: accountByKey("dev").userId,
    });
    tables.notification.push({
      workspace_id: ws,
      recipient_roles: ["consultant_team_member"],
      type: "application_new",
      title: "Nouvelles candidatures",
      data: { count: r.int(2, 12) },
      created_by: accountByKey("dev").userId,
    });
    tables.notification.push({
      workspace_id: ws,
      recipient_roles: ["accounting_team_member"],
      type: "timesheet_signed",
      title: "Relevés signés à valider",
      data: { count: r.int(2, 12) },
      created_by: accountByKey("dev").userId,
    });

    // A little status history for the contracts that went through review.
    for (const c of contracts.slice(0, Math.max(2, Math.ceil(contracts.length / 4)))) {
      const steps: Array<[string | null, string, string]> = [
        ["draft", "review", userOf(c.owner_id)],
        ["review", "validated", actors.csmUser],
        ["validated", "sent_for_signature", actors.csmUser],
      ];
      const reached = CONTRACT_STATUSES.indexOf(c.status);
      steps.forEach(([from, to, by], n) => {
        if (reached < CONTRACT_STATUSES.indexOf(to as ContractStatus) || c.status === "canceled") return;
        tables.status_history.push({
          workspace_id: ws,
          entity: "contract",
          status_column: "status",
          entity_id: c.id,
          from_status: from,
          to_status: to,
          changed_by: by,
          actor: "user",
          comment: null,
          changed_at: at(addDays(c.start_date, -12 + n * 2)),
        });
      });
    }
    void weekCount;
  }

  return { authUsers, authIdentities, tables, maxMissionNumber: missionNumber, maxContractNumber: contractNumber };
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
