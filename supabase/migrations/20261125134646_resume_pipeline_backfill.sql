-- resume_pipeline_backfill: written by hand, data only (nothing to declare in supabase/schemas/).
-- reviewed; the talents whose CV was uploaded before the resume pipeline existed wait « En
-- attente »: the resume-index function's scheduled batch (pg_cron on hosted Supabase) or
-- « Relancer » on their documents tab reads them. Talents without a CV file stay « Non lancé ».
update public.talent t
   set resume_parsing_status = 'pending'
 where t.resume_parsing_status = 'not_started'
   and exists (select 1 from public.document d where d.talent_id = t.id and d.type = 'cv' and d.file is not null);
