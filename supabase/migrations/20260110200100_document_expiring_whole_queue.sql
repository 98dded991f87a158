-- The expiring-documents queue without a contract probe per document where the caller reads
-- the whole queue, and without a function call per row in public.document_watch's policy.
--
-- - Whole queue (CSM, developer, the figures of roles that read every record): a watched row
--   with running_contract_until past its expiry (or today) has a running contract of its talent
--   in the document's workspace that reaches it. The caller sees that contract if the contract's
--   select policy lets them: the contract's workspace among private.current_workspace_ids() (the
--   document's, which document_watch's policy already requires) and can('contract', 'select').
--   So the queue is the watched rows plus that one test (none where row security does not
--   apply: the system's periodic notifications, service_role); the item's owner (the earliest such
--   contract's) is a scalar subquery that PostgreSQL drops where nobody reads it (the inlined
--   rule in public.action_centre(), the figures' count). 3 114 probes less on the `large` seed.
-- - An owner's queue keeps its probe (the earliest running contract of theirs that reaches the
--   expiry): a hashed prefilter by the owners' talents helps one consultant but costs a manager
--   (24 000 contracts hashed for 1 800 of 3 100 documents kept).
-- - The policy's sensitive-type test came first and called private.is_sensitive_document_type()
--   (a function with a SET clause: not inlined) for every row; the permission, one boolean per
--   query, now comes first, so that the roles that may read sensitive documents skip the call.
--   Same rows: supabase/tests/action-centre/document-watch.test.ts compares them to the
--   documents' for each account.
--
-- Kept by VACUUM (autovacuum), the table's visibility map lets the queue read its partial index
-- alone (index-only scan); supabase/tests/action-centre/rule-rewrites.test.ts checks that the
-- queue equals the previous formulation for each account.

drop policy "document_watch: matrix roles can select workspace rows" on public.document_watch;
create policy "document_watch: matrix roles can select workspace rows" on public.document_watch
  for select to authenticated
  using (workspace_id = any ((select private.current_workspace_ids())::uuid[])
         and (select private.can('document', 'select'))
         and ((select private.can('document_sensitive', 'select')) or not private.is_sensitive_document_type(type)));

create or replace function private.action_rule_document_expiring(p_owners uuid[] default null)
returns setof public.action_item
language sql
stable
as $$
  select 'document_expiring', case when w.expiry_date < current_date then 'critical' else 'warning' end, 'document',
         w.document_id, w.workspace_id,
         concat_ws(' · ', private.enum_label('document_type', w.type::text),
                   (select private.action_talent_name(t.first_name, t.last_name) from public.talent t where t.id = w.talent_id)),
         w.expiry_date::timestamptz, format('/talents/%s/documents', w.talent_id), w.owner_id
  from (
    -- the whole queue: a running contract reaches the expiry, visible to whoever may read
    -- contracts (see above); its owner looked up only where it is read
    select w.document_id, w.workspace_id, w.talent_id, w.type, w.expiry_date,
           (select c.owner_id from public.contract c
            where c.talent_id = w.talent_id and c.workspace_id = w.workspace_id
              and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
              and coalesce(c.definitive_end_date, c.end_date, 'infinity'::date) >= greatest(w.expiry_date, current_date)
            order by c.start_date limit 1) as owner_id
    from public.document_watch w
    where p_owners is null
      and (select not pg_catalog.row_security_active('public.contract') or private.can('contract', 'select'))
      and w.expiry_date <= current_date + 30 and not w.superseded
      and w.running_contract_until >= greatest(w.expiry_date, current_date)
    union all
    -- the owners' queue: the earliest running contract of theirs that reaches the expiry
    select w.document_id, w.workspace_id, w.talent_id, w.type, w.expiry_date, c.owner_id
    from public.document_watch w
    cross join lateral (
      select c.owner_id from public.contract c
      where c.talent_id = w.talent_id and c.workspace_id = w.workspace_id
        and c.status in ('validated', 'sent_for_signature', 'partially_signed', 'signed', 'active')
        and c.owner_id = any (p_owners)
        and coalesce(c.definitive_end_date, c.end_date, 'infinity'::date) >= greatest(w.expiry_date, current_date)
      order by c.start_date limit 1
    ) c
    where p_owners is not null
      and w.expiry_date <= current_date + 30 and not w.superseded
      and w.running_contract_until >= greatest(w.expiry_date, current_date)
  ) w
$$;
