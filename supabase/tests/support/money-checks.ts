// Money checks that cannot drift: what the pays withhold against the acomptes and the payroll file
// (docs/payroll-export.md, ACOMPTE), and what the invoices bill against the signed hours and the
// rates (docs/rules/billing.md#montants). Each check is a query listing what breaks it, in words;
// run over the demo data (money-checks.test.ts) and after the stories the pay tests walk through.
import type { Query } from "./db.ts";
import { as, asSystem } from "./fixtures.ts";

/** The acomptes of a pay's ACOMPTE element (its ids, sorted) beside its withheld amount. */
const PAYS = `
  pays as (
    select p.id, p.workspace_id, p.talent_id, p.period_start, p.period_end, p.status::text as status, p.advances_deducted,
           coalesce((select sum(e.amount) from public.pay_element e where e.pay_tracking_id = p.id and e.code = 'ACOMPTE'), 0) as element_amount,
           coalesce((select array_agg(x order by x) from public.pay_element e, unnest(e.advance_payment_request_ids) x
                     where e.pay_tracking_id = p.id and e.code = 'ACOMPTE'), '{}') as element_ids
    from public.pay_tracking p
  ),
  acomptes as (
    select a.id, a.workspace_id, a.talent_id, a.period_month, a.status::text as status, a.deducted_in_pay_tracking_id as pay_id,
           coalesce(a.approved_amount, a.requested_amount) as amount
    from public.advance_payment_request a
  )`;

/** The pay and acompte checks, as the system: one line per breach. */
const PAY_CHECKS = `
  with ${PAYS}
  select format('paie %s (%s) : acomptes déduits %s, élément ACOMPTE %s', p.id, p.status, p.advances_deducted, p.element_amount) as breach
  from pays p where p.advances_deducted <> p.element_amount
  union all
  select format('paie %s : élément ACOMPTE %s, ses acomptes %s', p.id, p.element_amount,
                (select coalesce(sum(a.amount), 0) from acomptes a where a.id = any (p.element_ids)))
  from pays p where p.element_amount <> (select coalesce(sum(a.amount), 0) from acomptes a where a.id = any (p.element_ids))
  union all
  -- an acompte a pay withholds: the talent's, of a month of the pay, paid (or deducted in that pay)
  select format('paie %s (%s) : retient l''acompte %s (%s, %s) qui n''est pas le sien', p.id, p.status, a.id, a.status, a.period_month)
  from pays p cross join unnest(p.element_ids) x join acomptes a on a.id = x
  where not (a.workspace_id = p.workspace_id and a.talent_id = p.talent_id
             and a.period_month between date_trunc('month', p.period_start)::date and p.period_end
             and ((p.status not in ('exported', 'paid') and a.status = 'paid' and a.pay_id is null)
                  or (a.status = 'deducted' and a.pay_id = p.id)))
  union all
  -- « Déduite sur paie »: by an exported (or reopened) pay that withholds it
  select format('acompte %s déduit sur la paie %s qui ne le retient pas', a.id, a.pay_id)
  from acomptes a left join pays p on p.id = a.pay_id
  where a.status = 'deducted' and (p.id is null or not a.id = any (p.element_ids))
  union all
  select format('paie %s (%s) : acomptes déduits sur elle %s, retenus %s', p.id, p.status,
                (select array_agg(a.id order by a.id) from acomptes a where a.pay_id = p.id and a.status = 'deducted'), p.element_ids)
  from pays p
  where p.status in ('exported', 'paid')
    and p.element_ids <> (select coalesce(array_agg(a.id order by a.id), '{}') from acomptes a where a.pay_id = p.id and a.status = 'deducted')
  union all
  -- « Versée »: every pay of its month withholds it (none yet: the pay to come will)
  select format('acompte versé %s (%s) non retenu par la paie %s (%s)', a.id, a.period_month, p.id, p.status)
  from acomptes a join pays p on p.workspace_id = a.workspace_id and p.talent_id = a.talent_id
   and a.period_month between date_trunc('month', p.period_start)::date and p.period_end
  where a.status = 'paid' and not a.id = any (p.element_ids)
  order by 1`;

/** Per talent and exported period, what the pays withhold (as the system). */
const EXPORTED = `
  select p.talent_id || ' ' || p.period_start::text as key, p.period_start::text as period, sum(p.advances_deducted)::text as amount
  from public.pay_tracking p where p.status in ('exported', 'paid')
  group by p.talent_id, p.period_start`;

/**
 * The payroll file's ACOMPTE lines per talent and period, read as accounting through
 * public.pay_export_lines (what the file is written from); a line on the wrong side counts apart.
 */
const FILE = `
  select l.talent_id || ' ' || l.period_start::text as key, sum(l.amount)::text as amount,
         bool_or(l.category <> 'deduction') as wrong_side
  from unnest($1::date[]) x(period_start)
  cross join lateral public.pay_export_lines(x.period_start) l
  where l.code = 'ACOMPTE'
  group by l.talent_id, l.period_start`;

/**
 * What the pays, the acomptes and the payroll file disagree on (empty: they agree to the cent).
 * Runs as the system, reads the file as accounting, and leaves the transaction as the system.
 */
export async function payBreaches(q: Query): Promise<string[]> {
  const breaches = (await q<{ breach: string }>(PAY_CHECKS)).rows.map((r) => r.breach);
  const exported = (await q<{ key: string; period: string; amount: string }>(EXPORTED)).rows;
  await as(q, "comptable");
  const periods = [...new Set(exported.map((e) => e.period))];
  const file = new Map(
    (await q<{ key: string; amount: string; wrong_side: boolean }>(FILE, [periods])).rows.map((l) => [l.key, l]),
  );
  await asSystem(q);
  const withheld = new Map(exported.map((e) => [e.key, Number(e.amount)]));
  for (const key of new Set([...withheld.keys(), ...file.keys()])) {
    const line = file.get(key);
    const inFile = line ? Number(line.amount) : 0;
    if (inFile !== (withheld.get(key) ?? 0) || line?.wrong_side)
      breaches.push(`fichier de paie (talent, période) ${key} : ACOMPTE ${inFile}, paie ${withheld.get(key) ?? 0}`);
  }
  return breaches;
}

/**
 * The invoices against the signed hours and the rates, as the system. Per invoice and billed week:
 * the hours billed at the normal, +25 % and +50 % rates are the week's worked hours; the lines are
 * the week's pay lines (private.pay_lines, what the talent is paid: same label, quantity and pay
 * rate); a normal hour is billed at the pay of one of the contract's versions (or a pay a signed
 * amendment replaced); the coefficient is the contract's in force on the line's first day, an
 * amendment's from its effective date (or the terms' default; the terms' overtime one for
 * overtime, their non-subject one for allowances); unit price = pay rate × coefficient to the cent, amount = quantity × unit
 * price; the totals are the lines' sums.
 */
const INVOICE_CHECKS = `
  with invoices as (
    select i.*, terms.default_coefficient, terms.non_subject_coefficient, terms.overtime_coefficient
    from public.client_invoice i
    cross join lateral private.client_billing_terms(i.company_id, i.period_end) terms
    where i.kind = 'invoice' and i.status <> 'canceled'
  ),
  lines as (
    select l.*, i.default_coefficient, i.non_subject_coefficient, i.overtime_coefficient
    from invoices i join public.client_invoice_line l on l.invoice_id = i.id
    where l.category <> 'free'
  ),
  weeks as (
    select distinct l.invoice_id, l.timesheet_week_id from lines l where l.timesheet_week_id is not null
  ),
  stored as (
    select l.invoice_id, l.timesheet_week_id, l.label, l.quantity, l.pay_rate from lines l
  ),
  paid as (
    select w.invoice_id, w.timesheet_week_id, pl.label, pl.quantity, pl.rate as pay_rate
    from weeks w
    join public.timesheet_week tw on tw.id = w.timesheet_week_id
    cross join lateral private.pay_lines(tw.workspace_id, tw.talent_id, tw.week_start, tw.week_start, array[tw.contract_key]) pl
    where pl.category not in ('info', 'deduction', 'ifm', 'iccp') and pl.quantity > 0 and pl.rate > 0
  )
  select format('facture %s, semaine %s : « %s » %s × %s €, que la paie de la semaine ne paie pas',
                s.invoice_id, s.timesheet_week_id, s.label, s.quantity, s.pay_rate) as breach
  from (select * from stored except all select * from paid) s
  union all
  select format('facture %s, semaine %s : « %s » %s × %s € payé, non facturé', p.invoice_id, p.timesheet_week_id,
                p.label, p.quantity, p.pay_rate)
  from (select * from paid except all select * from stored) p
  union all
  select format('facture %s, semaine %s : %s h facturées, %s h travaillées', w.invoice_id, w.timesheet_week_id, b.hours, d.hours)
  from weeks w
  cross join lateral (select coalesce(sum(l.quantity), 0) as hours from lines l
                      where l.invoice_id = w.invoice_id and l.timesheet_week_id = w.timesheet_week_id
                        and l.category in ('normal', 'ot25', 'ot50')) b
  cross join lateral (select coalesce(sum(x.worked_hours), 0) as hours from public.timesheet_day x
                      where x.timesheet_week_id = w.timesheet_week_id) d
  where b.hours <> d.hours
  union all
  select format('facture %s : heure normale à %s €, la paie d''aucune version du contrat %s', l.invoice_id, l.pay_rate, l.contract_key)
  from lines l
  where l.category = 'normal'
    and not exists (select 1 from public.contract c where c.workspace_id = l.workspace_id and c.contract_key = l.contract_key
                    and c.hourly_wage = l.pay_rate)
    and not exists (select 1 from public.contract_change cc cross join lateral jsonb_array_elements(cc.changes) e
                    join public.contract c on c.id = cc.contract_id
                    where c.workspace_id = l.workspace_id and c.contract_key = l.contract_key and cc.amendment_id is not null
                      and e ->> 'field' = 'hourly_wage' and (e ->> 'old')::numeric = l.pay_rate)
  union all
  select format('facture %s : ligne %s (%s) au coefficient %s au lieu de %s', l.invoice_id, l.id, l.category, l.coefficient, c.expected)
  from lines l
  cross join lateral (
    select private.contract_coefficient_on(l.contract_id,
             coalesce((select min(d.date) from public.timesheet_day d where d.id = any (l.timesheet_day_ids)), l.week_start)) as coefficient
  ) cp
  cross join lateral (
    select case when l.category = 'allowance' then l.non_subject_coefficient
                when l.category in ('ot25', 'ot50') then coalesce(l.overtime_coefficient, cp.coefficient, l.default_coefficient)
                else coalesce(cp.coefficient, l.default_coefficient) end as expected
  ) c
  where l.coefficient is distinct from c.expected
  union all
  select format('facture %s : ligne %s, prix unitaire %s pour %s × %s', l.invoice_id, l.id, l.unit_price, l.pay_rate, l.coefficient)
  from lines l
  where l.unit_price <> round(l.pay_rate * l.coefficient, 2)
  union all
  select format('%s : ligne %s, %s × %s ≠ %s', coalesce(i.number, i.id::text), l.id, l.quantity, l.unit_price, l.amount_ht)
  from public.client_invoice i join public.client_invoice_line l on l.invoice_id = i.id
  where l.amount_ht <> round(l.quantity * l.unit_price, 2)
  union all
  select format('%s (%s) : HT %s, lignes %s ; TVA %s, par taux %s ; TTC %s', coalesce(i.number, i.id::text), i.kind, i.total_ht, t.ht,
                i.total_tva, t.tva, i.total_ttc)
  from public.client_invoice i
  cross join lateral (
    select coalesce(sum(r.ht), 0) as ht, coalesce(sum(round(r.ht * r.vat_rate / 100, 2)), 0) as tva
    from (select l.vat_rate, sum(l.amount_ht) as ht from public.client_invoice_line l where l.invoice_id = i.id group by l.vat_rate) r
  ) t
  where i.status <> 'canceled' and (i.total_ht <> t.ht or i.total_tva <> t.tva or i.total_ttc <> i.total_ht + i.total_tva)
  order by 1`;

/** What the invoices bill that the signed hours and the rates do not give (empty: none). */
export async function invoiceBreaches(q: Query): Promise<string[]> {
  // one pay-line computation per billed week: PostgreSQL's JIT compiles the plan for its cost
  // estimate and spends 8 s of a 1 s query (in the test's transaction only)
  await q("set local jit = off");
  return (await q<{ breach: string }>(INVOICE_CHECKS)).rows.map((r) => r.breach);
}
