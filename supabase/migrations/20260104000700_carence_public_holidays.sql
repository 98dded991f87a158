-- The délai de carence counts in the client's opening days (L1251-36): public holidays are
-- not opening days. private.is_public_holiday gives the eleven French public holidays of
-- L3133-1 (eight fixed dates; Easter Monday, Ascension and Whit Monday from Easter), and
-- private.carence_first_allowed_day skips them besides the post's non-working weekdays.
-- Alsace-Moselle's Good Friday and 26 December are not deducted (the worksite's department
-- would be needed). Mirrored in src/lib/dates/public-holidays.ts for the seed generator.

-- Easter Sunday of p_year (Gregorian calendar, anonymous algorithm).
create or replace function private.easter_sunday(p_year integer)
returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  a integer := p_year % 19;
  b integer := p_year / 100;
  c integer := p_year % 100;
  d integer := b / 4;
  e integer := b % 4;
  f integer := (b + 8) / 25;
  g integer := (b - f + 1) / 3;
  h integer := (19 * a + b - d - g + 15) % 30;
  i integer := c / 4;
  k integer := c % 4;
  l integer := (32 + 2 * e + 2 * i - h - k) % 7;
  m integer := (a + 11 * h + 22 * l) / 451;
begin
  return make_date(p_year, (h + l - 7 * m + 114) / 31, ((h + l - 7 * m + 114) % 31) + 1);
end;
$$;

create or replace function private.is_public_holiday(p_day date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select to_char(p_day, 'MM-DD') in ('01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25')
      or p_day - private.easter_sunday(extract(year from p_day)::integer) in (1, 39, 50)
$$;

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
      and not private.is_public_holiday(d::date)
    order by d
    offset p_count - 1 limit 1
  ) end
$$;
