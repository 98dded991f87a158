-- A recycling training renews a qualification the talent holds (issue #29 §4, probe RQ14; the
-- rule of the training requests: a recycling needs an initial of the same nature). An AIPR
-- recycling was accepted for a talent with no AIPR at all. The initial is held when the talent
-- has a verified document of the type (valid, expiring soon or expired: an expired one is what a
-- recycling renews) or a certified training of the type; for a CACES, of the category asked
-- ("R482 B1" renews an R482 B1, private.category_matches). A qualification with no document type
-- (asbestos, other) is not checked. Imports by the system are trusted.

create or replace function private.check_qualification_training_recycling()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_type public.document_type;
begin
  if nullif(current_setting('renfort.actor', true), '') is null and private.is_system() then
    return new;
  end if;
  if new.training_kind <> 'recycling' or new.status in ('rejected', 'canceled')
     or (tg_op = 'UPDATE' and (new.training_kind, new.qualification_type, new.category, new.talent_id)
                              is not distinct from (old.training_kind, old.qualification_type, old.category, old.talent_id)) then
    return new;
  end if;
  if new.qualification_type::text not in (select e.enumlabel::text from pg_catalog.pg_enum e
                                          where e.enumtypid = 'public.document_type'::regtype) then
    return new;
  end if;
  v_type := new.qualification_type::text::public.document_type;
  if not exists (
    select 1 from public.document d
    where d.talent_id = new.talent_id and d.type = v_type and d.status in ('valid', 'expiring_soon', 'expired')
      and (v_type <> 'caces' or coalesce(btrim(new.category), '') = '' or private.category_matches(d.category, new.category))
  ) and not exists (
    select 1 from public.qualification_training_request r
    where r.talent_id = new.talent_id and r.id <> new.id and r.qualification_type = new.qualification_type and r.status = 'certified'
      and (v_type <> 'caces' or coalesce(btrim(new.category), '') = '' or private.category_matches(r.category, new.category))
  ) then
    perform private.fail(format('Un recyclage « %s »%s renouvelle une qualification que le talent détient : aucune attestation initiale n''est enregistrée pour lui (document vérifié ou formation certifiée) ; demandez une formation initiale',
                                private.enum_label('qualification_type', new.qualification_type::text),
                                case when v_type = 'caces' and coalesce(btrim(new.category), '') <> '' then format(' (%s)', new.category) else '' end),
                         'qualification_training_request_recycling_initial');
  end if;
  return new;
end
$$;

revoke all on function private.check_qualification_training_recycling() from public, anon;

-- Named to run after the type's own `_validate` trigger (triggers fire in name order).
create trigger qualification_training_request_validate_recycling before insert or update on public.qualification_training_request
  for each row execute function private.check_qualification_training_recycling();
