-- The SIR medical aptitude of a contract is the one held when the talent takes the post (issue
-- #29 §4, probe C16). private.contract_document_problem (20260107000100_contract_legal_rules.sql)
-- asked for an aptitude issued by the contract's start and valid to its last day: a crane
-- operator whose `fit` notice runs until a date in the future, but before the contract's end, was
-- refused the validation, the signature and the activation; and a notice received on the day of a
-- late activation (start already passed) was not seen either, while the activation check
-- (private.has_sir_aptitude, 20260106400000_request_rules.sql) and the action centre's medical
-- queue both read the aptitude on the start, or today once the start has passed.
--
-- The aptitude exam precedes the assignment (Code du travail R4624-24) and is then renewed on its
-- own schedule (R4624-28): a notice that ends during the contract is renewed by a new visit, it
-- does not forbid the contract. So the SIR part now asks, like the activation check, for an
-- aptitude (fit, or fit with adjustments, of a SIR visit — private.has_sir_aptitude — or a
-- verified medical document of category SIR / aptitude) valid on the start, or on today once the
-- start has passed. Missing or expired on that day, the contract is still refused. The other
-- documents (residence permit, qualifications) keep their validity over the whole contract.

create or replace function private.contract_document_problem(p_talent_id uuid, p_job_id uuid, p_mission_id uuid, p_start date, p_end date, p_sir boolean)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_nationality text;
  v_req record;
  v_best record;
  v_label text;
  v_any boolean;
  v_on date;
begin
  select t.nationality_code into v_nationality from public.talent t where t.id = p_talent_id;
  for v_req in
    select x.type, max(x.categories) as categories
    from (
      select 'residence_permit'::public.document_type as type, null::text[] as categories, 0 as rank
      where v_nationality is not null and not private.is_eea_or_swiss(v_nationality)
      union all
      select r.type, r.categories, 1 from private.job_document_requirements(p_job_id) r
      union all
      select q.type, null, 1 from public.mission m cross join lateral unnest(m.required_qualifications) as q (type) where m.id = p_mission_id
    ) x
    group by x.type
    order by min(x.rank), x.type
  loop
    v_label := private.enum_label('document_type', v_req.type::text);
    select d.expiry_date, d.category into v_best
    from public.document d
    where d.talent_id = p_talent_id and d.type = v_req.type and d.status in ('valid', 'expiring_soon', 'expired')
      and (d.issued_at is null or d.issued_at <= p_start)
      and (v_req.categories is null or exists (select 1 from unnest(v_req.categories) c where private.category_matches(d.category, c)))
    order by d.expiry_date desc nulls first
    limit 1;
    if not found then
      select exists (select 1 from public.document d where d.talent_id = p_talent_id and d.type = v_req.type
                       and d.status in ('valid', 'expiring_soon', 'expired')) into v_any;
      if v_any and v_req.categories is not null then
        return format('Le « %s » du talent ne couvre pas la catégorie exigée pour ce poste (%s)', v_label, array_to_string(v_req.categories, ' ou '));
      end if;
      return format('Document obligatoire manquant pour ce contrat : « %s » du talent (vérifié et en cours de validité)', v_label);
    elsif v_best.expiry_date < p_start then
      return format('Le document « %s » du talent est expiré depuis le %s, avant le début du contrat (%s)',
                    v_label, private.fr_date(v_best.expiry_date), private.fr_date(p_start));
    elsif v_best.expiry_date < p_end then
      return format('Le document « %s » du talent expire le %s, avant la fin du contrat (%s)',
                    v_label, private.fr_date(v_best.expiry_date), private.fr_date(p_end));
    end if;
  end loop;

  -- SIR: an aptitude (apte, apte avec aménagements) valid on the day the talent takes the post
  -- (the start, or today once it has passed), from a SIR visit or a verified medical document of
  -- category SIR / aptitude.
  v_on := greatest(p_start, current_date);
  if p_sir and not private.has_sir_aptitude(p_talent_id, v_on) and not exists (
    select 1 from public.document d
    where d.talent_id = p_talent_id and d.type = 'medical_attestation' and d.status in ('valid', 'expiring_soon')
      and (d.category ilike '%SIR%' or d.category ilike '%apt%')
      and (d.issued_at is null or d.issued_at <= v_on) and (d.expiry_date is null or d.expiry_date >= v_on)
  ) then
    return format('Poste en suivi individuel renforcé (SIR) : le talent n''a pas d''avis d''aptitude médicale valide le %s, jour de sa prise de poste (R4624-24)',
                  private.fr_date(v_on));
  end if;
  return null;
end
$$;
