-- The NIR's first digit is the sex: 1 or 2, or 7 and 8 for a temporary number (NIA) (issue #29
-- §4, probe TL2; the shared validators' rule, src/lib/validators/french-ids.ts isValidNir). The
-- database's check (20260102000500_talents.sql) also took 3, which no person's number starts with.
-- Used by the check constraint talent_private_nir_valid and by private.prepare_talent_private,
-- whose message is unchanged.
create or replace function private.is_valid_nir(p_nir text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select p_nir ~ '^[1278][0-9]{2}[0-9]{2}(2[AB]|[0-9]{2})[0-9]{6}[0-9]{2}$'
     and 97 - (replace(replace(left(p_nir, 13), '2A', '19'), '2B', '18')::numeric % 97) = right(p_nir, 2)::int
$$;

-- The first digit named in the refusal (before private.prepare_talent_private's general message:
-- triggers fire in name order), whatever the spaces typed.
create or replace function private.check_talent_private_nir_sex()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_nir text := upper(regexp_replace(coalesce(new.social_security_number, ''), '\s', '', 'g'));
begin
  if v_nir <> '' and left(v_nir, 1) !~ '[1278]'
     and (tg_op = 'INSERT' or new.social_security_number is distinct from old.social_security_number) then
    perform private.fail('Le numéro de sécurité sociale commence par le sexe : 1 (homme) ou 2 (femme), 7 ou 8 pour un numéro provisoire (NIA)',
                         'talent_private_nir_valid');
  end if;
  return new;
end
$$;

revoke all on function private.check_talent_private_nir_sex() from public, anon;

create trigger talent_private_a_nir_sex before insert or update on public.talent_private
  for each row execute function private.check_talent_private_nir_sex();
