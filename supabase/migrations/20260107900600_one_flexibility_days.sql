-- The souplesse of a contract (L1251-30), one definition for the documents, the signature flow,
-- the time moves and the timesheets' contract span (two branches each wrote one): one day per
-- five days worked, two below ten days worked, at most ten; days worked are the contract's
-- working days of the week (Monday to Friday when none are given), public holidays excluded;
-- an open-ended contract has none.
create or replace function private.contract_flexibility_days(p_start date, p_end date, p_days smallint[])
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_end is null then 0 when n < 10 then 2 else least(n / 5, 10) end
  from (select private.contract_days_worked(p_start, p_end, coalesce(nullif(p_days, '{}'), '{1,2,3,4,5}'::smallint[])) as n) x
$$;
