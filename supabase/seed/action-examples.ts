// Demo rows for the action centre's queues that the generated data leaves empty
// (docs/rules/action-centre.md#queues): an open order of consultant@ on a post still inside its délai de carence
// (carence_conflict), a client whose exposure exceeds its partial credit-insurance cover
// (credit_exposure), and a signed contract starting tomorrow whose DPAE is still to record
// (dpae_missing: the generated signed contracts start in 2 days or more, all declared). Chosen by SQL from the generated rows (the most recent ended contract on
// a post, the client with the most running billing), so the rest of the data is unchanged and
// the choice is the same on every load of the same day. Demo scale only.
import type { Engine } from "../../server/db/engine.ts";
import { DEMO_ACCOUNTS, WORKSPACES } from "./accounts.ts";

const consultantId = () => DEMO_ACCOUNTS.find((a) => a.key === "consultant")?.teamMemberId ?? null;

/** A client order (taken 12 days ago) starting in 3 days on the post of Renfort's last ended contract (activity increase). */
const CARENCE_ORDER = `
with prev as (
  select c.* from public.contract c
  where c.workspace_id = $1 and c.contract_type = 'mission' and not c.is_amendment
    and c.status = 'ended' and c.contract_reason = 'activity_increase' and c.mission_id is not null
    and c.address_id is not null and c.job_id is not null and c.end_date < $2::date and not c.renewal_refused_by_talent
    and not exists (select 1 from public.contract a
                    where a.workspace_id = c.workspace_id and a.contract_key = c.contract_key and a.is_amendment)
  order by c.end_date desc, c.contract_key
  limit 1
)
insert into public.mission (workspace_id, company_id, agency_id, job_id, job_name, description, priority, status,
  start_date, end_date, number_of_open_positions, is_client_order, owner_id, address_id, hourly_wage, contract_reason,
  contract_reason_justification, working_hours, schedule, created_at)
select m.workspace_id, m.company_id, m.agency_id, m.job_id, m.job_name, m.description, 'normal', 'open',
  $2::date + 3, $2::date + 40, 1, true, $3, p.address_id, m.hourly_wage, 'activity_increase',
  m.contract_reason_justification, m.working_hours, m.schedule, ($2::date - 12)::timestamptz
from prev p join public.mission m on m.id = p.mission_id`;

/** A partial cover of half the 4 weeks' projected billing of Renfort's busiest uncovered client. */
const SMALL_COVER = `
with running as (
  select c.company_id, sum(c.working_hours * c.hourly_billing_rate * 4) as projected
  from public.contract c
  where c.workspace_id = $1 and c.status in ('signed', 'active') and c.start_date <= $2::date
    and c.hourly_billing_rate is not null
    and private.contract_last_day(c.start_date, c.end_date, c.definitive_end_date, c.minimum_duration_days) >= $2::date
    and not exists (select 1 from public.company_insurance_request r
                    where r.company_id = c.company_id and r.type = 'credit_insurance'
                      and r.status in ('draft', 'submitted', 'granted', 'partially_granted'))
  group by c.company_id
  order by 2 desc, 1
  limit 1
)
insert into public.company_insurance_request (workspace_id, company_id, requester_id, type, insurer, policy_number,
  requested_amount, granted_amount, decision_date, valid_until, decision_reason, status, status_changed_at, created_at)
select $1, r.company_id, $3, 'credit_insurance', 'coface', 'POL-20261001',
  greatest(floor(r.projected / 1000) * 1000, 1000) + 5000, greatest(floor(r.projected * 0.5 / 1000) * 1000, 1000),
  $2::date - 40, $2::date + 325, 'Encours limité : client récent, bilans non publiés', 'partially_granted',
  ($2::date - 40)::timestamptz, ($2::date - 60)::timestamptz
from running r`;

/**
 * Renfort's signed mission contract starting soonest (no amendment), brought forward to tomorrow
 * without its DPAE; written as the system, its diff line removed (demo data, not an edit).
 */
const DPAE_AWAITED = `
with moved as (
  update public.contract c set start_date = $2::date + 1, dpae_submitted_at = null, dpae_reference = null
  where c.id = (select s.id from public.contract s
                where s.workspace_id = $1 and s.status = 'signed' and s.contract_type <> 'independent_service'
                  and not s.is_amendment and s.start_date > $2::date + 1
                  and not exists (select 1 from public.contract a
                                  where a.workspace_id = s.workspace_id and a.contract_key = s.contract_key and a.is_amendment)
                order by s.start_date, s.contract_key
                limit 1)
  returning c.id
)
select id from moved`;

export async function seedActionCentreExamples(engine: Engine, today: string): Promise<void> {
  await engine.tx({}, async (q) => {
    const params = [WORKSPACES.renfort.id, today, consultantId()];
    await q(CARENCE_ORDER, params);
    await q(SMALL_COVER, params);
    const moved = await q<{ id: string }>(DPAE_AWAITED, params.slice(0, 2));
    for (const { id } of moved.rows)
      await q("delete from public.contract_change where contract_id = $1 and changed_at = now()", [id]);
  });
}
