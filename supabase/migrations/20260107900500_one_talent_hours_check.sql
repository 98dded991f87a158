-- Two branches each added the per-talent daily (10 h) and weekly (48 h) check on timesheet days,
-- every contract together: one check is kept, the statement-level one of
-- 20260107300000_timesheet_office.sql (private.check_talent_hour_limits, once per statement
-- over the days written), and the row-level copy of 20260107000100_contract_legal_rules.sql
-- goes.
drop trigger if exists timesheet_day_talent_hours on public.timesheet_day;
drop function if exists private.check_timesheet_talent_hours();
