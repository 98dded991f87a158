-- Invoice lines: client_invoice_week_lines inlined (pay_lines planned once a statement), built without JIT.

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.client_invoice_week_lines(p_week_id uuid, p_non_subject numeric, p_default_coefficient numeric, p_overtime numeric DEFAULT NULL::numeric)
 RETURNS TABLE(category client_invoice_line_category, label text, detail text, contract_key text, contract_id uuid, talent_id uuid, timesheet_week_id uuid, week_start date, quantity numeric, pay_rate numeric, coefficient numeric, unit_price numeric, amount_ht numeric, timesheet_day_ids uuid[], sort integer)
 LANGUAGE sql
 STABLE
AS $function$
  with w as (
    select w.*, c.id as cid, concat_ws(' ', t.first_name, t.last_name) as talent_name
    from public.timesheet_week w
    join public.contract c on c.id = w.contract_id
    join public.talent t on t.id = w.talent_id
    where w.id = p_week_id
  ),
  l as (
    select w.*, pl.code, pl.label as pay_label, pl.category as pay_category, pl.quantity as q, pl.rate, pl.timesheet_day_ids as day_ids, pl.sort as pay_sort,
           -- the coefficient in force on the line's first day, like its pay rate (amendments included)
           coalesce(private.contract_coefficient_on(w.cid, coalesce((select min(d.date) from public.timesheet_day d where d.id = any (pl.timesheet_day_ids)),
                                                                    w.week_start)),
                    p_default_coefficient) as coefficient
    from w cross join lateral private.pay_lines(w.workspace_id, w.talent_id, w.week_start, w.week_start, array[w.contract_key]) pl
    where pl.category not in ('info', 'deduction', 'ifm', 'iccp') and pl.quantity > 0 and pl.rate > 0
  ),
  priced as (
    select l.*,
           case l.code when 'HN' then 'normal' when 'HS25' then 'ot25' when 'HS50' then 'ot50'
                       when 'MAJ_NUIT' then 'night' when 'MAJ_DIMANCHE' then 'sunday'
                       when 'MAJ_FERIE' then 'holiday' when 'MAJ_1MAI' then 'holiday' when 'FERIE_CHOME' then 'holiday'
                       else case when l.pay_category = 'allowance' then 'allowance' else 'bonus' end
           end::public.client_invoice_line_category as line_category,
           case when l.pay_category = 'allowance' then p_non_subject
                when l.code in ('HS25', 'HS50') then coalesce(p_overtime, l.coefficient)
                else l.coefficient end as coef
    from l
  )
  select p.line_category, p.pay_label,
         format('Semaine %s du %s · %s · contrat %s', p.iso_week, to_char(p.week_start, 'DD/MM/YYYY'), p.talent_name, p.contract_key),
         p.contract_key, p.cid, p.talent_id, p.id, p.week_start, p.q, p.rate, p.coef,
         round(p.rate * p.coef, 2), round(p.q * round(p.rate * p.coef, 2), 2), p.day_ids, p.pay_sort::integer
  from priced p
$function$
;

ALTER FUNCTION private.build_client_invoices(p_invoice_ids uuid[]) SET jit TO 'off';

REVOKE ALL ON FUNCTION private.client_invoice_week_lines(p_week_id uuid, p_non_subject numeric, p_default_coefficient numeric, p_overtime numeric) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.build_client_invoices(p_invoice_ids uuid[]) FROM PUBLIC;
