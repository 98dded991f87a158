-- The SMIC of 1 June 2026 (12,31 €/h, 1 867,02 € a month at 35 h), as URSSAF's rules give it
-- (modele-social 11.1). The SQL checks (wages under the SMIC) read legal_parameter, the
-- calculators read the pay engine: the pay engine is the source, and
-- supabase/tests/pay-engine-figures.test.ts fails when a dated row here differs from it.
update public.legal_parameter set valid_to = '2026-05-31'
where key in ('smic_hourly_gross', 'smic_monthly_35h') and valid_from = '2026-01-01' and valid_to is null;

insert into public.legal_parameter (key, value, unit, valid_from, valid_to, source, is_verified, note) values
  ('smic_hourly_gross', 12.31, 'EUR/h', '2026-06-01', null, 'revalorisation du 1er juin 2026 (règles URSSAF, modele-social)', true, null),
  ('smic_monthly_35h', 1867.02, 'EUR', '2026-06-01', null, 'revalorisation du 1er juin 2026 (règles URSSAF, modele-social)', true, '151,67 h');

-- No one is paid under the SMIC: the jobs' usual ranges start at it.
update public.job set hourly_wage_min = 12.31, hourly_wage_max = greatest(hourly_wage_max, 12.31)
where hourly_wage_min < 12.31;
