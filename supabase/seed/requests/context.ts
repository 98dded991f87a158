// What the request seed builds on, read from the core data already loaded: the internal
// workspaces, their actors per role, talents, contracts, companies, contacts and the months
// in which talents have signed hours. Limited samples, so that the large scale stays fast.
import type { Query } from "../../../server/db/engine.ts";
import { accountByKey, WORKSPACES } from "../accounts.ts";
import { createRng, type Rng } from "../random.ts";

export type Scale = "demo" | "large";
export type Row = Record<string, unknown>;

export type Member = { id: string; userId: string };
export type TalentRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  worker_type: string;
  has_iban: boolean;
  birth_date: string | null;
  nationality_code: string | null;
  created_at: string;
};
export type ContractRow = {
  id: string;
  contract_key: string;
  talent_id: string;
  company_id: string | null;
  mission_id: string | null;
  status: string;
  start_date: string;
  end_date: string | null;
  hourly_wage: string | null;
  working_hours: string;
  contract_type: string;
  trial_period_days: number | null;
  definitive_end_date: string | null;
  definitive_end_reason: string | null;
  definitive_end_initiator: string | null;
  /** the talent holds a verified carte BTP valid past the contract's last day: no card to request */
  card_held: boolean;
};
export type CompanyRow = {
  id: string;
  name: string;
  siren: string | null;
  status: string;
  company_group_id: string | null;
};
export type ContactRow = {
  id: string;
  company_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  roles: string[];
  status: string;
};

export type WorkspaceContext = {
  key: "renfort" | "cabinetMartin";
  id: string;
  actors: { cons: Member[]; csm: Member; xcsm: Member; acc: Member; ind: Member; mkt: Member; dev: Member };
  talents: TalentRow[];
  contracts: ContractRow[];
  companies: CompanyRow[];
  contacts: ContactRow[];
  /** talent id → the latest month (YYYY-MM-01) with signed hours and its gross earned */
  signedMonths: Map<string, { month: string; gross: number; contractKey: string }>;
  /** contract key → months (YYYY-MM-01) with the number of days worked on signed timesheets */
  signedDays: Map<string, Array<{ month: string; days: number }>>;
  groups: string[];
  /** talent id → their latest pay */
  payTracking: Map<string, string>;
  /** talent id → their latest exported or paid pay (its month YYYY-MM-01 and net): where an acompte is deducted */
  exportedPays: Map<string, { id: string; month: string; net: number }>;
  /** `talent_id|YYYY-MM-01` of the pays an acompte of that month can no longer join: exported or paid
   * (`closed`), or keeping the seed's figures, never computed (`fixed`: a net, or controlled and after) */
  payMonths: { closed: Set<string>; fixed: Set<string> };
  applications: Array<{ id: string; talent_id: string; mission_id: string }>;
  hiringPools: string[];
  /** talent id → the qualifications they hold (verified document, even expired): what a recycling renews */
  heldQualifications: Map<string, Array<{ type: string; category: string | null }>>;
  /** keys of the monthly rows already there, made by the server's scheduler (see requests/index.ts):
   * `contract_key:month` of meal card requests, `talent_id:contract_key:month` of independents' invoices */
  taken: Set<string>;
};

export type SeedContext = { scale: Scale; today: string; rng: Rng; workspaces: WorkspaceContext[] };

const member = (key: string): Member => {
  const a = accountByKey(key);
  return { id: a.teamMemberId!, userId: a.userId };
};

/** How many core rows each workspace's sample holds. */
const SAMPLE = { demo: 2000, large: 6000 } as const;

export async function loadContext(q: Query, scale: Scale, today: string): Promise<SeedContext> {
  const keys = ["renfort", "cabinetMartin"] as const;
  const workspaces: WorkspaceContext[] = [];
  for (const key of keys) {
    const id = WORKSPACES[key].id;
    const limit = SAMPLE[scale];
    const talents = await q<TalentRow>(
      `select t.id, t.first_name, t.last_name, t.email, t.worker_type::text, p.iban is not null as has_iban, t.birth_date::text,
              t.nationality_code, t.created_at::text
       from public.talent t left join public.talent_private p on p.talent_id = t.id
       where t.workspace_id = $1 and t.qualification_status not in ('anonymized', 'archived') and t.blacklisted_at is null
       order by t.id limit $2`,
      [id, limit],
    );
    const contracts = await q<ContractRow>(
      `select c.id, c.contract_key, c.talent_id, c.company_id, c.mission_id, c.status::text, c.start_date::text, c.end_date::text,
              c.hourly_wage::text, c.working_hours::text, c.contract_type::text, c.trial_period_days, c.definitive_end_date::text,
              c.definitive_end_reason::text, c.definitive_end_initiator::text,
              exists (select 1 from public.document d
                      where d.talent_id = c.talent_id and d.type = 'carte_btp' and d.status in ('valid', 'expiring_soon')
                        and d.expiry_date > private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days)
                     ) as card_held
       from public.contract c where c.workspace_id = $1 and not c.is_amendment and c.company_id is not null
       order by c.contract_key limit $2`,
      [id, limit],
    );
    const companies = await q<CompanyRow>(
      `select id, name, siren, status::text, company_group_id from public.company where workspace_id = $1 order by id limit $2`,
      [id, limit],
    );
    const contacts = await q<ContactRow>(
      `select id, company_id, first_name, last_name, email, roles::text[] as roles, status::text from public.contact
       where workspace_id = $1 order by id limit $2`,
      [id, limit * 3],
    );
    const signed = await q<{ talent_id: string; month: string; gross: string; contract_key: string }>(
      `select distinct on (w.talent_id) w.talent_id, date_trunc('month', d.date)::date::text as month,
              round(sum(d.worked_hours * c.hourly_wage), 2)::text as gross, min(w.contract_key) as contract_key
       from public.timesheet_day d join public.timesheet_week w on w.id = d.timesheet_week_id join public.contract c on c.id = w.contract_id
       where w.workspace_id = $1 and w.status in ('signed', 'validated', 'exported', 'invoiced') and c.hourly_wage is not null
       group by w.talent_id, date_trunc('month', d.date)
       having sum(d.worked_hours) > 0
       order by w.talent_id, date_trunc('month', d.date) desc`,
      [id],
    );
    const days = await q<{ contract_key: string; month: string; days: number }>(
      `select w.contract_key, date_trunc('month', d.date)::date::text as month, count(distinct d.date)::int as days
       from public.timesheet_day d join public.timesheet_week w on w.id = d.timesheet_week_id
       where w.workspace_id = $1 and w.status in ('signed', 'validated', 'exported', 'invoiced') and d.worked_hours > 0
       group by 1, 2 order by 1, 2`,
      [id],
    );
    const signedDays = new Map<string, Array<{ month: string; days: number }>>();
    for (const d of days.rows)
      signedDays.set(d.contract_key, [...(signedDays.get(d.contract_key) ?? []), { month: d.month, days: d.days }]);
    const groups = await q<{ id: string }>(
      "select id from public.company_group where workspace_id = $1 and status = 'active' order by name",
      [id],
    );
    const pays = await q<{ talent_id: string; id: string; month: string; status: string; net: string | null }>(
      `select talent_id, id, period_start::text as month, status::text, net_to_pay::text as net
       from public.pay_tracking where workspace_id = $1 order by talent_id, period_start desc`,
      [id],
    );
    const payTracking = new Map<string, string>();
    const exportedPays = new Map<string, { id: string; month: string; net: number }>();
    const payMonths = { closed: new Set<string>(), fixed: new Set<string>() };
    for (const p of pays.rows) {
      if (!payTracking.has(p.talent_id)) payTracking.set(p.talent_id, p.id);
      const closed = ["exported", "paid"].includes(p.status);
      if (closed && p.net !== null && !exportedPays.has(p.talent_id))
        exportedPays.set(p.talent_id, { id: p.id, month: p.month, net: Number(p.net) });
      if (closed) payMonths.closed.add(`${p.talent_id}|${p.month}`);
      // the seed computes only the open pays without a net (index.ts, computeOpenPays)
      if (p.net !== null || closed || p.status === "controlled") payMonths.fixed.add(`${p.talent_id}|${p.month}`);
    }
    const applications = await q<{ id: string; talent_id: string; mission_id: string }>(
      "select id, talent_id, mission_id from public.application where workspace_id = $1 order by id limit $2",
      [id, limit],
    );
    const pools = await q<{ id: string }>(
      "select id from public.hiring_pool where workspace_id = $1 and status = 'active' order by name",
      [id],
    );
    const held = await q<{ talent_id: string; type: string; category: string | null }>(
      `select distinct talent_id, type::text, category from public.document
       where workspace_id = $1 and status in ('valid', 'expiring_soon', 'expired')
         and type in ('caces', 'electrical_clearance', 'aipr', 'sst')`,
      [id],
    );
    const heldQualifications = new Map<string, Array<{ type: string; category: string | null }>>();
    for (const h of held.rows)
      heldQualifications.set(h.talent_id, [
        ...(heldQualifications.get(h.talent_id) ?? []),
        { type: h.type, category: h.category },
      ]);
    // the rows the unique indexes count (meal_card_request_one_per_month_idx, independent_monthly_invoice_one_per_month_idx)
    const taken = await q<{ key: string }>(
      `select r.contract_key || ':' || r.period_month::text as key from public.meal_card_request r
       where r.workspace_id = $1 and r.status not in ('rejected', 'canceled')
       union all
       select i.talent_id || ':' || coalesce(i.contract_key, '') || ':' || i.month::text from public.independent_monthly_invoice i
       where i.workspace_id = $1 and i.status <> 'canceled'`,
      [id],
    );
    const dev = member("dev");
    workspaces.push({
      key,
      id,
      actors:
        key === "renfort"
          ? {
              cons: [member("consultant"), member("manager"), member("direction")],
              csm: member("csm"),
              xcsm: member("csmExterne"),
              acc: member("comptable"),
              ind: member("adminIndependants"),
              mkt: member("marketing"),
              dev,
            }
          : {
              cons: [member("independant")],
              csm: member("independant"),
              xcsm: member("independant"),
              acc: member("comptable"),
              ind: member("adminIndependants"),
              mkt: member("independant"),
              dev,
            },
      talents: talents.rows,
      contracts: contracts.rows,
      companies: companies.rows,
      contacts: contacts.rows,
      signedMonths: new Map(
        signed.rows.map((s) => [s.talent_id, { month: s.month, gross: Number(s.gross), contractKey: s.contract_key }]),
      ),
      signedDays,
      groups: groups.rows.map((g) => g.id),
      payTracking,
      exportedPays,
      payMonths,
      applications: applications.rows,
      hiringPools: pools.rows.map((p) => p.id),
      heldQualifications,
      taken: new Set(taken.rows.map((t) => t.key)),
    });
  }
  return { scale, today, rng: createRng(scale === "demo" ? 20260301 : 20260302), workspaces };
}
