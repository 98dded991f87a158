-- The délai de carence counts in the client's opening days (L1251-36): public holidays are
-- not opening days. private.carence_first_allowed_day now skips the eleven French public
-- holidays of L3133-1 (private.is_french_public_holiday, 20260103000000_request_mechanism.sql)
-- besides the post's non-working weekdays. Alsace-Moselle's Good Friday and 26 December are not
-- deducted (the worksite's department would be needed). Mirrored in
-- src/lib/dates/public-holidays.ts for the seed generator.

-- Opening days after p_after needed before a contract may start again: the day following the
-- p_count-th opening day. The post's working days (ISO weekdays, Monday to Friday when none)
-- stand for the client's opening days; public holidays are not opening days.
create or replace function private.carence_first_allowed_day(p_after date, p_count integer, p_days smallint[])
returns date
language sql
immutable
set search_path = ''
as $$
  select case when p_count <= 0 then p_after + 1 else (
    select d::date + 1
    from generate_series((p_after + 1)::timestamp, (p_after + 7 * (p_count + 1) + 14)::timestamp, interval '1 day') as d
    where extract(isodow from d)::smallint = any (coalesce(nullif(p_days, '{}'), '{1,2,3,4,5}'::smallint[]))
      and not private.is_french_public_holiday(d::date)
    order by d
    offset p_count - 1 limit 1
  ) end
$$;
