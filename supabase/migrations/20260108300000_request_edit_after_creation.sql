-- Editing a request after its creation (issue 20): what its author typed in the create form
-- may be corrected while the request is still in one of its type's editable statuses (before
-- anybody decided on it); afterwards those fields are frozen and the database says so in French.
-- Who may edit stays the row-level security's (the matrix's `all` scope for the office, `own`
-- for the author and their managers). The workflow's own fields (those a transition requires),
-- the comment, the assignee and the files stay writable along the way.
--   request_type.editable_statuses: the statuses in which the content may still change;
--   request_type.content_fields: the create form's columns (the front end's definition mirrors them).

alter table public.request_type add column editable_statuses text[] not null default '{}';
alter table public.request_type add column content_fields text[] not null default '{}';

update public.request_type set editable_statuses = array[initial_status];
update public.request_type t set editable_statuses = v.statuses, content_fields = v.fields
from (values
  ('medical_checkup_request', '{to_schedule,requested}'::text[], '{talent_id,contract_id,visit_type,medical_center_id}'::text[]),
  ('advance_payment_request', '{requested}', '{talent_id,contract_id,period_month,requested_amount,payment_method}'),
  ('work_accident_request', '{reported,prior_info_received}', '{contract_id,occurred_at,accident_type,location,circumstances,agency_aware_at,work_stoppage}'),
  ('qualification_training_request', '{requested}', '{talent_id,contract_id,qualification_type,training_kind,near_to,possible_start_date,possible_end_date,request_comment}'),
  ('professional_card_request', '{draft}', '{talent_id,contract_id,payment_method}'),
  ('ppe_request', '{requested}', '{talent_id,company_id,contract_id,needed_by,delivery_mode}'),
  ('meal_card_request', '{requested}', '{contract_id,period_month,benefit_type,eligible_days}'),
  ('expense_claim_request', '{draft,submitted}', '{talent_id,contract_id,category,expense_date,amount_ttc,description}'),
  ('recruitment_office_invoice_request', '{requested}', '{talent_id,company_id,job_name,contract_type,start_date,annual_wage,is_fee_percentage,fee_amount,fee_comment}'),
  ('company_insurance_request', '{draft}', '{company_id,type,insurer,requested_amount}'),
  ('definitive_end_request', '{requested,under_review}', '{contract_id,initiator,reason,requested_end_date}')
) as v (entity, statuses, fields)
where t.entity = v.entity;

alter table public.request_type add constraint request_type_editable_statuses check (initial_status = any (editable_statuses));

-- French labels of the content fields named by the message (the others fall back to the column).
insert into public.enum_label (enum_name, value, label, position) values
  ('request_field', 'visit_type', 'le type de visite', 20),
  ('request_field', 'medical_center_id', 'le centre médical', 21),
  ('request_field', 'period_month', 'le mois', 22),
  ('request_field', 'requested_amount', 'le montant demandé', 23),
  ('request_field', 'payment_method', 'le mode de paiement', 24),
  ('request_field', 'occurred_at', 'la date de l''accident', 25),
  ('request_field', 'accident_type', 'le type d''accident', 26),
  ('request_field', 'location', 'le lieu', 27),
  ('request_field', 'circumstances', 'les circonstances', 28),
  ('request_field', 'agency_aware_at', 'la date de connaissance par l''agence', 29),
  ('request_field', 'work_stoppage', 'l''arrêt de travail', 30),
  ('request_field', 'qualification_type', 'la qualification', 31),
  ('request_field', 'training_kind', 'le type de formation', 32),
  ('request_field', 'near_to', 'le lieu souhaité', 33),
  ('request_field', 'possible_start_date', 'la date de début possible', 34),
  ('request_field', 'possible_end_date', 'la date de fin possible', 35),
  ('request_field', 'request_comment', 'le commentaire de la demande', 36),
  ('request_field', 'needed_by', 'la date de besoin', 37),
  ('request_field', 'delivery_mode', 'le mode de remise', 38),
  ('request_field', 'benefit_type', 'le type d''avantage', 39),
  ('request_field', 'eligible_days', 'le nombre de jours', 40),
  ('request_field', 'category', 'la catégorie', 41),
  ('request_field', 'expense_date', 'la date de la dépense', 42),
  ('request_field', 'amount_ttc', 'le montant TTC', 43),
  ('request_field', 'description', 'la description', 44),
  ('request_field', 'job_name', 'le poste', 45),
  ('request_field', 'contract_type', 'le type de contrat', 46),
  ('request_field', 'start_date', 'la date de début', 47),
  ('request_field', 'annual_wage', 'le salaire annuel', 48),
  ('request_field', 'is_fee_percentage', 'le mode d''honoraires', 49),
  ('request_field', 'fee_amount', 'les honoraires', 50),
  ('request_field', 'fee_comment', 'le commentaire sur les honoraires', 51),
  ('request_field', 'type', 'le type', 52),
  ('request_field', 'insurer', 'l''assureur', 53),
  ('request_field', 'initiator', 'l''initiative', 54),
  ('request_field', 'reason', 'le motif', 55),
  ('request_field', 'requested_end_date', 'la date de fin demandée', 56)
on conflict do nothing;

-- Refuses a change of the create form's fields once the request left its editable statuses
-- (judged on the status it had: the move that leaves them may still carry its own fields).
-- Fields a transition requires are the workflow's, never frozen here. The system (time-driven
-- jobs, seeds) and developers (data fixes) are not held by it, as for closed requests.
create or replace function private.lock_request_content()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_type public.request_type;
  v_new jsonb := to_jsonb(new);
  v_old jsonb := to_jsonb(old);
  v_changed text;
begin
  if private.is_system() or coalesce(current_setting('renfort.actor', true), '') = 'system'
     or private.has_role('team_member_developer') then
    return new;
  end if;
  select t.* into v_type from public.request_type t where t.entity = tg_table_name;
  if v_type.entity is null or (v_old ->> 'status') = any (v_type.editable_statuses) then
    return new;
  end if;
  select string_agg(private.request_field_label(f), ', ' order by array_position(v_type.content_fields, f)) into v_changed
  from unnest(v_type.content_fields) as f
  where (v_new -> f) is distinct from (v_old -> f)
    and not exists (select 1 from public.status_transition st
                    where st.entity = tg_table_name and f = any (st.required_fields));
  if v_changed is not null then
    perform private.fail(format('Au statut « %s », cette demande ne peut plus être modifiée (%s)',
                                private.enum_label(v_type.status_enum, v_old ->> 'status'), v_changed), 'request_content_locked');
  end if;
  return new;
end
$$;

-- After the audit trigger and before <t>_prepare (trigger names run in order): the comparison
-- sees what the caller sent, not what the type's triggers compute.
do $$
declare
  v_entity text;
begin
  for v_entity in
    select t.entity from public.request_type t
    where exists (select 1 from pg_catalog.pg_trigger g
                  where g.tgrelid = to_regclass(format('public.%I', t.entity)) and g.tgname = t.entity || '_prepare')
  loop
    execute format('create trigger %I before update on public.%I for each row execute function private.lock_request_content()',
                   v_entity || '_edit_lock', v_entity);
  end loop;
end
$$;

-- A type added later gets the same trigger from the installer (otherwise unchanged).
create or replace function private.install_request_table(p_table text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_shared constant text[] := array['id', 'workspace_id', 'requester_id', 'assignee_id', 'status', 'status_changed_at',
                                    'status_comment', 'due_at', 'closed_at', 'comment', 'created_at', 'created_by', 'updated_at', 'updated_by'];
  v_rel regclass := format('public.%I', p_table)::regclass;
  v_missing text[];
  v_scope text := 'workspace_id = any ((select private.request_workspace_ids())::uuid[])';
  v_rows text;
  -- policy names stay within PostgreSQL's 63 bytes
  v_name text := case when length(p_table || ': matrix roles can select rows') <= 63 then p_table || ': matrix roles can %s rows' else p_table || ': matrix roles can %s' end;
begin
  if not exists (select 1 from public.request_type t where t.entity = p_table) then
    raise exception 'Type de demande non déclaré dans request_type : %', p_table;
  end if;
  select array_agg(c) into v_missing from unnest(v_shared) as c
  where not exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = v_rel and a.attname = c and not a.attisdropped);
  if v_missing is not null then
    raise exception 'La table % n''a pas les colonnes communes des demandes : %', p_table, v_missing;
  end if;

  perform private.index_foreign_keys(p_table);
  execute format('create index %I on public.%I (workspace_id, status)', private.index_name(p_table, 'workspace_status'), p_table);
  execute format('create index %I on public.%I (workspace_id, due_at) where closed_at is null and due_at is not null',
                 private.index_name(p_table, 'open_due_at'), p_table);

  execute format('create trigger %I before insert or update on public.%I for each row execute function private.set_audit_fields()', p_table || '_audit', p_table);
  execute format('create trigger %I before update on public.%I for each row execute function private.lock_request_content()', p_table || '_edit_lock', p_table);
  execute format('create trigger %I before insert or update on public.%I for each row execute function private.prepare_request()', p_table || '_prepare', p_table);
  execute format('create trigger %I before insert or update on public.%I for each row execute function private.enforce_status_transition(''status'', ''status_comment'')', p_table || '_status', p_table);
  execute format('create trigger %I before insert or update on public.%I for each row execute function private.check_request_transition()', p_table || '_transition', p_table);
  if to_regprocedure(format('private.validate_%s()', p_table)) is not null then
    execute format('create trigger %I before insert or update on public.%I for each row execute function private.%I()', p_table || '_validate', p_table, 'validate_' || p_table);
  end if;
  execute format('create trigger %I after insert or update of status on public.%I for each row execute function private.notify_request_status()', p_table || '_notify', p_table);
  if to_regprocedure(format('private.apply_%s_effects()', p_table)) is not null then
    execute format('create trigger %I after insert or update on public.%I for each row execute function private.%I()', p_table || '_effects', p_table, 'apply_' || p_table || '_effects');
  end if;

  execute format('alter table public.%I enable row level security', p_table);
  v_rows := '((select private.can(%1$L, %2$L)) or ((select private.can_own(%1$L, %2$L)) and requester_id = any ((select private.me_and_managee_ids())::uuid[])))';
  execute format('create policy %I on public.%I for select to authenticated using (%s and %s)',
                 format(v_name, 'select'), p_table, v_scope, format(v_rows, p_table, 'select'));
  execute format('create policy %I on public.%I for insert to authenticated with check (%s and %s)',
                 format(v_name, 'insert'), p_table, v_scope, format(v_rows, p_table, 'insert'));
  execute format('create policy %I on public.%I for update to authenticated using (%s and %s) with check (%s and %s)',
                 format(v_name, 'update'), p_table, v_scope, format(v_rows, p_table, 'update'), v_scope, format(v_rows, p_table, 'update'));
  execute format('create policy %I on public.%I for delete to authenticated using (%s and %s)',
                 format(v_name, 'delete'), p_table, v_scope, format(v_rows, p_table, 'delete'));
  execute format('revoke all on public.%I from anon', p_table);
end
$$;

revoke all on function private.install_request_table(text) from public, authenticated, service_role;
revoke all on function private.lock_request_content() from public, anon;
