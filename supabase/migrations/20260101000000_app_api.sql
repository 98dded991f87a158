-- App API (spec §7): the analytics the back office sends about each team member (identify,
-- events, page views) and the feature flags it asks for, served by the local server under /api.

-- Analytics: an append-only log. The /api server inserts each row as the verified caller, so a
-- user can only ever record rows about their own account; nobody reads them through the API
-- (analysis runs with the service role).
create table public.analytics_event (
  id uuid primary key default gen_random_uuid(),
  team_member_id uuid not null,
  auth_user_id uuid not null default auth.uid(),
  kind text not null check (kind in ('identify', 'event', 'page_view')),
  event text check (char_length(event) between 1 and 200),
  properties jsonb not null default '{}'::jsonb check (jsonb_typeof(properties) = 'object'),
  page_url text check (char_length(page_url) <= 2048),
  created_at timestamptz not null default now(),
  constraint analytics_event_event_only_for_events check ((kind = 'event') = (event is not null)),
  constraint analytics_event_page_view_has_url check (kind <> 'page_view' or page_url is not null)
);

create index analytics_event_auth_user_id_created_at_idx on public.analytics_event (auth_user_id, created_at desc);
create index analytics_event_team_member_id_created_at_idx on public.analytics_event (team_member_id, created_at desc);

alter table public.analytics_event enable row level security;

-- Analytics policies: a signed-in user inserts rows about themselves; no read, update or delete.
create policy "analytics_event: authenticated can insert own rows" on public.analytics_event
  for insert to authenticated
  with check (auth_user_id = (select auth.uid()));

revoke all on table public.analytics_event from anon, authenticated;
grant insert on table public.analytics_event to authenticated;

-- Feature flags: named switches the back office checks (`GET /api/feature-flag/posthog?name=`);
-- an unknown name is off. Changed with the service role (SQL, seed), read by signed-in users.
create table public.feature_flag (
  name text primary key check (char_length(name) between 1 and 200),
  enabled boolean not null default false,
  description text,
  updated_at timestamptz not null default now()
);

-- Keeps feature_flag.updated_at current on every change.
create function public.feature_flag_set_updated_at() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger feature_flag_set_updated_at
  before update on public.feature_flag
  for each row execute function public.feature_flag_set_updated_at();

revoke execute on function public.feature_flag_set_updated_at() from public, anon, authenticated;

alter table public.feature_flag enable row level security;

-- Feature-flag policies: any signed-in user reads every flag; writes only with the service role.
create policy "feature_flag: authenticated can read all flags" on public.feature_flag
  for select to authenticated
  using ((select auth.uid()) is not null);

revoke all on table public.feature_flag from anon, authenticated;
grant select on table public.feature_flag to authenticated;
