-- A non-autonomous consultant's contract awaiting their manager's validation reaches the manager
-- (domain.md §6: a consultant of level 1 who is not autonomous needs it before the review, as
-- private.prepare_contract refuses draft → review without it): an action-centre queue
-- `manager_validation` (the manager's managees' drafts not validated yet, each opening the
-- contract where « Valider en tant que manager » is), a notification to the manager when such a
-- draft is made or handed to such a consultant, and one to the consultant once validated.

-- The drafts awaiting their manager's validation, for the owner's managers (their own drafts
-- excluded: the consultant waits, the manager acts). Inlinable like the other rules
-- (20260109200000: no SET clause, security invoker); the label's talent as a scalar subquery,
-- computed for the items shown only.
create or replace function private.action_rule_manager_validation(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'manager_validation', 'warning', 'contract', c.id, c.workspace_id,
         concat_ws(' · ', c.contract_key, (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = c.talent_id)),
         c.start_date::timestamptz, format('/contracts/%s', c.id), c.owner_id
  from public.contract c
  join public.team_member o on o.id = c.owner_id
  where c.status = 'draft' and c.manager_validated_at is null
    and o.management_level <= 1 and not o.is_autonomous
    and (p_owners is null or c.owner_id = any (p_owners))
    and c.owner_id is distinct from (select private.current_team_member_id())
$$;

create index if not exists contract_awaiting_manager_idx on public.contract (owner_id)
  where status = 'draft' and manager_validated_at is null;

insert into public.action_rule (rule, roles, owner_roles, position) values
  ('manager_validation', '{}', '{consultant_team_member}', 18)
on conflict (rule) do nothing;

-- To the manager when a draft of a non-autonomous consultant is made (or handed to one) without
-- the validation; to the consultant when the validation is given (the review can be asked).
create or replace function private.notify_contract_manager_validation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_owner public.team_member;
  v_data jsonb := jsonb_build_object('entity', 'contract', 'entity_id', new.id, 'link', format('/contracts/%s', new.id));
begin
  if new.status <> 'draft' then
    return null;
  end if;
  select tm.* into v_owner from public.team_member tm where tm.id = new.owner_id;
  if v_owner.id is null or v_owner.management_level > 1 or v_owner.is_autonomous then
    return null;
  end if;
  if new.manager_validated_at is null then
    if tg_op = 'INSERT' or new.owner_id is distinct from old.owner_id then
      perform private.notify_member(new.workspace_id, v_owner.manager_id, 'contract_manager_validation',
        format('Contrat à valider en tant que manager : %s', private.contract_notification_label(new)), v_data);
    end if;
  elsif tg_op = 'UPDATE' and old.manager_validated_at is null then
    perform private.notify_member(new.workspace_id, new.owner_id, 'contract_manager_validated',
      format('Contrat validé par votre manager, à soumettre en revue : %s', private.contract_notification_label(new)), v_data);
  end if;
  return null;
end
$$;

create trigger contract_notify_manager_validation after insert or update of owner_id, manager_validated_at on public.contract
  for each row execute function private.notify_contract_manager_validation();

-- The function of 20260110300200_action_centre_per_item_work.sql with the statements of the
-- manager_validation queue (every rule has its own: supabase/tests/action-centre/kept-plans.test.ts).
create or replace function public.action_centre()
returns table (
  rule text, severity text, subject_type text, subject_id uuid, workspace_id uuid, label text, due_at timestamptz,
  link text, total bigint
)
language plpgsql
stable
set search_path = ''
set jit = off
as $$
declare
  v_roles public.app_role[] := private.current_roles();
  v_me uuid := private.current_team_member_id();
  v_mine uuid[] := private.me_and_managee_ids();
  v_rule public.action_rule;
  v_owners uuid[];
  v_key text;
begin
  if v_me is null then
    return;
  end if;
  for v_rule in select r.* from public.action_rule r order by r.position loop
    if 'team_member_developer' = any (v_roles) or v_rule.roles && v_roles or v_rule.rule = 'request_due' then
      v_owners := null;
    elsif v_rule.owner_roles && v_roles then
      v_owners := v_mine;
    else
      continue;
    end if;
    v_key := v_rule.rule || case when v_owners is null then '' else ':mine' end;
    case v_key
      when 'contract_unsigned_start' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_contract_unsigned_start(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'dpae_missing' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_dpae_missing(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'contract_review' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_contract_review(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'modification_requested' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_modification_requested(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'timesheet_unsigned' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_timesheet_unsigned(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'timesheet_disputed' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_timesheet_disputed(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'request_due' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_request_due(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'document_expiring' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_document_expiring(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'mission_ending' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_mission_ending(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'order_unstaffed' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_order_unstaffed(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'new_applications' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_new_applications(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'conditions_expiring' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_conditions_expiring(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'medical_required' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_medical_required(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'carence_conflict' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_carence_conflict(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'independent_invoices' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_independent_invoices(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'credit_exposure' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_credit_exposure(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'carte_btp_missing' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_carte_btp_missing(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'manager_validation' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_manager_validation(null) i
        where not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'modification_requested:mine' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_modification_requested(v_mine) i
        where i.owner_id = any (v_mine)
          and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'document_expiring:mine' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_document_expiring(v_mine) i
        where i.owner_id = any (v_mine)
          and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'mission_ending:mine' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_mission_ending(v_mine) i
        where i.owner_id = any (v_mine)
          and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'order_unstaffed:mine' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_order_unstaffed(v_mine) i
        where i.owner_id = any (v_mine)
          and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'new_applications:mine' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_new_applications(v_mine) i
        where i.owner_id = any (v_mine)
          and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'carence_conflict:mine' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_carence_conflict(v_mine) i
        where i.owner_id = any (v_mine)
          and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      when 'manager_validation:mine' then
        return query
        select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over ()
        from private.action_rule_manager_validation(v_mine) i
        where i.owner_id = any (v_mine)
          and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s
                                                where s.team_member_id = v_me and (s.status = 'dismissed' or s.snoozed_until > now())), false)
        order by case i.severity when 'critical' then 0 when 'warning' then 1 else 2 end, i.due_at nulls last, i.subject_id
        limit 50;
      else
        -- $1 is planned as a constant (EXECUTE … USING): a null list drops the owner filter
        return query execute format(
          'select i.rule, i.severity, i.subject_type, i.subject_id, i.workspace_id, i.label, i.due_at, private.action_after_limit(i.link), count(*) over () '
          'from private.%I($1) i '
          'where ($1 is null or i.owner_id = any ($1)) '
          '  and not coalesce((i.rule, i.subject_id) in (select s.rule, s.subject_id from public.action_item_state s '
          '                  where s.team_member_id = $2 and (s.status = ''dismissed'' or s.snoozed_until > now())), false) '
          'order by case i.severity when ''critical'' then 0 when ''warning'' then 1 else 2 end, i.due_at nulls last, i.subject_id '
          'limit 50', 'action_rule_' || v_rule.rule)
          using v_owners, v_me;
    end case;
  end loop;
end
$$;
revoke all on function private.action_rule_manager_validation(uuid[]) from public, anon;
grant execute on function private.action_rule_manager_validation(uuid[]) to authenticated, service_role;
revoke all on function private.notify_contract_manager_validation() from public, anon, authenticated;
