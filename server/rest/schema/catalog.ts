// Reads the catalog (pg_catalog only, never information_schema: it hides what the connection
// user may not see) in one read-only transaction with `search_path = pg_catalog`, so every
// type name and default expression comes back schema-qualified and usable in any request.
import type { Engine, Query } from "../../db/engine.ts";

export type CatalogColumn = {
  num: number;
  name: string;
  type: string;
  base: string;
  nullable: boolean;
  default: string | null;
  generated: boolean;
};

export type CatalogRelation = {
  oid: number;
  schema: string;
  name: string;
  /** pg_class.relkind: r v m f p c */
  kind: string;
  columns: CatalogColumn[];
};

export type CatalogConstraint = {
  name: string;
  /** p = primary key, u = unique, f = foreign key */
  type: "p" | "u" | "f";
  rel: number;
  frel: number;
  cols: string[];
  fcols: string[];
};

export type CatalogView = { oid: number; action: string };

/** `relid`: the relation whose row type the argument is (0 otherwise). */
export type CatalogArg = { name: string; mode: string; type: string; base: string; relid?: number };

export type CatalogRoutine = {
  oid: number;
  schema: string;
  name: string;
  volatility: string;
  set: boolean;
  rettype: string;
  retbase: string;
  /** pg_type.typtype of the return type: b c d e p r m */
  rettyptype: string;
  retrelid: number;
  nargdefaults: number;
  /** pg_proc.prorows: a `setof` function declared `rows 1` is a to-one computed relationship */
  rows?: number;
  variadic: boolean;
  args: CatalogArg[];
};

/**
 * A database role, whether the API may switch to it (`authenticator` is a member, as on
 * Supabase), and its `ALTER ROLE … SET` settings (`name=value`).
 */
export type CatalogRole = { name: string; allowed: boolean; settings: string[] };

export type Catalog = {
  roles: CatalogRole[];
  relations: CatalogRelation[];
  constraints: CatalogConstraint[];
  views: CatalogView[];
  routines: CatalogRoutine[];
};

// User schemas only; composite types (relkind c) are kept for functions returning them.
const USER_SCHEMA = `n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'`;

const RELATIONS_SQL = `
select c.oid::int8 as oid, n.nspname as schema, c.relname as name, c.relkind::text as kind,
  coalesce((
    select json_agg(json_build_object(
      'num', a.attnum,
      'name', a.attname,
      'type', format_type(a.atttypid, a.atttypmod),
      'base', coalesce(bt.typname, t.typname),
      'nullable', not a.attnotnull,
      -- identity columns have no pg_attrdef row; their default is their sequence
      'default', case when a.attidentity = 'd'
        then format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
        else pg_get_expr(d.adbin, d.adrelid) end,
      'generated', a.attgenerated <> '' or a.attidentity = 'a'
    ) order by a.attnum)
    from pg_attribute a
    join pg_type t on t.oid = a.atttypid
    left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]'::json) as columns
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'v', 'm', 'f', 'p', 'c') and ${USER_SCHEMA}`;

const CONSTRAINTS_SQL = `
select con.conname as name, con.contype::text as type, con.conrelid::int8 as rel, con.confrelid::int8 as frel,
  coalesce((select json_agg(a.attname order by k.i)
     from unnest(con.conkey) with ordinality k(num, i)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num), '[]'::json) as cols,
  coalesce((select json_agg(a.attname order by k.i)
     from unnest(con.confkey) with ordinality k(num, i)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num), '[]'::json) as fcols
from pg_constraint con
join pg_class c on c.oid = con.conrelid
join pg_namespace n on n.oid = c.relnamespace
where con.contype in ('p', 'u', 'f') and ${USER_SCHEMA}
order by con.conname`;

const VIEWS_SQL = `
select c.oid::int8 as oid, r.ev_action::text as action
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
join pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
where c.relkind in ('v', 'm') and ${USER_SCHEMA}`;

const ROUTINES_SQL = `
select p.oid::int8 as oid, n.nspname as schema, p.proname as name,
  p.provolatile::text as volatility, p.proretset as set,
  format_type(p.prorettype, null) as rettype,
  coalesce(rbt.typname, rt.typname) as retbase,
  rt.typtype::text as rettyptype,
  rt.typrelid::int8 as retrelid,
  p.pronargdefaults::int as nargdefaults,
  p.prorows::float8 as rows,
  p.provariadic <> 0 as variadic,
  coalesce((
    select json_agg(json_build_object(
      'name', coalesce(p.proargnames[x.i], ''),
      'mode', coalesce(p.proargmodes[x.i]::text, 'i'),
      'type', format_type(t.oid, null),
      'base', coalesce(bt.typname, t.typname),
      'relid', t.typrelid::int8
    ) order by x.i)
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(typ, i)
    join pg_type t on t.oid = x.typ
    left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
  ), '[]'::json) as args
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type rt on rt.oid = p.prorettype
left join pg_type rbt on rt.typtype = 'd' and rbt.oid = rt.typbasetype
where p.prokind = 'f' and n.nspname = any($1::text[])
order by n.nspname, p.proname, p.oid`; // overloads in creation order: a stable PGRST203 message

const ROLES_SQL = `
select r.rolname as name,
  exists (select 1 from pg_roles a where a.rolname = 'authenticator' and pg_has_role(a.oid, r.oid, 'member')) as allowed,
  coalesce((
    select json_agg(c.setting order by s.setdatabase)
    from pg_db_role_setting s, unnest(s.setconfig) c(setting)
    where s.setrole = r.oid and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
  ), '[]'::json) as settings
from pg_roles r`;

/** Reads everything the schema cache is built from. */
export async function readCatalog(engine: Engine, schemas: string[]): Promise<Catalog> {
  return engine.tx({ readOnly: true, settings: { search_path: "pg_catalog" } }, async (q: Query) => {
    const roles = (await q<CatalogRole>(ROLES_SQL, [])).rows;
    const relations = (await q<CatalogRelation>(RELATIONS_SQL, [])).rows;
    const constraints = (await q<CatalogConstraint>(CONSTRAINTS_SQL, [])).rows;
    const views = (await q<CatalogView>(VIEWS_SQL, [])).rows;
    const routines = (await q<CatalogRoutine>(ROUTINES_SQL, [pgTextArray(schemas)])).rows;
    return { roles, relations, constraints, views, routines };
  });
}

/** A text[] literal for a list of strings (bound as one parameter). */
export function pgTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
}
