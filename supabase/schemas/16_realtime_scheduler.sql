-- Realtime publication and scheduled time moves.
-- Declarative schema, each object once: types, tables, indexes, triggers, RLS and policies,
-- functions, views, then the rows the schema owns. Change it here, then `npm run db:diff NAME`
-- writes the migration (README, « Changer le schéma »).

-- ## Functions

-- Notifications: a per-member read state (a notification addressed to roles is read by each recipient on their own)…
CREATE FUNCTION private.run_action_time_moves() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return jsonb_build_object('notification:document_expiring', private.notify_expiring_documents());
end
$$;

REVOKE ALL ON FUNCTION private.run_action_time_moves() FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_action_time_moves() TO service_role;
GRANT ALL ON FUNCTION private.run_action_time_moves() TO authenticated;

-- The moves time makes on contracts, with an injectable clock: private.run_contract_time_moves_at(p_now) does the work…
CREATE FUNCTION private.run_contract_time_moves() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.run_contract_time_moves_at(now());
end
$$;

REVOKE ALL ON FUNCTION private.run_contract_time_moves() FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_contract_time_moves() TO service_role;
GRANT ALL ON FUNCTION private.run_contract_time_moves() TO authenticated;

-- The contract time moves, amendments left out: an amendment ends at `signed`…
CREATE FUNCTION private.run_contract_time_moves_at(p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_counts jsonb := '{}';
  v_today date := (p_now at time zone 'Europe/Paris')::date;
  v_row record;
  v_moved integer;
  v_skipped integer;
  v_move record;
begin
  for v_move in
    select * from (values
      ('signed', 'active', 'Début du contrat (automatique)',
       'select id from public.contract where status = ''signed'' and not is_amendment and start_date <= $1 order by start_date, id'),
      ('active', 'ended', 'Fin du contrat (automatique, souplesse comprise)',
       'select id from public.contract c where status = ''active'' and not is_amendment and private.contract_last_day(c) < $1 order by end_date, id')
    ) as m (from_status, to_status, comment, due)
  loop
    v_moved := 0;
    v_skipped := 0;
    for v_row in execute v_move.due using v_today loop
      if private.time_based_move('contract', v_row.id, v_move.to_status, v_move.comment) then
        v_moved := v_moved + 1;
      else
        v_skipped := v_skipped + 1;
      end if;
    end loop;
    v_counts := v_counts || jsonb_build_object(format('contract:%s:%s', v_move.from_status, v_move.to_status),
                                               jsonb_build_object('moved', v_moved, 'skipped', v_skipped));
  end loop;
  return v_counts || private.run_contract_signature_moves(p_now);
end
$_$;

REVOKE ALL ON FUNCTION private.run_contract_time_moves_at(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_contract_time_moves_at(p_now timestamp with time zone) TO service_role;

-- The requests the time-driven function creates start with sensible guessed values instead of blanks or fixed…
CREATE FUNCTION private.run_request_time_moves() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_counts jsonb := '{}';
  v_row record;
  v_moved integer;
  v_skipped integer;
  v_month date := (date_trunc('month', private.paris_today()) - interval '1 month')::date;
  v_days integer;
  v_cap numeric;
  v_rate numeric;
  v_hours numeric;
  v_lines jsonb;
  v_move record;
  v_last record;
begin
  -- Moves by date: entity, from, to, comment, and the rows due (a query returning ids).
  for v_move in
    select * from (values
      ('medical_checkup_request', 'scheduled', 'done', 'Rendez-vous passé (automatique)',
       'select id from public.medical_checkup_request where status = ''scheduled'' and appointment_at <= now() order by appointment_at, id'),
      ('qualification_training_request', 'booked', 'in_progress', 'Début de la session (automatique)',
       'select id from public.qualification_training_request where status = ''booked'' and start_at <= now() order by start_at, id'),
      ('qualification_training_request', 'in_progress', 'completed', 'Fin de la session (automatique)',
       'select id from public.qualification_training_request where status = ''in_progress'' and end_at <= now() order by end_at, id'),
      ('independent_monthly_invoice', 'generated', 'pending_independent_validation', 'Envoyée à l''indépendant pour validation (automatique)',
       'select id from public.independent_monthly_invoice where status = ''generated'' order by month, id'),
      ('commercial_condition', 'signed', 'expired', 'Fin de validité (automatique)',
       'select id from public.commercial_condition where status = ''signed'' and valid_to < private.paris_today() order by valid_to, id')
    ) as m (entity, from_status, to_status, comment, due)
  loop
    v_moved := 0;
    v_skipped := 0;
    for v_row in execute v_move.due loop
      if private.time_based_move(v_move.entity, v_row.id, v_move.to_status, v_move.comment) then
        v_moved := v_moved + 1;
      else
        v_skipped := v_skipped + 1;
      end if;
    end loop;
    v_counts := v_counts || jsonb_build_object(format('%s:%s:%s', v_move.entity, v_move.from_status, v_move.to_status),
                                               jsonb_build_object('moved', v_moved, 'skipped', v_skipped));
  end loop;

  -- Monthly meal cards (docs/rules/requests.md, titres-restaurant et paniers): last month's request of
  -- every contract with meal vouchers or meal allowances and days worked on signed timesheets,
  -- unless one exists (whatever its status: a rejected month is not asked again).
  v_moved := 0;
  v_skipped := 0;
  for v_row in
    select c.id, c.workspace_id, c.contract_key, c.meal_type, c.talent_id, c.company_id,
           c.meal_card_value, g.face_value, g.provider, g.card_last4, g.allowance_kind, g.assignee_id
    from public.contract c
    join public.workspace w on w.id = c.workspace_id and w.type = 'internal'
    cross join lateral private.guess_meal_card_defaults(c.workspace_id, c.contract_key, c.talent_id, c.company_id) as g
    where not c.is_amendment and c.meal_type in ('meal_voucher', 'meal_allowance')
      and c.status in ('active', 'ended', 'terminated_early')
      and c.start_date < (v_month + interval '1 month')::date and coalesce(c.definitive_end_date, c.end_date, 'infinity') >= v_month
      and not exists (select 1 from public.meal_card_request r
                      where r.workspace_id = c.workspace_id and r.contract_key = c.contract_key and r.period_month = v_month)
    order by c.contract_key
  loop
    v_days := private.days_worked_in_month(v_row.workspace_id, v_row.contract_key, v_month, '{signed,validated,exported,invoiced}');
    continue when v_days = 0;
    begin
      perform set_config('renfort.actor', 'system', true);
      if v_row.meal_type = 'meal_voucher' then
        -- The employer share as high as the URSSAF range and exemption cap allow.
        v_cap := private.required_legal_value('meal_voucher_employer_max', v_month);
        v_rate := least(private.required_legal_value('meal_voucher_employer_share_max', v_month),
                        floor(v_cap * 10000 / coalesce(v_row.meal_card_value, v_row.face_value)) / 100);
        insert into public.meal_card_request (workspace_id, contract_id, benefit_type, period_month, eligible_days, face_value,
                                              employer_share_rate, provider, card_last4, assignee_id, status, comment)
        values (v_row.workspace_id, v_row.id, 'meal_voucher', v_month, v_days, coalesce(v_row.meal_card_value, v_row.face_value), v_rate,
                coalesce(v_row.provider, 'other'), v_row.card_last4, v_row.assignee_id, 'requested',
                'Créée automatiquement depuis les relevés signés du mois (émetteur, carte et valeur repris des demandes précédentes)');
      else
        insert into public.meal_card_request (workspace_id, contract_id, benefit_type, period_month, eligible_days, allowance_kind,
                                              allowance_unit_amount, assignee_id, status, comment)
        values (v_row.workspace_id, v_row.id, 'meal_allowance', v_month, v_days, coalesce(v_row.allowance_kind, 'workplace'),
                coalesce(v_row.meal_card_value, private.required_legal_value(
                  'meal_allowance_' || coalesce(v_row.allowance_kind, 'workplace')::text, v_month)),
                v_row.assignee_id, 'requested',
                'Créée automatiquement depuis les relevés signés du mois (type de repas repris des demandes précédentes)');
      end if;
      v_moved := v_moved + 1;
    exception when others then
      v_skipped := v_skipped + 1;
    end;
  end loop;
  v_counts := v_counts || jsonb_build_object('meal_card_request:monthly', jsonb_build_object('created', v_moved, 'skipped', v_skipped));

  -- Independents' monthly invoices (docs/rules/requests.md, factures mensuelles des indépendants; on the 1st): last month's draft of
  -- every independent or ported talent's contract from its validated timesheets.
  v_moved := 0;
  v_skipped := 0;
  for v_row in
    select c.id, c.workspace_id, c.contract_key, c.talent_id, c.hourly_wage, c.job_name
    from public.contract c
    join public.workspace w on w.id = c.workspace_id and w.type = 'internal'
    join public.talent t on t.id = c.talent_id and t.worker_type in ('independent', 'portage')
    where not c.is_amendment and c.hourly_wage > 0 and c.status in ('active', 'ended', 'terminated_early')
      and not exists (select 1 from public.independent_monthly_invoice i
                      where i.talent_id = c.talent_id and coalesce(i.contract_key, '') = c.contract_key and i.month = v_month and i.status <> 'canceled')
    order by c.contract_key
  loop
    select coalesce(sum(d.worked_hours), 0) into v_hours
    from public.timesheet_day d join public.timesheet_week tw on tw.id = d.timesheet_week_id
    where tw.workspace_id = v_row.workspace_id and tw.contract_key = v_row.contract_key and tw.status in ('validated', 'exported', 'invoiced')
      and d.date >= v_month and d.date < (v_month + interval '1 month')::date;
    continue when v_hours = 0;
    v_lines := jsonb_build_array(jsonb_build_object(
      'contract_key', v_row.contract_key, 'description', coalesce(v_row.job_name, 'Prestation') || ' — ' || to_char(v_month, 'MM/YYYY'),
      'quantity', v_hours, 'unit', 'hour', 'unit_price_ht', v_row.hourly_wage, 'amount_ht', round(v_hours * v_row.hourly_wage, 2)));
    begin
      perform set_config('renfort.actor', 'system', true);
      -- Issued on the job's day (the 1st), with what the talent's last invoice used: VAT rate
      -- (a franchise at 0 % stays), self-billing, billed entity, payment delay and follower.
      select i.vat_rate, i.self_billing, i.billed_entity, i.due_date - i.issue_date as delay, i.assignee_id into v_last
      from public.independent_monthly_invoice i
      where i.talent_id = v_row.talent_id and i.workspace_id = v_row.workspace_id and i.status <> 'canceled' and i.month < v_month
      order by i.month desc, i.created_at desc limit 1;
      insert into public.independent_monthly_invoice (workspace_id, talent_id, contract_id, contract_key, month, lines, amount,
                                                      vat_rate, self_billing, billed_entity, issue_date, due_date, assignee_id, status, comment)
      values (v_row.workspace_id, v_row.talent_id, v_row.id, v_row.contract_key, v_month, v_lines, round(v_hours * v_row.hourly_wage, 2),
              coalesce(v_last.vat_rate, 20), coalesce(v_last.self_billing, false), coalesce(v_last.billed_entity, 'Renfort'),
              private.paris_today(), private.paris_today() + coalesce(least(greatest(v_last.delay, 0), 60), 30), v_last.assignee_id, 'draft',
              'Brouillon créé automatiquement depuis les relevés validés du mois (TVA, autofacturation et délai repris de la facture précédente)');
      v_moved := v_moved + 1;
    exception when others then
      v_skipped := v_skipped + 1;
    end;
  end loop;
  v_counts := v_counts || jsonb_build_object('independent_monthly_invoice:monthly', jsonb_build_object('created', v_moved, 'skipped', v_skipped));

  -- Advance payments deducted once the talent's pay of their month is exported (docs/rules/pay.md, acomptes):
  -- only by a pay that withholds them (its ACOMPTE element, the payroll file's line).
  v_moved := 0;
  v_skipped := 0;
  for v_row in
    select a.id, (select p.id from public.pay_tracking p
                  join public.pay_element e on e.pay_tracking_id = p.id and e.code = 'ACOMPTE'
                  where p.talent_id = a.talent_id and p.workspace_id = a.workspace_id and p.status in ('exported', 'paid')
                    and a.id = any (e.advance_payment_request_ids)
                  order by p.period_end desc, p.id limit 1) as pay_id
    from public.advance_payment_request a
    where a.status = 'paid'
    order by a.period_month, a.id
  loop
    continue when v_row.pay_id is null;
    begin
      perform set_config('renfort.actor', 'system', true);
      perform set_config('renfort.status_comment', 'Déduite de la paie exportée (automatique)', true);
      update public.advance_payment_request set status = 'deducted', deducted_in_pay_tracking_id = v_row.pay_id where id = v_row.id;
      perform set_config('renfort.status_comment', '', true);
      v_moved := v_moved + 1;
    exception when others then
      v_skipped := v_skipped + 1;
    end;
  end loop;
  v_counts := v_counts || jsonb_build_object('advance_payment_request:paid:deducted', jsonb_build_object('moved', v_moved, 'skipped', v_skipped));

  -- The jobs written before this function: expiries and the cooptations' follow-up.
  v_counts := v_counts || jsonb_build_object('cooptation:refresh', public.refresh_cooptations());
  v_counts := v_counts || jsonb_build_object(
    'document:expiry', public.refresh_document_statuses(),
    'company_insurance_request:expired', public.expire_company_insurance_requests());
  return v_counts;
end
$$;

REVOKE ALL ON FUNCTION private.run_request_time_moves() FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_request_time_moves() TO service_role;

-- private.run_timesheet_chasing, reading the first link from public.mail_outbox (with a fresh token
-- when the week's has been replaced since: private.timesheet_live_link).
CREATE FUNCTION private.run_timesheet_chasing(p_now timestamp with time zone DEFAULT now()) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_week public.timesheet_week;
  v_mail record;
  v_link text;
  v_to record;
  v_reminders integer := 0;
  v_escalations integer := 0;
begin
  perform set_config('renfort.actor', 'system', true);
  for v_week in
    select w.* from public.timesheet_week w
    where w.status = 'pending_signature' and w.signature_token_expires_at > p_now
      and w.reminder_sent_at is null and w.signature_sent_at <= p_now - interval '1 day'
  loop
    select o.link into v_link from public.mail_outbox o
    where o.entity = 'timesheet_week' and o.entity_id = v_week.id and o.kind = 'timesheet_signature' and o.created_at >= v_week.signature_sent_at - interval '1 minute'
    order by o.seq desc limit 1;
    v_link := private.timesheet_live_link(v_week.id, v_link);
    select ct.email into v_to from public.contact ct where ct.id = v_week.signer_contact_id;
    if v_link is not null and v_to.email is not null then
      select * into v_mail from private.timesheet_mail_text(v_week.id, 'reminder');
      perform private.enqueue_mail(v_week.workspace_id, v_to.email, v_mail.subject, v_mail.body, v_link, 'timesheet_reminder', 'timesheet_week', v_week.id);
      v_reminders := v_reminders + 1;
    end if;
    update public.timesheet_week w set reminder_sent_at = p_now where w.id = v_week.id;
  end loop;

  for v_week in
    select w.* from public.timesheet_week w
    where w.status = 'pending_signature' and w.signature_token_expires_at > p_now
      and w.escalated_at is null and w.signature_sent_at <= p_now - interval '2 days'
  loop
    select o.link into v_link from public.mail_outbox o
    where o.entity = 'timesheet_week' and o.entity_id = v_week.id and o.kind = 'timesheet_signature' and o.created_at >= v_week.signature_sent_at - interval '1 minute'
    order by o.seq desc limit 1;
    v_link := private.timesheet_live_link(v_week.id, v_link);
    select ct.id, ct.email into v_to from public.contact ct
    where ct.company_id = v_week.company_id and ct.id <> coalesce(v_week.signer_contact_id, '00000000-0000-0000-0000-000000000000'::uuid)
      and ct.status = 'active' and 'timesheet_signer' = any (ct.roles) and ct.email is not null
    order by ct.last_name, ct.first_name, ct.id limit 1;
    if v_to.id is null then
      select null::uuid as id, tm.email into v_to from public.team_member tm where tm.id = v_week.owner_id;
    end if;
    if v_link is not null and v_to.email is not null then
      select * into v_mail from private.timesheet_mail_text(v_week.id, 'escalation');
      perform private.enqueue_mail(v_week.workspace_id, v_to.email, v_mail.subject, v_mail.body, v_link, 'timesheet_escalation', 'timesheet_week', v_week.id);
      v_escalations := v_escalations + 1;
    end if;
    update public.timesheet_week w set escalated_at = p_now, escalated_to_contact_id = v_to.id where w.id = v_week.id;
  end loop;
  perform set_config('renfort.actor', '', true);
  return jsonb_build_object('timesheet_week:reminder', v_reminders, 'timesheet_week:escalation', v_escalations);
end
$$;

REVOKE ALL ON FUNCTION private.run_timesheet_chasing(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_timesheet_chasing(p_now timestamp with time zone) TO service_role;

-- The back office of timesheets (issue 18, items 1, 3, 4 and 7): 1. the client's contest per day…
CREATE FUNCTION private.run_timesheet_time_moves() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return jsonb_build_object('timesheet_week:signature_expired', public.expire_timesheet_signature_links())
    || private.run_timesheet_chasing(now());
end
$$;

REVOKE ALL ON FUNCTION private.run_timesheet_time_moves() FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_timesheet_time_moves() TO service_role;
GRANT ALL ON FUNCTION private.run_timesheet_time_moves() TO authenticated;

-- Sends the scheduled e-mails due at p_now (issue 33, docs/rules/requests.md#scheduled-emails): none
-- in quiet hours, they wait for the next run after 8 h; claimed 100 at a time (scheduled → sending),
-- one mail_outbox row per address (the talent's, or each of the pool's members), its variables
-- {prenom}, {metier}, {ville}, {lien} (the unsubscribe link) filled per talent and an unsubscribe
-- link at its foot; talents who opted out of marketing mails are skipped and counted
-- (opted_out_count). Then sent with its recipients_count, partially_failed when some talents had no
-- valid address and others got it, or failed with the reason when nobody was left.
CREATE FUNCTION private.run_scheduled_email_sends(p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_batch uuid[];
  v_email public.scheduled_email;
  v_talent record;
  v_token text;
  v_link text;
  v_base text;
  v_values jsonb;
  v_members uuid[];
  v_author text;
  v_ok integer;
  v_bad integer;
  v_opted integer;
  v_sent integer := 0;
  v_partial integer := 0;
  v_failed integer := 0;
begin
  if not private.scheduled_email_may_send_at(p_now) then
    return jsonb_build_object('scheduled_email:sent', 0, 'scheduled_email:partially_failed', 0, 'scheduled_email:failed', 0);
  end if;
  perform set_config('renfort.actor', 'system', true);
  loop
    with claimed as (
      update public.scheduled_email e set status = 'sending'
      where e.id in (select s.id from public.scheduled_email s where s.status = 'scheduled' and s.send_at <= p_now
                     order by s.send_at, s.id limit 100 for update skip locked)
      returning e.id)
    select array_agg(c.id) into v_batch from claimed c;
    exit when v_batch is null;
    for v_email in select e.* from public.scheduled_email e where e.id = any (v_batch) order by e.send_at, e.id loop
      v_ok := 0; v_bad := 0; v_opted := 0;
      v_base := private.marketing_link_base(v_email.base_url);
      -- a pool's members: a static pool's, or a dynamic pool's current matches, never anonymised
      -- talents, within the e-mail's workspace (public.hiring_pool_members)
      if v_email.talent_id is not null then
        v_members := array[v_email.talent_id];
      else
        -- a dynamic pool's search reads the caller's workspaces and rights (super_search_talents):
        -- it runs as the e-mail's author, so the audience is what its author may see; an author
        -- gone (or none) reaches nobody
        v_author := current_setting('request.jwt.claim.sub', true);
        perform set_config('request.jwt.claim.sub', coalesce(v_email.created_by::text, ''), true);
        v_members := array(select m.id from public.hiring_pool_members(v_email.hiring_pool_id) m
                           where m.workspace_id = v_email.workspace_id);
        perform set_config('request.jwt.claim.sub', coalesce(v_author, ''), true);
      end if;
      for v_talent in
        -- each address once per e-mail
        select distinct on (coalesce(lower(btrim(t.email)), t.id::text)) t.id, lower(btrim(t.email)) as address,
               t.first_name, t.marketing_opt_out_at,
               (select j.name from public.talent_job tj join public.job j on j.id = tj.job_id
                where tj.talent_id = t.id order by tj.is_main desc, tj.created_at limit 1) as job,
               (select a.city from public.address a where a.id = t.address_id) as city
        from public.talent t
        where t.id = any (v_members)
        order by coalesce(lower(btrim(t.email)), t.id::text), t.id
      loop
        if v_talent.marketing_opt_out_at is not null then
          v_opted := v_opted + 1;
        elsif v_talent.address is null or v_talent.address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(v_talent.address) > 254 then
          v_bad := v_bad + 1;
        else
          v_token := private.new_link_token();
          v_link := v_base || '/functions/v1/push-links/unsubscribe?token=' || v_token;
          insert into public.talent_unsubscribe_token (token_hash, workspace_id, talent_id, scheduled_email_id)
          values (private.sha256_hex(v_token), v_email.workspace_id, v_talent.id, v_email.id);
          v_values := jsonb_build_object('prenom', v_talent.first_name, 'metier', v_talent.job, 'ville', v_talent.city, 'lien', v_link);
          insert into public.mail_outbox (workspace_id, recipient, subject, body, kind, entity, entity_id)
          values (v_email.workspace_id, v_talent.address, private.fill_template(coalesce(v_email.subject, ''), v_values),
                  concat_ws(E'\n\n', private.fill_template(v_email.content, v_values), v_email.sender_identity,
                            'Vous ne souhaitez plus recevoir nos e-mails ? Se désabonner : ' || v_link),
                  'scheduled_email', 'scheduled_email', v_email.id);
          v_ok := v_ok + 1;
        end if;
      end loop;
      update public.scheduled_email e
      set status = case when v_ok > 0 and v_bad > 0 then 'partially_failed' when v_ok > 0 then 'sent' else 'failed' end::public.scheduled_email_status,
          recipients_count = v_ok,
          opted_out_count = v_opted,
          failure_reason = case when v_ok > 0 and v_bad = 0 then null
                                when v_ok > 0 then format('%s talent(s) du vivier sans adresse e-mail valide', v_bad)
                                when e.talent_id is not null and v_opted > 0 then 'Le talent s''est désabonné des e-mails marketing'
                                when e.talent_id is not null then 'Le talent n''a pas d''adresse e-mail'
                                when v_opted > 0 then 'Aucun talent du vivier ne peut le recevoir (sans adresse e-mail ou désabonné)'
                                else 'Aucun talent du vivier n''a d''adresse e-mail' end
      where e.id = v_email.id;
      if v_ok > 0 and v_bad > 0 then v_partial := v_partial + 1;
      elsif v_ok > 0 then v_sent := v_sent + 1;
      else v_failed := v_failed + 1;
      end if;
    end loop;
  end loop;
  perform set_config('renfort.actor', '', true);
  return jsonb_build_object('scheduled_email:sent', v_sent, 'scheduled_email:partially_failed', v_partial, 'scheduled_email:failed', v_failed);
end
$_$;

REVOKE ALL ON FUNCTION private.run_scheduled_email_sends(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_scheduled_email_sends(p_now timestamp with time zone) TO service_role;

-- The scheduled entry point, with the early ends and the postings' expiry.
CREATE FUNCTION public.run_time_based_transitions() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_counts jsonb;
begin
  v_counts := private.run_request_time_moves()
    || private.run_contract_time_moves()
    || private.run_contract_definitive_end_moves_at(now())
    || private.remind_end_offers_at(now())
    || private.run_timesheet_time_moves()
    || private.run_action_time_moves()
    || private.run_client_invoice_time_moves()
    || jsonb_build_object('mission:job_posting_expired', public.expire_job_postings())
    || private.run_scheduled_email_sends(now())
    || private.run_push_campaign_sends(now())
    || private.run_import_jobs(now())
    || private.run_gdpr_retention(now())
    || private.run_legal_retention(now())
    || private.run_personnel_register_retention(now())
    || private.run_vigilance_sendings(now())
    || private.run_trash_purge(now());
  perform set_config('renfort.actor', '', true);
  return v_counts;
end
$$;

REVOKE ALL ON FUNCTION public.run_time_based_transitions() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.run_time_based_transitions() FROM PUBLIC;
GRANT ALL ON FUNCTION public.run_time_based_transitions() TO service_role;

-- ## Realtime publication

-- Realtime streams these tables' changes to the screens that list them. Idempotent: creates the
-- publication where absent (hosted Supabase has it, empty) and adds only the tables not in it yet
-- (ALTER PUBLICATION … ADD TABLE refuses a member).
do $$
declare
  t text;
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  foreach t in array array[
    'advance_payment_request', 'application', 'client_invoice', 'company', 'company_insurance_request',
    'contact', 'contract', 'definitive_end_request', 'expense_claim_request',
    'independent_payment_request', 'meal_card_request', 'medical_checkup_request', 'mission',
    'note', 'notification', 'pay_tracking', 'ppe_request',
    'professional_card_request', 'qualification_training_request', 'recruitment_office_invoice_request', 'talent',
    'timesheet_day', 'timesheet_week', 'work_accident_request'
  ] loop
    if not exists (
      select from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t
    ) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end $$;

-- ## Scheduled jobs

-- Every background job, in one list: its pg_cron name, schedule and command. On hosted Supabase
-- the migration schedules them all (below); where pg_cron is not loadable (the embedded PGlite, a
-- plain PostgreSQL without it in shared_preload_libraries) the local server runs the same work on
-- its own timers and wake-ups (server/platform/scheduler.ts and the queue workers beside it): a
-- new job is one row here and, for the embedded server, its worker. The workers that are Edge
-- Functions are called through pg_net with the service key (private.call_worker); the others
-- are SQL. Batches stay small enough for a call to fit the hosted limits (2 s of processor).
CREATE FUNCTION private.background_jobs() RETURNS TABLE(name text, schedule text, command text)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  values
    -- the time-driven status moves (contracts, missions, requests, postings…)
    ('renfort-time-based', '*/15 * * * *', 'select public.run_time_based_transitions()'),
    -- the documents queued by issuing transactions, and the deposits at the plateforme agréée
    ('renfort-document-worker', '10 seconds', $c$select private.call_worker('document-worker', '{"limit": 3}')$c$),
    -- the DPAE sendings queued or waiting for their next try
    ('renfort-dpae-send', '* * * * *', $c$select private.call_worker('dpae-send', '{"limit": 10}')$c$),
    -- the mails waiting in the outbox, to the relay
    ('renfort-mail-relay', '* * * * *', $c$select private.call_worker('mail-relay', '{"limit": 20}')$c$),
    -- the CVs still waiting to be read (a closed tab, a failed call)
    ('renfort-resume-index', '*/5 * * * *', $c$select private.call_worker('resume-index', '{"pending": true, "limit": 20}')$c$),
    -- the imports' rows, in the database itself (pg_cron 1.5+: seconds)
    ('renfort-import', '10 seconds', 'select public.process_import_batch(2000)')
$$;

REVOKE ALL ON FUNCTION private.background_jobs() FROM PUBLIC;

-- A worker function called with the service key, both read from Vault when the job runs
-- (`project_url`, e.g. https://<ref>.supabase.co, and `service_role_key`: README, « Utiliser un
-- projet Supabase hébergé »). Without them the job does nothing and says why in cron's log: a
-- schedule made by the migration waits for the secrets instead of failing each minute.
CREATE FUNCTION private.call_worker(p_function text, p_body jsonb DEFAULT '{}'::jsonb) RETURNS bigint
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_url text;
  v_key text;
begin
  select max(decrypted_secret) filter (where name = 'project_url'),
         max(decrypted_secret) filter (where name = 'service_role_key')
    into v_url, v_key
    from vault.decrypted_secrets
   where name in ('project_url', 'service_role_key');
  if v_url is null or v_key is null then
    raise notice 'Tâche % : les secrets project_url et service_role_key manquent dans Vault', p_function;
    return null;
  end if;
  return net.http_post(
    url := rtrim(v_url, '/') || '/functions/v1/' || p_function,
    body := p_body,
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
    timeout_milliseconds := 150000
  );
end;
$$;

REVOKE ALL ON FUNCTION private.call_worker(p_function text, p_body jsonb) FROM PUBLIC;

-- Schedules every job of private.background_jobs() that can run here: the SQL ones with pg_cron,
-- the Edge Functions' with pg_net too. cron.schedule upserts by name, so running it again is
-- harmless. The number of jobs scheduled.
CREATE FUNCTION private.schedule_background_jobs() RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_job record;
  v_count integer := 0;
  v_http boolean := to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is not null;
begin
  if to_regprocedure('cron.schedule(text, text, text)') is null then
    return 0;
  end if;
  for v_job in select * from private.background_jobs() loop
    continue when v_job.command like '%private.call_worker(%' and not v_http;
    perform cron.schedule(v_job.name, v_job.schedule, v_job.command);
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

REVOKE ALL ON FUNCTION private.schedule_background_jobs() FROM PUBLIC;

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    if exists (select 1 from pg_available_extensions where name = 'pg_net') then
      create extension if not exists pg_net;
    end if;
    perform private.schedule_background_jobs();
  end if;
exception when others then
  raise notice 'pg_cron indisponible (%), tâches planifiées laissées au serveur local', sqlerrm;
end $$;
