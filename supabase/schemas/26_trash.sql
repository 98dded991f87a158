-- « Rien de perdu » (issue #49, part 2): undo instead of « êtes-vous sûr ? ».
-- The Corbeille: deleting a talent, a company, a contact, a mission, a note, a document or a
-- request stays a plain DELETE through the API (the tables' delete policies decide who may), and
-- a BEFORE DELETE row trigger snapshots the row, and the rows ON DELETE CASCADE removes with it,
-- into one public.trash_item per top-level deletion (the rows: public.trash_item_row, in the order
-- to re-insert them). public.restore_trash_item puts every row back, all or nothing, refused with
-- the reason on a conflict (a unique value taken since, a parent gone). Items are purged after 30
-- days by private.run_trash_purge (called by public.run_time_based_transitions), with the stored
-- files of their documents (nothing deletes a document's file before: it survives until then).
-- Legal records keep their own rules: a signed contract or an issued invoice is never deleted
-- (their own triggers and policies, unchanged), so they never reach the Corbeille.
-- Bulk changes (a column set on many rows at once: owner, status…) go through
-- public.bulk_update, which records the before and after values of each changed row as one
-- public.bulk_change; public.undo_bulk_change puts the before values back as one unit, refused
-- when a row changed since.
-- `renfort.trash_skip = on` (a transaction-local setting) records nothing: the merge of duplicates
-- deletes the merged record with its own undo.
-- Declarative schema, each object once: tables, indexes, RLS and policies, functions, triggers,
-- then the rows the schema owns. Change it here, then `npm run db:diff NAME` writes the migration.

-- ## Tables

-- One deletion the user made: the top-level record (entity = its table), its name as it was,
-- who deleted it and when, until when it can be restored. txid groups the rows its cascade removed.
CREATE TABLE public.trash_item (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workspace_id uuid NOT NULL,
    entity text NOT NULL,
    record_id uuid NOT NULL,
    label text NOT NULL,
    deleted_by uuid,
    deleted_by_name text,
    deleted_at timestamp with time zone DEFAULT now() NOT NULL,
    purge_after timestamp with time zone DEFAULT (now() + '30 days'::interval) NOT NULL,
    restored_at timestamp with time zone,
    restored_by uuid,
    txid bigint DEFAULT txid_current() NOT NULL,
    CONSTRAINT trash_item_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.trash_item
    ADD CONSTRAINT trash_item_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspace(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.trash_item
    ADD CONSTRAINT trash_item_deleted_by_fkey FOREIGN KEY (deleted_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.trash_item
    ADD CONSTRAINT trash_item_restored_by_fkey FOREIGN KEY (restored_by) REFERENCES public.auth_user(id) ON DELETE SET NULL;

COMMENT ON TABLE public.trash_item IS 'la corbeille : un enregistrement supprimé (et ce que sa suppression a emporté), restaurable 30 jours';

REVOKE ALL ON TABLE public.trash_item FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.trash_item TO authenticated;
GRANT ALL ON TABLE public.trash_item TO service_role;

-- The rows of one deletion, as they were, in the order they were deleted (a parent before the
-- rows that depend on it): the order to re-insert them. A 'link' is another record's reference to
-- a deleted row that ON DELETE SET NULL emptied (a mission's lead contact): {column: id}, put back
-- after a restore where still empty. No grant but the service role's: a
-- snapshot may hold sensitive columns (talent_private); only the functions below read it.
CREATE TABLE public.trash_item_row (
    item_id uuid NOT NULL,
    "position" integer NOT NULL,
    table_name text NOT NULL,
    record_id text,
    "row" jsonb NOT NULL,
    kind text DEFAULT 'row'::text NOT NULL,
    txid bigint DEFAULT txid_current() NOT NULL,
    CONSTRAINT trash_item_row_kind CHECK ((kind = ANY (ARRAY['row'::text, 'link'::text]))),
    CONSTRAINT trash_item_row_pkey PRIMARY KEY (item_id, "position")
);

ALTER TABLE ONLY public.trash_item_row
    ADD CONSTRAINT trash_item_row_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.trash_item(id) ON DELETE CASCADE;

COMMENT ON TABLE public.trash_item_row IS 'les lignes d''un élément de la corbeille, dans l''ordre où les réinsérer ; rôle de service seulement';

REVOKE ALL ON TABLE public.trash_item_row FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.trash_item_row TO service_role;

-- One bulk change (the same columns set on several rows of one table), undoable as one unit.
CREATE TABLE public.bulk_change (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    entity text NOT NULL,
    columns text[] NOT NULL,
    scope jsonb DEFAULT '{}'::jsonb NOT NULL,
    changed_by uuid DEFAULT auth.uid(),
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    undone_at timestamp with time zone,
    CONSTRAINT bulk_change_pkey PRIMARY KEY (id)
);

ALTER TABLE ONLY public.bulk_change
    ADD CONSTRAINT bulk_change_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES public.auth_user(id) ON DELETE CASCADE;

COMMENT ON TABLE public.bulk_change IS 'une modification en masse (mêmes colonnes sur plusieurs lignes), annulable d''un coup par son auteur';

REVOKE ALL ON TABLE public.bulk_change FROM anon, authenticated, service_role;
GRANT SELECT ON TABLE public.bulk_change TO authenticated;
GRANT ALL ON TABLE public.bulk_change TO service_role;

-- A row of a bulk change: its changed columns before and after.
CREATE TABLE public.bulk_change_row (
    change_id uuid NOT NULL,
    record_id uuid NOT NULL,
    before jsonb NOT NULL,
    after jsonb NOT NULL,
    CONSTRAINT bulk_change_row_pkey PRIMARY KEY (change_id, record_id)
);

ALTER TABLE ONLY public.bulk_change_row
    ADD CONSTRAINT bulk_change_row_change_id_fkey FOREIGN KEY (change_id) REFERENCES public.bulk_change(id) ON DELETE CASCADE;

COMMENT ON TABLE public.bulk_change_row IS 'une ligne d''une modification en masse : ses colonnes avant et après';

REVOKE ALL ON TABLE public.bulk_change_row FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.bulk_change_row TO service_role;

-- ## Indexes

-- The Corbeille's list (a workspace's items, newest first) and the workspace's foreign key.
CREATE INDEX trash_item_workspace_idx ON public.trash_item USING btree (workspace_id, deleted_at DESC);

-- The purge: the items past their date.
CREATE INDEX trash_item_purge_idx ON public.trash_item USING btree (purge_after);

-- A cascaded row finds its parent's item, deleted in the same transaction.
CREATE INDEX trash_item_row_parent_idx ON public.trash_item_row USING btree (txid, table_name, record_id);

-- The authors' foreign keys.
CREATE INDEX trash_item_deleted_by_idx ON public.trash_item USING btree (deleted_by);

CREATE INDEX trash_item_restored_by_idx ON public.trash_item USING btree (restored_by);

CREATE INDEX bulk_change_changed_by_idx ON public.bulk_change USING btree (changed_by);

-- ## RLS and policies

ALTER TABLE public.trash_item ENABLE ROW LEVEL SECURITY;

-- A member sees the items of their workspaces whose entity they may delete: every item with the
-- table's delete right on all rows, their own deletions with a right on their own rows only.
CREATE POLICY "trash_item: members who may delete the entity can select" ON public.trash_item FOR SELECT TO authenticated USING (private.may_see_trash_item(workspace_id, entity, deleted_by));

-- No policy: only the functions below (security definer) read and write the snapshots.
ALTER TABLE public.trash_item_row ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.bulk_change ENABLE ROW LEVEL SECURITY;

-- Its author alone sees (and undoes) a bulk change.
CREATE POLICY "bulk_change: authors can select their changes" ON public.bulk_change FOR SELECT TO authenticated USING ((changed_by = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.bulk_change_row ENABLE ROW LEVEL SECURITY;

-- ## Functions

-- True when the caller may see (and restore) an item: one of their workspaces, and the entity's
-- delete right on every row, or on their own rows for the items they deleted themselves.
CREATE FUNCTION private.may_see_trash_item(p_workspace_id uuid, p_entity text, p_deleted_by uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p_workspace_id = any (private.current_workspace_ids())
    and (private.can(p_entity, 'delete')
         or (private.can_own(p_entity, 'delete') and p_deleted_by is not distinct from auth.uid() and p_deleted_by is not null))
$$;

REVOKE ALL ON FUNCTION private.may_see_trash_item(p_workspace_id uuid, p_entity text, p_deleted_by uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.may_see_trash_item(p_workspace_id uuid, p_entity text, p_deleted_by uuid) TO authenticated;
GRANT ALL ON FUNCTION private.may_see_trash_item(p_workspace_id uuid, p_entity text, p_deleted_by uuid) TO service_role;

-- The French name of a deleted record, as the Corbeille lists it.
CREATE FUNCTION private.trash_label(p_table text, p_row jsonb) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select left(coalesce(nullif(btrim(case
    when p_table in ('talent', 'contact') then concat_ws(' ', p_row ->> 'first_name', p_row ->> 'last_name')
    when p_table = 'company' then p_row ->> 'name'
    when p_table = 'mission' then concat_ws(' — ', p_row ->> 'reference', coalesce(p_row ->> 'job_name', p_row ->> 'job_posting_title'))
    when p_table = 'note' then coalesce(nullif(btrim(p_row ->> 'title'), ''), left(p_row ->> 'content', 80))
    when p_table = 'document' then coalesce(nullif(btrim(p_row ->> 'name'), ''), p_row ->> 'file_name')
    else (select concat_ws(' — ', t.label,
                           (select concat_ws(' ', ta.first_name, ta.last_name) from public.talent ta where ta.id = (p_row ->> 'talent_id')::uuid),
                           (select c.name from public.company c where c.id = (p_row ->> 'company_id')::uuid))
          from public.request_type t where t.entity = p_table)
  end), ''), p_table), 200)
$$;

REVOKE ALL ON FUNCTION private.trash_label(p_table text, p_row jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.trash_label(p_table text, p_row jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.trash_label(p_table text, p_row jsonb) TO service_role;

-- BEFORE DELETE row trigger (named to run after the table's other BEFORE triggers, so a refusal
-- by them records nothing): snapshots the row. An address ('referenced') joins the item of the
-- row that used it, deleted in this transaction, placed before it. A row whose parent (a cascading foreign key) was
-- deleted in this transaction joins its parent's item; otherwise a top-level table
-- (TG_ARGV[0] = 'root') opens a new item and a dependent table records nothing (its rows edited
-- alone, a talent's jobs in the form, are not the Corbeille's). Security definer: the snapshot
-- tables are the service role's.
CREATE FUNCTION private.trash_capture() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_row jsonb := to_jsonb(old);
  v_item uuid;
  v_parent text;
  v_fk record;
begin
  if coalesce(current_setting('renfort.trash_skip', true), '') = 'on' then
    return old;
  end if;
  for v_fk in
    select a.attname, p.relname
    from pg_catalog.pg_constraint c
    join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_catalog.pg_class p on p.oid = c.confrelid
    where c.conrelid = tg_relid and c.contype = 'f' and c.confdeltype = 'c' and cardinality(c.conkey) = 1
  loop
    v_parent := v_row ->> v_fk.attname::text;
    continue when v_parent is null;
    select r.item_id into v_item from public.trash_item_row r
    where r.txid = txid_current() and r.table_name = v_fk.relname::text and r.record_id = v_parent
    limit 1;
    exit when v_item is not null;
  end loop;
  -- an address released by the deletion of the record that used it (private.release_address):
  -- put back before that record
  if v_item is null and tg_argv[0] = 'referenced' then
    select r.item_id into v_item from public.trash_item_row r
    where r.txid = txid_current() and r."row" ->> 'address_id' = v_row ->> 'id'
    limit 1;
    if v_item is not null then
      insert into public.trash_item_row (item_id, "position", table_name, record_id, "row")
      values (v_item, (select min(r."position") from public.trash_item_row r where r.item_id = v_item) - 1,
              tg_table_name, v_row ->> 'id', v_row);
    end if;
    return old;
  end if;
  if v_item is null then
    -- a dependent row alone, or the whole workspace going (its deletion cascades to everything)
    if tg_argv[0] is distinct from 'root'
       or not exists (select 1 from public.workspace w where w.id = (v_row ->> 'workspace_id')::uuid) then
      return old;
    end if;
    insert into public.trash_item (workspace_id, entity, record_id, label, deleted_by, deleted_by_name)
    values ((v_row ->> 'workspace_id')::uuid, tg_table_name, (v_row ->> 'id')::uuid,
            private.trash_label(tg_table_name, v_row), auth.uid(),
            (select nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') from public.auth_user u where u.id = auth.uid()))
    returning id into v_item;
  end if;
  insert into public.trash_item_row (item_id, "position", table_name, record_id, "row")
  values (v_item,
          coalesce((select max(r."position") from public.trash_item_row r where r.item_id = v_item), 0) + 1,
          tg_table_name, v_row ->> 'id', v_row);
  -- the references to it that ON DELETE SET NULL is about to empty
  for v_fk in
    select a.attname, c.conrelid::regclass as rel, r.relname
    from pg_catalog.pg_constraint c
    join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_catalog.pg_class r on r.oid = c.conrelid
    where c.confrelid = tg_relid and c.contype = 'f' and c.confdeltype = 'n' and cardinality(c.conkey) = 1
      and r.relnamespace = 'public'::regnamespace
      and exists (select 1 from pg_catalog.pg_attribute i where i.attrelid = c.conrelid and i.attname = 'id' and not i.attisdropped)
  loop
    execute format('insert into public.trash_item_row (item_id, "position", table_name, record_id, "row", kind)
                    select $1, $2 + row_number() over (order by x.id), %L, x.id::text, jsonb_build_object(%L, $3), ''link''
                    from %s x where x.%I = ($3)::uuid',
                   v_fk.relname, v_fk.attname, v_fk.rel, v_fk.attname)
      using v_item, (select max(r."position") from public.trash_item_row r where r.item_id = v_item), v_row ->> 'id';
  end loop;
  return old;
end
$$;

REVOKE ALL ON FUNCTION private.trash_capture() FROM PUBLIC;
GRANT ALL ON FUNCTION private.trash_capture() TO authenticated;
GRANT ALL ON FUNCTION private.trash_capture() TO service_role;

-- BEFORE INSERT OR UPDATE row trigger (named to run last): while public.restore_trash_item puts a
-- row back (`renfort.trash_restore` holds it), the row gets every value it had — its author, its
-- dates, its status date — over what the table's own triggers set for a new row.
CREATE FUNCTION private.trash_restore_row() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_restore jsonb := nullif(current_setting('renfort.trash_restore', true), '')::jsonb;
begin
  if v_restore is not null and v_restore ->> 'table' = tg_table_name
     and (v_restore -> 'row' ->> 'id') is not distinct from (to_jsonb(new) ->> 'id') then
    new := jsonb_populate_record(new, v_restore -> 'row');
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.trash_restore_row() FROM PUBLIC;
GRANT ALL ON FUNCTION private.trash_restore_row() TO authenticated;
GRANT ALL ON FUNCTION private.trash_restore_row() TO service_role;

-- Puts an item of the Corbeille back: every row in its order, all or nothing. Refused when the
-- caller may not see the item (private.may_see_trash_item) or create its entity, when it was
-- restored already, and on a conflict, with the reason: a unique value another record took since
-- (the e-mail of a talent), a record it depends on that no longer exists. A row a re-inserted
-- parent's triggers created again (same key) is set back to its values. The rows go back as the
-- system (renfort.actor): the status rules judge new moves, not a row put back as it was.
-- Returns the entity and the id of the restored record.
CREATE FUNCTION public.restore_trash_item(p_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_item public.trash_item;
  v_r record;
  v_fk record;
  v_rel regclass;
  v_cols text;
  v_pk text;
  v_exists boolean;
  v_actor text := coalesce(current_setting('renfort.actor', true), '');
  v_detail text;
  v_table text;
  v_col text;
begin
  select i.* into v_item from public.trash_item i
  where i.id = p_id and private.may_see_trash_item(i.workspace_id, i.entity, i.deleted_by)
  for update;
  if not found then
    perform private.fail('Élément de la corbeille introuvable', 'trash_item_missing', 'P0002');
  end if;
  if v_item.restored_at is not null then
    perform private.fail('Cet élément a déjà été restauré', 'trash_item_restored');
  end if;
  if not private.can_own(v_item.entity, 'insert') then
    perform private.fail('Votre rôle ne permet pas de recréer cet élément', 'trash_item_insert', '42501');
  end if;
  perform set_config('renfort.actor', 'system', true);
  begin
    for v_r in select r.* from public.trash_item_row r where r.item_id = p_id and r.kind = 'row' order by r."position" loop
      v_table := v_r.table_name;
      v_rel := format('public.%I', v_r.table_name)::regclass;
      select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into v_cols
      from pg_catalog.pg_attribute a
      where a.attrelid = v_rel and a.attnum > 0 and not a.attisdropped and a.attgenerated = '';
      select string_agg(format('t.%1$I = s.%1$I', a.attname), ' and ') into v_pk
      from pg_catalog.pg_index i join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
      where i.indrelid = v_rel and i.indisprimary;
      -- a record it refers to that is gone (purged, deleted for good) refuses it, named
      for v_fk in
        select a.attname, c.confrelid::regclass as ref, p.relname, af.attname as refcol, pg_catalog.format_type(af.atttypid, af.atttypmod) as reftype
        from pg_catalog.pg_constraint c
        join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_catalog.pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
        join pg_catalog.pg_class p on p.oid = c.confrelid
        where c.conrelid = v_rel and c.contype = 'f' and cardinality(c.conkey) = 1
      loop
        continue when v_r."row" ->> v_fk.attname::text is null;
        execute format('select exists (select 1 from %s x where x.%I = ($1)::%s)', v_fk.ref, v_fk.refcol, v_fk.reftype)
          into v_exists using v_r."row" ->> v_fk.attname::text;
        if not v_exists then
          perform private.fail(format('Restauration impossible de « %s » : un élément dont il dépend n''existe plus (%s) ; restaurez-le d''abord s''il est dans la corbeille',
                                      v_item.label, v_fk.relname), 'trash_restore_parent');
        end if;
      end loop;
      perform set_config('renfort.trash_restore', jsonb_build_object('table', v_r.table_name, 'row', v_r."row")::text, true);
      execute format('select exists (select 1 from %s t, jsonb_populate_record(null::%s, $1) s where %s)', v_rel, v_rel, v_pk)
        into v_exists using v_r."row";
      if v_exists then
        execute format('update %1$s t set (%2$s) = (select %2$s from jsonb_populate_record(null::%1$s, $1)) from jsonb_populate_record(null::%1$s, $1) s where %3$s',
                       v_rel, v_cols, v_pk) using v_r."row";
      else
        execute format('insert into %1$s (%2$s) select %2$s from jsonb_populate_record(null::%1$s, $1)', v_rel, v_cols)
          using v_r."row";
      end if;
    end loop;
    -- what the re-inserted rows' triggers changed on the rows put back before them (a talent's
    -- resume status when its resume returns) is set back too
    for v_r in select r.* from public.trash_item_row r where r.item_id = p_id and r.kind = 'row' order by r."position" loop
      v_rel := format('public.%I', v_r.table_name)::regclass;
      select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into v_cols
      from pg_catalog.pg_attribute a
      where a.attrelid = v_rel and a.attnum > 0 and not a.attisdropped and a.attgenerated = '';
      select string_agg(format('t.%1$I = s.%1$I', a.attname), ' and ') into v_pk
      from pg_catalog.pg_index i join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
      where i.indrelid = v_rel and i.indisprimary;
      perform set_config('renfort.trash_restore', jsonb_build_object('table', v_r.table_name, 'row', v_r."row")::text, true);
      execute format('update %1$s t set (%2$s) = (select %2$s from jsonb_populate_record(null::%1$s, $1)) from jsonb_populate_record(null::%1$s, $1) s where %3$s and to_jsonb(t) <> $1',
                     v_rel, v_cols, v_pk) using v_r."row";
    end loop;
    -- the references other records had to it, where still empty; one its row's rules refuse is
    -- left empty rather than stopping the restore
    perform set_config('renfort.trash_restore', '', true);
    for v_r in select r.* from public.trash_item_row r where r.item_id = p_id and r.kind = 'link' order by r."position" loop
      v_col := (select k from jsonb_object_keys(v_r."row") k limit 1);
      begin
        execute format('update public.%I x set %I = ($1)::uuid where x.id = ($2)::uuid and x.%I is null', v_r.table_name, v_col, v_col)
          using v_r."row" ->> v_col, v_r.record_id;
      exception when others then
        null;
      end;
    end loop;
  exception
    when unique_violation then
      get stacked diagnostics v_detail = pg_exception_detail;
      perform private.fail(format('Restauration impossible de « %s » : un autre enregistrement (%s) a déjà la même valeur (%s)',
                                  v_item.label, v_table,
                                  coalesce(substring(v_detail from '^Key (.*) already exists'), v_detail)),
                           'trash_restore_conflict', '23505');
    when foreign_key_violation then
      get stacked diagnostics v_detail = pg_exception_detail;
      perform private.fail(format('Restauration impossible de « %s » : un élément dont il dépend n''existe plus (%s) ; restaurez-le d''abord s''il est dans la corbeille',
                                  v_item.label, coalesce(substring(v_detail from 'table "([^"]+)"'), v_detail)),
                           'trash_restore_parent', '23503');
  end;
  perform set_config('renfort.trash_restore', '', true);
  perform set_config('renfort.actor', v_actor, true);
  update public.trash_item set restored_at = now(), restored_by = auth.uid() where id = p_id;
  delete from public.trash_item_row where item_id = p_id;
  return jsonb_build_object('entity', v_item.entity, 'record_id', v_item.record_id);
end
$$;

REVOKE ALL ON FUNCTION public.restore_trash_item(p_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.restore_trash_item(p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.restore_trash_item(p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.restore_trash_item(p_id uuid) TO service_role;

-- The undo toast's « Annuler »: restores the caller's latest deletion of that record (the item
-- public.restore_trash_item restores, with its refusals).
CREATE FUNCTION public.restore_deleted(p_entity text, p_record_id uuid) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_id uuid;
begin
  select i.id into v_id from public.trash_item i
  where i.entity = p_entity and i.record_id = p_record_id and i.restored_at is null
  order by i.deleted_at desc limit 1;
  if v_id is null then
    perform private.fail('Élément de la corbeille introuvable', 'trash_item_missing', 'P0002');
  end if;
  return public.restore_trash_item(v_id);
end
$$;

REVOKE ALL ON FUNCTION public.restore_deleted(p_entity text, p_record_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.restore_deleted(p_entity text, p_record_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.restore_deleted(p_entity text, p_record_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.restore_deleted(p_entity text, p_record_id uuid) TO service_role;

-- The scheduled purge: the items past their date (restored ones too), with the stored files of the
-- documents they hold (the document's file and its signed copy; not one another document still
-- names). The files' storage.objects rows are deleted under storage-api's own setting
-- (storage.allow_delete_query): the files are gone for every API, but their bytes stay in the
-- storage backend (the local disk, S3) until a sweep through the Storage API removes them.
-- Returns the count.
CREATE FUNCTION private.run_trash_purge(p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_items integer;
begin
  -- as the Storage API does (its setting): the files go with the last trace of their document
  perform set_config('storage.allow_delete_query', 'true', true);
  delete from storage.objects o
  using public.trash_item i join public.trash_item_row r on r.item_id = i.id
  where i.purge_after <= p_now and r.table_name = 'document' and o.bucket_id = 'documents'
    and o.name in (r."row" ->> 'file', r."row" ->> 'signed_file')
    and not exists (select 1 from public.document d where d.file = o.name or d.signed_file = o.name);
  perform set_config('storage.allow_delete_query', 'false', true);
  delete from public.trash_item i where i.purge_after <= p_now;
  get diagnostics v_items = row_count;
  return jsonb_build_object('trash:purged', v_items);
end
$$;

REVOKE ALL ON FUNCTION private.run_trash_purge(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.run_trash_purge(p_now timestamp with time zone) TO service_role;

-- The columns a bulk change may set, per table.
CREATE FUNCTION private.bulk_columns(p_entity text) RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case p_entity
    when 'talent' then array['owner_id', 'availability_status', 'qualification_status', 'is_top_profile']
    when 'application' then array['owner_id', 'stage', 'is_rejected', 'rejection_reason']
    when 'mission' then array['owner_id', 'assignee_id', 'priority']
    when 'company' then array['owner_id', 'csm_id', 'status']
    when 'contact' then array['status']
    else array[]::text[]
  end
$$;

REVOKE ALL ON FUNCTION private.bulk_columns(p_entity text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.bulk_columns(p_entity text) TO authenticated;
GRANT ALL ON FUNCTION private.bulk_columns(p_entity text) TO service_role;

-- Sets the same values (p_values: column → value) on the rows p_ids of a table, as the caller
-- (its update policy and triggers decide), and records the before and after values of each row it
-- changed as one bulk change. All or nothing: a row the caller may not change refuses the whole.
-- Returns {change: id, count: rows changed}.
CREATE FUNCTION public.bulk_update(p_entity text, p_ids uuid[], p_values jsonb) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_allowed text[] := private.bulk_columns(p_entity);
  v_cols text[];
  v_list text;
  v_before jsonb;
  v_after jsonb;
  v_change uuid;
  v_id uuid;
  v_count integer := 0;
begin
  select array_agg(k order by k) into v_cols from jsonb_object_keys(coalesce(p_values, '{}')) k;
  if v_cols is null or not (v_cols <@ v_allowed) then
    perform private.fail('Cette modification en masse n''est pas possible', 'bulk_update_columns', '22023');
  end if;
  select string_agg(quote_ident(c), ', ') into v_list from unnest(v_cols) c;
  v_change := private.bulk_change_open(p_entity, v_cols);
  foreach v_id in array (select array_agg(distinct i) from unnest(p_ids) i) loop
    execute format('select (select jsonb_object_agg(k, to_jsonb(t) -> k) from unnest($2) k) from public.%I t where t.id = $1 for update', p_entity)
      into v_before using v_id, v_cols;
    if v_before is null then
      perform private.fail('Un des enregistrements choisis est introuvable', 'bulk_update_missing', 'P0002');
    end if;
    continue when v_before = (select jsonb_object_agg(k, p_values -> k) from unnest(v_cols) k);
    execute format('update public.%1$I t set (%2$s) = (select %2$s from jsonb_populate_record(null::public.%1$I, $2)) where t.id = $1
                    returning (select jsonb_object_agg(k, to_jsonb(t) -> k) from unnest($3) k)', p_entity, v_list)
      into v_after using v_id, p_values, v_cols;
    if v_after is null then
      perform private.fail('Votre rôle ne permet pas de modifier un des enregistrements choisis', 'bulk_update_denied', '42501');
    end if;
    perform private.bulk_change_record(v_change, v_id, v_before, v_after);
    v_count := v_count + 1;
  end loop;
  return jsonb_build_object('change', v_change, 'count', v_count);
end
$$;

REVOKE ALL ON FUNCTION public.bulk_update(p_entity text, p_ids uuid[], p_values jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.bulk_update(p_entity text, p_ids uuid[], p_values jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.bulk_update(p_entity text, p_ids uuid[], p_values jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.bulk_update(p_entity text, p_ids uuid[], p_values jsonb) TO service_role;

-- Opens a bulk change for the caller (the record tables are the service role's); p_scope: what
-- the change applies to beyond its rows (the pool of a « Ajouter à un vivier »).
CREATE FUNCTION private.bulk_change_open(p_entity text, p_columns text[], p_scope jsonb DEFAULT '{}'::jsonb) RETURNS uuid
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.bulk_change (entity, columns, scope, changed_by) values (p_entity, p_columns, p_scope, auth.uid()) returning id
$$;

REVOKE ALL ON FUNCTION private.bulk_change_open(p_entity text, p_columns text[], p_scope jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.bulk_change_open(p_entity text, p_columns text[], p_scope jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.bulk_change_open(p_entity text, p_columns text[], p_scope jsonb) TO service_role;

-- « Ajouter à un vivier » as one undoable change: the talents not in the pool yet are added
-- (public.add_talents_to_hiring_pool, its rules and refusals), and recorded, so that
-- public.undo_bulk_change removes those and only those. Returns {change: id, count: added}.
CREATE FUNCTION public.bulk_add_to_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_new uuid[];
  v_change uuid;
  v_id uuid;
  v_count integer;
begin
  v_new := array(select distinct i from unnest(p_talent_ids) i
                 where not exists (select 1 from public.talent_hiring_pool m where m.hiring_pool_id = p_pool_id and m.talent_id = i));
  v_count := public.add_talents_to_hiring_pool(p_pool_id, v_new);
  v_change := private.bulk_change_open('talent_hiring_pool', array['hiring_pool_id'], jsonb_build_object('hiring_pool_id', p_pool_id));
  for v_id in select m.talent_id from public.talent_hiring_pool m where m.hiring_pool_id = p_pool_id and m.talent_id = any (v_new) loop
    perform private.bulk_change_record(v_change, v_id, '{"member": false}', '{"member": true}');
  end loop;
  return jsonb_build_object('change', v_change, 'count', v_count);
end
$$;

REVOKE ALL ON FUNCTION public.bulk_add_to_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.bulk_add_to_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.bulk_add_to_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.bulk_add_to_hiring_pool(p_pool_id uuid, p_talent_ids uuid[]) TO service_role;

-- Records one row of the caller's own bulk change.
CREATE FUNCTION private.bulk_change_record(p_change uuid, p_record uuid, p_before jsonb, p_after jsonb) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from public.bulk_change c where c.id = p_change and c.changed_by = auth.uid() and c.undone_at is null) then
    perform private.fail('Modification en masse introuvable', 'bulk_change_missing', 'P0002');
  end if;
  insert into public.bulk_change_row (change_id, record_id, before, after) values (p_change, p_record, p_before, p_after);
end
$$;

REVOKE ALL ON FUNCTION private.bulk_change_record(p_change uuid, p_record uuid, p_before jsonb, p_after jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.bulk_change_record(p_change uuid, p_record uuid, p_before jsonb, p_after jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.bulk_change_record(p_change uuid, p_record uuid, p_before jsonb, p_after jsonb) TO service_role;

-- The rows of the caller's own bulk change, not undone yet (locked: one undo at a time).
CREATE FUNCTION private.bulk_change_rows(p_change uuid) RETURNS SETOF public.bulk_change_row
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform 1 from public.bulk_change c where c.id = p_change and c.changed_by = auth.uid() for update;
  if not found then
    perform private.fail('Modification en masse introuvable', 'bulk_change_missing', 'P0002');
  end if;
  if exists (select 1 from public.bulk_change c where c.id = p_change and c.undone_at is not null) then
    perform private.fail('Cette modification a déjà été annulée', 'bulk_change_undone');
  end if;
  update public.bulk_change set undone_at = now() where id = p_change;
  return query select r.* from public.bulk_change_row r where r.change_id = p_change order by r.record_id;
end
$$;

REVOKE ALL ON FUNCTION private.bulk_change_rows(p_change uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.bulk_change_rows(p_change uuid) TO authenticated;
GRANT ALL ON FUNCTION private.bulk_change_rows(p_change uuid) TO service_role;

-- Undoes a bulk change of the caller as one unit: every row still at its after values gets its
-- before values back (an « Ajouter à un vivier »: the talents it added leave the pool), as the caller (policies and triggers judge); refused, nothing undone, when
-- a row changed since (named) or is gone. Returns the number of rows put back.
CREATE FUNCTION public.undo_bulk_change(p_change uuid) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_entity text;
  v_cols text[];
  v_pool uuid;
  v_ids uuid[];
  v_list text;
  v_r public.bulk_change_row;
  v_now jsonb;
  v_done integer;
  v_count integer := 0;
begin
  select c.entity, c.columns, (c.scope ->> 'hiring_pool_id')::uuid into v_entity, v_cols, v_pool
  from public.bulk_change c where c.id = p_change;
  -- an « Ajouter à un vivier »: the talents it added leave the pool, refused when one left since
  if v_entity = 'talent_hiring_pool' then
    v_ids := array(select r.record_id from private.bulk_change_rows(p_change) r);
    if exists (select 1 from unnest(v_ids) i
               where not exists (select 1 from public.talent_hiring_pool m where m.hiring_pool_id = v_pool and m.talent_id = i)) then
      perform private.fail('Annulation impossible : un des talents ajoutés a quitté le vivier depuis', 'bulk_undo_changed', '40001');
    end if;
    v_count := public.remove_talents_from_hiring_pool(v_pool, v_ids);
    if v_count <> cardinality(v_ids) then
      perform private.fail('Votre rôle ne permet pas d''annuler cette modification', 'bulk_undo_denied', '42501');
    end if;
    return v_count;
  end if;
  if v_entity is null or not (v_cols <@ private.bulk_columns(v_entity)) then
    perform private.fail('Modification en masse introuvable', 'bulk_change_missing', 'P0002');
  end if;
  select string_agg(quote_ident(c), ', ') into v_list from unnest(v_cols) c;
  for v_r in select * from private.bulk_change_rows(p_change) loop
    execute format('select (select jsonb_object_agg(k, to_jsonb(t) -> k) from unnest($2) k) from public.%I t where t.id = $1 for update', v_entity)
      into v_now using v_r.record_id, v_cols;
    if v_now is null then
      perform private.fail('Annulation impossible : un des enregistrements n''existe plus', 'bulk_undo_missing', 'P0002');
    end if;
    if v_now is distinct from v_r.after then
      perform private.fail(format('Annulation impossible : « %s » a été modifié depuis',
                                  private.trash_label(v_entity, (select to_jsonb(x) from (select v_r.record_id as id) x) || private.bulk_row_names(v_entity, v_r.record_id))),
                           'bulk_undo_changed', '40001');
    end if;
    execute format('update public.%1$I t set (%2$s) = (select %2$s from jsonb_populate_record(null::public.%1$I, $2)) where t.id = $1', v_entity, v_list)
      using v_r.record_id, v_r.before;
    get diagnostics v_done = row_count;
    if v_done = 0 then
      perform private.fail('Votre rôle ne permet pas d''annuler cette modification', 'bulk_undo_denied', '42501');
    end if;
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

REVOKE ALL ON FUNCTION public.undo_bulk_change(p_change uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.undo_bulk_change(p_change uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.undo_bulk_change(p_change uuid) TO authenticated;
GRANT ALL ON FUNCTION public.undo_bulk_change(p_change uuid) TO service_role;

-- The name columns of a row (for a refusal's message), read as the caller.
CREATE FUNCTION private.bulk_row_names(p_entity text, p_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v jsonb;
begin
  execute format('select to_jsonb(t) from public.%I t where t.id = $1', p_entity) into v using p_id;
  return coalesce(v, '{}');
end
$$;

REVOKE ALL ON FUNCTION private.bulk_row_names(p_entity text, p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.bulk_row_names(p_entity text, p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.bulk_row_names(p_entity text, p_id uuid) TO service_role;

-- Legal records keep their own rules: a contract once signed (by one party or both) is a legal
-- record and is never deleted through the API (its policy lets a developer delete any contract;
-- drafts alone are meant). The system (migrations, seeds) is not refused.
CREATE FUNCTION private.guard_signed_contract_delete() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if old.status in ('partially_signed', 'signed', 'active', 'ended', 'terminated_early') and not private.is_system() then
    perform private.fail('Un contrat signé est un document légal : il ne se supprime pas', 'contract_signed_delete', '42501');
  end if;
  return old;
end
$$;

REVOKE ALL ON FUNCTION private.guard_signed_contract_delete() FROM PUBLIC;
GRANT ALL ON FUNCTION private.guard_signed_contract_delete() TO authenticated;
GRANT ALL ON FUNCTION private.guard_signed_contract_delete() TO service_role;

-- Signed commercial conditions are a legal record too: deleting them would take their signatures
-- (signer, IP address, document hash, image) with them, which the Corbeille does not keep. Definer:
-- the signatures are looked for whatever the caller reads of them.
CREATE FUNCTION private.guard_signed_condition_delete() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not private.is_system()
     and (old.status in ('signed', 'superseded')
          or exists (select 1 from public.contract_signature s where s.commercial_condition_id = old.id)) then
    perform private.fail('Des conditions commerciales signées sont un document légal : elles ne se suppriment pas',
                         'commercial_condition_signed_delete', '42501');
  end if;
  return old;
end
$$;

REVOKE ALL ON FUNCTION private.guard_signed_condition_delete() FROM PUBLIC;
GRANT ALL ON FUNCTION private.guard_signed_condition_delete() TO authenticated;
GRANT ALL ON FUNCTION private.guard_signed_condition_delete() TO service_role;

-- ## Triggers

CREATE TRIGGER commercial_condition_signed_no_delete BEFORE DELETE ON public.commercial_condition FOR EACH ROW EXECUTE FUNCTION private.guard_signed_condition_delete();

CREATE TRIGGER contract_signed_no_delete BEFORE DELETE ON public.contract FOR EACH ROW EXECUTE FUNCTION private.guard_signed_contract_delete();

-- The Corbeille's capture: the top-level tables open an item ('root'); the tables their deletion
-- cascades to join their parent's item. Derived rows the tables' own triggers rebuild (watches,
-- open-order counts, computed pay, resume text, unsubscribe tokens) are not kept.
CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.advance_payment_request FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.commercial_condition FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.company FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.company_insurance_request FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.contact FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.cooptation FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.definitive_end_request FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.document FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.expense_claim_request FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.independent_monthly_invoice FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.independent_payment_request FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.meal_card_request FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.medical_checkup_request FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.mission FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.note FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.ppe_request FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.professional_card_request FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.qualification_training_request FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.recruitment_office_invoice_request FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.reference_check FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.scheduled_email FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.talent FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.work_accident_request FOR EACH ROW EXECUTE FUNCTION private.trash_capture('root');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.address FOR EACH ROW EXECUTE FUNCTION private.trash_capture('referenced');

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.agency FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.application FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.medical_checkup_result FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.mission_pricing FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.note_read FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.planning_entry FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.ppe_request_item FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.push_campaign_recipient FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.resume FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.talent_anonymous_document FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.talent_business_unit FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.talent_hiring_pool FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.talent_job FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.talent_private FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.talent_software FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.timesheet_contest FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.timesheet_day FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.timesheet_week FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

CREATE TRIGGER zz_trash_capture BEFORE DELETE ON public.timesheet_week_round FOR EACH ROW EXECUTE FUNCTION private.trash_capture();

-- A restored row gets its values back over what the table's triggers set for a new row.
CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.advance_payment_request FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.commercial_condition FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.company FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.company_insurance_request FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.contact FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.cooptation FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.definitive_end_request FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.document FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.expense_claim_request FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.independent_monthly_invoice FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.independent_payment_request FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.meal_card_request FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.medical_checkup_request FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.mission FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.note FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.ppe_request FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.professional_card_request FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.qualification_training_request FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.recruitment_office_invoice_request FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.reference_check FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.scheduled_email FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.talent FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.work_accident_request FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.address FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.agency FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.application FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.medical_checkup_result FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.mission_pricing FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.note_read FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.planning_entry FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.ppe_request_item FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.push_campaign_recipient FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.resume FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.talent_anonymous_document FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.talent_business_unit FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.talent_hiring_pool FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.talent_job FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.talent_private FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.talent_software FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.timesheet_contest FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.timesheet_day FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.timesheet_week FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

CREATE TRIGGER zz_trash_restore BEFORE INSERT OR UPDATE ON public.timesheet_week_round FOR EACH ROW EXECUTE FUNCTION private.trash_restore_row();

-- ## Rows

-- The Corbeille's screen: the roles that delete records (each item stays guarded by its policy).
insert into public.action_right (action, roles, note) values
  ('screen.trash', '{consultant_team_member,csm_team_member,external_csm_team_member,accounting_team_member,team_member_marketing,team_member_developer,team_member_independent_administrator}', 'Ouvrir la corbeille')
on conflict do nothing;
