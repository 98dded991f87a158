-- The contract pickers of the request forms search contracts server-side by their reference and
-- by their talent's and company's names: a computed field (PostgREST: a function of one
-- contract row, filtered like a column) in the normalised form of the search columns, so that
-- the client sends `contract_search_text=ilike.*<normalizeSearch(q)>*` like the talent list
-- does on talent.search_text. The contract has no stored search column, and PostgREST cannot
-- `or` a root column with an embed's: the names come from the talent's and company's own
-- search_text (names, e-mail, SIREN…), read as the caller (security invoker: RLS applies, a
-- talent the caller may not read does not lend its name to the match).
create or replace function public.contract_search_text(p_contract public.contract)
returns text
language sql
stable
set search_path = ''
as $$
  select concat_ws(' ',
    public.normalize_search_text(p_contract.contract_key),
    (select t.search_text from public.talent t where t.id = p_contract.talent_id),
    (select c.search_text from public.company c where c.id = p_contract.company_id))
$$;

revoke all on function public.contract_search_text(public.contract) from public, anon;
grant execute on function public.contract_search_text(public.contract) to authenticated, service_role;
