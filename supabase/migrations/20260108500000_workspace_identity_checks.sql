-- The agency's legal identity (public.workspace_identity, printed on both contracts) is edited
-- from /settings/workspace: each field's rule, in French, as the form checks it — the mentions the
-- contracts must carry are required (legal name, SIRET, address, financial guarantor: L1251-16,
-- L1251-43, R1251-12), the SIRET (14 digits, Luhn key; La Poste's rule), the APE/NAF code as 78.20Z, a French postal
-- code, the lengths of every text. The table's own checks stay; this trigger names the rule in
-- French before they would answer in English. A trigger, not new check constraints, so that rows
-- already stored on a hosted database are not re-validated by this migration.
create or replace function private.check_workspace_identity()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.legal_name := btrim(new.legal_name);
  new.siret := nullif(replace(coalesce(new.siret, ''), ' ', ''), '');
  new.naf_code := nullif(upper(btrim(coalesce(new.naf_code, ''))), '');
  if new.naf_code ~ '^[0-9]{4}[A-Z]$' then
    new.naf_code := left(new.naf_code, 2) || '.' || right(new.naf_code, 3);
  end if;
  new.postal_code := nullif(btrim(coalesce(new.postal_code, '')), '');
  if new.legal_name is null or char_length(new.legal_name) not between 1 and 200 then
    perform private.fail('La raison sociale est obligatoire (200 caractères au plus)', 'workspace_identity_legal_name');
  end if;
  if new.siret is null or btrim(coalesce(new.street, '')) = '' or new.postal_code is null or btrim(coalesce(new.city, '')) = ''
     or btrim(coalesce(new.financial_guarantor, '')) = '' then
    perform private.fail('Le SIRET, l''adresse et le garant financier de l''agence sont obligatoires : les contrats les mentionnent',
                         'workspace_identity_required');
  end if;
  if not private.is_valid_siret(new.siret) then
    perform private.fail('Le SIRET est invalide (14 chiffres et clé de contrôle)', 'workspace_identity_siret');
  end if;
  if new.naf_code is not null and new.naf_code !~ '^[0-9]{2}\.[0-9]{2}[A-Z]$' then
    perform private.fail('Le code APE doit avoir la forme 78.20Z', 'workspace_identity_naf_code');
  end if;
  if new.postal_code is not null and new.postal_code !~ '^[0-9]{5}$' then
    perform private.fail('Le code postal doit compter 5 chiffres', 'workspace_identity_postal_code');
  end if;
  if coalesce(char_length(new.legal_form), 0) > 100 or coalesce(char_length(new.street), 0) > 300
     or coalesce(char_length(new.city), 0) > 120 or coalesce(char_length(new.activity_declaration), 0) > 200
     or coalesce(char_length(new.financial_guarantor), 0) > 500 or coalesce(char_length(new.pension_body), 0) > 500
     or coalesce(char_length(new.prevoyance_body), 0) > 500 or coalesce(char_length(new.occupational_health_service), 0) > 500
     or coalesce(char_length(new.signatory_name), 0) > 200 or coalesce(char_length(new.signatory_title), 0) > 200 then
    perform private.fail('Un champ de l''identité de l''agence est trop long', 'workspace_identity_lengths');
  end if;
  return new;
end
$$;

create trigger workspace_identity_check before insert or update on public.workspace_identity
  for each row execute function private.check_workspace_identity();
