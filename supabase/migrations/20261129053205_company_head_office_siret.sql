-- company_head_office_siret: save_company also takes the head office's SIRET (the « Nouvelle entreprise »
-- form asks the head office's address and SIRET).

drop function if exists "public"."save_company"(p_values jsonb, p_id uuid, p_address jsonb);

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.save_company(p_values jsonb, p_id uuid DEFAULT NULL::uuid, p_address jsonb DEFAULT NULL::jsonb, p_head_office_siret text DEFAULT NULL::text)
 RETURNS company
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_current uuid;
  v_id uuid;
  v_head uuid;
  v_siret text := nullif(replace(btrim(coalesce(p_head_office_siret, '')), ' ', ''), '');
  v_row public.company;
begin
  if p_id is not null then
    select c.address_id into v_current from public.company c where c.id = p_id;
  end if;
  v_id := private.write_row('public.company', p_id,
    coalesce(p_values, '{}'::jsonb) || jsonb_build_object('address_id', private.write_address(v_current, p_address, 'head_office')));
  select * into v_row from public.company c where c.id = v_id;
  if v_siret is not null then
    select a.id into v_head from public.agency a where a.company_id = v_id and a.is_head_office;
    perform public.save_agency(
      jsonb_build_object('siret', v_siret) || case when v_head is null then jsonb_build_object(
        'company_id', v_id, 'name', v_row.name, 'is_head_office', true,
        'naf_code', v_row.naf_code, 'naf_code_label', v_row.naf_code_label) else '{}'::jsonb end,
      v_head);
  end if;
  return v_row;
end
$function$
;

REVOKE ALL ON FUNCTION public.save_company(p_values jsonb, p_id uuid, p_address jsonb, p_head_office_siret text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_company(p_values jsonb, p_id uuid, p_address jsonb, p_head_office_siret text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_company(p_values jsonb, p_id uuid, p_address jsonb, p_head_office_siret text) TO authenticated;
GRANT ALL ON FUNCTION public.save_company(p_values jsonb, p_id uuid, p_address jsonb, p_head_office_siret text) TO service_role;
