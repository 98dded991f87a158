// The spaces' accesses of the demo (supabase/schemas/31_portal.sql): every active client contact
// with a space role and every talent with a contract gets an access in force, tied to an account
// GoTrue knows (so that /auth/v1/otp mails them a code), in one set-based statement per table.
// Two of them are named (PORTAL_ACCOUNTS): their addresses are given to a contact and a talent
// before the rows are inserted, and their accounts also take the demo password.
import type { Query } from "../../server/db/engine.ts";
import { accountByKey, PORTAL_ACCOUNTS, WORKSPACES } from "./accounts.ts";
import type { Row } from "./load.ts";

/** The generated accounts' ids: recognisable, so that a new seed deletes them first. */
export const PORTAL_USER_ID_PREFIX = "c0000000-0000-4000-8000-";
const SPACE_ROLES = ["contract_signatory", "timesheet_signer", "invoice_recipient"];
const LIVE = (c: Row) => c.status !== "draft" && c.status !== "canceled";

/**
 * Gives the named accounts' addresses to the signatory of Renfort's client with the most
 * contracts and to Renfort's talent with the most contracts (rows not yet inserted: the prepare
 * triggers derive the search text from the new address, and no history is written).
 */
export function nameDemoPortalAccounts(tables: { contract: Row[]; contact: Row[]; talent: Row[] }): void {
  const renfort = WORKSPACES.renfort.id;
  const count = (key: "company_id" | "talent_id") => {
    const n = new Map<unknown, number>();
    for (const c of tables.contract) if (c.workspace_id === renfort && LIVE(c)) n.set(c[key], (n.get(c[key]) ?? 0) + 1);
    return n;
  };
  const byCompany = count("company_id");
  const signatory = tables.contact
    .filter(
      (c) =>
        c.status === "active" && (c.roles as string[]).includes("contract_signatory") && byCompany.has(c.company_id),
    )
    .sort((a, b) => (byCompany.get(b.company_id) ?? 0) - (byCompany.get(a.company_id) ?? 0))[0];
  const byTalent = count("talent_id");
  const talent = tables.talent
    .filter((t) => t.email && t.worker_type === "temp" && t.qualification_status !== "anonymized" && byTalent.has(t.id))
    .sort((a, b) => (byTalent.get(b.id) ?? 0) - (byTalent.get(a.id) ?? 0))[0];
  if (signatory) signatory.email = PORTAL_ACCOUNTS.client.email;
  if (talent) talent.email = PORTAL_ACCOUNTS.talent.email;
}

/**
 * The accounts and accesses. `all` (the demo scale): every qualifying contact and talent; else
 * (the large scale, where they would be tens of thousands of accounts) the two named ones only.
 */
export async function seedPortalAccesses(q: Query, options: { all: boolean; today: string; passwordHash: string }) {
  const named = Object.values(PORTAL_ACCOUNTS);
  const since = `${options.today}T08:00:00Z`;
  await q(
    `create temporary table seed_portal on commit drop as
     select 'client'::public.portal_kind as kind, c.workspace_id, c.id as contact_id, null::uuid as talent_id,
            lower(c.email) as email, c.first_name, c.last_name, co.owner_id
       from public.contact c join public.company co on co.id = c.company_id
      where c.status = 'active' and c.email is not null and c.roles && $1::text[]::public.contact_role[]
     union all
     select 'talent', t.workspace_id, null, t.id, lower(t.email), t.first_name, t.last_name, t.owner_id
       from public.talent t
      where t.email is not null and t.qualification_status <> 'anonymized'
        and exists (select 1 from public.contract k where k.talent_id = t.id and k.status not in ('draft', 'canceled'))`,
    [SPACE_ROLES],
  );
  await q(
    `delete from seed_portal s
      where exists (select 1 from public.team_member tm where tm.email = s.email)
         or ((not $1::boolean) and s.email <> all ($2::text[]))`,
    [options.all, named.map((a) => a.email)],
  );
  // one account per address (two contacts may share one), the named ones with their fixed ids
  await q(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token,
                             recovery_token, email_change_token_new, email_change, email_change_token_current,
                             reauthentication_token, phone_change, phone_change_token, is_sso_user, is_anonymous)
     select '00000000-0000-0000-0000-000000000000', coalesce(n.id, ($3 || lpad(a.n::text, 12, '0'))::uuid),
            'authenticated', 'authenticated', a.email, case when n.id is null then '' else $4 end, $5::timestamptz,
            '{"provider": "email", "providers": ["email"]}'::jsonb,
            jsonb_build_object('first_name', a.first_name, 'last_name', a.last_name, 'email_verified', true),
            $5::timestamptz, $5::timestamptz, '', '', '', '', '', '', '', '', false, false
       from (select distinct on (s.email) s.email, s.first_name, s.last_name,
                    dense_rank() over (order by s.email) as n
               from seed_portal s order by s.email, s.contact_id nulls last, s.talent_id) a
       left join unnest($1::text[], $2::uuid[]) as n(email, id) on n.email = a.email
      where not exists (select 1 from auth.users u where lower(u.email) = a.email)`,
    [named.map((a) => a.email), named.map((a) => a.userId), PORTAL_USER_ID_PREFIX, options.passwordHash, since],
  );
  await q(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     select u.id::text, u.id, jsonb_build_object('sub', u.id, 'email', u.email, 'email_verified', true, 'phone_verified', false),
            'email', u.created_at, u.created_at
       from auth.users u where lower(u.email) in (select email from seed_portal)
        and not exists (select 1 from auth.identities i where i.user_id = u.id)`,
    [],
  );
  await q(
    `insert into public.portal_access (workspace_id, kind, contact_id, talent_id, email, auth_user_id, invited_at,
                                       invited_by, last_sent_at, created_at, created_by)
     select s.workspace_id, s.kind, s.contact_id, s.talent_id, s.email, u.id, $1::timestamptz - interval '30 days',
            coalesce(tm.auth_user_id, $2::uuid), $1::timestamptz - interval '30 days',
            $1::timestamptz - interval '30 days', coalesce(tm.auth_user_id, $2::uuid)
       from seed_portal s
       join auth.users u on lower(u.email) = s.email
       left join public.team_member tm on tm.id = s.owner_id`,
    [since, accountByKey("dev").userId],
  );
}
