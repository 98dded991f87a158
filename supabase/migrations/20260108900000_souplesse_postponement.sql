-- One souplesse (L1251-30) for the preview, the documents, the time moves and the timesheets'
-- contract span: one day per five days worked, two below ten days worked, public holidays
-- excluded (private.flexibility_days, the preview's rule). That is how far the term may be postponed (bounded only by the motif's maximum,
-- which the preview checks); only an advance is bounded by ten days worked
-- (contract_preview's flexibility_max_advance_days). The preview counted it this way already;
-- this function capped both at ten, so a long contract ended earlier than the law allows.
create or replace function private.contract_flexibility_days(p_start date, p_end date, p_days smallint[])
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_end is null then 0 else
    private.flexibility_days(private.contract_days_worked(p_start, p_end, coalesce(nullif(p_days, '{}'), '{1,2,3,4,5}'::smallint[]))) end
$$;
